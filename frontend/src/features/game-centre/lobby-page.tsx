import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCategories } from '../../api/categories';
import { hasMorePages, useGamePages } from '../../api/games';
import type { Category, GameQuery, Vendor } from '../../api/types';
import { VendorTile } from '../../domain/games/vendor-tile';
import { categoryPath, lotteryCategories } from '../../domain/games/category-paths';
import { categoriesIfListed, vendorTileCategories } from '../../domain/games/lobby-first-page';
import { useSession } from '../../domain/session/session';
import { Drawer } from '../../ui/drawer';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { afterNextPaint } from '../../lib/after-paint';
import { formatNumber } from '../../lib/format';
import { useDebounced } from '../../lib/use-debounced';
import { Icon } from '../../ui/icons';
import { toastDurations, useToast } from '../../ui/toast';
import { CategoryIcon } from './category-icon';
import { InfiniteGames } from './infinite-games';
import { LobbyNews } from './lobby-news';
import { LotteryDraws } from './lottery-draws';
import './game-centre.css';
import { GameSearch } from './game-search';
import '../../ui/chips.css';
import { AnnouncementBanners } from '../../domain/messages/announcement-banners';
import { DepositLink } from '../../domain/money/money-buttons';

/** Categories with a vendor selector over their grid. */
export const vendorSelectorCategories = ['ALL', 'LIVE', 'FISH', 'RNG', 'PVP'];
/** The filter drawer's minimum bets: the BFF takes these and no others. */
export const minBets = ['0.5', '1', '5', '10'];

/** A minimum bet from the address, when it is one the drawer offers. */
function minBetOf(value: string): GameQuery['minBet'] {
  return minBets.includes(value) ? (Number(value) as NonNullable<GameQuery['minBet']>) : undefined;
}
/** The search asks after typing has stopped this long. */
export const searchDebounceMs = 500;

/**
 * The category menu: the categories in the order GET /api/v1/categories gives them (the BFF keeps
 * the menu's order), without LOTT (its page is ELOTT's), and the player's recent games, which are
 * no category of the catalogue, after the favourites.
 */
function menuCodes(categories: Category[]): string[] {
  const codes = categories.map((c) => c.code).filter((c) => c !== 'LOTT');
  const afterFavourites = codes.indexOf('FAV') + 1;
  return [...codes.slice(0, afterFavourites), 'RECENT', ...codes.slice(afterFavourites)];
}

function vendorsOf(code: string, categories: Category[]): Vendor[] {
  const list = code === 'ALL' ? categories.flatMap((c) => c.vendors) : (categories.find((c) => c.code === code)?.vendors ?? []);
  const seen = new Set<string>();
  return list.filter((v) => !seen.has(v.code) && seen.add(v.code));
}

/**
 * The lottery page's tabs, one per lottery category the server lists (ELOTT, LOTT), each showing
 * its games: arrow keys move between them as in any tab list.
 */
function LotteryTabs({ codes, current, onSelect }: { codes: string[]; current: string; onSelect: (code: string) => void }) {
  const { t } = useTranslation();
  const move = (e: React.KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = codes[(index + step + codes.length) % codes.length] as string;
    onSelect(next);
    document.getElementById(`lottery-tab-${next}`)?.focus();
  };
  return (
    <div className="chips lottery-tabs" role="tablist" aria-label={t('lobby.lotteryKinds')}>
      {codes.map((code, i) => (
        <button
          key={code}
          id={`lottery-tab-${code}`}
          type="button"
          role="tab"
          className="chip-btn"
          aria-selected={code === current}
          aria-controls="lottery-panel"
          tabIndex={code === current ? 0 : -1}
          onClick={() => onSelect(code)}
          onKeyDown={(e) => move(e, i)}
        >
          <CategoryIcon code={code} size={18} />
          {t(`category.${code}`, { defaultValue: code })}
        </button>
      ))}
    </div>
  );
}

/** Places held while GET /api/v1/categories is on its way: the menu and the vendor chips keep their height, so the grid under them does not move when it arrives. */
const placeholders = [0, 1, 2, 3, 4, 5];

/**
 * The horizontal category menu; the current entry is scrolled into the middle. Until the
 * categories are known it holds its place with empty entries of the same size.
 */
