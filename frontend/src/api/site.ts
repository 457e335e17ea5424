import useSWR from 'swr';
import { useState } from 'react';
import { currentLanguage, useLanguage, type Language } from '../i18n/i18n';
import { learnZoneOffsets } from '../lib/zone-offsets';
import { apiGet, type ApiError } from './client';
import { joinPrefetch, prefetch, useHasFirstAnswer } from './first-answers';
import type { Site } from './types';

const storageKey = 'site';

export const siteKey = (lng: Language) => ['/api/v1/site', lng] as const;

/** Each answer's zone offsets are kept (lib/zone-offsets.ts): dates.ts writes a date within them without Intl. */
function learnt(site: Site): Site {
  learnZoneOffsets(site.zone, site.zoneOffsets);
  return site;
}

export function fetchSite(): Promise<Site> {
  return apiGet<Site>('/api/v1/site').then(learnt);
}

/** The last answer of /api/v1/site on this device: the status page shows at once from it. */
export function cachedSite(): Site | undefined {
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? learnt(JSON.parse(raw) as Site) : undefined;
  } catch {
    return undefined;
  }
}

function remember(site: Site): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(site));
  } catch {
    // storage full or disabled: the next start simply waits for the network
  }
}

/** Starts /api/v1/site before React renders: the shell and every page wait for it. */
export function preloadSite(): Promise<Site | undefined> {
  return prefetch(siteKey(currentLanguage()), fetchSite).then((site) => {
    if (site) remember(site);
    return site;
  });
}

export function useSite() {
  const lng = useLanguage();
  const key = siteKey(lng);
  const [fallback] = useState(cachedSite);
  const firstAnswer = useHasFirstAnswer(key);
  return useSWR<Site, ApiError>(key, () => joinPrefetch(key, fetchSite), {
    fallbackData: fallback,
    keepPreviousData: true,
    // the answer kept on this device is shown at once, then refreshed, unless the start-up's answer is in
    revalidateOnMount: !firstAnswer,
    onSuccess: remember,
  });
}
