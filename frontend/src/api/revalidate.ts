import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The path a cache key starts with: the key itself, or its first element. */
function pathOf(key: unknown): string {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return typeof first === 'string' ? first : '';
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Asks again for every cached answer at or under the given paths (after a money write, and after one
 * whose outcome is unknown: the balance and the records may have changed either way). Paged lists
 * (useSWRInfinite) ask again when their screen mounts.
 */
export function useRevalidate(): (...paths: string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...paths: string[]) => {
      await mutate((key) => paths.some((p) => under(pathOf(key), p)));
    },
    [mutate],
  );
}