function CategoryMenu({ codes, current, loading }: { codes: string[]; current: string; loading: boolean }) {
  const { t } = useTranslation();
  const member = useSession().kind !== 'visitor';
  const { show } = useToast();
  const menu = useRef<HTMLElement>(null);
  // measured once the menu has been laid out and painted: measuring in the commit would lay the
  // whole new page out inside it
  useEffect(
    () =>
      afterNextPaint(() => {
        const nav = menu.current;
        const item = nav?.querySelector<HTMLElement>('[aria-current="page"]');
        if (!nav || !item) return;
        nav.scrollLeft = item.offsetLeft - (nav.clientWidth - item.offsetWidth) / 2;
      }),
    [current, codes.length],
  );
  return (
    <nav className="category-menu" aria-label={t('lobby.categories')} aria-busy={loading} ref={menu}>
      {loading && placeholders.map((i) => <span key={i} className="category-item" aria-hidden="true" />)}
      {!loading && codes.map((code) => {
        const label = t(`category.${code}`, { defaultValue: code });
        const body = (
          <>
            <CategoryIcon code={code} />
            <span>{label}</span>
          </>
        );
        if (code === 'RECENT' && !member) {
          return (
            <button key={code} type="button" className="category-item" onClick={() => show(t('recent.loginRequired'), 'info', toastDurations.info)}>
              {body}
            </button>
          );
        }
        return (
          <Link
            key={code}
            to={code === 'RECENT' ? '/gameList?gameType=RECENT' : categoryPath(code)}
            className="category-item"
            aria-current={code === current ? 'page' : undefined}
            onClick={() => window.scrollTo?.(0, 0)}
          >
            {body}
          </Link>
        );
      })}
    </nav>
  );
}

type Filters = { vendor: string; minBet: string };

