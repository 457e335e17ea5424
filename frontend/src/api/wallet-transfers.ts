import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { currentLanguage } from '../i18n/i18n';
import { request } from './client';
import { useRevalidate } from './revalidate';
import { walletKey } from './wallet';
import { walletsKey, walletsPath } from './wallets';
import type { Wallets, WalletTransferRequest } from './types';

export const walletTransfersPath = '/api/v1/wallet-transfers';

/** Moves money between the main wallet and a game wallet: a money write, one key per submission. */
export function transferBetweenWallets(body: WalletTransferRequest, idempotencyKey: string): Promise<Wallets> {
  return request<Wallets>('POST', walletTransfersPath, { body, idempotencyKey });
}

/**
 * A write whose answer is the wallets (a transfer, a recall): the wallets take the answer, the
 * header's balance and the account record ask again. After a failure (outcome_unknown included)
 * the wallets ask again too: the write may have been done.
 */
export function useWalletsWrite<A extends unknown[]>(write: (...args: A) => Promise<Wallets>): (...args: A) => Promise<Wallets> {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  return useCallback(
    async (...args: A) => {
      try {
        const wallets = await write(...args);
        await mutate(walletsKey(currentLanguage()), wallets, { revalidate: false });
        void revalidate(walletKey, '/api/v1/records');
        return wallets;
      } catch (e) {
        void revalidate(walletKey, walletsPath, '/api/v1/records');
        throw e;
      }
    },
    [mutate, revalidate, write],
  );
}

/** The transfer of the wallets screen. */
export function useTransfer(): (body: WalletTransferRequest, idempotencyKey: string) => Promise<Wallets> {
  return useWalletsWrite(transferBetweenWallets);
}
