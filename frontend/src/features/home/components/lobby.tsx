import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Game, HomeCategory, HotMatch, Vendor } from '../../../api/types';
import { CategoryList, moreAbove } from './category-list';
import { GameGrid } from '../../../domain/games/game-grid';
import { useFavourites } from '../../../domain/games/launch';
import { useSession } from '../../../domain/session/session';
import { VendorTile } from '../../../domain/games/vendor-tile';
import { Icon } from '../../../ui/icons';
import { GamePages, GamePagesSkeleton } from './game-grid';
import { SectionRetry } from './home-section';
import { useHomeList } from './home-list';
import { HotMatches } from './hot-matches';
import { useTranslation } from '../../../i18n/i18n';
import '../../../ui/menu-list.css';

/**
 * The lobby's tab order: the spec's lobby ordering (HOT, FAV, SPORTS, LIVE, RUMMY, RNG, FISH, LUDO,
 * PVP, COCKFIGHT, ESPORTS), then the lottery. HOT, the first tab and the one open at first, is
 * the lobby's home tab: its mix of the categories' top games, then their lists.
 */
export const lobbyOrder = ['HOT', 'FAV', 'SPORTS', 'LIVE', 'RUMMY', 'RNG', 'FISH', 'LUDO', 'PVP', 'COCKFIGHT', 'ESPORTS', 'ELOTT'];
/** The home tab: up to 4 slot games, 2 live games and 1 fishing game (then the two instant games). */
export const homeTabMix: [string, number][] = [
  ['RNG', 4],
  ['LIVE', 2],
  ['FISH', 1],
];
/** Categories that are a single game launching at once. */
export const instantCategories = ['RUMMY', 'LUDO'];

export function homeTabGames(categories: HomeCategory[]): Game[] {
  const of = (code: string) => categories.find((c) => c.code === code)?.games ?? [];
  return [...homeTabMix.flatMap(([code, n]) => of(code).slice(0, n)), ...instantCategories.flatMap((code) => of(code).slice(0, 1))];
}

const favouritesQuery = { mode: 'fav' as const };

/**
 * The FAV tab: a member's favourites, up to 30, 9 a request as the list pages, a game leaving as
 * its heart is tapped; a visitor is asked to log in.
 */
function FavouritesTab() {
  const { t } = useTranslation();
  const session = useSession();
  const member = session.kind !== 'visitor';
  const [wanted, setWanted] = useState(1);
  const list = useHomeList(member ? favouritesQuery : null, undefined, wanted);
  const { ready, isFavourite } = useFavourites();
  const games = useMemo(() => (ready && list.games ? list.games.filter((g) => isFavourite(g.nodeId)) : list.games), [ready, list.games, isFavourite]);
  const name = t('category.FAV');
  if (!member) {
    if (session.loading) return <GamePagesSkeleton />;
    return (
      <div className="list-end">
        <p>{t('home.favouritesLogin')}</p>
        <Link to="/login" className="btn btn-primary btn-sm">
          {t('header.login')}
        </Link>
      </div>
    );
  }
  if (!games) return list.failed ? <SectionRetry onRetry={list.retry} busy={list.loading} /> : <GamePagesSkeleton />;
  if (games.length === 0 && !list.more) return <p className="menu-note">{t('home.favouritesEmpty')}</p>;
  return (
    <section className="category-list" aria-labelledby="lobby-fav-title">
      <div className="section-head">
        <h3 id="lobby-fav-title" className="section-subtitle">
          {name}
        </h3>
        {games.length > moreAbove && (
          <Link to="/fav-games" className="more-link" aria-label={t('home.moreOf', { category: name })}>
            {t('app.more')}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      <GamePages
        games={games}
        label={name}
        more={list.more || list.failed ? { failed: list.failed, onReach: () => setWanted((w) => Math.max(w, list.held + 1)), onRetry: list.retry } : undefined}
      />
    </section>
  );
}

type LobbyProps = { categories: HomeCategory[]; matches: HotMatch[]; sportsVendors: Vendor[] };

function TabContent({ tab, categories, matches, sportsVendors }: LobbyProps & { tab: string }) {
  const { t } = useTranslation();
  if (tab === 'HOT') {
    return (
      <>
        <GameGrid games={homeTabGames(categories)} />
        {categories
          .filter((c) => !instantCategories.includes(c.code))
          .map((c) => (
            <CategoryList key={c.code} category={c} />
          ))}
      </>
    );
  }
  if (tab === 'FAV') return <FavouritesTab />;
  if (tab === 'SPORTS') {
    return (
      <>
        {matches.length > 0 && <HotMatches matches={matches} />}
        <div className="vendor-grid">
          {sportsVendors.map((v) => (
            <VendorTile key={v.code} vendor={v} />
          ))}
        </div>
      </>
    );
  }
  const category = categories.find((c) => c.code === tab);
  if (!category) return <p className="menu-note">{t('app.noData')}</p>;
  if (instantCategories.includes(tab)) return <GameGrid games={category.games.slice(0, 1)} />;
  return <CategoryList category={category} />;
}

/** Category tabs over the home games: HOT mixes them, FAV is the player's; a category tab shows its own list. */
export function Lobby(props: LobbyProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('HOT');
  const tabs = lobbyOrder.filter((code) =>
    code === 'HOT' || code === 'FAV' ? true : code === 'SPORTS' ? props.matches.length > 0 || props.sportsVendors.length > 0 : props.categories.some((c) => c.code === code),
  );
  return (
    <div className="lobby">
      <div className="tabs" role="tablist" aria-label={t('home.lobby')}>
        {tabs.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            id={`lobby-tab-${code}`}
            aria-selected={tab === code}
            aria-controls="lobby-panel"
            className="tab"
            onClick={() => setTab(code)}
          >
            {t(`category.${code}`, { defaultValue: code })}
          </button>
        ))}
      </div>
      <div id="lobby-panel" role="tabpanel" aria-labelledby={`lobby-tab-${tab}`} className="lobby-panel">
        <TabContent tab={tab} {...props} />
      </div>
    </div>
  );
}
