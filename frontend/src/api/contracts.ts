import useSWR from 'swr';
import { apiGet, request, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import { useSessionQuery } from './session';
import type { Contract, ContractAnswer, ContractAnswered, ContractKind } from './types';

/**
 * Whose contract paths a session reads and answers: an agent's (41 and 42 too) are its agent
 * centre's (/api/v1/agent/...), every other member's its own (/api/v1/contract-requests,
 * /api/v1/contracts/{kind}); the BFF answers both from one implementation.
 */
export type ContractsOf = 'agent' | 'member';

const contractsBase: Record<ContractsOf, string> = { agent: '/api/v1/agent', member: '/api/v1' };

/** A path of the contracts of `of`: `rest` after its base. */
export const contractsPath = (of: ContractsOf, rest: string) => `${contractsBase[of]}${rest}`;

/** The contract paths of the session signed in, by its agent flag; undefined until the session is known. */
export function useContractsOf(): ContractsOf | undefined {
  const { data } = useSessionQuery();
  if (!data?.authenticated) return undefined;
  return data.isAgent ? 'agent' : 'member';
}

export const contractPath = (of: ContractsOf, kind: ContractKind) => contractsPath(of, `/contracts/${kind}`);

export function fetchContract(of: ContractsOf, kind: ContractKind): Promise<Contract> {
  return apiGet<Contract>(contractPath(of, kind));
}

/** A contract's proposed terms, or pending false when no request waits; `undefined` asks for nothing. */
export function useContract(of: ContractsOf | undefined, kind: ContractKind) {
  const { lng, user } = usePlayerKey();
  return useSWR<Contract, ApiError>(of ? [contractPath(of, kind), lng, user] : null, of ? () => fetchContract(of, kind) : null);
}

/** Accepts or refuses the pending request. */
export function answerContract(of: ContractsOf, kind: ContractKind, body: ContractAnswer): Promise<ContractAnswered> {
  return request<ContractAnswered>('POST', contractPath(of, kind), { body });
}
