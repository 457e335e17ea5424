import { useEffect, useSyncExternalStore } from 'react';

// Light and dark themes share one set of tokens (src/styles/tokens.css), chosen by `data-theme` on
// <html>: the player's stored choice, else the system's, followed while the page is open. A
// merchant's colours replace --primary and --accent.

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

function systemDark(): MediaQueryList | undefined {
  return window.matchMedia?.('(prefers-color-scheme: dark)');
}

function current(): Scheme {
  return stored() ?? (systemDark()?.matches ? 'dark' : 'light');
}

let followingSystem = false;

export function applyStoredTheme(): void {
  document.documentElement.dataset.theme = current();
  if (followingSystem) return;
  followingSystem = true;
  // Without a stored choice the page follows the system as it changes (dark at sunset).
  systemDark()?.addEventListener?.('change', () => {
    if (stored()) return;
    document.documentElement.dataset.theme = current();
    listeners.forEach((l) => l());
  });
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
    () => current() === 'dark',
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
