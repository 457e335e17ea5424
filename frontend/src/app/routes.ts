// Every route of the two specs' route tables, under the /m basename, and the wallets screen the
// money issue adds (/m/wallets, not in the specs' tables); noBottomNav lists the paths without the
// bottom navigation.
import { homePath } from '../config/paths';
import { lobbyPaths } from '../domain/games/category-paths';

/** all: anyone; member: logged in; agent: isAgent; deposit: logged in with a type that may deposit. */
export type Access = 'all' | 'member' | 'agent' | 'deposit';
export type RouteInfo = { path: string; title: string; access?: Access };

/** Paths (after /m) that are the home page too; each redirects to /m/home keeping its query. */
export const homeAliases = ['', 'index', 'index.html'];
export const registerAliases = ['register.html'];

export const routes: RouteInfo[] = [
  { path: '/login', title: 'page.login' },
  { path: '/register', title: 'page.register' },
  { path: '/forget', title: 'page.forget' },
  { path: '/changePsw', title: 'page.changePsw', access: 'member' },
  { path: '/member/home', title: 'page.memberHome', access: 'member' },
  { path: '/myAccount/index', title: 'page.myAccount', access: 'member' },
  { path: '/live-games', title: 'page.liveGames' },
  { path: '/slot-games', title: 'page.slotGames' },
  { path: '/sport-games', title: 'page.sportGames' },
  { path: '/cockfight-games', title: 'page.cockfightGames' },
  { path: '/esport-games', title: 'page.esportGames' },
  { path: '/fishing-games', title: 'page.fishingGames' },
  { path: '/poker-games', title: 'page.pokerGames' },
  { path: '/lottery', title: 'page.lottery' },
  { path: '/hot-games', title: 'page.hotGames' },
  { path: '/fav-games', title: 'page.favGames', access: 'member' },
  { path: '/gameList', title: 'page.gameList' },
  { path: '/sportsGame', title: 'page.sportsGame' },
  { path: '/blockchain', title: 'page.blockchain' },
  { path: '/gameCenter', title: 'page.gameCenter' },
  { path: '/slotsCenter', title: 'page.slotsCenter' },
  { path: '/app', title: 'page.app' },
  { path: '/voucherCenter', title: 'page.voucherCenter', access: 'deposit' },
  { path: '/withdraw', title: 'page.withdraw', access: 'member' },
  { path: '/wallets', title: 'page.wallets', access: 'member' },
  { path: '/activity', title: 'page.activity' },
  { path: '/activityDetail', title: 'page.activityDetail' },
  // A promotion's application form (comment and pictures): /m/activityApply?id={promotion id}.
  { path: '/activityApply', title: 'page.activityApply', access: 'member' },
  { path: '/notice', title: 'page.notice', access: 'member' },
  { path: '/message', title: 'page.message' },
  { path: '/webEmail', title: 'page.webEmail', access: 'member' },
  { path: '/help', title: 'page.help' },
  { path: '/set', title: 'page.set', access: 'member' },
  { path: '/rewardCenter', title: 'page.rewardCenter' },
  { path: '/member/manualRebate', title: 'page.manualRebate', access: 'member' },
  { path: '/member/benefits', title: 'page.benefits', access: 'member' },
  { path: '/gameRecord', title: 'page.gameRecord', access: 'member' },
  { path: '/transaction/record', title: 'page.transactionRecord', access: 'member' },
  { path: '/securityCenter', title: 'page.securityCenter', access: 'member' },
  // Identity verification (KYC): the ID's two sides and the date of birth; the specs show no route.
  { path: '/identityVerification', title: 'page.identityVerification', access: 'member' },
  { path: '/vouReport', title: 'page.vouReport', access: 'member' },
  { path: '/profitandloss', title: 'page.profitAndLoss', access: 'member' },
  { path: '/member/notice', title: 'page.memberNotice', access: 'member' },
  { path: '/inviteFriends', title: 'page.inviteFriends' },
  { path: '/redRain', title: 'page.redRain', access: 'member' },
  { path: '/trail', title: 'page.trail' },
  // Player protection (issue 19): the responsible-gaming page (a member's tools on it), the end
  // page of a time-out or self-exclusion, and the helplines page the age gate's "leave" opens.
  { path: '/responsibleGaming', title: 'page.responsibleGaming' },
  { path: '/excluded', title: 'page.excluded' },
  { path: '/helplines', title: 'page.helplines' },
  { path: '/agent', title: 'page.agent', access: 'agent' },
  { path: '/agentRegister', title: 'page.agentRegister', access: 'agent' },
  { path: '/agent/team/overview', title: 'page.teamOverview', access: 'agent' },
  { path: '/agent/team/pnl', title: 'page.teamPnl', access: 'agent' },
  { path: '/teamBetting', title: 'page.teamBetting', access: 'agent' },
  { path: '/member/team', title: 'page.team', access: 'agent' },
  { path: '/member/teamRebate', title: 'page.teamRebate', access: 'agent' },
  { path: '/member/agent/agentRebeat', title: 'page.agentRebate', access: 'agent' },
  { path: '/member/agent/agentDivident', title: 'page.agentDividend', access: 'agent' },
  { path: '/member/agent/getSalaryContract', title: 'page.salaryContract', access: 'agent' },
  { path: '/member/agent/getDevidendContract', title: 'page.dividendContract', access: 'agent' },
  { path: '/member/agent/getHourContract', title: 'page.hourContract', access: 'agent' },
];

/** The bottom navigation is hidden on exactly these paths. */
export const noBottomNav = new Set(
  ['/login', '/register', '/slotsCenter', '/gameList', '/lottery', '/forget', '/changePsw', '/app', '/notice', '/agent', '/help', '/excluded', '/helplines'].map(
    (p) => p.toLowerCase(),
  ),
);

const titles = new Map(routes.map((r) => [r.path.toLowerCase(), r.title]));

/** Path inside the app (basename removed), without a trailing slash, lower-cased for lookups. */
export function appPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

export function isHomePath(pathname: string): boolean {
  return appPath(pathname) === homePath;
}

export function showsBottomNav(pathname: string): boolean {
  return !noBottomNav.has(appPath(pathname));
}

/** The back bar's title key for a path: home, announcement, promotion, details, help centre, or the route's own. */
export function titleFor(pathname: string): string {
  return titles.get(appPath(pathname)) ?? 'page.home';
}

/** The lobby draws its own bar (back to home, search, filter) in place of the back bar. */
export function ownsBackBar(pathname: string): boolean {
  return Object.keys(lobbyPaths).some((p) => p.toLowerCase() === appPath(pathname));
}
