import type { Game } from '../../api/types';
import { Icon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';
import { useTranslation } from '../../i18n/i18n';
import './game-tile.css';

export type GameTileProps = {
  game: Pick<Game, 'id' | 'name' | 'icon' | 'vendorName' | 'hot'>;
  onPlay: () => void;
  onFavourite: () => void;
  favourite?: boolean;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
};

/** A square icon with rounded corners, the vendor's badge, a heart in the corner, the name under it. */
export function GameTile({ game, onPlay, onFavourite, favourite = false, eager = false }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <div className="game-tile">
      <button type="button" className="game-tile-play" onClick={onPlay} aria-label={t('game.play', { name: game.name })}>
        <span className="game-tile-art">
          {eager ? (
            <img src={game.icon} alt="" width={200} height={200} decoding="async" />
          ) : (
            <LazyImage src={game.icon} alt="" width={200} height={200} decoding="async" />
          )}
        </span>
        <span className="game-tile-name">{game.name}</span>
      </button>
      {game.vendorName && (
        // Over the icon but outside the button: the button's name stays the game's name alone.
        <span className="game-tile-overlay" aria-hidden="true">
          <span className="vendor-badge">{game.vendorName}</span>
        </span>
      )}
      <button
        type="button"
        className={`game-tile-fav${favourite ? ' on' : ''}`}
        onClick={onFavourite}
        aria-label={t('game.favourite', { name: game.name })}
        aria-pressed={favourite}
      >
        <span className="fav-dot">
          <Icon name="heart" size={16} fill={favourite ? 'currentColor' : 'none'} />
        </span>
      </button>
    </div>
  );
}

/** The tile's shape while its data loads: same size, so the grid does not move. */
export function GameTileSkeleton() {
  return (
    <div className="game-tile" aria-hidden="true">
      <span className="game-tile-art skeleton" />
      <span className="game-tile-name">
        <span className="skeleton skeleton-line" />
      </span>
    </div>
  );
}
