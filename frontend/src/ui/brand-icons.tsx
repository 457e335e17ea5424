import { useId } from 'react';
import type { IconProps } from './icons';

// Brand marks and flags: only the footer, the menu and the status pages show them.

const brands = {
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 01.5-.5z',
  telegram: 'M21 4L2.5 11.2c-.9.4-.9 1.2 0 1.5l4.6 1.4 1.8 5.5c.2.6.9.8 1.4.4l2.6-2.1 4.6 3.4c.6.4 1.3.1 1.5-.6L22 5.3c.2-1-.4-1.6-1-1.3zM9 14l8.5-6.5L10.5 15l-.3 3z',
  whatsapp: 'M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm5.4 14c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .6l-.4.6-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.4 2.4 1.5.3.2.5.1.6 0l.9-1c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.5.3.1.1.1.7-.1 1.4z',
  instagram: 'M7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5zm0 2a3 3 0 00-3 3v10a3 3 0 003 3h10a3 3 0 003-3V7a3 3 0 00-3-3zm5 3.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 2a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM17.5 5.5a1 1 0 110 2 1 1 0 010-2z',
  twitter: 'M22 6a8 8 0 01-2.4.7A4 4 0 0021.4 4.4a8 8 0 01-2.6 1A4 4 0 0012 9v1A10 10 0 013 5s-4 9 5 13a11 11 0 01-6 2c9 5 20 0 20-11.5 0-.3 0-.6-.1-.8A7 7 0 0022 6z',
  youtube: 'M22 8.2a3 3 0 00-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 002 8.2 31 31 0 001.6 12 31 31 0 002 15.8a3 3 0 002.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 002.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15.3V8.7l5.2 3.3z',
  x: 'M4 3h4.6l4 5.6L17.4 3H20l-6.2 7.3L21 21h-4.6l-4.4-6.2L6.6 21H4l6.8-8z',
} as const;

export type BrandName = keyof typeof brands;

export function BrandIcon({ name, size = 22, ...rest }: IconProps & { name: BrandName }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      <path d={brands[name]} fillRule="evenodd" />
    </svg>
  );
}

/** Country flags for the language selector: Bangladesh and the United Kingdom. */
export function Flag({ code, size = 22 }: { code: string; size?: number }) {
  const clipId = useId();
  const h = Math.round((size * 3) / 5);
  if (code === 'bd') {
    return (
      <svg width={size} height={h} viewBox="0 0 10 6" aria-hidden="true" focusable="false">
        <rect width="10" height="6" fill="#006a4e" />
        <circle cx="4.5" cy="3" r="2" fill="#f42a41" />
      </svg>
    );
  }
  return (
    <svg width={size} height={h} viewBox="0 0 50 30" aria-hidden="true" focusable="false">
      <clipPath id={clipId}>
        <path d="M25 15h25v15zv15H0zH0V0zV0h25z" />
      </clipPath>
      <path d="M0 0v30h50V0z" fill="#012169" />
      <path d="M0 0l50 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l50 30m0-30L0 30" clipPath={`url(#${clipId})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M25 0v30M0 15h50" stroke="#fff" strokeWidth="10" />
      <path d="M25 0v30M0 15h50" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
