import { describe, expect, it } from 'vitest';
import { intlLocale } from '../i18n/i18n';
import { badgeText, formatMoney, formatNumber, localDigits, type Currency } from './format';

const taka: Currency = { code: 'BDT', symbol: '৳', decimals: 2, symbolPosition: 'before' };

describe('format: money in the site format', () => {
  it('writes the site decimals and symbol before the figure, lakh grouping and Bengali digits in Bengali', () => {
    expect(formatMoney(1234567.5, taka, 'en')).toBe('৳1,234,567.50');
    expect(formatMoney(1234567.5, taka, 'bn')).toBe('৳১২,৩৪,৫৬৭.৫০');
    expect(formatMoney('11433.67', taka, 'en')).toBe('৳11,433.67');
    expect(formatMoney('11433.67', taka, 'bn')).toBe('৳১১,৪৩৩.৬৭');
    expect(formatMoney('-785.50', taka, 'en')).toBe('-৳785.50');
    expect(formatMoney('-785.50', taka, 'bn')).toBe('-৳৭৮৫.৫০');
    expect(formatMoney('0', taka, 'bn')).toBe('৳০.০০');
  });

  it('follows a site of other decimals and the symbol after, rounding (never cutting) what is not shown', () => {
    const whole: Currency = { code: 'NPR', symbol: 'रु', decimals: 0, symbolPosition: 'after' };
    expect(formatMoney('12345.67', whole, 'en')).toBe('12,346\u00a0रु');
    expect(formatMoney('99.49', whole, 'en')).toBe('99\u00a0रु');
    expect(formatMoney('99.5', whole, 'bn')).toBe('১০০\u00a0रु');
    expect(formatMoney('-0.4', whole, 'en')).toBe('0\u00a0रु');
    expect(formatMoney('1.005', taka, 'en')).toBe('৳1.01');
  });

  it('reads the BFF decimal strings exactly, beyond a double precision, and leaves other text alone', () => {
    expect(formatMoney('90071992547409931.23', taka, 'en')).toBe('৳90,071,992,547,409,931.23');
    expect(formatMoney('n/a', taka, 'en')).toBe('n/a');
  });
});

describe('format: numbers and digits', () => {
  it('writes numbers and Latin digits in the page digits', () => {
    expect(formatNumber(0, 'bn', 2)).toBe('০.০০');
    expect(formatNumber(123456, 'bn')).toBe('১,২৩,৪৫৬');
    expect(localDigits('•••• 5678', 'bn')).toBe('•••• ৫৬৭৮');
    expect(localDigits('•••• 5678', 'en')).toBe('•••• 5678');
  });

  it('writes every number as Intl.NumberFormat would, without loading it', () => {
    // a fixed walk over magnitudes, halves, long fractions, floats that print with an exponent and
    // decimal texts longer than a double holds
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const numbers: number[] = [0, -0, 0.5, 1.5, 2.5, -0.5, 0.125, 1.005, 2.675, 999.995, 1e21, 1.23e-7, 5e-324, Number.MAX_SAFE_INTEGER, 1e15 + 0.3];
    for (let i = 0; i < 1500; i++) {
      const magnitude = 10 ** Math.floor(next() * 24 - 8);
      const n = (next() - 0.3) * magnitude;
      numbers.push(n, Math.round(n * 100) / 100, Math.round(n) + 0.5, Math.round(n * 1000 + 0.5) / 1000);
    }
    const texts = ['0', '0.005', '0.0049999', '9.995', '99.99999', '1234567.5', '90071992547409931.235', '000123.4500', '999999999999999999999.9'];
    for (let i = 0; i < 500; i++) texts.push(`${Math.floor(next() * 10 ** Math.floor(next() * 12))}.${String(Math.floor(next() * 1e6)).padStart(6, '0')}`);
    for (const lng of ['bn', 'en'] as const) {
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(intlLocale[lng], { minimumFractionDigits: digits, maximumFractionDigits: digits });
        for (const n of numbers) expect(formatNumber(n, lng, digits), `${n} ${lng} ${digits}`).toBe(intl.format(n));
        const money = { code: 'X', symbol: '', decimals: digits, symbolPosition: 'before' } as const;
        for (const t of texts) expect(formatMoney(t, money, lng), `${t} ${lng} ${digits}`).toBe(intl.format(t as Intl.StringNumericLiteral));
      }
    }
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
    expect(formatNumber(-Infinity, 'bn')).toBe(new Intl.NumberFormat('bn-BD').format(-Infinity));
  });

  it('caps badges at 99+', () => {
    expect(badgeText(0, 'en')).toBeNull();
    expect(badgeText(99, 'en')).toBe('99');
    expect(badgeText(100, 'en')).toBe('99+');
    expect(badgeText(100, 'bn')).toBe('৯৯+');
  });
});
