import useSWR from 'swr';
import { useState } from 'react';
import { useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { Site } from './types';

const storageKey = 'site';

export const siteKey = (lng: Language) => ['/api/v1/site', lng] as const;

export function fetchSite(): Promise<Site> {
  return apiGet<Site>('/api/v1/site');
}

/** The last answer of /api/v1/site on this device: the status page shows at once from it. */
export function cachedSite(): Site | undefined {
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as Site) : undefined;
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

export function useSite() {
  const lng = useLanguage();
  const [fallback] = useState(cachedSite);
  return useSWR<Site, ApiError>(siteKey(lng), fetchSite, {
    fallbackData: fallback,
    keepPreviousData: true,
    revalidateOnMount: true,
    onSuccess: remember,
  });
}
