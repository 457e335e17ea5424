import { mutate, unstable_serialize, useSWRConfig } from 'swr';

/**
 * Answers the first view needs, asked for before React renders (main.tsx), and put in SWR's cache
 * as they arrive so that the first render has them. Every component that asks for one of them
 * later in the page takes the start-up's answer without asking the BFF the same question again,
 * however late it mounts (a slow phone draws its header seconds after the answer came): while the
 * request is on its way it joins it (joinPrefetch), once it has arrived it reads it from the cache
 * (useHasFirstAnswer). No clock decides: a time after the answer is a guess at how long the page
 * takes to draw, and a slow phone outlasts any guess.
 *
 * That holds for as long as the cache holds that very answer. Whatever says it changed replaces
 * it, and the hooks revalidate on mount as usual from then on: a mutate of the key (a login, a
 * registration or a logout sets the session), a revalidation that brings another answer (SWR's on
 * reconnect, the session's when the page is shown again), another key (another language). A
 * revalidation that brings the same answer keeps it (SWR keeps the cached object when they are
 * equal). A request that failed put nothing in the cache: the next component asks.
 */

/** A path, or a path, the language it was asked in and what else names the answer. */
type Key = string | readonly string[];
/** The key as SWR's cache names it. */
const id = (key: Key): string => unstable_serialize(key);
const inFlight = new Map<string, Promise<unknown>>();
/** What each prefetch put in the cache: the cache still holding this very object is the start-up's answer. */
const answers = new Map<string, unknown>();

/** Starts `fetcher` for `key`; resolves once the answer is in the cache (undefined on failure). */
export function prefetch<T>(key: Key, fetcher: () => Promise<T>): Promise<T | undefined> {
  const k = id(key);
  const request = fetcher();
  inFlight.set(k, request);
  return request
    .then(
      async (data) => {
        answers.set(k, data);
        await mutate(key, data, { revalidate: false });
        return data;
      },
      () => undefined,
    )
    .finally(() => {
      if (inFlight.get(k) === request) inFlight.delete(k);
    });
}

/** The fetcher of a prefetched key: joins the start-up's request while it is on its way. */
export function joinPrefetch<T>(key: Key, fetcher: () => Promise<T>): Promise<T> {
  return (inFlight.get(id(key)) as Promise<T> | undefined) ?? fetcher();
}

/**
 * True while SWR's cache holds, for `key`, the answer the start-up put there: a component mounting
 * now takes it as it is (`revalidateOnMount: !useHasFirstAnswer(key)`). False for no key, for a key
 * the start-up did not ask for or whose request failed, and once anything has replaced the answer.
 */
export function useHasFirstAnswer(key: Key | null): boolean {
  const { cache } = useSWRConfig();
  if (key === null) return false;
  const k = id(key);
  return answers.has(k) && cache.get(k)?.data === answers.get(k);
}
