import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import type { UsernameAvailability } from './types';

export const usernameKey = (name: string) => `/api/v1/usernames/${encodeURIComponent(name)}`;

export function fetchUsername(name: string): Promise<UsernameAvailability> {
  return apiGet<UsernameAvailability>(usernameKey(name));
}

/** Whether a user name is free; `name` null asks nothing. */
export function useUsernameAvailability(name: string | null) {
  return useSWR<UsernameAvailability, ApiError>(name ? usernameKey(name) : null, () => fetchUsername(name ?? ''));
}
