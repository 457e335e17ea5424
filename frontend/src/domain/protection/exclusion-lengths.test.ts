import { describe, expect, it } from 'vitest';
import { endOfLength, longerLengths } from './exclusion-lengths';

const now = Date.parse('2026-11-22T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const timeOuts = ['24h', '7d', '30d', '6w'] as const;
const selfExclusions = ['6m', '1y', '5y', 'permanent'] as const;
const timeOut = (until: number) => ({ kind: 'time_out' as const, until: new Date(until).toISOString(), permanent: false });

describe('exclusion lengths', () => {
  it('ends a time-out by days and a self-exclusion by calendar months; a permanent one never', () => {
    expect(endOfLength('24h', now)).toBe(now + day);
    expect(endOfLength('6w', now)).toBe(now + 42 * day);
    expect(new Date(endOfLength('6m', now) ?? 0).toISOString()).toBe('2027-05-22T12:00:00.000Z');
    expect(new Date(endOfLength('5y', now) ?? 0).toISOString()).toBe('2031-11-22T12:00:00.000Z');
    expect(endOfLength('permanent', now)).toBeNull();
  });

  it('offers only what ends later than the exclusion in force, by an hour at least', () => {
    expect(longerLengths(timeOuts, timeOut(now + 3 * day), now)).toEqual(['7d', '30d', '6w']);
    // the same length asked again a moment after it was taken is not longer
    expect(longerLengths(timeOuts, timeOut(now + 7 * day - 1000), now)).toEqual(['30d', '6w']);
    expect(longerLengths(selfExclusions, { kind: 'self_exclusion', until: '2027-05-22T12:00:00Z', permanent: false }, now)).toEqual(['1y', '5y', 'permanent']);
  });

  it('offers nothing after a permanent exclusion, and every length when no end is known', () => {
    expect(longerLengths(selfExclusions, { kind: 'self_exclusion', until: null, permanent: true }, now)).toEqual([]);
    expect(longerLengths(timeOuts, null, now)).toEqual([...timeOuts]);
  });
});
