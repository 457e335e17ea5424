import useSWR from 'swr';
import { useCallback } from 'react';
import { apiGet, request, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import { useRevalidate } from './revalidate';
import { securityKey } from './security';
import type { PayoutAccount, PayoutAccountRequest, PayoutAccounts } from './types';
import { withdrawalOptionsPath } from './withdrawal-options';

export const payoutAccountsPath = '/api/v1/payout-accounts';

export function fetchPayoutAccounts(): Promise<PayoutAccounts> {
  return apiGet<PayoutAccounts>(payoutAccountsPath);
}

/** The bound payout accounts (masked) and the providers one may bind. */
export function usePayoutAccounts() {
  const { lng, user } = usePlayerKey();
  return useSWR<PayoutAccounts, ApiError>([payoutAccountsPath, lng, user], fetchPayoutAccounts);
}

/** Binds a bank card or mobile account: a money write, one key per submission; the answer is masked. */
export function bindPayoutAccount(body: PayoutAccountRequest, idempotencyKey: string): Promise<PayoutAccount> {
  return request<PayoutAccount>('POST', payoutAccountsPath, { body, idempotencyKey });
}

/** The binding; whatever its answer, the accounts, the security centre and the withdrawal options ask again. */
export function useBindPayoutAccount(): (body: PayoutAccountRequest, idempotencyKey: string) => Promise<PayoutAccount> {
  const revalidate = useRevalidate();
  return useCallback(
    (body, idempotencyKey) => bindPayoutAccount(body, idempotencyKey).finally(() => void revalidate(payoutAccountsPath, securityKey, withdrawalOptionsPath)),
    [revalidate],
  );
}
