import useSWR from 'swr';
import { useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { Categories } from './types';

export const categoriesKey = (lng: Language) => ['/api/v1/categories', lng] as const;

export function fetchCategories(): Promise<Categories> {
  return apiGet<Categories>('/api/v1/categories');
}

/** Categories in menu order with their vendors; shared by the side menu and the lobby. */
export function useCategories(enabled = true) {
  const lng = useLanguage();
  return useSWR<Categories, ApiError>(enabled ? categoriesKey(lng) : null, fetchCategories, { keepPreviousData: true });
}
