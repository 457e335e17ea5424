import { useRecordPages } from './record-pages';
import type { TransactionPage, TransactionType } from './types';

export const transactionsPath = '/api/v1/records/transactions';

export type TransactionQuery = { from?: string; to?: string; type?: TransactionType };

/** The account record (every movement of money), newest first, page by page; `null` asks for nothing. */
export function useTransactionPages(query: TransactionQuery | null) {
  return useRecordPages<TransactionPage>(transactionsPath, query);
}
