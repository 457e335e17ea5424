// Player protection in the site's words: an exclusion's end, a limit's name, value and refusal,
// in the page's language (Bengali digits in Bengali). The strings are the `protection` section,
// which loads with the screens that show them (vite.config.ts lazySections).
import type { TFunction } from 'i18next';
import type { ExclusionFacts, LimitFacts, LimitKind, LimitPeriod } from '../../api/types';
import { intlLocale, type Language } from '../../i18n/i18n';
import { formatMoney, formatNumber, type Currency } from '../../lib/format';

/** "It ends on 23 Nov 2026, 18:00." or "It is permanent."; `dateTime` is the site's format (lib/use-format.ts). */
export function exclusionEndText(t: TFunction, facts: ExclusionFacts, dateTime: (value: string) => string): string {
  return facts.permanent || !facts.until ? t('protection.excluded.permanent') : t('protection.excluded.until', { date: dateTime(facts.until) });
}

/** "daily deposit limit", "weekly loss limit", "session time limit": a limit inside a sentence. */
export function limitName(t: TFunction, kind: LimitKind, period?: LimitPeriod): string {
  return kind === 'session' ? t('protection.limits.named.session') : t(`protection.limits.named.${kind}.${period ?? 'day'}`);
}

/** A limit's name as a title: "Daily deposit limit" (Bengali has no capitals). */
export function limitTitle(t: TFunction, kind: LimitKind, period: LimitPeriod | undefined, lng: Language): string {
  const name = limitName(t, kind, period);
  return name.charAt(0).toLocaleUpperCase(intlLocale[lng]) + name.slice(1);
}

/** "24 hours, 7 days, 30 days or 6 weeks": choices as one phrase in the language. */
export function choiceList(items: string[], lng: Language): string {
  return new Intl.ListFormat(intlLocale[lng], { type: 'disjunction' }).format(items);
}

/** "90 minutes" (or "1 minute"), in the language's digits. */
export function minutesText(t: TFunction, minutes: number, lng: Language): string {
  return t('protection.minutes', { count: minutes, n: formatNumber(minutes, lng) });
}

/**
 * A refusal by a limit: "Your daily deposit limit is ৳1,000; you can deposit ৳400 more." (or,
 * once it is used up, that nothing more can be deposited until the period rolls on).
 */
export function limitExceededMessage(t: TFunction, limit: LimitFacts, currency: Currency | undefined, lng: Language): string {
  const values = {
    limit: limitName(t, limit.kind, limit.period),
    amount: formatMoney(limit.amount, currency, lng),
    remaining: formatMoney(limit.remaining, currency, lng),
  };
  // above zero (the BFF's exact decimal, never read through a float)
  const left = /^\d+(\.\d+)?$/.test(limit.remaining) && /[1-9]/.test(limit.remaining);
  if (limit.kind === 'loss') return t(left ? 'protection.refusal.loss' : 'protection.refusal.lossUsed', values);
  return t(left ? 'protection.refusal.deposit' : 'protection.refusal.depositUsed', values);
}
