import { useEffect, useSyncExternalStore } from 'react';

// Light and dark themes share one set of tokens (src/styles/tokens.css); `data-theme` on <html>
// overrides the system choice. A merchant's colours replace --primary and --accent.

type Scheme = 'light' | 'dark';
const storageKey = 'theme';
const listeners = new Set<() => void>();

function stored(): Scheme | null {
  try {
    const v = localStorage.getItem(storageKey);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

function systemDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function applyStoredTheme(): void {
  const scheme = stored();
  if (scheme) document.documentElement.dataset.theme = scheme;
  else delete document.documentElement.dataset.theme;
}

export function setDarkTheme(dark: boolean): void {
  try {
    localStorage.setItem(storageKey, dark ? 'dark' : 'light');
  } catch {
    // not remembered
  }
  applyStoredTheme();
  listeners.forEach((l) => l());
}

export function useDarkTheme(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (stored() ?? (systemDark() ? 'dark' : 'light')) === 'dark',
    () => false,
  );
}

const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Black or white, whichever reads better on `colour` (WCAG relative luminance). */
export function textOn(colour: string): string {
  let h = colour.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (1.05 / (l + 0.05)) >= ((l + 0.05) / 0.05) ? '#ffffff' : '#111111';
}

export function useSiteColours(theme: { primary: string; accent: string } | undefined): void {
  const primary = theme?.primary;
  const accent = theme?.accent;
  useEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of [['primary', primary], ['accent', accent]] as const) {
      if (value && hex.test(value)) {
        root.setProperty(`--${name}`, value);
        root.setProperty(`--on-${name}`, textOn(value));
      } else {
        root.removeProperty(`--${name}`);
        root.removeProperty(`--on-${name}`);
      }
    }
  }, [primary, accent]);
}
