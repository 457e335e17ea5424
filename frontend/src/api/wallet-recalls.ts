import { request } from './client';
import type { Wallets } from './types';
import { useWalletsWrite } from './wallet-transfers';

export const walletRecallsPath = '/api/v1/wallet-recalls';

/** Moves every game wallet's balance back to the main wallet: a money write, one key per tap. */
export function recallWallets(idempotencyKey: string): Promise<Wallets> {
  return request<Wallets>('POST', walletRecallsPath, { idempotencyKey });
}

/** The recall ("recall all"); the wallets take its answer, as after a transfer. */
export function useRecall(): (idempotencyKey: string) => Promise<Wallets> {
  return useWalletsWrite(recallWallets);
}
