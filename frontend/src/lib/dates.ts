// Every date and time on screen is written here, one way per language and in the site's zone
// (GET /api/v1/site's zone, never the device's): the page's digits, the month in words, a 24-hour
// clock. A date within the zone's offsets that the site lists (zone-offsets.ts) is written from its
// moment and offset, as format.ts writes numbers: a page's first Intl.DateTimeFormat loads ICU's
// zone and calendar data, some 30 ms of main thread on a fast machine and four times that under
// Lighthouse's phone profile. Any other date is Intl's; dates.test.ts compares the two over two
// years of moments.
import { intlLocale, type Language } from '../i18n/i18n';
import { localDigits } from './format';
import { offsetAt } from './zone-offsets';

type DateParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/** The months as ICU names them: Bengali writes them whole ("নভেম্বর"; "নভে" is no word), English shortens them. */
const monthNames: Record<Language, readonly string[]> = {
  bn: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lng: Language, zone: string | undefined): Intl.DateTimeFormat {
  const key = `${lng}|${zone ?? ''}`;
  let f = dateFormats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      month: lng === 'bn' ? 'long' : 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      f = new Intl.DateTimeFormat(intlLocale[lng], { ...options, timeZone: zone });
    } catch {
      // a zone this browser does not know: its own, rather than nothing
      f = new Intl.DateTimeFormat(intlLocale[lng], options);
    }
    dateFormats.set(key, f);
  }
  return f;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The parts of a date in the site's zone. A calendar day ("2026-11-20": a promotion's first day)
 * is that day everywhere; a time (an ISO time with its offset, or a Date) is read in `zone`.
 */
function partsOf(value: string | Date, lng: Language, zone: string | undefined): DateParts | null {
  const day = typeof value === 'string' && calendarDay.test(value);
  const at = day ? new Date(`${value}T12:00:00Z`) : value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const offset = offsetAt(day ? 'UTC' : zone, at.getTime());
  if (offset !== undefined) {
    const local = new Date(at.getTime() + offset * 60_000); // read with the UTC getters
    return {
      year: localDigits(String(local.getUTCFullYear()), lng),
      month: monthNames[lng][local.getUTCMonth()] ?? '',
      day: localDigits(String(local.getUTCDate()), lng),
      hour: localDigits(twoDigits(local.getUTCHours()), lng),
      minute: localDigits(twoDigits(local.getUTCMinutes()), lng),
    };
  }
  const parts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const p of dateFormat(lng, day ? 'UTC' : zone).formatToParts(at)) if (p.type in parts) parts[p.type as keyof DateParts] = p.value;
  return parts;
}

/** The date: "২৮ নভেম্বর ২০২৬" in Bengali, "28 Nov 2026" in English. */
export function formatDate(value: string | Date, lng: Language, zone: string | undefined): string {
  const p = partsOf(value, lng, zone);
  return p ? `${p.day} ${p.month} ${p.year}` : String(value);
}

/** The time of day, 24-hour: "১৪:০৫", "14:05". */
export function formatTime(value: string | Date, lng: Language, zone: string | undefined): string {
  const p = partsOf(value, lng, zone);
  return p ? `${p.hour}:${p.minute}` : String(value);
}

/** The date and time: "২৮ নভেম্বর ২০২৬, ১৪:০৫" in Bengali, "28 Nov 2026, 14:05" in English. */
export function formatDateTime(value: string | Date, lng: Language, zone: string | undefined): string {
  const p = partsOf(value, lng, zone);
  return p ? `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}` : String(value);
}

const isoDays = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (YYYY-MM-DD) a moment falls on in `zone`. */
export function dayIn(at: Date, zone: string | undefined): string {
  const offset = offsetAt(zone, at.getTime());
  if (offset !== undefined) return new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);
  const key = zone ?? '';
  let f = isoDays.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      f = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    isoDays.set(key, f);
  }
  return f.format(at);
}

const dayMs = 24 * 60 * 60 * 1000;

/** 'today', 'tomorrow' or 'date' for a match start, by the site's days. */
export function matchDay(startsAt: Date, now: Date, zone: string | undefined): 'today' | 'tomorrow' | 'date' {
  const start = dayIn(startsAt, zone);
  if (start === dayIn(now, zone)) return 'today';
  if (start === dayIn(new Date(now.getTime() + dayMs), zone)) return 'tomorrow';
  return 'date';
}
