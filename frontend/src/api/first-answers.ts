import { mutate } from 'swr';
import { onFirstPaintDone } from '../lib/first-paint';

/**
 * Answers the first view needs, asked for before React renders (main.tsx), and put in SWR's cache
 * as they arrive so that the first render has them. A component that mounts while the first view
 * is drawn, or within `freshForMs` of the answer, takes it as it is: revalidating it would ask the
 * BFF the same question again and, from a frame callback, tie the first paint to script. The
 * first view counts however long a slow phone takes to draw it, not a time after the answer.
 */
const freshForMs = 2000;
let firstViewDrawn = false;
onFirstPaintDone(() => {
  firstViewDrawn = true;
});

/** A path, or a path, the language it was asked in and what else names the answer. */
type Key = string | readonly string[];
const id = (key: Key) => (typeof key === 'string' ? key : key.join('\n'));
const inFlight = new Map<string, Promise<unknown>>();
const arrivedAt = new Map<string, number>();

/** Starts `fetcher` for `key`; resolves once the answer is in the cache (undefined on failure). */
export function prefetch<T>(key: Key, fetcher: () => Promise<T>): Promise<T | undefined> {
  const k = id(key);
  const request = fetcher();
  inFlight.set(k, request);
  return request
    .then(
      async (data) => {
        await mutate(key, data, { revalidate: false });
        arrivedAt.set(k, Date.now());
        return data;
      },
      () => undefined,
    )
    .finally(() => inFlight.delete(k));
}

/** The fetcher of a prefetched key: joins the start-up's request while it is on its way. */
export function joinPrefetch<T>(key: Key, fetcher: () => Promise<T>): Promise<T> {
  return (inFlight.get(id(key)) as Promise<T> | undefined) ?? fetcher();
}

/** True while a prefetched answer is fresh: a component mounting now need not revalidate it. */
export function freshlyPrefetched(key: Key): boolean {
  const arrived = arrivedAt.get(id(key));
  return arrived !== undefined && (!firstViewDrawn || Date.now() - arrived < freshForMs);
}
