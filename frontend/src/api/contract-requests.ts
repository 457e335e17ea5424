import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { contractsPath, type ContractsOf } from './contracts';
import type { ContractPrompts } from './types';

export const contractRequestsPath = (of: ContractsOf) => contractsPath(of, '/contract-requests');

export function fetchContractPrompts(of: ContractsOf): Promise<ContractPrompts> {
  return apiGet<ContractPrompts>(contractRequestsPath(of));
}

/**
 * The contracts whose request waits for an answer, on the paths of `of`, asked once per session
 * (`user` names it, so a new login asks again); `null` or `undefined` asks for nothing. Never asked
 * again on focus: the prompts come once.
 */
export function useContractPrompts(of: ContractsOf | undefined, user: string | null) {
  return useSWR<ContractPrompts, ApiError>(of && user ? [contractRequestsPath(of), user] : null, of ? () => fetchContractPrompts(of) : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
