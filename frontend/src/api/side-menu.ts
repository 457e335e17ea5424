import useSWR from 'swr';
import { useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { components } from './schema';

export type SideMenu = components['schemas']['SideMenu'];
export type LiveModel = components['schemas']['LiveModel'];

export const sideMenuPath = '/api/v1/side-menu';
export const sideMenuKey = (lng: Language) => [sideMenuPath, lng] as const;

export function fetchSideMenu(): Promise<SideMenu> {
  return apiGet<SideMenu>(sideMenuPath);
}

/**
 * The side menu's content: its banners (group m_leftmenu) and, where the site offers live chat,
 * the chat's hosts; public and per language, each section loaded or `unavailable` alone. Asked
 * when the menu first opens, and shared by whatever shows the hosts.
 */
export function useSideMenu() {
  const lng = useLanguage();
  return useSWR<SideMenu, ApiError>(sideMenuKey(lng), fetchSideMenu, { keepPreviousData: true });
}
