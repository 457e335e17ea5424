import type { Promotion } from '../../api/types';
import type { TFunction } from 'i18next';
import { formatIsoDate } from '../../lib/format';
import type { Language } from '../../i18n/i18n';

/** A day as the promotions show it: YYYY/MM/DD, in the language's digits. */
export const promotionDay = (day: string, lng: Language) => formatIsoDate(day, lng).replace(/-/g, '/');

/** "2026/11/01 – 2026/12/31", or "Long term" when noExpiry (no end). */
export function promotionDates(t: TFunction, p: Pick<Promotion, 'startDate' | 'endDate' | 'longTerm'>, lng: Language): string {
  if (p.longTerm || !p.endDate) return p.startDate ? t('promotions.dates', { start: promotionDay(p.startDate, lng), end: t('promotions.longTerm') }) : t('promotions.longTerm');
  return p.startDate ? t('promotions.dates', { start: promotionDay(p.startDate, lng), end: promotionDay(p.endDate, lng) }) : promotionDay(p.endDate, lng);
}
