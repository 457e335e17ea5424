import { intlLocale, type Language } from '../i18n/i18n';

export type Currency = { code: string; symbol: string };

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let nf = cache.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, options);
    cache.set(key, nf);
  }
  return nf;
}

/**
 * Builds the language's number format ahead of need. The first one of a page's life loads ICU's
 * data for the locale (some 20-35 ms on a phone, far more on a cheap one); main.tsx calls this
 * while the first API answers are on their way, so the first render with numbers does not pay it.
 */
export function warmNumberFormat(lng: Language): void {
  formatNumber(0, lng);
}

export function formatNumber(value: number, lng: Language, fractionDigits = 0): string {
  return numberFormat(intlLocale[lng], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** An exact decimal as the BFF sends amounts ("12345.67", "-500.00"); Intl formats it without a float. */
const decimalPattern = /^-?\d+(\.\d+)?$/;

/**
 * Money in the language's conventions, with the site's own currency symbol in place of the one
 * Intl would choose (the symbol comes from /api/v1/site). `value` is a number or, for amounts of
 * the BFF, the decimal string itself: Intl reads it exactly, never through a float. Digits past
 * `fractionDigits` are cut, never rounded up (a balance of 99.99 shows 99 without decimals).
 */
export function formatMoney(value: number | string, currency: Currency | undefined, lng: Language, fractionDigits = 2): string {
  if (typeof value === 'string' && !decimalPattern.test(value)) return value;
  const code = currency?.code && /^[A-Z]{3}$/.test(currency.code) ? currency.code : 'USD';
  const nf = numberFormat(intlLocale[lng], {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    roundingMode: 'trunc',
  });
  const symbol = currency?.symbol ?? '';
  return nf
    .formatToParts(value as number | Intl.StringNumericLiteral)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('')
    .trim();
}

/** YYYY-MM-DD in the language's digits. `date` is a calendar date (2026-11-20) or an ISO time. */
export function formatIsoDate(date: string, lng: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  const digits = numberFormat(intlLocale[lng], { useGrouping: false });
  const pad = (s: string, n: number) => digits.format(Number(s)).padStart(n, digits.format(0));
  return `${pad(m[1] ?? '', 4)}-${pad(m[2] ?? '', 2)}-${pad(m[3] ?? '', 2)}`;
}

const dayMs = 24 * 60 * 60 * 1000;
function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** 'today', 'tomorrow' or a day-month label for a match start, in the device's time zone. */
export function matchDay(startsAt: Date, now: Date): { kind: 'today' | 'tomorrow' | 'date' } {
  const diff = Math.round((startOfDay(startsAt) - startOfDay(now)) / dayMs);
  if (diff === 0) return { kind: 'today' };
  if (diff === 1) return { kind: 'tomorrow' };
  return { kind: 'date' };
}

export function formatDayMonth(d: Date, lng: Language): string {
  return new Intl.DateTimeFormat(intlLocale[lng], { day: 'numeric', month: 'short' }).format(d);
}

export function formatTime(d: Date, lng: Language): string {
  return new Intl.DateTimeFormat(intlLocale[lng], { hour: '2-digit', minute: '2-digit', hour12: false }).format(d);
}

/** Unread counts: nothing for zero, '99+' above 99. */
export function badgeText(count: number, lng: Language): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? `${formatNumber(99, lng)}+` : formatNumber(count, lng);
}
