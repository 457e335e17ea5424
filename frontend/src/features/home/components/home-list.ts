import { useMemo } from 'react';
import { useGames } from '../../../api/games';
import type { Game, GamePage, GameQuery } from '../../../api/types';

/** A list on home holds up to this many games ... */
export const homeListGames = 30;
/** ... asked for this many at a time (the home answer carries each category's first request). */
export const homeListPageSize = 9;

export type HomeListQuery = Omit<GameQuery, 'page' | 'pageSize'>;

type Asked = { page: GamePage | undefined; failed: boolean; loading: boolean; retry: () => void };

/** One request of a home list: asked only when `ask`; SWR's data of another list or page is not this one's. */
function usePage(base: HomeListQuery | null, page: number, ask: boolean): Asked {
  const query = useGames(base && ask ? { ...base, page, pageSize: homeListPageSize } : null);
  const mine = base !== null && ask && !query.isLoading;
  return {
    page: mine ? query.data : undefined,
    failed: mine && query.data === undefined && query.error !== undefined,
    loading: base !== null && ask && query.data === undefined && query.error === undefined,
    retry: () => void query.mutate(),
  };
}

/** Whether a list that has read `last` and holds `held` games may ask for the next page. */
function hasNext(last: GamePage | undefined, held: number): boolean {
  return last !== undefined && last.page < last.totalPages && held < homeListGames;
}

export type HomeList = {
  /** The games so far, at most homeListGames. */
  games: Game[] | undefined;
  /** How many requests have answered. */
  held: number;
  /** The list has another request to make. */
  more: boolean;
  /** The next request is on its way. */
  loading: boolean;
  /** A request failed: retry asks it again. */
  failed: boolean;
  retry: () => void;
};

/**
 * Up to 30 games of one list, 9 a request: `first` is the first request's answer when the caller
 * holds it already (home's answer), else it is asked; `wanted` is how many requests the player
 * has scrolled to. 30 games in 9s are four requests, each asked once the one before has answered
 * and said there is more.
 */
export function useHomeList(base: HomeListQuery | null, first: GamePage | undefined, wanted: number): HomeList {
  const one = usePage(base, 1, first === undefined);
  const p1 = first ?? one.page;
  const n1 = p1?.items.length ?? 0;
  const two = usePage(base, 2, wanted >= 2 && hasNext(p1, n1));
  const n2 = n1 + (two.page?.items.length ?? 0);
  const three = usePage(base, 3, wanted >= 3 && hasNext(two.page, n2));
  const n3 = n2 + (three.page?.items.length ?? 0);
  const four = usePage(base, 4, wanted >= 4 && hasNext(three.page, n3));
  const asked = [one, two, three, four];
  const [a, b, c, d] = [p1, two.page, three.page, four.page];
  const pages = useMemo(() => [a, b, c, d].filter((p): p is GamePage => p !== undefined), [a, b, c, d]);
  const last = pages[pages.length - 1];
  // the same list while no page changes: the grid's memoised pages skip their renders
  const games = useMemo(() => (pages.length > 0 ? pages.flatMap((p) => p.items).slice(0, homeListGames) : undefined), [pages]);
  const failing = asked.find((a) => a.failed);
  return {
    games,
    held: pages.length,
    more: pages.length < asked.length && hasNext(last, games?.length ?? 0),
    loading: asked.some((a) => a.loading),
    failed: failing !== undefined,
    retry: () => failing?.retry(),
  };
}
