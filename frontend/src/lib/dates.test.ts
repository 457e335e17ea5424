import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlLocale } from '../i18n/i18n';
import { dayIn, formatDate, formatDateTime, formatTime, matchDay } from './dates';
import { learnZoneOffsets, type ZonePeriod } from './zone-offsets';

const dhaka = 'Asia/Dhaka';
const kathmandu = 'Asia/Kathmandu';

describe('dates: one date and one date-time per language, in the site zone', () => {
  // 18:20 UTC is 00:20 the next day in Dhaka (UTC+6) and 00:05 in Kathmandu (UTC+5:45)
  const late = '2026-11-27T18:20:00Z';
  // 18:10 UTC: still the 27th in Kathmandu (23:55), already the 28th in Dhaka (00:10)
  const border = '2026-11-27T18:10:00Z';

  it('writes a date with the month in words, in both languages', () => {
    expect(formatDate(late, 'bn', dhaka)).toBe('২৮ নভেম্বর ২০২৬');
    expect(formatDate(late, 'en', dhaka)).toBe('28 Nov 2026');
    expect(formatDate(border, 'bn', kathmandu)).toBe('২৭ নভেম্বর ২০২৬');
    expect(formatDate(border, 'en', kathmandu)).toBe('27 Nov 2026');
  });

  it('writes a date-time with a 24-hour clock, never AM or PM', () => {
    expect(formatDateTime(late, 'bn', dhaka)).toBe('২৮ নভেম্বর ২০২৬, ০০:২০');
    expect(formatDateTime(late, 'en', dhaka)).toBe('28 Nov 2026, 00:20');
    expect(formatDateTime(late, 'bn', kathmandu)).toBe('২৮ নভেম্বর ২০২৬, ০০:০৫');
    expect(formatDateTime(late, 'en', kathmandu)).toBe('28 Nov 2026, 00:05');
    expect(formatDateTime('2026-11-28T14:30:00+06:00', 'en', dhaka)).toBe('28 Nov 2026, 14:30');
    expect(formatDateTime('2026-11-28T14:30:00+06:00', 'bn', kathmandu)).toBe('২৮ নভেম্বর ২০২৬, ১৪:১৫');
    expect(formatTime(new Date(late), 'bn', kathmandu)).toBe('০০:০৫');
    expect(formatTime(new Date(late), 'en', dhaka)).toBe('00:20');
  });

  it('keeps a calendar day the same day in every zone, and leaves what is no date alone', () => {
    expect(formatDate('2026-11-01', 'bn', kathmandu)).toBe('১ নভেম্বর ২০২৬');
    expect(formatDate('2026-12-31', 'en', 'Pacific/Kiritimati')).toBe('31 Dec 2026');
    expect(formatDate('soon', 'en', dhaka)).toBe('soon');
  });

  it('finds the day and labels match days by the site zone', () => {
    expect(dayIn(new Date(border), dhaka)).toBe('2026-11-28');
    expect(dayIn(new Date(border), kathmandu)).toBe('2026-11-27');
    const now = new Date('2026-11-27T12:00:00Z');
    expect(matchDay(new Date(border), now, kathmandu)).toBe('today');
    expect(matchDay(new Date(border), now, dhaka)).toBe('tomorrow');
    expect(matchDay(new Date('2026-11-30T08:00:00Z'), now, dhaka)).toBe('date');
  });
});

