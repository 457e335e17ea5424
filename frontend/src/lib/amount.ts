// Amounts as the money forms need them: never a float. The BFF sends exact
// decimal strings ("1500.00"); a player types digits, Bengali ones too. Comparisons and sums go
// through whole paisa (BigInt), so "0.1" plus "0.2" is exactly "0.30".

const bengaliZero = 0x09e6;

/** Bengali digits (০-৯) as ASCII digits; everything else untouched. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - bengaliZero));
}

/** Digits only, Bengali ones read as digits (PIN-like inputs: the payment password). */
export function digitsOf(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

/**
 * An amount as typed, the way the BFF reads it (bff/amount): digits, Bengali ones too, commas and
 * spaces ignored, at most two decimals, above zero. The canonical form ("1500", "25.5"), or null.
 */
export function parseAmountInput(typed: string): string | null {
  const plain = asciiDigits(typed).replace(/[,\s]/g, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  const whole = (m[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = m[2] ?? '';
  if (toPaisa(`${whole}.${fraction || '0'}`) <= 0n) return null;
  return fraction ? `${whole}.${fraction}` : whole;
}

/** "1500.05" (or "-12", "3.5") as whole paisa: 150005n. Throws on anything that is not a decimal. */
export function toPaisa(amount: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new Error(`not an amount: ${amount}`);
  const paisa = BigInt(m[2] ?? '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -paisa : paisa;
}

/** Whole paisa as the BFF's two-decimal string: 150005n is "1500.05". */
export function fromPaisa(paisa: bigint): string {
  const sign = paisa < 0n ? '-' : '';
  const abs = paisa < 0n ? -paisa : paisa;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (both decimal strings). */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const d = toPaisa(a) - toPaisa(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** Whether `amount` lies within [min, max] (decimal strings). */
export function inRange(amount: string, min: string, max: string): boolean {
  return compareAmounts(amount, min) >= 0 && compareAmounts(amount, max) <= 0;
}

/** Above zero. */
export function isPositive(amount: string): boolean {
  return toPaisa(amount) > 0n;
}
