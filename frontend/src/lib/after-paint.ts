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
