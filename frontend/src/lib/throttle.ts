/**
 * `fn` at most once per `ms`: the first call runs at once, calls within the next `ms` are folded
 * into one that runs when it is over (with the last call's arguments). `cancel` drops the
 * folded call still waiting (its owner has gone).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel: () => void } {
  let last = -Infinity;
  let timer: number | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= window.setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
      pending = undefined;
    }, Math.max(wait, 0));
  };
  const cancel = () => {
    window.clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return Object.assign(throttled, { cancel });
}

/**
 * A queue that starts each task at least `ms` after the one before (every task runs, none is
 * dropped): for reports to the server that must each arrive, but not in a burst.
 */
export function spaced(ms: number): <T>(task: () => Promise<T>) => Promise<T> {
  let next = 0;
  return <T>(task: () => Promise<T>) => {
    const at = Math.max(Date.now(), next);
    next = at + ms;
    const wait = at - Date.now();
    return wait > 0 ? new Promise<void>((r) => window.setTimeout(r, wait)).then(task) : task();
  };
}
