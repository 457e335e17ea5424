import { describe, expect, it } from 'vitest';
import { badgeText, formatIsoDate, formatMoney, matchDay } from './format';

const taka = { code: 'BDT', symbol: '৳' };

describe('format', () => {
  it('formats money with the site symbol in each language', () => {
    expect(formatMoney(1234567.5, taka, 'en')).toBe('৳1,234,567.50');
    expect(formatMoney(1234567.5, taka, 'bn')).toBe('১২,৩৪,৫৬৭.৫০৳');
    expect(formatMoney(1888, { code: 'BDT', symbol: 'Tk' }, 'en', 0)).toBe('Tk1,888');
  });

  it('writes dates as YYYY-MM-DD in the language digits', () => {
    expect(formatIsoDate('2026-11-20', 'en')).toBe('2026-11-20');
    expect(formatIsoDate('2026-11-20', 'bn')).toBe('২০২৬-১১-২০');
  });

  it('labels match days today, tomorrow, or a date', () => {
    const now = new Date('2026-11-20T10:00:00+06:00');
    expect(matchDay(new Date('2026-11-20T19:30:00+06:00'), now).kind).toBe('today');
    expect(matchDay(new Date('2026-11-21T14:00:00+06:00'), now).kind).toBe('tomorrow');
    expect(matchDay(new Date('2026-11-23T08:00:00+06:00'), now).kind).toBe('date');
  });

  it('caps badges at 99+', () => {
    expect(badgeText(0, 'en')).toBeNull();
    expect(badgeText(99, 'en')).toBe('99');
    expect(badgeText(100, 'en')).toBe('99+');
  });
});

describe('format: amounts of the BFF', () => {
  it('formats decimal strings exactly, cutting (never rounding up) what is not shown', () => {
    expect(formatMoney('12345.67', taka, 'en', 0)).toBe('৳12,345');
    expect(formatMoney('99.99', taka, 'en', 0)).toBe('৳99');
    expect(formatMoney('-785.50', taka, 'en')).toBe('-৳785.50');
    expect(formatMoney('12345.67', taka, 'bn')).toBe('১২,৩৪৫.৬৭৳');
    // beyond a double's precision: still exact
    expect(formatMoney('90071992547409931.23', taka, 'en')).toBe('৳90,071,992,547,409,931.23');
  });
});
