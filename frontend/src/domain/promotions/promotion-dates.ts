import type { Promotion } from '../../api/types';
import type { TFunction } from 'i18next';

/** "1 Nov 2026 – 31 Dec 2026", or "Long term" when noExpiry (no end); `date` is the site's date format (lib/use-format.ts). */
export function promotionDates(t: TFunction, p: Pick<Promotion, 'startDate' | 'endDate' | 'longTerm'>, date: (day: string) => string): string {
  if (p.longTerm || !p.endDate) return p.startDate ? t('promotions.dates', { start: date(p.startDate), end: t('promotions.longTerm') }) : t('promotions.longTerm');
  return p.startDate ? t('promotions.dates', { start: date(p.startDate), end: date(p.endDate) }) : date(p.endDate);
}
