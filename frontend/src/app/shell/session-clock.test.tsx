import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionClock } from './session-clock';

const minute = 60_000;
const login = Date.parse('2026-11-22T10:00:00Z');

describe('SessionClock', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the time again at once when it is drawn anew past the minute on screen (the session came again)', async () => {
    // the clock's timers are the test's: "at once" is a timer due now, not one due within a second
    // of the wall clock, which a busy machine may not give
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: login + 65 * minute + 59_500 });
    const { rerender } = render(<SessionClock loginAt="2026-11-22T10:00:00Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('১:০৫');
    vi.setSystemTime(login + 66 * minute + 100);
    // the same moment written another way: the clock's timer is set again, from a minute begun
    rerender(<SessionClock loginAt="2026-11-22T16:00:00+06:00" />);
    expect(screen.getByRole('timer')).toHaveTextContent('১:০৫');
    // the minute's end is 59.9 s away: only a fresh reading, due now, turns the clock
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('timer')).toHaveTextContent('১:০৬');
  });
});
