import { useWallets } from '../../api/wallets';
import type { Wallets } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';

/** The main wallet's code in the records and in transfers. */
export const mainWallet = 'MAIN';

/**
 * A wallet's name as the player's wallets list writes it (JL is JILI, EVO Evolution), the main
 * wallet in the page's language; a code the list does not know (a game wallet since closed), or
 * every code while the list loads, stays as the record writes it.
 */
export function walletName(code: string, wallets: Wallets | undefined, main: string): string {
  if (code === mainWallet) return main;
  return wallets?.games.find((w) => w.id === code)?.name || code;
}

/**
 * `walletName` bound to the player's wallets list (asked for once, shared by every screen), and
 * whether the list has answered (or failed): a list drawn before would change its rows' text, and
 * their height, when it does.
 */
export function useWalletName(): { name: (code: string) => string; settled: boolean } {
  const { t } = useTranslation();
  const { data, error } = useWallets(true);
  return { name: (code) => walletName(code, data, t('wallets.main')), settled: data !== undefined || error !== undefined };
}

/** A move between the player's own wallets (main and a game wallet): neither money in nor out. */
export const isOwnTransfer = (type: string) => type === 'transfer_in' || type === 'transfer_out';
