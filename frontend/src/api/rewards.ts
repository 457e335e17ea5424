import useSWR from 'swr';
import type { Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { Rewards } from './types';

export const rewardsPath = '/api/v1/rewards';
export const rewardsKey = (lng: Language, user: string) => [rewardsPath, lng, user] as const;

export function fetchRewards(): Promise<Rewards> {
  return apiGet<Rewards>(rewardsPath);
}

/** The reward centre: what the player can claim (first) and has claimed; `enabled` false asks for nothing. */
export function useRewards(enabled: boolean) {
  const { lng, user } = usePlayerKey();
  return useSWR<Rewards, ApiError>(enabled ? rewardsKey(lng, user) : null, fetchRewards);
}
