import type { Game } from '../../../api/types';
import { GameGrid } from '../../../domain/games/game-grid';
import { GameTileSkeleton } from '../../../domain/games/game-tile';
import { Pager, usePages } from '../../../ui/pager';
import { useLanguage, useTranslation } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';

/** Grids on home show 3 columns by 2 rows per page. */
export const gridPageSize = 6;

/** Pages of 3 x 2 tiles to swipe through. */
export function GamePages({ games, label, eager = false }: { games: Game[]; label: string; eager?: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const pages = usePages(games, gridPageSize);
  return (
    <Pager
      label={label}
      pageLabel={(n, total) => t('home.page', { n: formatNumber(n, lng), total: formatNumber(total, lng) })}
      pages={pages.map((page, i) => (
        <GameGrid key={i} games={page} eager={eager && i === 0} />
      ))}
    />
  );
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
