import { useCallback } from 'react';
import { request } from './client';
import { rebatesPath } from './rebates';
import type { RebateClaim } from './types';
import { useRevalidate } from './revalidate';
import { walletKey } from './wallet';
import { walletsPath } from './wallets';

/** Claims every category's rebate at once: a money write, one key per tap, never resent. */
export function claimRebates(idempotencyKey: string): Promise<RebateClaim> {
  return request<RebateClaim>('POST', `${rebatesPath}/claims`, { idempotencyKey });
}

/** The claim; whatever its answer, the rebate and the balance ask again. */
export function useClaimRebates(): (idempotencyKey: string) => Promise<RebateClaim> {
  const revalidate = useRevalidate();
  return useCallback((idempotencyKey) => claimRebates(idempotencyKey).finally(() => void revalidate(rebatesPath, walletKey, walletsPath)), [revalidate]);
}
