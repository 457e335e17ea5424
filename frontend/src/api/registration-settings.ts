import useSWR from 'swr';
import { useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { RegistrationSettings } from './types';

export const registrationSettingsKey = (lng: Language) => ['/api/v1/registration/settings', lng] as const;

export function fetchRegistrationSettings(): Promise<RegistrationSettings> {
  return apiGet<RegistrationSettings>('/api/v1/registration/settings');
}

/** The registration form: methods, fields with their switches and patterns, dialling codes, terms, age. */
export function useRegistrationSettings() {
  const lng = useLanguage();
  return useSWR<RegistrationSettings, ApiError>(registrationSettingsKey(lng), fetchRegistrationSettings, { keepPreviousData: true });
}
