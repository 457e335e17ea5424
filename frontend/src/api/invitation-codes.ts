import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import type { InvitationCode } from './types';

export const invitationCodeKey = (code: string) => `/api/v1/invitation-codes/${encodeURIComponent(code)}`;

export function fetchInvitationCode(code: string): Promise<InvitationCode> {
  return apiGet<InvitationCode>(invitationCodeKey(code));
}

/** Whether an invitation code (from the registration link) is valid; `code` null asks nothing. */
export function useInvitationCode(code: string | null) {
  return useSWR<InvitationCode, ApiError>(code ? invitationCodeKey(code) : null, () => fetchInvitationCode(code ?? ''));
}
