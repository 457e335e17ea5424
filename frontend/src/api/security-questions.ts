import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { SecurityQuestions } from './types';

export const securityQuestionsPath = '/api/v1/security-questions';

export function fetchSecurityQuestions(): Promise<SecurityQuestions> {
  return apiGet<SecurityQuestions>(securityQuestionsPath);
}

/** The questions a member may choose, in the interface language (a free account: free_reject). */
export function useSecurityQuestions() {
  const { lng, user } = usePlayerKey();
  return useSWR<SecurityQuestions, ApiError>([securityQuestionsPath, lng, user], fetchSecurityQuestions, { revalidateOnFocus: false });
}
