import { describe, expect, it } from 'vitest';
import { customRangeProblem, presetRange } from './date-range';

describe('record ranges', () => {
  const now = new Date('2026-11-22T12:00:00+06:00');

  it('turn presets into the days the BFF takes; today is left to the BFF', () => {
    expect(presetRange('today', now)).toEqual({});
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(presetRange('week', now)).toEqual({ from: '2026-11-16' });
    expect(presetRange('month', now)).toEqual({ from: '2026-10-24' });
    expect(presetRange('custom', now, { from: '2026-11-01', to: '2026-11-22' })).toEqual({ from: '2026-11-01' });
    expect(presetRange('custom', now, { from: '2026-11-01', to: '2026-11-10' })).toEqual({ from: '2026-11-01', to: '2026-11-10' });
  });

  it('refuse a custom range that is incomplete, in the future, reversed or past 90 days', () => {
    expect(customRangeProblem('', '2026-11-22', now)).toBe('required');
    expect(customRangeProblem('2026-11-20', '2026-11-23', now)).toBe('future');
    expect(customRangeProblem('2026-11-20', '2026-11-19', now)).toBe('order');
    expect(customRangeProblem('2026-08-23', '2026-11-22', now)).toBe('tooLong');
    expect(customRangeProblem('2026-08-24', '2026-11-22', now)).toBeNull();
  });
});
