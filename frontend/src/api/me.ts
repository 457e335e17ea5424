import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import type { Member } from './types';

export const meKey = '/api/v1/me';

export function fetchMe(): Promise<Member> {
  return apiGet<Member>(meKey);
}

/** The logged-in player (member centre, right-hand menu); `enabled` false for visitors. */
export function useMe(enabled: boolean) {
  return useSWR<Member, ApiError>(enabled ? meKey : null, fetchMe);
}
