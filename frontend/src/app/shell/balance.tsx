import { useState } from 'react';
import { Link } from 'react-router';
import { useWallet } from '../../api/wallet';
import type { Site } from '../../api/types';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format';
import { AccountIcon } from '../../ui/account-icons';
import './balance.css';

const hideKey = 'hideBalance';
const mask = '****';

function storedHidden(): boolean {
  try {
    return localStorage.getItem(hideKey) === '1';
  } catch {
    return false;
  }
}

/**
 * The header's balance: the total balance written as every amount is (the site's decimals and
 * symbol, the page's digits: the same figure as the member centre's and the wallets'), a link to
 * the wallets; a toggle hides it (remembered on this device) and a refresh spins until the call
 * ends. Hidden or refreshing, it reads asterisks.
 */
export function Balance({ currency }: { currency: Site['currency'] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data, mutate } = useWallet(true);
  const [hidden, setHidden] = useState(storedHidden);
  const [refreshing, setRefreshing] = useState(false);
  const toggle = () => {
    setHidden(!hidden);
    try {
      localStorage.setItem(hideKey, hidden ? '0' : '1');
    } catch {
      // private mode: the choice lasts for this page
    }
  };
  const refresh = () => {
    setRefreshing(true);
    void mutate().finally(() => setRefreshing(false));
  };
  const text = hidden || refreshing || !data ? `${currency.symbol} ${mask}` : formatMoney(data.balance, currency, lng);
  return (
    <div className="balance" role="group" aria-label={t('balance.label')}>
      <Link to="/wallets" className="balance-amount" aria-live="polite" aria-busy={refreshing || undefined} title={t('balance.wallets')}>
        {text}
      </Link>
      <button type="button" className="balance-btn" aria-label={t(hidden ? 'balance.show' : 'balance.hide')} aria-pressed={hidden} onClick={toggle}>
        <AccountIcon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button type="button" className={`balance-btn${refreshing ? ' spinning' : ''}`} aria-label={t('balance.refresh')} disabled={refreshing} onClick={refresh}>
        <AccountIcon name="refresh" size={16} />
      </button>
    </div>
  );
}
