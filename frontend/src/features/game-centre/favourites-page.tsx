import { useState } from 'react';
import { useFavouriteGames } from '../../api/favourite-games';
import { hasMorePages } from '../../api/games';
import { useFavourites } from '../../domain/games/launch';
import { useSession } from '../../domain/session/session';
import { useTranslation } from '../../i18n/i18n';
import { useDebounced } from '../../lib/use-debounced';
import { Icon } from '../../ui/icons';
import { CategoryIcon } from './category-icon';
import { InfiniteGames } from './infinite-games';
import { searchDebounceMs } from './lobby-page';
import './game-centre.css';
import { GameSearch } from './game-search';

/**
 * `/m/fav-games`: the player's favourites, 15 a page as the list scrolls, searchable by name (a
 * search answers every match at once: no 'more' while it is active). A game whose heart is
 * tapped leaves the list at once and comes back if the BFF refuses.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const member = useSession().kind !== 'visitor';
  const [text, setText] = useState('');
  // typing asks 500 ms after it stops; clearing the search (or its chip) applies at once
  const debounced = useDebounced(text.trim(), searchDebounceMs);
  const name = text.trim() === '' ? '' : debounced;
  const { ready, isFavourite } = useFavourites();
  const { data: pages, error, size, setSize, isLoading, mutate } = useFavouriteGames(member, name);
  const loading = isLoading || (size > 0 && pages !== undefined && pages[size - 1] === undefined);
  return (
    <div className="lobby-page">
      <h2 className="lobby-title">
        <CategoryIcon code="FAV" size={22} />
        {t('favourites.title')}
      </h2>
      <div className="lobby-bar lobby-bar-plain">
        <Icon name="games" size={20} aria-hidden="true" />
        <GameSearch label={t('favourites.search')} value={text} onChange={setText} />
      </div>
      <InfiniteGames
        key={name}
        pages={pages}
        error={error}
        loading={loading}
        hasMore={name === '' && hasMorePages(pages)}
        onMore={() => void setSize(size + 1)}
        onRetry={() => void mutate()}
        keep={ready ? (g) => isFavourite(g.nodeId) : undefined}
        emptyText={name ? t('lobby.empty') : t('favourites.empty')}
      />
    </div>
  );
}
