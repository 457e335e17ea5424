import { useState } from 'react';
import type { Game, HomeCategory, HotMatch, Vendor } from '../../../api/types';
import { CategoryList } from './category-list';
import { GameGrid } from '../../../domain/games/game-grid';
import { VendorTile } from '../../../domain/games/vendor-tile';
import { HotMatches } from './hot-matches';
import { useTranslation } from '../../../i18n/i18n';
import '../../../ui/menu-list.css';

/** The lobby's tab order (the spec's second ordering, with HOME first). */
export const lobbyOrder = ['HOME', 'SPORTS', 'LIVE', 'RUMMY', 'RNG', 'FISH', 'LUDO', 'PVP', 'COCKFIGHT', 'ESPORTS', 'ELOTT'];
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

type LobbyProps = { categories: HomeCategory[]; matches: HotMatch[]; sportsVendors: Vendor[] };

function TabContent({ tab, categories, matches, sportsVendors }: LobbyProps & { tab: string }) {
  const { t } = useTranslation();
  if (tab === 'HOME') {
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

/** Category tabs over the home games: HOME mixes them; a category tab shows its own list. */
export function Lobby(props: LobbyProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('HOME');
  const tabs = lobbyOrder.filter((code) =>
    code === 'HOME' ? true : code === 'SPORTS' ? props.matches.length > 0 || props.sportsVendors.length > 0 : props.categories.some((c) => c.code === code),
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
