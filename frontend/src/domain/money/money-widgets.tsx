import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PayoutAccount, RecordStatus } from '../../api/types';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { digitsOf } from '../../lib/amount';
import { formatMoney, type Currency } from '../../lib/format';
import { AccountIcon } from '../../ui/account-icons';
import { Field, type ValueFieldProps } from '../../ui/field';
import { useToast } from '../../ui/toast';
import '../../ui/pill.css';
import './money.css';

/** A payout account's number as the site shows it: its last four digits only. */
export const maskedNumber = (lastDigits: string) => `•••• ${lastDigits}`;

/** "bKash •••• 5678". */
export function accountLabel(a: Pick<PayoutAccount, 'provider' | 'lastDigits'>): string {
  return `${a.provider} ${maskedNumber(a.lastDigits)}`;
}

/**
 * A bound payout account in a list or a choice: its kind's icon, the provider with the masked
 * number, and `note` under them (the holder's name, and what the screen adds).
 */
export function PayoutAccountText({ account, note }: { account: Pick<PayoutAccount, 'kind' | 'provider' | 'lastDigits'>; note: ReactNode }) {
  return (
    <>
      <span className="choice-icon" aria-hidden="true">
        <AccountIcon name={account.kind === 'bank' ? 'bank' : 'mobile'} size={18} />
      </span>
      <span className="choice-text">
        <span className="choice-name">
          {account.provider} <span className="masked">{maskedNumber(account.lastDigits)}</span>
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

/**
 * outcome_unknown: the write was sent and no answer came. The player checks the record before
 * trying again; the site never sends it again by itself.
 */
export function OutcomeUnknown({ record }: { record: string }) {
  const { t } = useTranslation();
  return (
    <div className="money-notice money-notice-warn" role="alert">
      <p>{t('errors.outcome_unknown')}</p>
      <Link className="btn btn-ghost btn-sm" to={record}>
        {t('money.checkRecord')}
      </Link>
    </div>
  );
}

/**
 * An amount of the BFF (an exact decimal string) with two decimals; `signed` writes a plus before
 * a positive one and colours money in and out.
 */
export function Money({ value, currency, signed, className }: { value: string; currency: Currency | undefined; signed?: boolean; className?: string }) {
  const lng = useLanguage();
  const positive = !value.startsWith('-') && /[1-9]/.test(value);
  const tone = signed ? (value.startsWith('-') ? ' money-out' : positive ? ' money-in' : '') : '';
  return (
    <span className={`money${tone}${className ? ` ${className}` : ''}`}>
      {signed && positive ? '+' : ''}
      {formatMoney(value, currency, lng, 2)}
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
