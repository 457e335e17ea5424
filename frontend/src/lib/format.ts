// Every number and amount on screen is written here, one way per language: the page's digits
// (Bengali ones in Bengali, with the lakh grouping) and the site's money format (GET /api/v1/site's
// currency). Dates and times are dates.ts's. use-format.ts binds both to the page's language and
// site for components.
import { intlLocale, type Language } from '../i18n/i18n';

/** The site's money format: GET /api/v1/site's currency. */
export type Currency = { code: string; symbol: string; decimals: number; symbolPosition: 'before' | 'after' };

/**
 * The languages' number shapes, written here rather than by Intl.NumberFormat: a page's first
 * NumberFormat loads ICU's data for its locale, some 20 ms of main thread on a fast machine and
 * four times that under Lighthouse's phone profile, on every page that shows a balance. The answers are Intl's
 * own (format.test.ts compares them over thousands of values): Bengali groups in lakhs and
 * crores (১২,৩৪,৫৬৭), English in thousands, and a figure is rounded half away from zero.
 */
const grouping: Record<Language, { first: number; rest: number }> = { bn: { first: 3, rest: 2 }, en: { first: 3, rest: 3 } };

/** A finite number's decimal text as ICU reads a double (its shortest round trip), never an exponent. */
function plainDecimal(n: number): string {
  const s = String(Math.abs(n));
  const m = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const [, lead = '', tail = '', exponent = '0'] = m;
  const digits = lead + tail;
  const point = lead.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Unsigned decimal text ("1234.5678") rounded half away from zero to `places` fraction digits. */
function rounded(text: string, places: number): { whole: string; fraction: string } {
  const [int = '', frac = ''] = text.split('.');
  let digits = int + frac.padEnd(places, '0').slice(0, places);
  if (frac.charCodeAt(places) >= 53 /* '5' */) {
    // add one at the last kept digit: its trailing nines become zeros, the digit before them grows
    const nines = /9*$/.exec(digits)?.[0].length ?? 0;
    const before = digits.length - nines;
    digits = (before === 0 ? '1' : digits.slice(0, before - 1) + String(Number(digits[before - 1]) + 1)) + '0'.repeat(nines);
  }
  const whole = digits.slice(0, digits.length - places).replace(/^0+(?=\d)/, '');
  return { whole: whole || '0', fraction: digits.slice(digits.length - places) };
}

/** Whole digits in the language's groups, from the right: 1,234,567 or 12,34,567. */
function grouped(whole: string, lng: Language): string {
  const { first, rest } = grouping[lng];
  if (whole.length <= first) return whole;
  const groups = [whole.slice(-first)];
  for (let end = whole.length - first; end > 0; end -= rest) groups.unshift(whole.slice(Math.max(0, end - rest), end));
  return groups.join(',');
}

/** `value` (a number, or an unsigned decimal text) in the language's digits and grouping. */
function numberText(value: number | string, lng: Language, fractionDigits: number): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return new Intl.NumberFormat(intlLocale[lng], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
  }
  const negative = typeof value === 'number' && (value < 0 || Object.is(value, -0));
  const { whole, fraction } = rounded(typeof value === 'number' ? plainDecimal(value) : value, fractionDigits);
  const figure = grouped(whole, lng) + (fractionDigits > 0 ? `.${fraction}` : '');
  return localDigits(negative ? `-${figure}` : figure, lng);
}

/** A count, odds or a rate in the language's digits and grouping, rounded to `fractionDigits`. */
export function formatNumber(value: number, lng: Language, fractionDigits = 0): string {
  return numberText(value, lng, fractionDigits);
}

/** Latin digits in the page's digits: Bengali ones in Bengali ("•••• 5678" reads "•••• ৫৬৭৮"). */
export function localDigits(text: string, lng: Language): string {
  return lng === 'bn' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : text;
}

/** An exact decimal as the BFF sends amounts ("12345.67", "-500.00"), written without a float. */
const decimalPattern = /^-?\d+(\.\d+)?$/;

/**
 * An amount as the site writes money, the same on every screen: the site's decimals (rounded half
 * away from zero, never cut), its symbol before or after the figure, the language's digits and
 * grouping. `value` is a number or, for amounts of the BFF, the decimal string itself, read
 * exactly, never through a float. The header's balance too: one amount reads the same in the
 * header, the member centre and the wallets.
 */
export function formatMoney(value: number | string, currency: Currency | undefined, lng: Language): string {
  if (typeof value === 'string' && !decimalPattern.test(value)) return value;
  const negative = typeof value === 'string' ? value.startsWith('-') : value < 0;
  const size = typeof value === 'string' ? value.replace(/^-/, '') : Math.abs(value);
  const figure = numberText(size, lng, currency?.decimals ?? 2);
  const symbol = currency?.symbol ?? '';
  const amount = !symbol ? figure : currency?.symbolPosition === 'after' ? `${figure}\u00a0${symbol}` : `${symbol}${figure}`;
  // a minus only before what is not zero once rounded ("-0.001" is ৳0.00)
  return negative && /[1-9\u09E7-\u09EF]/.test(figure) ? `-${amount}` : amount;
}

/** Unread counts: nothing for zero, '99+' above 99. */
export function badgeText(count: number, lng: Language): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? `${formatNumber(99, lng)}+` : formatNumber(count, lng);
}
