import { useCallback } from 'react';
import useSWR from 'swr';
import { apiGet, request, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import { useRevalidate } from './revalidate';
import { securityKey } from './security';
import type { MemberSecurityQuestions, PasswordChanged, SecurityQuestionsRequest } from './types';

export const mySecurityQuestionsPath = '/api/v1/me/security-questions';

export function fetchMySecurityQuestions(): Promise<MemberSecurityQuestions> {
  return apiGet<MemberSecurityQuestions>(mySecurityQuestionsPath);
}

/** The member's questions in the interface language (never their answers); `set` false when none are chosen. */
export function useMySecurityQuestions() {
  const { lng } = usePlayerKey();
  return useSWR<MemberSecurityQuestions, ApiError>([mySecurityQuestionsPath, lng], fetchMySecurityQuestions, { revalidateOnFocus: false });
}

/** Chooses two or three questions and answers them, once (again: 409 security_questions_set). */
export function setSecurityQuestions(body: SecurityQuestionsRequest): Promise<PasswordChanged> {
  return request<PasswordChanged>('PUT', mySecurityQuestionsPath, { body });
}

/**
 * Chooses them; then the member's questions and the security centre ask again, whatever the
 * answer (a refusal as already chosen means they were chosen elsewhere).
 */
export function useSetSecurityQuestions(): (body: SecurityQuestionsRequest) => Promise<PasswordChanged> {
  const revalidate = useRevalidate();
  return useCallback((body) => setSecurityQuestions(body).finally(() => void revalidate(mySecurityQuestionsPath, securityKey)), [revalidate]);
}
