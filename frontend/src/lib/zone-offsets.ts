// The site's zone offsets, as GET /api/v1/site lists them: api/site.ts learns them from each answer
// and dates.ts writes a date within them without Intl. This module is apart from dates.ts so that
// learning them costs the first view's code nothing but these lines.

/** A stretch of time over which a zone keeps one offset: GET /api/v1/site's zoneOffsets. */
export type ZonePeriod = { from: string; until: string; minutes: number };
type Period = { from: number; until: number; minutes: number };

/** The offsets of the zones learnt, by name. */
const zoneOffsets = new Map<string, readonly Period[]>();

/** Learns a zone's offsets over the periods given (the site's, as GET /api/v1/site answers). */
export function learnZoneOffsets(zone: string, periods: readonly ZonePeriod[] | undefined): void {
  const read = (periods ?? []).map((p) => ({ from: Date.parse(p.from), until: Date.parse(p.until), minutes: p.minutes }));
  if (read.length === 0 || read.some((p) => !(p.from < p.until) || !Number.isInteger(p.minutes))) return;
  zoneOffsets.set(zone, read);
}

/** The offset east of UTC in minutes of `zone` at `at`, when it is known without Intl. */
export function offsetAt(zone: string | undefined, at: number): number | undefined {
  if (zone === 'UTC') return 0;
  return zone === undefined ? undefined : zoneOffsets.get(zone)?.find((p) => p.from <= at && at < p.until)?.minutes;
}
