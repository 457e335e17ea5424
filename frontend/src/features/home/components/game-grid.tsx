import { useEffect, useRef } from 'react';
import type { Game } from '../../../api/types';
import { GameGrid } from '../../../domain/games/game-grid';
import { GameTileSkeleton } from '../../../domain/games/game-tile';
import { Pager, usePages } from '../../../ui/pager';
import { useLanguage, useTranslation } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';
import { SectionRetry } from './home-section';

/** Grids on home show 3 columns by 2 rows per page. */
export const gridPageSize = 6;

/** A list with more to ask for: the page after its last one asks when it comes into view. */
export type MoreGames = { failed: boolean; onReach: () => void; onRetry: () => void };

/**
 * The page after a list's last while it has more: tiles' shapes while the next games load, or
 * their retry. Swiping onto it asks for them. Without IntersectionObserver there is no such page.
 */
function MorePage({ more }: { more: MoreGames }) {
  const place = useRef<HTMLDivElement>(null);
  const latest = useRef(more.onReach);
  useEffect(() => {
    latest.current = more.onReach;
  });
  useEffect(() => {
    const el = place.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={place} className="more-games">
      {more.failed ? (
        <SectionRetry onRetry={more.onRetry} />
      ) : (
        <div className="game-grid" aria-hidden="true">
          {Array.from({ length: gridPageSize }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      )}
    </div>
  );
}

/** Pages of 3 x 2 tiles to swipe through; with `more`, a last page loads the next games. */
export function GamePages({ games, label, eager = false, more }: { games: Game[]; label: string; eager?: boolean; more?: MoreGames }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const pages = usePages(games, gridPageSize);
  const grids = pages.map((page, i) => <GameGrid key={i} games={page} eager={eager && i === 0} />);
  const withMore = more && typeof IntersectionObserver === 'function' ? [...grids, <MorePage key="more" more={more} />] : grids;
  return <Pager label={label} pageLabel={(n, total) => t('home.page', { n: formatNumber(n, lng), total: formatNumber(total, lng) })} pages={withMore} />;
}

export function GamePagesSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div className="pager-wrap" aria-hidden="true">
      <div className="game-grid">
        {Array.from({ length: rows * 3 }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </div>
      <div className="pager-dots" />
    </div>
  );
}
