import { useMemo } from 'react';
import { useSite } from '../api/site';
import { useLanguage, type Language } from '../i18n/i18n';
import { formatMoney, formatNumber, type Currency } from './format';
import { formatDate, formatDateTime, formatTime } from './dates';

export type Format = {
  lng: Language;
  /** The site's zone (GET /api/v1/site), undefined until the site has answered. */
  zone: string | undefined;
  currency: Currency | undefined;
  money: (value: number | string) => string;
  number: (value: number, fractionDigits?: number) => string;
  date: (value: string | Date) => string;
  dateTime: (value: string | Date) => string;
  time: (value: string | Date) => string;
};

/** format.ts bound to the page's language and the site's money format and zone. */
export function useFormat(): Format {
  const lng = useLanguage();
  const { data: site } = useSite();
  const zone = site?.zone;
  const currency = site?.currency;
  return useMemo(
    () => ({
      lng,
      zone,
      currency,
      money: (value) => formatMoney(value, currency, lng),
      number: (value, fractionDigits) => formatNumber(value, lng, fractionDigits),
      date: (value) => formatDate(value, lng, zone),
      dateTime: (value) => formatDateTime(value, lng, zone),
      time: (value) => formatTime(value, lng, zone),
    }),
    [lng, zone, currency],
  );
}
