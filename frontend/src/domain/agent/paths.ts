// Where the agent screens live (after the /m basename), by what leads to them: a contract's kind,
// a grid entry of the agent home; and who gets the contract prompts and screens.
import type { AgentMenuItem, ContractKind, Session } from '../../api/types';
import type { IconName } from '../../ui/icons';

export const agentHomePath = '/agent';
export const agentRegisterPath = '/agentRegister';
export const teamPath = '/member/team';
export const teamRebatePath = '/member/teamRebate';
export const agentDividendPath = '/member/agent/agentDivident';
export const agentNoticePath = '/member/notice?types=A';

/** The contract screen of each kind: the targets of the prompts after login. */
export const contractPaths: Record<ContractKind, string> = {
  dailySalary: '/member/agent/getSalaryContract',
  dividend: '/member/agent/getDevidendContract',
  hourlySalary: '/member/agent/getHourContract',
};

/** The agent home's grid: each entry's screen and icon. */
export const menuTargets: Record<AgentMenuItem, { to: string; icon: IconName }> = {
  teamOverview: { to: '/agent/team/overview', icon: 'user' },
  transactionRecord: { to: '/transaction/record?types=A', icon: 'wallet' },
  teamManagement: { to: teamPath, icon: 'invite' },
  redEnvelopeRain: { to: '/redRain', icon: 'gift' },
  teamProfitLoss: { to: '/agent/team/pnl', icon: 'percent' },
  teamBetting: { to: '/teamBetting', icon: 'games' },
  gameRebateSettings: { to: teamRebatePath, icon: 'rebate' },
  agentRebateIncome: { to: '/member/agent/agentRebeat', icon: 'trophy' },
  securityCentre: { to: '/securityCenter', icon: 'shield' },
  mail: { to: '/webEmail', icon: 'inbox' },
  onlineService: { to: '/message', icon: 'chat' },
};

/**
 * Whether a member type gets the contract prompts after login: every type but 4 (trial), 40, 41
 * and 42, players (type 0) too, since an upline offers them contracts as well. The BFF decides the
 * same from the session.
 */
export function promptsContracts(type: number | undefined): boolean {
  return type !== undefined && ![4, 40, 41, 42].includes(type);
}

/**
 * The name of the login the contract prompts come once to (contract-prompts.tsx), or null for a
 * session they do not come to: its user and login moment. Not its end, which the header's renew
 * moves on every page load a second later.
 */
export function promptsLogin(session: Session | undefined): string | null {
  if (session?.authenticated !== true || !promptsContracts(session.type)) return null;
  return `${session.userName ?? ''}:${session.loginAt ?? session.expiresAt ?? ''}`;
}

/** The session storage key marking the prompts as shown to the login named by `promptsLogin`. */
export const promptsSeenKey = (login: string) => `contractPrompts:${login}`;

/**
 * Whether a session may read and answer contracts on their screens: an agent (41 and 42 too, on
 * the agent centre's paths) and every member the prompts come to; never types 4 and 40.
 */
export function answersContracts(session: { isAgent: boolean; type?: number }): boolean {
  return session.isAgent || promptsContracts(session.type);
}
