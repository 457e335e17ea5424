// Where the agent screens live (after the /m basename), by what leads to them: a contract's kind,
// a grid entry of the agent home.
import type { AgentMenuItem, ContractKind } from '../../api/types';
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
 * Whether a member type gets the contract prompts after login: agents (any type but 0, 4 and 40)
 * other than 41 and 42 (specs/accounts.md section 6). The BFF decides the same from the session.
 */
export function promptsContracts(type: number | undefined): boolean {
  return type !== undefined && ![0, 4, 40, 41, 42].includes(type);
}
