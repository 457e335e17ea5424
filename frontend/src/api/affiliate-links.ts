import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { apiGet, request, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { AffiliateLink, AffiliateLinks } from './types';

export const affiliateLinksPath = '/api/v1/agent/affiliate-links';

export function fetchAffiliateLinks(): Promise<AffiliateLinks> {
  return apiGet<AffiliateLinks>(affiliateLinksPath);
}

/** The agent's registration links (feature_disabled when the back office offers none). */
export function useAffiliateLinks() {
  const { lng, user } = usePlayerKey();
  const key = [affiliateLinksPath, lng, user];
  const { mutate } = useSWRConfig();
  const links = useSWR<AffiliateLinks, ApiError>(key, fetchAffiliateLinks);
  const create = useCallback(async (): Promise<AffiliateLink> => {
    const link = await request<AffiliateLink>('POST', affiliateLinksPath);
    await mutate(key, (current?: AffiliateLinks) => ({ items: [...(current?.items ?? []), link] }), { revalidate: false });
    return link;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is its parts
  }, [mutate, lng, user]);
  const remove = useCallback(
    async (id: string): Promise<void> => {
      const left = await request<AffiliateLinks>('DELETE', `${affiliateLinksPath}/${encodeURIComponent(id)}`);
      await mutate(key, left, { revalidate: false });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is its parts
    [mutate, lng, user],
  );
  return { ...links, create, remove };
}
