import { startTransition, useEffect, useState } from 'react';

let painted = false;
let scheduled = false;
const listeners = new Set<() => void>();

/**
 * Marks the first view as painted once the browser is idle after it (the shell calls it when it
 * has mounted). What waits for it, the footer, the home page below the fold and the marquee's
 * measuring, neither competes with the first view for the network or the main thread nor forces a
 * layout inside its commit. Idle, not a frame callback: script in the first frame would make the
 * first paint wait for it.
 */
export function afterFirstPaint(): void {
  const done = () => {
    painted = true;
    listeners.forEach((l) => l());
    listeners.clear();
  };
  if (painted || scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: firstPaintIdleMaxMs });
  else window.setTimeout(done, firstPaintFallbackMs);
}

/** The longest the idle wait lasts, and the wait where there is no requestIdleCallback (Safari). */
const firstPaintIdleMaxMs = 500;
const firstPaintFallbackMs = 100;

/** True once the first view has been painted; it turns true in a transition, rendered in slices. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    const listener = () => startTransition(() => setDone(true));
    if (painted) return listener();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [done]);
  return done;
}
