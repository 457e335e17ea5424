import { startTransition, useEffect, useState } from 'react';
import { onFirstPaintDone } from './first-paint';

/**
 * A module the first view does without, fetched once the first view has been painted (see
 * first-paint.ts); the caller shows a skeleton until it is there. Unlike `lazy()` it never
 * suspends, so the render that includes it commits at once: a suspended render of new content is
 * held back until its code arrives or React's 300 ms reveal throttle ends, and the home page's
 * banner waited on it. A failed fetch is thrown from render to the route's error boundary, as
 * `lazy()` would. `load` must be a stable (module-level) function; `when` false waits longer (for
 * the block to come near the screen).
 */
export function useLoadedAfterFirstPaint<T>(load: () => Promise<T>, when = true): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T } | { error: unknown }>();
  useEffect(() => {
    if (!when) return;
    let live = true;
    // as a transition, React renders it in slices that leave the main thread free between them
    const settle = (result: { module: T } | { error: unknown }) => live && startTransition(() => setLoaded(result));
    // the first paint itself re-renders nothing: only the module's arrival does
    const stopWaiting = onFirstPaintDone(() => {
      load().then(
        (module) => settle({ module }),
        (error: unknown) => settle({ error }),
      );
    });
    return () => {
      live = false;
      stopWaiting();
    };
  }, [load, when]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.module;
}
