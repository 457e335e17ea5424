import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../../../ui/toast';
import { describe, expect, it, vi } from 'vitest';
import type { Home, Site } from '../../../api/types';
import { goldenBody } from '../../../mocks/goldens';
import { Counters, jackpotRange, nextJackpot, nextPayout, payoutStep } from './counters';
import { HotMatches } from './hot-matches';

describe('counters', () => {
  it('keeps the jackpot between 20 and 21 million', () => {
    let v: number = jackpotRange.min;
    for (let i = 0; i < 100_000; i++) {
      v = nextJackpot(v, Math.random());
      expect(v).toBeGreaterThanOrEqual(jackpotRange.min);
      expect(v).toBeLessThan(jackpotRange.max);
    }
  });

  it('moves the jackpot in its one text node, which the browser then paints as the same content', () => {
    vi.useFakeTimers();
    try {
      render(<Counters site={goldenBody('site') as Site} />);
      const value = document.querySelector('.jackpot-value') as HTMLElement;
      const node = value.firstChild;
      const before = value.textContent;
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(value.textContent).not.toBe(before);
      expect(value.firstChild).toBe(node);
      expect(value.childNodes).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('raises the payout by 1,000 to 5,000 a step', () => {
    expect(nextPayout(407_000_000, 0) - 407_000_000).toBe(payoutStep.min);
    expect(nextPayout(407_000_000, 1) - 407_000_000).toBe(payoutStep.max);
  });
});

describe('hot matches', () => {
  it('shows them in pairs, dated TODAY, TOMORROW or the site date', () => {
    const matches = (goldenBody('home') as Home).hotMatches.items;
    render(
      <ToastProvider>
        <MemoryRouter>
          <HotMatches matches={matches} now={new Date('2026-11-20T10:00:00+06:00')} />
        </MemoryRouter>
      </ToastProvider>,
    );
    const pages = screen.getAllByRole('group', { name: /^পাতা/ });
    expect(pages).toHaveLength(Math.ceil(matches.length / 2));
    expect(within(pages[0] as HTMLElement).getAllByRole('article')).toHaveLength(2);
    const days = [...document.querySelectorAll('.match-day')].map((d) => d.textContent);
    // 2026-11-20 19:30, 2026-11-21 14:00, 2026-11-21 19:00, 2026-11-23 08:00 (Asia/Dhaka)
    expect(days.slice(0, 4)).toEqual(['আজ', 'আগামীকাল', 'আগামীকাল', '২৩ নভেম্বর ২০২৬']);
  });
});
