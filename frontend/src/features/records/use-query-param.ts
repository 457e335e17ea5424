import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * One query parameter of the page and a setter that replaces the history entry (an empty value
 * removes it). useLocation and navigate rather than useSearchParams: the router's code is in the
 * first view of home, and useSearchParams would add its own to it (the 120 kB budget).
 */
export function useQueryParam(name: string): [string | null, (value: string) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(search).get(name);
  const set = useCallback(
    (next: string) => {
      const params = new URLSearchParams(search);
      if (next) params.set(name, next);
      else params.delete(name);
      const query = params.toString();
      void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
    },
    [name, navigate, pathname, search],
  );
  return [value, set];
}
