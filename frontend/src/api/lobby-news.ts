import useSWR from 'swr';
import { useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { components } from './schema';

export type LobbyNews = components['schemas']['LobbyNews'];
export type NewsItem = components['schemas']['NewsItem'];

export const lobbyNewsPath = '/api/v1/lobby-news';
export const lobbyNewsKey = (lng: Language) => [lobbyNewsPath, lng] as const;

export function fetchLobbyNews(): Promise<LobbyNews> {
  return apiGet<LobbyNews>(lobbyNewsPath);
}

/** The game lobby's news, newest first, in the page's language; `content` is sanitised HTML. */
export function useLobbyNews() {
  const lng = useLanguage();
  return useSWR<LobbyNews, ApiError>(lobbyNewsKey(lng), fetchLobbyNews, { keepPreviousData: true });
}
