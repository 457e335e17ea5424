import { describe, expect, it } from 'vitest';
import { goldenBody } from '../mocks/goldens';
import { drawSettleMs, lotteriesRefreshMs, refreshBounds, type Lotteries } from './lotteries';

const lotteries = goldenBody('lotteries') as Lotteries;
/** The goldens' first next draw: the one-minute lotteries' draw numbered 0722. */
const firstDraw = Date.parse('2026-11-22T18:01:00+06:00');

describe('when the lottery page asks for the draws again', () => {
  it.each([
    ['soon after the first next draw', firstDraw - 30_000, 30_000 + drawSettleMs],
    ['no sooner than the least wait, the draw being past', firstDraw + 60_000, refreshBounds.min],
    ['no later than the longest wait', firstDraw - 10 * 60_000, refreshBounds.max],
  ])('%s', (_, now, wait) => {
    expect(lotteriesRefreshMs(lotteries, now)).toBe(wait);
  });

  it('waits the longest with no draw to come (no answer yet, draws unreadable)', () => {
    expect(lotteriesRefreshMs(undefined, firstDraw)).toBe(refreshBounds.max);
    expect(lotteriesRefreshMs(goldenBody('lotteries-draws-unavailable') as Lotteries, firstDraw)).toBe(refreshBounds.max);
  });
});
