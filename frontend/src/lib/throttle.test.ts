import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spaced, throttle } from './throttle';

describe('throttle and spaced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('throttle runs at once, then folds a burst into one call at the end of the window', () => {
    const calls: number[] = [];
    const t = throttle((n: number) => calls.push(n), 250);
    t(1);
    t(2);
    t(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(249);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(300);
    t(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('spaced starts every task, each 150 ms after the one before', async () => {
    const started: number[] = [];
    const queue = spaced(150);
    const t0 = Date.now();
    const all = [1, 2, 3].map((n) => queue(() => Promise.resolve(started.push(Date.now() - t0 + n * 0))));
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(150);
    expect(started).toEqual([0, 150]);
    await vi.advanceTimersByTimeAsync(150);
    expect(started).toEqual([0, 150, 300]);
    await Promise.all(all);
  });
});
