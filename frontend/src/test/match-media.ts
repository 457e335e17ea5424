import { vi } from 'vitest';

/** jsdom has no matchMedia; tests decide which media queries match. */
export function installMatchMedia(matches: (query: string) => boolean): void {
  const fake = vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  window.matchMedia = fake;
}
