import useSWR from 'swr';
import { currentLanguage, useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import { joinPrefetch, prefetch, useHasFirstAnswer } from './first-answers';
import type { Categories } from './types';

export const categoriesKey = (lng: Language) => ['/api/v1/categories', lng] as const;

export function fetchCategories(): Promise<Categories> {
  return apiGet<Categories>('/api/v1/categories');
}

/** Categories in menu order with their vendors; shared by the side menu and the lobby. */
export function useCategories(enabled = true) {
  const lng = useLanguage();
  const key = categoriesKey(lng);
  const firstAnswer = useHasFirstAnswer(key);
  return useSWR<Categories, ApiError>(enabled ? key : null, () => joinPrefetch(key, fetchCategories), {
    keepPreviousData: true,
    revalidateOnMount: !firstAnswer,
  });
}

/** Starts the categories before React renders (entry on a lobby page); resolves once they are in the cache. */
export function preloadCategories(): Promise<unknown> {
  return prefetch(categoriesKey(currentLanguage()), fetchCategories);
}
