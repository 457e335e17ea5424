// The agent screens (issue 18). The router reaches this module through one lazy import, so the
// first view carries neither its table nor its screens; each screen is its own chunk and arrives
// with the whole language pack (the agent section is not in the first view's strings).
import type { ComponentType } from 'react';
import { screen } from './screens';

const contract = () => import('../features/agent-contracts/contract-page');

/** Route path (as in routes.ts) to its screen. */
const agentScreens: Record<string, ComponentType> = {
  '/agent': screen(() => import('../features/agent-home/agent-home-page'), (m) => m.AgentHomePage),
  '/agentRegister': screen(() => import('../features/agent-register/agent-register-page'), (m) => m.AgentRegisterPage),
  '/agent/team/overview': screen(() => import('../features/agent-reports/team-overview-page'), (m) => m.TeamOverviewPage),
  '/agent/team/pnl': screen(() => import('../features/agent-reports/team-pnl-page'), (m) => m.TeamPnlPage),
  '/teamBetting': screen(() => import('../features/agent-reports/team-betting-page'), (m) => m.TeamBettingPage),
  '/member/team': screen(() => import('../features/agent-team/team-page'), (m) => m.TeamPage),
  '/member/teamRebate': screen(() => import('../features/agent-team/team-rebate-page'), (m) => m.TeamRebatePage),
  '/member/agent/agentRebeat': screen(() => import('../features/agent-reports/rebate-income-page'), (m) => m.RebateIncomePage),
  '/member/agent/agentDivident': screen(() => import('../features/agent-reports/dividend-page'), (m) => m.DividendPage),
  '/member/agent/getSalaryContract': screen(contract, (m) => () => <m.ContractPage kind="dailySalary" />),
  '/member/agent/getDevidendContract': screen(contract, (m) => () => <m.ContractPage kind="dividend" />),
  '/member/agent/getHourContract': screen(contract, (m) => () => <m.ContractPage kind="hourlySalary" />),
};

/** The agent screen of a path (routes.ts marks each `access: 'agent'`). */
export function AgentScreen({ path }: { path: string }) {
  const Screen = agentScreens[path];
  return Screen ? <Screen /> : null;
}
