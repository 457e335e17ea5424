// The game centre's pages: the page of each game category, and the category each page lists.

/** The page of each game category; categories without one use the generic game list. */
const categoryPaths: Record<string, string> = {
  HOT: '/hot-games',
  FAV: '/fav-games',
  RNG: '/slot-games',
  HOME: '/slot-games',
  LIVE: '/live-games',
  SPORTS: '/sport-games',
  COCKFIGHT: '/cockfight-games',
  ESPORTS: '/esport-games',
  FISH: '/fishing-games',
  PVP: '/poker-games',
  ELOTT: '/lottery',
  LOTT: '/lottery',
  BLOCKCHAIN: '/blockchain',
};

/** The lottery page lists both lottery categories, a tab each, ELOTT's first (its default). */
export const lotteryCategories: readonly [string, ...string[]] = ['ELOTT', 'LOTT'];

export function categoryPath(category: string, vendor?: string): string {
  const base = categoryPaths[category];
  const params = new URLSearchParams();
  // a category without a page of its own, or the lottery page's second tab, is named in the query
  if (!base || (category !== lotteryCategories[0] && lotteryCategories.includes(category))) params.set('gameType', category);
  if (vendor) params.set('vassalage', vendor);
  const qs = params.toString();
  return `${base ?? '/gameList'}${qs ? `?${qs}` : ''}`;
}

/**
 * The game centre's category pages and the category each lists; /gameList and /gameCenter (the
 * lobby of every category) take it from ?gameType, /lottery its second tab. /blockchain lists
 * BLOCKCHAIN when the server has that category, else it is the lobby of every category.
 */
export const lobbyPaths: Record<string, string> = {
  '/live-games': 'LIVE',
  '/slot-games': 'RNG',
  '/sport-games': 'SPORTS',
  '/cockfight-games': 'COCKFIGHT',
  '/esport-games': 'ESPORTS',
  '/fishing-games': 'FISH',
  '/poker-games': 'PVP',
  '/lottery': 'ELOTT',
  '/hot-games': 'HOT',
  '/gameList': '',
  '/gameCenter': '',
  '/slotsCenter': 'RNG',
  '/blockchain': 'BLOCKCHAIN',
};
