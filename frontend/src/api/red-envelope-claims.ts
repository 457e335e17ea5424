import { useCallback } from 'react';
import { request } from './client';
import { redEnvelopesPath } from './red-envelopes';
import type { RedEnvelopeClaim } from './types';
import { useRevalidate } from './revalidate';
import { walletKey } from './wallet';
import { walletsPath } from './wallets';

/** Catches the player's envelope of the rain that is on: a money write, one key per tap, never resent. */
export function claimRedEnvelope(eventId: string, idempotencyKey: string): Promise<RedEnvelopeClaim> {
  return request<RedEnvelopeClaim>('POST', `${redEnvelopesPath}/claims`, { body: { eventId }, idempotencyKey });
}

/** The catch; whatever its answer, the rain and the balance ask again. */
export function useClaimRedEnvelope(): (eventId: string, idempotencyKey: string) => Promise<RedEnvelopeClaim> {
  const revalidate = useRevalidate();
  return useCallback(
    (eventId, idempotencyKey) => claimRedEnvelope(eventId, idempotencyKey).finally(() => void revalidate(redEnvelopesPath, walletKey, walletsPath)),
    [revalidate],
  );
}
