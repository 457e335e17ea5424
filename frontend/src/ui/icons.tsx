import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

// Stroke icons on a 24-unit grid. Decorative by default: the button or link around them carries the label.
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  download: 'M12 3v12m0 0l-5-5m5 5l5-5M5 21h14',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  gift: 'M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  invite: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M19 8v6M16 11h6',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 01-10 0zM7 6H4v2a3 3 0 003 3M17 6h3v2a3 3 0 01-3 3',
  heart: 'M12 20s-7-4.4-9-9a5 5 0 019-3 5 5 0 019 3c-2 4.6-9 9-9 9z',
  speaker: 'M3 10v4h4l5 4V6L7 10zM16 9a4 4 0 010 6M19 6a8 8 0 010 12',
  wallet: 'M3 7h18v13H3zM3 7l13-4v4M16 13h2',
  withdraw: 'M3 7h18v13H3zM12 10v7m0 0l-3-3m3 3l3-3',
  percent: 'M5 19L19 5M7 5a2 2 0 110 4 2 2 0 010-4zM17 15a2 2 0 110 4 2 2 0 010-4z',
  rebate: 'M4 12a8 8 0 0114-5l2-2v6h-6l2-2a5 5 0 10 1 6',
  chat: 'M4 5h16v11H8l-4 4z',
  games: 'M6 9h12a4 4 0 014 4v1a3 3 0 01-5 2l-2-2H9l-2 2a3 3 0 01-5-2v-1a4 4 0 014-4zM8 11v4M6 13h4M16 12h.01M18 14h.01',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  moon: 'M20 14A8 8 0 0110 4a8 8 0 1010 10z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  check: 'M5 12l5 5 9-10',
  refresh: 'M20 11a8 8 0 10-2 6M20 5v6h-6',
  fire: 'M12 22a7 7 0 007-7c0-5-5-6-4-12-4 2-6 6-6 9a3 3 0 01-2-3 7 7 0 00-2 6 7 7 0 007 7z',
  star: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.2L12 17.2 6.5 20.1l1-6.2L3 9.5l6.3-.9z',
  inbox: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, ...rest }: IconProps & { name: IconName }) {
  return <PathIcon d={paths[name]} {...rest} />;
}

/** An icon drawn from a path given by its caller (icons of later screens stay out of the first view). */
export function PathIcon({ d, size = 24, ...rest }: IconProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
