import { memo } from 'react';
import type { Game } from '../../api/types';
import { GameTile } from './game-tile';
import { useFavourites, useLaunch } from './launch';
import './game-grid.css';

/**
 * Tiles three to a row: tapping one launches it, its heart adds or removes the favourite. Memoised:
 * a list re-rendered for its loading state or a deferred page leaves the tiles alone.
 */
export const GameGrid = memo(function GameGrid({ games, eager = false }: { games: Game[]; eager?: boolean }) {
  const launch = useLaunch();
  const { isFavourite, toggle } = useFavourites();
  return (
    <div className="game-grid">
      {games.map((g, i) => (
        <GameTile
          key={`${g.nodeId}-${g.id}`}
          game={g}
          eager={eager && i < 3}
          favourite={isFavourite(g.nodeId)}
          onPlay={() => launch({ category: g.category, vendor: g.vendor, gameId: g.id, nodeId: g.nodeId })}
          onFavourite={() => toggle(g)}
        />
      ))}
    </div>
  );
});
