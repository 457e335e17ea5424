import { startTransition, useEffect, useState } from 'react';

/** A moment of the page's start that, once reached, stays reached; components wait for it. */
function stage() {
  let reached = false;
  let started = false;
  const listeners = new Set<() => void>();
  const reach = () => {
    reached = true;
    listeners.forEach((l) => l());
    listeners.clear();
  };
  return {
    /** Starts waiting (once): `wait` calls its argument when the moment comes. */
    start(wait: (reach: () => void) => void): void {
      if (reached || started) return;
      started = true;
      wait(reach);
    },
    /**
     * Calls `listener` once the moment has come (at once if it has); the returned function stops
     * waiting. For effects that act on it without a render of their own.
     */
    onReached(listener: () => void): () => void {
      if (reached) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** True once reached; it turns true in a transition, rendered in slices. `when` false waits. */
    useReached(when = true, onWait?: () => void): boolean {
      const [done, setDone] = useState(reached);
      useEffect(() => {
        if (done || !when) return;
        const listener = () => startTransition(() => setDone(true));
        if (reached) return listener();
        listeners.add(listener);
        onWait?.();
        return () => void listeners.delete(listener);
      }, [done, when, onWait]);
      return done;
    },
  };
}

/** Idle, or `ms` where there is no requestIdleCallback (Safari). */
function whenIdle(run: () => void, maxMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: maxMs });
  else window.setTimeout(run, idleFallbackMs);
}

/** The longest the idle wait after the first view lasts, and the wait where there is no requestIdleCallback. */
const firstPaintIdleMaxMs = 500;
const idleFallbackMs = 100;
/** The longest the idle wait after the load event lasts. */
const settleIdleMaxMs = 2000;

const firstPaint = stage();
const settled = stage();

/**
 * Marks the first view as painted once the browser is idle after it (the shell calls it when it
 * has mounted). What waits for it, the footer, the home page below the fold and the marquee's
 * measuring, neither competes with the first view for the network or the main thread nor forces a
 * layout inside its commit. Idle, not a frame callback: script in the first frame would make the
 * first paint wait for it.
 */
export function afterFirstPaint(): void {
  firstPaint.start((reach) => whenIdle(reach, firstPaintIdleMaxMs));
}

/**
 * Calls `listener` once the first view has been painted (at once if it has been); returns the
 * function that stops waiting. Unlike useFirstPaintDone, the component does not render again.
 */
export function onFirstPaintDone(listener: () => void): () => void {
  return firstPaint.onReached(listener);
}

/** True once the first view has been painted; it turns true in a transition, rendered in slices. */
export function useFirstPaintDone(): boolean {
  return firstPaint.useReached();
}

/**
 * The page settles once it has loaded (every resource of the first view: the window's load event)
 * and the browser is idle after that: a later stage than the first paint, for what no player
 * waits for (popups, the customer-service button, the network notices), so that it neither
 * competes with the page's own content nor piles onto the work that follows the first paint.
 */
function settleAfterLoad(): void {
  settled.start((reach) => {
    const idle = () => whenIdle(reach, settleIdleMaxMs);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** True once the first view has been painted, the page has loaded and the browser has been idle. */
export function usePageSettled(): boolean {
  return settled.useReached(useFirstPaintDone(), settleAfterLoad);
}
