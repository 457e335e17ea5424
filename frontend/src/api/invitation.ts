import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { Invitation } from './types';

export const invitationPath = '/api/v1/invitation';

export function fetchInvitation(): Promise<Invitation> {
  return apiGet<Invitation>(invitationPath);
}

/** The player's invitation code and link; `enabled` false (a visitor) asks for nothing. */
export function useInvitation(enabled: boolean) {
  const { user } = usePlayerKey();
  return useSWR<Invitation, ApiError>(enabled ? [invitationPath, user] : null, fetchInvitation);
}
