// Every route of the site under /m but home: its path, its screen, who may see it, its title and
// how the shell frames it, one entry each. Home and the paths that redirect (routes.ts) are not
// here: the first view of /m/home needs them before this table. The router reaches this module
// through one lazy import (loadRouteTable in routes.ts), so the first view of /m/home carries
// neither the table nor an import() of any of its screens; each screen is its own chunk and
// arrives with every string of the language (screens.ts).
import type { ComponentType } from 'react';
import type bn from '../i18n/bn.json';
import { memberHomePath } from '../config/paths';
import { lobbyPaths } from '../domain/games/category-paths';
import { preloadableScreen, screen } from './screens';

/** all: anyone; member: logged in; agent: isAgent; deposit: logged in with a type that may deposit. */
export type Access = 'all' | 'member' | 'agent' | 'deposit';

/** What the router gives every screen: its route's path as this table writes it. */
export type ScreenProps = { path: string };

export type AppRoute = {
  /** Inside the basename; matched without case and without a trailing slash. */
  path: string;
  /** Drawn when the path matches; its code loads when it is first shown, or before by its `load` (screens.ts). */
  screen: ComponentType<ScreenProps> & { load?: () => Promise<unknown> };
  /** Who may see it (guard.tsx); anyone when left out. */
  access?: Access;
  /** The back bar's and the document's title (a key of the `page` strings). */
  title: `page.${keyof typeof bn.page}`;
  /** The bottom navigation is hidden. */
  noBottomNav?: true;
  /** The screen draws its own bar (the lobby: back to home, search, filter) in place of the back bar. */
  ownsBackBar?: true;
};

/** A lobby page; main.tsx (page-first-view.ts) starts its code and strings before the first render on one. */
export const [LobbyScreen, loadLobbyPage] = preloadableScreen(
  () => import('../features/game-centre/lobby-page'),
  (m) => m.LobbyPage,
);

/** The member centre; main.tsx (page-first-view.ts) starts its code and strings before the first render on it. */
export const [MemberHomeScreen, loadMemberHomePage] = preloadableScreen(
  () => import('../features/member/member-home-page'),
  (m) => m.MemberHomePage,
);

/** A lobby page lists the category that category-paths.ts names for its path. */
function Lobby({ path }: ScreenProps) {
  return <LobbyScreen category={lobbyPaths[path] ?? ''} />;
}

const notices = () => import('../features/notices/notice-page');
const contract = () => import('../features/agent-contracts/contract-page');

