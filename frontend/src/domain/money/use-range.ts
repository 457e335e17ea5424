import { useMemo, useState } from 'react';
import { customRangeProblem, dayBefore, isoDay, presetRange, type DayRange, type RangePreset } from '../../lib/date-range';

/** Midday of a YYYY-MM-DD day, on the device's clock. */
function noonOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

export type RangeState = { preset: RangePreset; from: string; to: string };

/**
 * A record's date range: a preset (today by default) or two days of the player's choosing. The
 * query is null while a custom range is wrong (the screen says why and asks for nothing).
 */
export function useRange(initial: RangePreset = 'today') {
  const [state, setState] = useState<RangeState>(() => {
    const now = new Date();
    return { preset: initial, from: dayBefore(now, 6), to: isoDay(now) };
  });
  const today = isoDay(new Date());
  const problem = state.preset === 'custom' ? customRangeProblem(state.from, state.to, new Date()) : null;
  // from `today`, not the moment: a screen left open past midnight asks for the new day
  const query = useMemo<DayRange | null>(() => (problem ? null : presetRange(state.preset, noonOf(today), { from: state.from, to: state.to })), [state, problem, today]);
  return { state, setState, query, problem, today };
}
