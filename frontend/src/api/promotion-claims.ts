import { useCallback } from 'react';
import { request } from './client';
import { promotionsPath } from './promotions';
import { rewardsPath } from './rewards';
import type { PromotionClaim } from './types';
import { useRevalidate } from './revalidate';
import { walletKey } from './wallet';
import { walletsPath } from './wallets';

/** Claims a promotion's bonus (a raffle's prize too) or joins it: a money write, one key per tap, never resent. */
export function claimPromotion(id: string, idempotencyKey: string): Promise<PromotionClaim> {
  return request<PromotionClaim>('POST', `${promotionsPath}/${encodeURIComponent(id)}/claims`, { idempotencyKey });
}

/** The claim; whatever its answer, the promotions, the reward centre and the balance ask again. */
export function useClaimPromotion(): (id: string, idempotencyKey: string) => Promise<PromotionClaim> {
  const revalidate = useRevalidate();
  return useCallback(
    (id, idempotencyKey) => claimPromotion(id, idempotencyKey).finally(() => void revalidate(promotionsPath, rewardsPath, walletKey, walletsPath)),
    [revalidate],
  );
}
