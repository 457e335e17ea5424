// The lengths of a time-out and of a self-exclusion (GET /site's responsibleGaming), and which of
// them would end later than the exclusion in force: an exclusion is never shortened, so the end
// page offers only those.
import type { ExclusionFacts, SelfExclusionLength, TimeOutLength } from '../../api/types';

export type ExclusionLength = TimeOutLength | SelfExclusionLength;

const day = 24 * 60 * 60 * 1000;
const days: Partial<Record<ExclusionLength, number>> = { '24h': 1, '7d': 7, '30d': 30, '6w': 42 };
const months: Partial<Record<ExclusionLength, number>> = { '6m': 6, '1y': 12, '5y': 60 };

/** When an exclusion of `length` taken at `now` ends, as the back office counts it; null: never (permanent). */
export function endOfLength(length: ExclusionLength, now: number): number | null {
  const d = days[length];
  if (d !== undefined) return now + d * day;
  const m = months[length];
  if (m === undefined) return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + m);
  return end.getTime();
}

/** An end within this of the one in force is not a longer exclusion: the same length asked again a moment later. */
const noticeablyLater = 60 * 60 * 1000;

/**
 * The lengths that end after the exclusion in force (`facts`), by an hour at least, in their
 * order: none after a permanent one, every one when the page knows of none or not its end.
 */
export function longerLengths<L extends ExclusionLength>(lengths: readonly L[], facts: ExclusionFacts | null, now: number): L[] {
  if (facts?.permanent) return [];
  const until = facts?.until ? Date.parse(facts.until) : NaN;
  if (Number.isNaN(until)) return [...lengths];
  return lengths.filter((l) => {
    const end = endOfLength(l, now);
    return end === null || end >= until + noticeablyLater;
  });
}
