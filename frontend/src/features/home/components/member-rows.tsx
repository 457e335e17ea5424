import { Link } from 'react-router';
import { useFavouriteGames } from '../../../api/favourite-games';
import { useRecentGames } from '../../../api/recent';
import type { Game } from '../../../api/types';
import { GameGrid } from '../../../domain/games/game-grid';
import { useFavourites } from '../../../domain/games/launch';
import { useSession } from '../../../domain/session/session';
import { useLanguage, useTranslation } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';
import { Icon } from '../../../ui/icons';
import { paginate, Pager } from '../../../ui/pager';
import { moreAbove } from './category-list';

/** Favourites on home: 3 to a row, a second row above 3, pages of 6 to swipe. */
export function favouritePages(games: Game[]): Game[][] {
  return paginate(games, games.length > 3 ? 6 : 3);
}

function Row({ id, title, games, more, moreLabel }: { id: string; title: string; games: Game[]; more?: string; moreLabel?: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <section className="home-section" aria-labelledby={`${id}-title`}>
      <div className="section-head">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {more && games.length > moreAbove && (
          <Link to={more} className="more-link" aria-label={moreLabel}>
            {t('app.more')}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      <Pager
        label={title}
        pageLabel={(n, total) => t('home.page', { n: formatNumber(n, lng), total: formatNumber(total, lng) })}
        pages={favouritePages(games).map((page, i) => (
          <GameGrid key={i} games={page} />
        ))}
      />
    </section>
  );
}

/** A member's favourites carousel and recent games row on home; nothing for a visitor. */
export function MemberRows() {
  const { t } = useTranslation();
  const member = useSession().kind === 'member';
  const { ready, isFavourite } = useFavourites();
  const favourites = useFavouriteGames(member, '');
  const recent = useRecentGames(member);
  if (!member) return null;
  const favGames = (favourites.data?.[0]?.items ?? []).filter((g) => !ready || isFavourite(g.nodeId));
  const recentGames = recent.data?.[0]?.items ?? [];
  return (
    <>
      {favGames.length > 0 && <Row id="favourites" title={t('category.FAV')} games={favGames} more="/fav-games" moreLabel={t('home.moreOf', { category: t('category.FAV') })} />}
      {recentGames.length > 0 && (
        <Row id="recent" title={t('category.RECENT')} games={recentGames} more="/gameList?gameType=RECENT" moreLabel={t('home.moreOf', { category: t('category.RECENT') })} />
      )}
    </>
  );
}
