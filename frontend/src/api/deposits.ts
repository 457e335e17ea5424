import { useCallback } from 'react';
import { request } from './client';
import { useRecordPages } from './record-pages';
import type { Deposit, DepositPage, DepositRequest, RecordStatus } from './types';
import { useRevalidate } from './revalidate';

export const depositsPath = '/api/v1/deposits';

export type RecordQuery = { from?: string; to?: string; status?: RecordStatus };

/** The deposit record, newest first, page by page; `null` asks for nothing. */
export function useDepositPages(query: RecordQuery | null) {
  return useRecordPages<DepositPage>(depositsPath, query);
}

/** Asks for a deposit: a money write, one key per submission. The answer is the pending deposit. */
export function createDeposit(body: DepositRequest, idempotencyKey: string): Promise<Deposit> {
  return request<Deposit>('POST', depositsPath, { body, idempotencyKey });
}

/** The deposit; whatever its answer, the deposit record asks again. */
export function useCreateDeposit(): (body: DepositRequest, idempotencyKey: string) => Promise<Deposit> {
  const revalidate = useRevalidate();
  return useCallback(
    (body, idempotencyKey) => createDeposit(body, idempotencyKey).finally(() => void revalidate(depositsPath)),
    [revalidate],
  );
}
