import useSWR from 'swr';
import type { Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import { promotionsPath } from './promotions';
import { usePlayerKey } from './player-key';
import type { PromotionDetail } from './types';

export const promotionPath = (id: string) => `${promotionsPath}/${encodeURIComponent(id)}`;
export const promotionKey = (lng: Language, id: string, player: string) => [promotionPath(id), lng, player] as const;

export function fetchPromotion(id: string): Promise<PromotionDetail> {
  return apiGet<PromotionDetail>(promotionPath(id));
}

/** One promotion with every picture and its sanitised HTML; an empty id asks for nothing. */
export function usePromotion(id: string) {
  const { lng, user } = usePlayerKey();
  return useSWR<PromotionDetail, ApiError>(id ? promotionKey(lng, id, user) : null, () => fetchPromotion(id));
}
