import { useCallback } from 'react';
import { request } from './client';
import type { RecordQuery } from './deposits';
import { useRecordPages } from './record-pages';
import { useRevalidate } from './revalidate';
import type { Withdrawal, WithdrawalPage, WithdrawalRequest } from './types';
import { walletKey } from './wallet';
import { walletsPath } from './wallets';
import { withdrawalOptionsPath } from './withdrawal-options';

export const withdrawalsPath = '/api/v1/withdrawals';

/** The withdrawal record, newest first, page by page; `null` asks for nothing. */
export function useWithdrawalPages(query: RecordQuery | null) {
  return useRecordPages<WithdrawalPage>(withdrawalsPath, query);
}

/** Withdraws to a bound payout account: a money write, one key per submission; the amount is held. */
export function createWithdrawal(body: WithdrawalRequest, idempotencyKey: string): Promise<Withdrawal> {
  return request<Withdrawal>('POST', withdrawalsPath, { body, idempotencyKey });
}

/** The withdrawal; whatever its answer, the balances, the options and the records ask again. */
export function useCreateWithdrawal(): (body: WithdrawalRequest, idempotencyKey: string) => Promise<Withdrawal> {
  const revalidate = useRevalidate();
  return useCallback(
    (body, idempotencyKey) =>
      createWithdrawal(body, idempotencyKey).finally(() => void revalidate(walletKey, walletsPath, withdrawalOptionsPath, withdrawalsPath, '/api/v1/records')),
    [revalidate],
  );
}
