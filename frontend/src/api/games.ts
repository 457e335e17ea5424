import useSWR from 'swr';
import { useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { GamePage, GameQuery } from './types';

export const gamesKey = (query: GameQuery, lng: Language) => ['/api/v1/games', lng, JSON.stringify(query)] as const;

export function fetchGames(query: GameQuery): Promise<GamePage> {
  return apiGet<GamePage>('/api/v1/games', query);
}

/** One page of a game list; `null` asks for nothing (e.g. while 'all' is chosen). */
export function useGames(query: GameQuery | null) {
  const lng = useLanguage();
  return useSWR<GamePage, ApiError>(query ? gamesKey(query, lng) : null, () => fetchGames(query ?? {}), { keepPreviousData: true });
}
