// The account forms' rules and messages (accounts spec, sections 5 and 8). The BFF checks the same
// and answers validation_failed with one of these codes per field; both land on the same message.
import type { TFunction } from 'i18next';
import { ApiError, type FieldError } from '../api/client';

/** Input limits of the login screen. */
export const limits = { mobile: 20, smsCode: 10, captcha: 6, username: 32, password: 64 } as const;

/** The password rule of the registration settings, for forms that do not load them. */
export const defaultPasswordPattern = '^[A-Za-z0-9!@#$%^&*()_+=.-]{6,20}$';

/** The spec's e-mail pattern (forgot password). */
export const emailPattern = /^\w+([.-]\w+)*@\w+(\.\w{2,3}){1,3}$/;

/** A mobile number as the BFF reads it: digits only, the dialling code and one leading 0 removed. */
export function normalizeMobile(raw: string, dialingCode = ''): string {
  let digits = raw.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (dialingCode && digits.startsWith(dialingCode) && digits.length > dialingCode.length + 6) digits = digits.slice(dialingCode.length);
  return digits.replace(/^0/, '');
}

/** Keeps digits only (numeric inputs). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function matches(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

/** A BFF field code as the site's message. */
export function fieldMessage(t: TFunction, f: Pick<FieldError, 'code' | 'detail'>): string {
  if (f.code === 'mobile_invalid') {
    const n = /\d+/.exec(f.detail ?? '')?.[0];
    return n ? t('errors.mobile_length', { n }) : t('errors.mobile_invalid');
  }
  if (f.code === 'unknown') return t('errors.unknown_field');
  return t(`errors.${f.code}`, { defaultValue: t('errors.invalid') });
}

/**
 * Any failure of a form's request as one message (field errors are shown under their fields),
 * the money writes' refusals included.
 */
export function errorMessage(t: TFunction, e: unknown): string {
  if (!(e instanceof ApiError)) return t('errors.unknown');
  switch (e.code) {
    case 'rate_limited':
      return e.retryAfter ? t('errors.rate_limited', { seconds: e.retryAfter }) : t('errors.rate_limited_later');
    case 'network':
      return t('errors.network');
    case 'upstream_unavailable':
    case 'maintenance':
      return t('errors.upstream_unavailable');
    case 'invalid_credentials':
    case 'account_disabled':
    case 'member_login_refused':
    case 'agent_login_refused':
    case 'captcha_required':
    case 'free_reject':
    case 'session_expired':
    case 'login_required':
    case 'idempotency_conflict':
    case 'outcome_unknown':
    case 'insufficient_funds':
    case 'payment_password_required':
    case 'payment_password_set':
    case 'security_questions_set':
    case 'security_questions_required':
    case 'withdrawal_limit_reached':
    case 'turnover_incomplete':
    case 'wallet_locked':
    case 'payout_accounts_full':
    case 'agent_only':
    case 'promotion_not_allowed':
    case 'affiliate_links_full':
    case 'not_found':
    case 'feature_disabled':
    case 'self_excluded':
    case 'limit_exceeded':
    case 'session_limit_reached':
      return t(`errors.${e.code}`);
    case 'validation_failed': {
      const first = e.fields[0];
      return first ? fieldMessage(t, first) : t('errors.invalid');
    }
    default:
      return t('errors.unknown');
  }
}
