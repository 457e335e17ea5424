import type { Language } from '../../i18n/i18n';
import { formatIsoDate, formatNumber } from '../../lib/format';

/** A record's time as the BFF wrote it (the site's wall clock): "2026-11-22 18:00" in the language's digits. */
export function formatRecordTime(iso: string, lng: Language): string {
  const m = /T(\d{2}):(\d{2})/.exec(iso);
  const two = (s: string | undefined) => formatNumber(Number(s ?? 0), lng).padStart(2, formatNumber(0, lng));
  return m ? `${formatIsoDate(iso, lng)} ${two(m[1])}:${two(m[2])}` : formatIsoDate(iso, lng);
}
