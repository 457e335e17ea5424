import useSWR from 'swr';
import type { Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { PromotionList } from './types';

export const promotionsPath = '/api/v1/promotions';
/** The player is part of the key: a visitor's statuses come from the dates alone, a member's are their own. */
export const promotionsKey = (lng: Language, category: string, player: string) => [promotionsPath, lng, category, player] as const;

export function fetchPromotions(category: string): Promise<PromotionList> {
  return apiGet<PromotionList>(promotionsPath, { category: category || undefined });
}

/** The promotions of one tab ('' for all) with the tabs and the player's status on each. */
export function usePromotions(category: string) {
  const { lng, user } = usePlayerKey();
  return useSWR<PromotionList, ApiError>(promotionsKey(lng, category, user), () => fetchPromotions(category));
}
