import useSWR from 'swr';
import { apiGet, request, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { Contract, ContractAnswer, ContractAnswered, ContractKind } from './types';

export const contractPath = (kind: ContractKind) => `/api/v1/agent/contracts/${kind}`;

export function fetchContract(kind: ContractKind): Promise<Contract> {
  return apiGet<Contract>(contractPath(kind));
}

/** A contract's proposed terms, or pending false when no request waits. */
export function useContract(kind: ContractKind) {
  const { lng, user } = usePlayerKey();
  return useSWR<Contract, ApiError>([contractPath(kind), lng, user], () => fetchContract(kind));
}

/** Accepts or refuses the pending request. */
export function answerContract(kind: ContractKind, body: ContractAnswer): Promise<ContractAnswered> {
  return request<ContractAnswered>('POST', contractPath(kind), { body });
}
