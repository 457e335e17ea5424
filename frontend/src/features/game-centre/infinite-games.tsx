import { useDeferredValue, useMemo, type ReactNode } from 'react';
import type { ApiError } from '../../api/client';
import type { Game, GamePage } from '../../api/types';
import { GameGrid } from '../../domain/games/game-grid';
import { useTranslation } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { GameTileSkeleton } from '../../domain/games/game-tile';
import { ListEnd } from '../../ui/list-end';

type Props = {
  pages: GamePage[] | undefined;
  error: ApiError | undefined;
  /** A page is on its way. */
  loading: boolean;
  hasMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  /** Which of the loaded games to show (the favourites screen hides one as soon as it is removed). */
  keep?: (game: Game) => boolean;
  emptyText?: string;
  /** What an empty list offers instead (the lobby's search of every game). */
  emptyAction?: ReactNode;
};

/** A game grid loading its next page as its end nears; an empty list says so, the last page says it is all. */
export function InfiniteGames({ pages, error, loading, hasMore, onMore, onRetry, keep, emptyText, emptyAction }: Props) {
  const { t } = useTranslation();
  // A page's answer arrives through SWR, whose updates React renders at once and whole; the grid
  // draws the deferred copy, which React renders as a transition, in slices that leave the main
  // thread free between them (18 tiles and their pictures on a cheap phone).
  const shown = useDeferredValue(pages);
  // while the grid is a page behind the answer, it says neither "nothing here" nor "that is all",
  // and the end of the list is not where it will be: no next page is asked for yet
  const behind = shown !== pages;
  const games = useMemo(() => (shown ?? []).flatMap((p) => p.items).filter((g) => !keep || keep(g)), [shown, keep]);
  const first = shown === undefined && !error;
  return (
    <div className="infinite-games" aria-busy={loading}>
      {games.length > 0 && <GameGrid games={games} eager />}
      {first && (
        <div className="game-grid" aria-hidden="true">
          {Array.from({ length: 9 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      )}
      {!first && !error && !loading && !behind && games.length === 0 && <EmptyState text={emptyText ?? t('lobby.empty')}>{emptyAction}</EmptyState>}
      <ListEnd
        failure={error && t('app.sectionUnavailable')}
        onRetry={onRetry}
        loading={loading && !first}
        end={!hasMore && !behind && games.length > 0 ? t('lobby.end') : undefined}
        more={hasMore && !loading && !error && !behind}
        onMore={onMore}
      />
    </div>
  );
}
