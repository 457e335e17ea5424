// A time-out or self-exclusion taken on this device (or met at login), remembered so that the
// device shows no promotional popups until it ends, even once the player is a visitor again.
// The BFF refuses the player whatever this says; this only keeps promotions away from them.
import type { ExclusionFacts } from '../../api/types';

const key = 'exclusion';

/** Remembers an exclusion (the later of two wins; a permanent one never ends). */
export function rememberExclusion(facts: ExclusionFacts): void {
  const current = deviceExclusion();
  if (current && (current.permanent || (current.until && facts.until && current.until > facts.until))) return;
  try {
    localStorage.setItem(key, JSON.stringify(facts));
  } catch {
    // no storage: popups may show once the player is a visitor again
  }
}

/** The exclusion this device remembers while it lasts, else null. */
export function deviceExclusion(now = Date.now()): ExclusionFacts | null {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as ExclusionFacts | null;
    if (!raw || typeof raw !== 'object') return null;
    if (raw.permanent) return raw;
    return typeof raw.until === 'string' && Date.parse(raw.until) > now ? raw : null;
  } catch {
    return null;
  }
}
