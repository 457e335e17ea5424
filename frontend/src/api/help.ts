import useSWR from 'swr';
import { useLanguage } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { Help } from './types';

export const helpPath = '/api/v1/help';

/** The help centre's topics in the interface language, their HTML sanitised by the BFF. */
export function useHelp() {
  const lng = useLanguage();
  return useSWR<Help, ApiError>([helpPath, lng], () => apiGet<Help>(helpPath));
}
