// A downline's rate refused by the BFF: out of range says how high it may go (the BFF's detail
// "0.00 to 0.80" names the most; else the agent's own for that category), in the player's language.
import type { TFunction } from 'i18next';
import type { FieldError } from '../../api/client';
import type { Language } from '../../i18n/i18n';
import { fieldMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';

export function rateFieldMessage(t: TFunction, lng: Language, f: Pick<FieldError, 'code' | 'detail'>, max: string | undefined): string {
  if (f.code !== 'out_of_range') return fieldMessage(t, f);
  const most = /to\s+(\d+(?:\.\d+)?)\s*$/.exec(f.detail ?? '')?.[1] ?? max;
  return most === undefined ? fieldMessage(t, f) : t('agent.rebate.upTo', { max: formatNumber(Number(most), lng, 2) });
}
