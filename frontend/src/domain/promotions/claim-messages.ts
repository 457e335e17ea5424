// A claim's or an upload's refusal as the site's message: what only the member side knows here,
// the rest through the account forms' mapping (lib/account-rules.ts errorMessage).
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../lib/account-rules';

export function claimErrorMessage(t: TFunction, e: unknown): string {
  if (e instanceof ApiError) {
    if (e.code === 'already_claimed') return t('promotions.error.alreadyClaimed');
    if (e.code === 'not_claimable') return t('promotions.error.notClaimable');
    if (e.code === 'already_applied') return t('promotions.error.alreadyApplied');
    if (e.code === 'body_too_large') return t('promotions.error.bodyTooLarge');
  }
  return errorMessage(t, e);
}
