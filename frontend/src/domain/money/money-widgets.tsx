import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PayoutAccount, RecordStatus } from '../../api/types';
import { useLanguage, useTranslation, type Language } from '../../i18n/i18n';
import { digitsOf } from '../../lib/amount';
import { formatMoney, localDigits, type Currency } from '../../lib/format';
import { AccountIcon } from '../../ui/account-icons';
import { Field, type ValueFieldProps } from '../../ui/field';
import { useToast } from '../../ui/toast';
import '../../ui/pill.css';
import './money.css';

/** A payout account's number as the site shows it: its last four digits only, in the page's digits. */
export const maskedNumber = (lastDigits: string, lng: Language) => `•••• ${localDigits(lastDigits, lng)}`;

/** "bKash •••• 5678" ("bKash •••• ৫৬৭৮" in Bengali). */
export function accountLabel(a: Pick<PayoutAccount, 'provider' | 'lastDigits'>, lng: Language): string {
  return `${a.provider} ${maskedNumber(a.lastDigits, lng)}`;
}

/**
 * A bound payout account in a list or a choice: its kind's icon, the provider with the masked
 * number, and `note` under them (the holder's name, and what the screen adds).
 */
export function PayoutAccountText({ account, note }: { account: Pick<PayoutAccount, 'kind' | 'provider' | 'lastDigits'>; note: ReactNode }) {
  const lng = useLanguage();
  return (
    <>
      <span className="choice-icon" aria-hidden="true">
        <AccountIcon name={account.kind === 'bank' ? 'bank' : 'mobile'} size={18} />
      </span>
      <span className="choice-text">
        <span className="choice-name">
          {account.provider} <span className="masked">{maskedNumber(account.lastDigits, lng)}</span>
        </span>
        <span className="choice-note">{note}</span>
      </span>
    </>
  );
}

/** A deposit's or withdrawal's status: pending, approved or rejected. */
export function StatusBadge({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return <span className={`pill status-badge status-${status}`}>{t(`money.status.${status}`)}</span>;
}

/** Where a write's outcome shows: a record (or the reward centre) by its path, or a list on the same screen. */
export type OutcomePlace = { record: string; label?: string } | { onCheck: () => void; label: string };

/**
 * outcome_unknown on every money write (a transfer or recall, a deposit, a withdrawal, a payout
 * account, a claim, an agent's transfer): it was sent and its answer never came, so it may have
 * been done. The player is asked to check the wallets or the record before trying again, with the
 * way there; the site never sends it again by itself (a new tap is the player's own submission).
 */
export function OutcomeUnknown(place: OutcomePlace) {
  const { t } = useTranslation();
  const label = place.label ?? t('money.checkRecord');
  return (
    <div className="money-notice money-notice-warn" role="alert">
      <p>{t('money.outcomeUnknown')}</p>
      {'record' in place ? (
        <Link className="btn btn-ghost btn-sm" to={place.record}>
          {label}
        </Link>
      ) : (
        <button type="button" className="btn btn-ghost btn-sm" onClick={place.onCheck}>
          {label}
        </button>
      )}
    </div>
  );
}

/**
 * An amount of the BFF (an exact decimal string) with the site's decimals; `signed` writes a plus
 * before a positive one and colours money in and out, unless `neutral` says the amount only moved
 * between the player's own wallets (it keeps its sign, and no colour).
 */
export function Money({ value, currency, signed, neutral, className }: { value: string; currency: Currency | undefined; signed?: boolean; neutral?: boolean; className?: string }) {
  const lng = useLanguage();
  const positive = !value.startsWith('-') && /[1-9]/.test(value);
  const tone = signed && !neutral ? (value.startsWith('-') ? ' money-out' : positive ? ' money-in' : '') : '';
  return (
    <span className={`money${tone}${className ? ` ${className}` : ''}`}>
      {signed && positive ? '+' : ''}
      {formatMoney(value, currency, lng)}
    </span>
  );
}

/** The payment password: six digits, masked, with a show/hide toggle; Bengali digits read as digits. */
export function PaymentPasswordField({ onChange, ...field }: ValueFieldProps) {
  return <Field {...field} reveal inputMode="numeric" autoComplete="off" maxLength={6} onChange={(e) => onChange(digitsOf(e.target.value).slice(0, 6))} />;
}

/** Text with a copy button (the merchant's account number, the transfer reference). */
export function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.show(t('member.copy_success'), 'info');
    } catch {
      // no clipboard (an insecure page, a refused permission): the number stays on screen to type
    }
  };
  return (
    <div className="copy-line">
      <dt>{label}</dt>
      <dd>
        <span className="copy-value">{value}</span>
        <button type="button" className="icon-btn icon-btn-sm" aria-label={t('money.copy', { what: label })} onClick={() => void copy()}>
          <AccountIcon name="copy" size={18} />
        </button>
      </dd>
    </div>
  );
}