describe('dates: in a learnt zone, written without Intl', () => {
  const hour = 3_600_000;
  const formats = new Map<string, Intl.DateTimeFormat>();
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) => {
    const key = locale + JSON.stringify(options);
    const f = formats.get(key) ?? new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
    return f;
  };
  const offsetByIntl = (zone: string, at: number) => {
    const parts = intl('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return (Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - (at - (at % 60_000))) / 60_000;
  };
  /** The zone's periods as the BFF lists them, found by Intl: hour by hour, each change to its minute. */
  const periodsByIntl = (zone: string, from: number, until: number): ZonePeriod[] => {
    const out: { from: number; until: number; minutes: number }[] = [];
    for (let at = from; at < until; at += hour) {
      const minutes = offsetByIntl(zone, at);
      const last = out.at(-1);
      if (last?.minutes === minutes) continue;
      let start = at;
      if (last) {
        let lo = at - hour; // the change lies after lo, at or before at
        while (start - lo > 60_000) {
          const mid = lo + Math.floor((start - lo) / 120_000) * 60_000;
          if (offsetByIntl(zone, mid) === minutes) start = mid;
          else lo = mid;
        }
        last.until = start;
      }
      out.push({ from: start, until, minutes });
    }
    return out.map((p) => ({ from: new Date(p.from).toISOString(), until: new Date(p.until).toISOString(), minutes: p.minutes }));
  };
  const intlParts = (at: number, lng: 'bn' | 'en', zone: string) => {
    const parts = intl(intlLocale[lng], { timeZone: zone, month: lng === 'bn' ? 'long' : 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
  };
  const from = Date.UTC(2025, 10, 22);
  const until = Date.UTC(2027, 10, 23);
  const zones = ['Asia/Dhaka', 'Asia/Kathmandu', 'Europe/London', 'Australia/Lord_Howe', 'America/St_Johns'];

  afterEach(() => vi.restoreAllMocks());

  it('writes every moment of the periods as Intl does, in both languages and across every change of offset', () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (const zone of zones) {
      const periods = periodsByIntl(zone, from, until);
      learnZoneOffsets(zone, periods);
      const changes = periods.slice(1).map((p) => Date.parse(p.from));
      const moments = [from, until - 60_000, ...changes.flatMap((c) => [c - 60_000, c, c + 60_000]), ...Array.from({ length: 400 }, () => from + Math.floor(next() * (until - from)))];
      for (const at of moments) {
        for (const lng of ['bn', 'en'] as const) {
          expect(formatDateTime(new Date(at), lng, zone), `${zone} ${new Date(at).toISOString()}`).toBe(intlParts(at, lng, zone));
        }
        expect(dayIn(new Date(at), zone)).toBe(intl('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at));
      }
    }
    expect(zones.map((zone) => periodsByIntl(zone, from, until).length)).toEqual([1, 1, 5, 5, 5]);
  });

  it('asks Intl for nothing within the periods, and for moments beyond them', () => {
    learnZoneOffsets('Europe/London', periodsByIntl('Europe/London', from, until));
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // dayIn's Intl format would be a new one: London's is made nowhere before
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
      return new Original(...args);
    });
    expect(formatDateTime('2026-07-01T11:30:00Z', 'en', 'Europe/London')).toBe('1 Jul 2026, 12:30');
    expect(formatDate('2026-07-01', 'bn', 'Europe/London')).toBe('১ জুলাই ২০২৬');
    expect(formatTime('2026-12-01T23:59:00Z', 'bn', 'Europe/London')).toBe('২৩:৫৯');
    expect(dayIn(new Date('2026-06-30T23:30:00Z'), 'Europe/London')).toBe('2026-07-01');
    expect(parts).not.toHaveBeenCalled();
    expect(made).not.toHaveBeenCalled();
    // a year past the periods: summer time again, from Intl's zone data
    expect(formatDateTime('2028-07-01T11:30:00Z', 'en', 'Europe/London')).toBe('1 Jul 2028, 12:30');
    expect(parts).toHaveBeenCalledTimes(1);
  });

  it('ignores periods it cannot read', () => {
    learnZoneOffsets('Asia/Tokyo', [{ from: '2026-01-01T00:00:00Z', until: 'soon', minutes: 0 }]);
    learnZoneOffsets('Asia/Tokyo', undefined);
    expect(formatDateTime('2026-07-01T11:30:00Z', 'en', 'Asia/Tokyo')).toBe('1 Jul 2026, 20:30');
  });
});
