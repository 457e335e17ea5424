import { describe, expect, it } from 'vitest';
import { asciiDigits, compareAmounts, digitsOf, fromPaisa, inRange, parseAmountInput, toPaisa } from './amount';

describe('amounts', () => {
  it('read what a player types as the BFF does: Bengali digits, commas and spaces, two decimals, above zero', () => {
    expect(parseAmountInput('২০০০')).toBe('2000');
    expect(parseAmountInput('1,500.5')).toBe('1500.5');
    expect(parseAmountInput(' 25 000 ')).toBe('25000');
    expect(parseAmountInput('০১০০.০৫')).toBe('100.05');
    expect(parseAmountInput('1.234')).toBeNull();
    expect(parseAmountInput('0')).toBeNull();
    expect(parseAmountInput('0.00')).toBeNull();
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
    expect(asciiDigits('৳১২৩')).toBe('৳123');
    expect(digitsOf('২৪৬ ৮১০')).toBe('246810');
  });

  it('compare and sum in whole paisa, never in floats', () => {
    expect(toPaisa('0.1') + toPaisa('0.2')).toBe(30n);
    expect(fromPaisa(toPaisa('0.1') + toPaisa('0.2'))).toBe('0.30');
    expect(fromPaisa(-50n)).toBe('-0.50');
    expect(compareAmounts('1000', '999.99')).toBe(1);
    expect(compareAmounts('500.00', '500')).toBe(0);
    expect(inRange('200', '200.00', '25000.00')).toBe(true);
    expect(inRange('25000.01', '200.00', '25000.00')).toBe(false);
    expect(toPaisa('90071992547409931.23')).toBe(9007199254740993123n);
  });
});
