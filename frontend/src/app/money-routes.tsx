// The money screens (issue 14), and through its table the messages, member-side and protection
// screens. The router reaches this module through one lazy import, so the first view carries
// neither its table nor its screens; each screen is its own chunk and arrives with the whole
// language pack (the money sections are not in the first view's strings: build/i18n-core-plugin.ts).
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { homePath } from '../config/paths';
import { memberScreens } from './member-routes';
import { messageScreens } from './message-routes';
import { protectionScreens } from './protection-routes';
import { screen } from './screens';

/** Route path (as in routes.ts) to its screen. */
const moneyScreens: Record<string, ComponentType> = {
  '/voucherCenter': screen(() => import('../features/deposit/deposit-page'), (m) => m.DepositPage),
  '/withdraw': screen(() => import('../features/withdraw/withdraw-page'), (m) => m.WithdrawPage),
  '/wallets': screen(() => import('../features/wallets/wallets-page'), (m) => m.WalletsPage),
  '/transaction/record': screen(() => import('../features/records/transaction-record-page'), (m) => m.TransactionRecordPage),
  '/gameRecord': screen(() => import('../features/records/bet-record-page'), (m) => m.BetRecordPage),
  '/vouReport': screen(() => import('../features/records/deposit-record-page'), (m) => m.DepositRecordPage),
  '/profitandloss': screen(() => import('../features/records/profit-loss-page'), (m) => m.ProfitLossPage),
  '/securityCenter': screen(() => import('../features/security-centre/security-centre-page'), (m) => m.SecurityCentrePage),
};

/** The money, messages, member-side or protection screen of a path; a path with none goes home, as an unknown path does. */
export function LaterScreen({ path }: { path: string }) {
  const Screen = moneyScreens[path] ?? messageScreens[path] ?? memberScreens[path] ?? protectionScreens[path];
  return Screen ? <Screen /> : <Navigate to={homePath} replace />;
}
