import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `fn` once the browser has laid out and painted what was just committed: reading the layout
 * then costs nothing, where reading it in the commit's own task forces a layout of the new content
 * inside that task. Returns a cancel function.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer = 0;
  if (typeof requestAnimationFrame !== 'function') {
    timer = window.setTimeout(fn);
    return () => window.clearTimeout(timer);
  }
  // a frame callback runs before the frame's layout; a task queued from it runs after the paint
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(fn);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False on the render that mounts the caller, then true from a transition once that render has
 * been painted. A screen's blocks below the first view wait for it: the answer that fills the
 * screen then draws what the player sees in its own task, and React renders the rest in slices
 * that leave the main thread free between them, instead of all of it in one long task.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
