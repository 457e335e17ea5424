// The age this device's player confirmed at the age gate, kept in localStorage: the
// gate shows while it is missing or lower than the site's minimum age. The journeys' harness and
// the unit tests' setup answer it ahead ('21', the strictest age) unless a test meets the gate.
import { useSyncExternalStore } from 'react';
import { appPath } from '../routes';

export const ageConfirmedKey = 'ageConfirmed';

/**
 * Pages the gate never covers: where "leave" sends a player (the helplines), an excluded player's
 * end page and the responsible-gaming page, which regulators want reachable by anyone.
 */
export const ageGateFreePaths = new Set(['/helplines', '/excluded', '/responsiblegaming']);

const listeners = new Set<() => void>();
/** The answer of this page, for a device without storage. */
let answered = 0;

function confirmedAge(): number {
  try {
    return Number(localStorage.getItem(ageConfirmedKey)) || 0;
  } catch {
    return answered;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // another tab's answer counts here too
  const onStorage = (e: StorageEvent) => {
    if (e.key === ageConfirmedKey || e.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers on this device that the player confirmed `age`. */
export function confirmAge(age: number): void {
  try {
    localStorage.setItem(ageConfirmedKey, String(age));
  } catch {
    // no storage: the gate is answered for this page only
    answered = age;
  }
  listeners.forEach((l) => l());
}

/** Whether the age gate covers `pathname` on a site of `minAge`; re-renders when it is answered. */
export function useAgeGate(minAge: number, pathname: string): boolean {
  const age = useSyncExternalStore(subscribe, confirmedAge);
  return age < minAge && !ageGateFreePaths.has(appPath(pathname));
}
