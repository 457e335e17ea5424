// Date ranges of the records (account, bets, deposits, profit and loss): presets and a custom
// range, as the BFF takes them (from/to YYYY-MM-DD, at most 90 days). Days are the device's; the
// BFF reads them in the site's zone, and "today" is left to it (no from/to at all).

export const rangePresets = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The BFF's longest range: `to` at most this many days after `from`. */
export const maxRangeDays = 90;

/** A range as sent: absent ends are the BFF's today. */
export type DayRange = { from?: string; to?: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as YYYY-MM-DD. */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The day `days` before (or after, when negative) `d`, as YYYY-MM-DD. */
export function dayBefore(d: Date, days: number): string {
  return isoDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() - days));
}

/** Whole days from `from` to `to` (YYYY-MM-DD): 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  const at = (s: string) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/**
 * The query of a preset: today leaves both ends to the BFF; yesterday is one day; 7 and 30 days
 * end today (`to` left out). A custom range is the two days given.
 */
export function presetRange(preset: RangePreset, now: Date, custom?: { from: string; to: string }): DayRange {
  switch (preset) {
    case 'today':
      return {};
    case 'yesterday': {
      const day = dayBefore(now, 1);
      return { from: day, to: day };
    }
    case 'week':
      return { from: dayBefore(now, 6) };
    case 'month':
      return { from: dayBefore(now, 29) };
    case 'custom': {
      if (!custom) return {};
      const today = isoDay(now);
      return { from: custom.from, ...(custom.to !== today && { to: custom.to }) };
    }
  }
}

/** What is wrong with a custom range, if anything: an end missing, in the future, reversed, too long. */
export function customRangeProblem(from: string, to: string, now: Date): 'required' | 'future' | 'order' | 'tooLong' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'required';
  const today = isoDay(now);
  if (from > today || to > today) return 'future';
  if (from > to) return 'order';
  if (daysBetween(from, to) > maxRangeDays) return 'tooLong';
  return null;
}