export const routeTable: readonly AppRoute[] = [
  // accounts
  { path: '/login', screen: screen(() => import('../features/login/login-page'), (m) => m.LoginPage), title: 'page.login', noBottomNav: true },
  { path: '/register', screen: screen(() => import('../features/register/register-page'), (m) => m.RegisterPage), title: 'page.register', noBottomNav: true },
  { path: '/forget', screen: screen(() => import('../features/security/forget-page'), (m) => m.ForgetPage), title: 'page.forget', noBottomNav: true },
  {
    path: '/changePsw',
    screen: screen(() => import('../features/security/change-password-page'), (m) => m.ChangePasswordPage),
    access: 'member',
    title: 'page.changePsw',
    noBottomNav: true,
  },
  { path: memberHomePath, screen: MemberHomeScreen, access: 'member', title: 'page.memberHome' },
  { path: '/myAccount/index', screen: screen(() => import('../features/my-account/my-account-page'), (m) => m.MyAccountPage), access: 'member', title: 'page.myAccount' },
  { path: '/set', screen: screen(() => import('../features/settings/settings-page'), (m) => m.SettingsPage), access: 'member', title: 'page.set' },

  // the game centre: the lobby pages (category-paths.ts names their categories), favourites, sports
  { path: '/live-games', screen: Lobby, title: 'page.liveGames', ownsBackBar: true },
  { path: '/slot-games', screen: Lobby, title: 'page.slotGames', ownsBackBar: true },
  { path: '/sport-games', screen: Lobby, title: 'page.sportGames', ownsBackBar: true },
  { path: '/cockfight-games', screen: Lobby, title: 'page.cockfightGames', ownsBackBar: true },
  { path: '/esport-games', screen: Lobby, title: 'page.esportGames', ownsBackBar: true },
  { path: '/fishing-games', screen: Lobby, title: 'page.fishingGames', ownsBackBar: true },
  { path: '/poker-games', screen: Lobby, title: 'page.pokerGames', ownsBackBar: true },
  { path: '/lottery', screen: Lobby, title: 'page.lottery', noBottomNav: true, ownsBackBar: true },
  { path: '/hot-games', screen: Lobby, title: 'page.hotGames', ownsBackBar: true },
  { path: '/fav-games', screen: screen(() => import('../features/game-centre/favourites-page'), (m) => m.FavouritesPage), access: 'member', title: 'page.favGames' },
  { path: '/gameList', screen: Lobby, title: 'page.gameList', noBottomNav: true, ownsBackBar: true },
  { path: '/sportsGame', screen: screen(() => import('../features/game-centre/sports-page'), (m) => m.SportsPage), title: 'page.sportsGame' },
  { path: '/blockchain', screen: Lobby, title: 'page.blockchain', ownsBackBar: true },
  { path: '/gameCenter', screen: Lobby, title: 'page.gameCenter', ownsBackBar: true },
  { path: '/slotsCenter', screen: Lobby, title: 'page.slotsCenter', noBottomNav: true, ownsBackBar: true },

  // money
  { path: '/voucherCenter', screen: screen(() => import('../features/deposit/deposit-page'), (m) => m.DepositPage), access: 'deposit', title: 'page.voucherCenter' },
  { path: '/withdraw', screen: screen(() => import('../features/withdraw/withdraw-page'), (m) => m.WithdrawPage), access: 'member', title: 'page.withdraw' },
  // the wallets: not in the specs' route tables
  { path: '/wallets', screen: screen(() => import('../features/wallets/wallets-page'), (m) => m.WalletsPage), access: 'member', title: 'page.wallets' },
  {
    path: '/transaction/record',
    screen: screen(() => import('../features/records/transaction-record-page'), (m) => m.TransactionRecordPage),
    access: 'member',
    title: 'page.transactionRecord',
  },
  { path: '/gameRecord', screen: screen(() => import('../features/records/bet-record-page'), (m) => m.BetRecordPage), access: 'member', title: 'page.gameRecord' },
  { path: '/vouReport', screen: screen(() => import('../features/records/deposit-record-page'), (m) => m.DepositRecordPage), access: 'member', title: 'page.vouReport' },
  { path: '/profitandloss', screen: screen(() => import('../features/records/profit-loss-page'), (m) => m.ProfitLossPage), access: 'member', title: 'page.profitAndLoss' },
  {
    path: '/securityCenter',
    screen: screen(() => import('../features/security-centre/security-centre-page'), (m) => m.SecurityCentrePage),
    access: 'member',
    title: 'page.securityCenter',
  },
  // the security questions, chosen once, and the payment password's reset by them or an SMS code
  {
    path: '/securityQuestions',
    screen: screen(() => import('../features/security-questions/security-questions-page'), (m) => m.SecurityQuestionsPage),
    access: 'member',
    title: 'page.securityQuestions',
  },
  {
    path: '/paymentPasswordReset',
    screen: screen(() => import('../features/payment-password-reset/payment-password-reset-page'), (m) => m.PaymentPasswordResetPage),
    access: 'member',
    title: 'page.paymentPasswordReset',
  },

  // the member side: promotions (a promotion's application form: /m/activityApply?id={promotion id}),
  // rewards, rebates, VIP benefits, invitations, the red-envelope rain, the trial, the app
  { path: '/activity', screen: screen(() => import('../features/promotions/promotions-page'), (m) => m.PromotionsPage), title: 'page.activity' },
  { path: '/activityDetail', screen: screen(() => import('../features/promotions/promotion-detail-page'), (m) => m.PromotionDetailPage), title: 'page.activityDetail' },
  {
    path: '/activityApply',
    screen: screen(() => import('../features/promotions/promotion-apply-page'), (m) => m.PromotionApplyPage),
    access: 'member',
    title: 'page.activityApply',
  },
  { path: '/rewardCenter', screen: screen(() => import('../features/reward-centre/reward-centre-page'), (m) => m.RewardCentrePage), title: 'page.rewardCenter' },
  {
    path: '/member/manualRebate',
    screen: screen(() => import('../features/manual-rebate/manual-rebate-page'), (m) => m.ManualRebatePage),
    access: 'member',
    title: 'page.manualRebate',
  },
  { path: '/member/benefits', screen: screen(() => import('../features/vip-benefits/vip-benefits-page'), (m) => m.VipBenefitsPage), access: 'member', title: 'page.benefits' },
  // identity verification (KYC): the ID's two sides and the date of birth; the specs show no route
  {
    path: '/identityVerification',
    screen: screen(() => import('../features/identity-verification/identity-verification-page'), (m) => m.IdentityVerificationPage),
    access: 'member',
    title: 'page.identityVerification',
  },
  { path: '/inviteFriends', screen: screen(() => import('../features/invite-friends/invite-friends-page'), (m) => m.InviteFriendsPage), title: 'page.inviteFriends' },
  { path: '/redRain', screen: screen(() => import('../features/red-rain/red-rain-page'), (m) => m.RedRainPage), access: 'member', title: 'page.redRain' },
  { path: '/trail', screen: screen(() => import('../features/trial/trial-page'), (m) => m.TrialPage), title: 'page.trail' },
  { path: '/app', screen: screen(() => import('../features/app-download/app-page'), (m) => m.AppPage), title: 'page.app', noBottomNav: true },

  // messages and service: announcements, the message centre, the inbox, the help centre, agents' notices
  { path: '/notice', screen: screen(notices, (m) => () => <m.NoticePage kind="notice" />), access: 'member', title: 'page.notice', noBottomNav: true },
  { path: '/message', screen: screen(() => import('../features/message-centre/message-centre-page'), (m) => m.MessageCentrePage), title: 'page.message' },
  { path: '/webEmail', screen: screen(() => import('../features/inbox/inbox-page'), (m) => m.InboxPage), access: 'member', title: 'page.webEmail' },
  { path: '/help', screen: screen(() => import('../features/help/help-page'), (m) => m.HelpPage), title: 'page.help', noBottomNav: true },
  { path: '/member/notice', screen: screen(notices, (m) => () => <m.NoticePage kind="agent" />), access: 'member', title: 'page.memberNotice' },

  // player protection: the responsible-gaming page (a member's tools on it), the end page of a
  // time-out or self-exclusion, and the helplines page the age gate's "leave" opens
  {
    path: '/responsibleGaming',
    screen: screen(() => import('../features/responsible-gaming/responsible-gaming-page'), (m) => m.ResponsibleGamingPage),
    title: 'page.responsibleGaming',
  },
  { path: '/excluded', screen: screen(() => import('../features/excluded/excluded-page'), (m) => m.ExcludedPage), title: 'page.excluded', noBottomNav: true },
  { path: '/helplines', screen: screen(() => import('../features/excluded/helplines-page'), (m) => m.HelplinesPage), title: 'page.helplines', noBottomNav: true },

  // agents
  { path: '/agent', screen: screen(() => import('../features/agent-home/agent-home-page'), (m) => m.AgentHomePage), access: 'agent', title: 'page.agent', noBottomNav: true },
  {
    path: '/agentRegister',
    screen: screen(() => import('../features/agent-register/agent-register-page'), (m) => m.AgentRegisterPage),
    access: 'agent',
    title: 'page.agentRegister',
  },
  {
    path: '/agent/team/overview',
    screen: screen(() => import('../features/agent-reports/team-overview-page'), (m) => m.TeamOverviewPage),
    access: 'agent',
    title: 'page.teamOverview',
  },
  { path: '/agent/team/pnl', screen: screen(() => import('../features/agent-reports/team-pnl-page'), (m) => m.TeamPnlPage), access: 'agent', title: 'page.teamPnl' },
  { path: '/teamBetting', screen: screen(() => import('../features/agent-reports/team-betting-page'), (m) => m.TeamBettingPage), access: 'agent', title: 'page.teamBetting' },
  { path: '/member/team', screen: screen(() => import('../features/agent-team/team-page'), (m) => m.TeamPage), access: 'agent', title: 'page.team' },
  { path: '/member/teamRebate', screen: screen(() => import('../features/agent-team/team-rebate-page'), (m) => m.TeamRebatePage), access: 'agent', title: 'page.teamRebate' },
  {
    path: '/member/agent/agentRebeat',
    screen: screen(() => import('../features/agent-reports/rebate-income-page'), (m) => m.RebateIncomePage),
    access: 'agent',
    title: 'page.agentRebate',
  },
  {
    path: '/member/agent/agentDivident',
    screen: screen(() => import('../features/agent-reports/dividend-page'), (m) => m.DividendPage),
    access: 'agent',
    title: 'page.agentDividend',
  },
  // the contract screens: an upline offers players contracts too (the screen sends types 4 and 40 home)
  { path: '/member/agent/getSalaryContract', screen: screen(contract, (m) => () => <m.ContractPage kind="dailySalary" />), access: 'member', title: 'page.salaryContract' },
  { path: '/member/agent/getDevidendContract', screen: screen(contract, (m) => () => <m.ContractPage kind="dividend" />), access: 'member', title: 'page.dividendContract' },
  { path: '/member/agent/getHourContract', screen: screen(contract, (m) => () => <m.ContractPage kind="hourlySalary" />), access: 'member', title: 'page.hourContract' },
];
