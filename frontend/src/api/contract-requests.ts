import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import type { ContractPrompts } from './types';

export const contractRequestsPath = '/api/v1/agent/contract-requests';

export function fetchContractPrompts(): Promise<ContractPrompts> {
  return apiGet<ContractPrompts>(contractRequestsPath);
}

/**
 * The contracts whose request waits for an answer, asked once per session (`user` names it, so a
 * new login asks again); `null` asks for nothing. Never asked again on focus: the prompts come once.
 */
export function useContractPrompts(user: string | null) {
  return useSWR<ContractPrompts, ApiError>(user ? [contractRequestsPath, user] : null, fetchContractPrompts, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