/** The filter drawer: a manufacturer (all or one) and a minimum bet, applied on submit. */
function FilterDrawer({ vendors, value, onSubmit, onClose }: { vendors: Vendor[]; value: Filters; onSubmit: (f: Filters) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [draft, setDraft] = useState(value);
  return (
    <Drawer id="lobby-filter" side="right" label={t('lobby.filterTitle')} onClose={onClose}>
      <form
        className="filter-form"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(draft);
        }}
      >
        <h2 className="filter-title">{t('lobby.filterTitle')}</h2>
        <fieldset>
          <legend>{t('lobby.manufacturer')}</legend>
          {[{ code: '', name: t('app.all') }, ...vendors].map((v) => (
            <label key={v.code || 'all'} className="filter-option">
              <input type="radio" name="vendor" value={v.code} checked={draft.vendor === v.code} onChange={() => setDraft({ ...draft, vendor: v.code })} />
              {v.name}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('lobby.minBet')}</legend>
          {['', ...minBets].map((b) => (
            <label key={b || 'any'} className="filter-option">
              <input type="radio" name="minBet" value={b} checked={draft.minBet === b} onChange={() => setDraft({ ...draft, minBet: b })} />
              {b ? formatNumber(Number(b), lng, b.includes('.') ? 1 : 0) : t('lobby.anyBet')}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary filter-submit">
          {t('lobby.apply')}
        </button>
      </form>
    </Drawer>
  );
}

/** One removable chip per active filter. */
function FilterChips({ chips }: { chips: { key: string; label: string; onRemove: () => void }[] }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label={t('lobby.activeFilters')}>
      {chips.map((c) => (
        <li key={c.key}>
          <button type="button" className="filter-chip" onClick={c.onRemove} aria-label={t('lobby.removeFilter', { label: c.label })}>
            {c.label}
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A game category's page (`/m/slot-games` ... `/m/gameList?gameType=&vassalage=`): back to home,
 * search, filter drawer and chips, deposit and withdraw, the lobby's news (lobby-news.tsx), the
 * category menu, the category's title,
 * a vendor selector or vendor tiles, and its games page by page as the list scrolls. The lottery
 * page (category ELOTT) lists ELOTT and LOTT, a tab each (`?gameType=LOTT` the second), each tab's
 * lotteries with their latest draws over its games (lottery-draws.tsx); a category
 * of categoriesIfListed is the lobby of every category when the server does not list it.
 */
export function LobbyPage({ category }: { category: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const member = useSession().kind !== 'visitor';
  // useLocation + navigate rather than useSearchParams: the router chunk is shared with the first
  // view of home, and useSearchParams alone would add its code to it (the 120 KB budget).
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const asked = (params.get('gameType') ?? '').toUpperCase();
  const lottery = category === lotteryCategories[0];
  const named = lottery && lotteryCategories.includes(asked) ? asked : (category || asked || 'ALL').toUpperCase();
  const vendor = params.get('vassalage') ?? '';
  const minBet = params.get('minBet') ?? '';
  const bet = minBetOf(minBet);
  const [text, setText] = useState('');
  // typing asks 500 ms after it stops; clearing the search (or its chip) applies at once
  const debounced = useDebounced(text.trim(), searchDebounceMs);
  const name = text.trim() === '' ? '' : debounced;
  // the name the player asked to look for in every game, after this page's list had none of it
  const [everywhere, setEverywhere] = useState('');
  const searchAll = name !== '' && everywhere === name;
  // a new search (or none) looks in this page's list again
  const searchFor = (next: string) => {
    setText(next);
    setEverywhere('');
  };
  const [filterOpen, setFilterOpen] = useState(false);
  const { data: categories, error: categoriesError } = useCategories();
  const all = categories?.items ?? [];
  // a category the server may not have waits for its answer (nothing is asked meanwhile)
  const ifListed = categoriesIfListed.includes(named);
  const waiting = ifListed && categories === undefined && categoriesError === undefined;
  const code = ifListed && !waiting && !all.some((c) => c.code === named) ? 'ALL' : named;
  const tabs = lottery ? lotteryCategories.filter((c) => categories === undefined || all.some((l) => l.code === c)) : [];
  const vendors = vendorsOf(code, all);
  const vendorName = vendors.find((v) => v.code === vendor)?.name ?? vendorsOf('ALL', all).find((v) => v.code === vendor)?.name ?? vendor;
  const tiles = vendorTileCategories.includes(code) && !vendor && !minBet && !name;
  const recentLocked = code === 'RECENT' && !member;

  const query: Omit<GameQuery, 'page' | 'pageSize'> | null = searchAll
    ? { name }
    : tiles || recentLocked || waiting
      ? null
      : {
          ...(minBet ? { mode: 'filter' as const } : {}),
          ...(code === 'ALL' ? {} : { category: code }),
          ...(vendor ? { vendor } : {}),
          ...(bet ? { minBet: bet } : {}),
          ...(name ? { name } : {}),
        };
  const { data: pages, error, size, setSize, isLoading, mutate } = useGamePages(query);
  const loading = query !== null && (isLoading || (size > 0 && pages !== undefined && pages[size - 1] === undefined));
  // A name this page's list (its category, vendor or bet) does not have may be another's: the
  // empty list offers the search of every game.
  const narrowed = code !== 'ALL' || vendor !== '' || minBet !== '';

  const setFilter = (next: Partial<Filters>) => {
    const p = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ vassalage: next.vendor, minBet: next.minBet })) {
      if (value === undefined) continue;
      if (value) p.set(key, value);
      else p.delete(key);
    }
    const query = p.toString();
    void navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
  };

  const chips = [
    ...(vendor ? [{ key: 'vendor', label: vendorName, onRemove: () => setFilter({ vendor: '' }) }] : []),
    ...(minBet ? [{ key: 'minBet', label: t('lobby.minBetChip', { amount: formatNumber(Number(minBet), lng, minBet.includes('.') ? 1 : 0) }), onRemove: () => setFilter({ minBet: '' }) }] : []),
    ...(name ? [{ key: 'name', label: t('lobby.nameChip', { name }), onRemove: () => searchFor('') }] : []),
  ];
  // the lottery page keeps its title over both tabs; the lobby of every category is the game centre
  const title = lottery ? t('page.lottery') : code === 'ALL' ? t('page.gameCenter') : t(`category.${code}`, { defaultValue: code });
  const selectTab = (next: string) => {
    const p = new URLSearchParams(params);
    if (next === lotteryCategories[0]) p.delete('gameType');
    else p.set('gameType', next);
    // another category's vendors: the vendor filter does not carry over
    p.delete('vassalage');
    const query = p.toString();
    void navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
  };

  return (
    <div className="lobby-page">
      <div className="lobby-bar">
        <button type="button" className="icon-btn" aria-label={t('app.back')} onClick={() => void navigate('/home')}>
          <Icon name="back" />
        </button>
        <GameSearch label={t('lobby.search')} value={text} onChange={searchFor} />
        <button type="button" className="icon-btn" aria-label={t('lobby.filter')} aria-expanded={filterOpen} onClick={() => setFilterOpen(true)}>
          <Icon name="menu" />
        </button>
      </div>
      <FilterChips chips={chips} />
      <div className="lobby-shortcuts">
        <DepositLink className="btn btn-primary btn-sm">
          <Icon name="wallet" size={18} />
          {t('lobby.deposit')}
        </DepositLink>
        <Link to="/withdraw" className="btn btn-ghost btn-sm">
          <Icon name="withdraw" size={18} />
          {t('lobby.withdraw')}
        </Link>
      </div>
      <LobbyNews />
      <CategoryMenu codes={menuCodes(all)} current={lottery ? lotteryCategories[0] : code} loading={categories === undefined} />
      {code === 'HOT' && <AnnouncementBanners group="m_hotgames" />}
      <h1 className="lobby-title">
        <CategoryIcon code={lottery ? lotteryCategories[0] : code} size={22} />
        {title}
      </h1>
      {tabs.length > 1 && <LotteryTabs codes={tabs} current={code} onSelect={selectTab} />}
      {vendorSelectorCategories.includes(code) && categories === undefined && (
        <div className="chips" aria-hidden="true">
          {placeholders.map((i) => (
            <span key={i} className="chip-btn chip-placeholder" />
          ))}
        </div>
      )}
      {vendorSelectorCategories.includes(code) && vendors.length > 0 && (
        <div className="chips" role="group" aria-label={t('lobby.vendors')}>
          <button type="button" className="chip-btn" aria-pressed={vendor === ''} onClick={() => setFilter({ vendor: '' })}>
            {t('app.all')}
          </button>
          {vendors.map((v) => (
            <button key={v.code} type="button" className="chip-btn" aria-pressed={vendor === v.code} onClick={() => setFilter({ vendor: v.code })}>
              {v.name}
            </button>
          ))}
        </div>
      )}
      {searchAll && <p className="lobby-note">{t('lobby.allResults')}</p>}
      {tiles ? (
        <div className="vendor-grid">
          {vendors.map((v) => (
            <VendorTile key={v.code} vendor={v} />
          ))}
        </div>
      ) : recentLocked ? (
        <div className="list-end">
          <p>{t('recent.loginRequired')}</p>
          <Link to="/login" className="btn btn-primary btn-sm">
            {t('lobby.login')}
          </Link>
        </div>
      ) : (
        <div {...(tabs.length > 1 && { role: 'tabpanel', id: 'lottery-panel', 'aria-labelledby': `lottery-tab-${code}` })}>
          {/* the tab's latest draws, over its games unless the player is looking for one */}
          {lottery && chips.length === 0 && <LotteryDraws category={code} />}
          <InfiniteGames
            key={JSON.stringify(query)}
            pages={pages}
            error={error}
            loading={loading}
            hasMore={hasMorePages(pages)}
            onMore={() => void setSize(size + 1)}
            onRetry={() => void mutate()}
            {...(name && narrowed && !searchAll
              ? {
                  emptyText: t('lobby.emptyIn', { category: title, name }),
                  emptyAction: (
                    <button type="button" className="btn btn-primary btn-sm" onClick={() => setEverywhere(name)}>
                      {t('lobby.searchAll')}
                    </button>
                  ),
                }
              : {})}
          />
        </div>
      )}
      {filterOpen && (
        <FilterDrawer
          vendors={vendors.length > 0 ? vendors : vendorsOf('ALL', all)}
          value={{ vendor, minBet }}
          onClose={() => setFilterOpen(false)}
          onSubmit={(f) => {
            setFilter(f);
            setFilterOpen(false);
          }}
        />
      )}
    </div>
  );
}
