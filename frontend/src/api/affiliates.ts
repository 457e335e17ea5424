import { useRecordPages } from './record-pages';
import type { AffiliatePage } from './types';

export const affiliatesPath = '/api/v1/agent/affiliates';

/** The members registered through the agent's links, newest first, page by page; `null` asks for nothing. */
export function useAffiliatePages(enabled: boolean) {
  return useRecordPages<AffiliatePage>(affiliatesPath, enabled ? {} : null);
}
