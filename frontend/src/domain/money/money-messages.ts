// Money refusals as the site's messages: the codes of the money writes go through the account
// forms' mapping (lib/account-rules.ts errorMessage, `errors.<code>`); what only money forms know
// (an amount's range in the site's currency, a wrong payment password) is said here.
import type { TFunction } from 'i18next';
import type { FieldError } from '../../api/client';
import type { Language } from '../../i18n/i18n';
import { fieldMessage } from '../../lib/account-rules';
import { formatMoney, type Currency } from '../../lib/format';

export type AmountRange = { min: string; max: string };

/** "Enter an amount from ৳500 to ৳50,000." */
export function amountRangeMessage(t: TFunction, range: AmountRange, currency: Currency | undefined, lng: Language): string {
  return t('money.amountRange', { min: formatMoney(range.min, currency, lng), max: formatMoney(range.max, currency, lng) });
}

/** The range an out_of_range detail names ("500.00 to 50000.00"), else the one the screen knows. */
function rangeOf(detail: string | undefined, known: AmountRange | undefined): AmountRange | undefined {
  const m = /(-?\d+(?:\.\d+)?)\D+(-?\d+(?:\.\d+)?)/.exec(detail ?? '');
  return m?.[1] && m[2] ? { min: m[1], max: m[2] } : known;
}

/** A money form's field error: the amount's range, the payment password, else the account forms' message. */
export function moneyFieldMessage(
  t: TFunction,
  f: FieldError,
  context: { range?: AmountRange | undefined; currency: Currency | undefined; lng: Language },
): string {
  if (f.name === 'amount' && f.code === 'out_of_range') {
    const range = rangeOf(f.detail, context.range);
    if (range) return amountRangeMessage(t, range, context.currency, context.lng);
  }
  if (f.code === 'password_incorrect') return t(f.name === 'currentPassword' ? 'money.currentPasswordIncorrect' : 'money.paymentPasswordIncorrect');
  if (f.code === 'password_format') return t('money.paymentPasswordFormat');
  if (f.code === 'account_bound') return t('money.accountBound');
  return fieldMessage(t, f);
}
