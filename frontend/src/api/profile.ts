import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiGet, request, type ApiError } from './client';
import type { Profile, ProfileUpdate } from './types';

export const profilePath = '/api/v1/me/profile';

export function fetchProfile(): Promise<Profile> {
  return apiGet<Profile>(profilePath);
}

/** My account: the profile, the VIP level and the verification's state. */
export function useProfile() {
  return useSWR<Profile, ApiError>(profilePath, fetchProfile);
}

/** Changes the nickname, e-mail or payee name (only the fields sent); the answer is the profile as it is then. */
export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return request<Profile>('PATCH', profilePath, { body });
}

/** The change; its answer becomes the cached profile, and the member (its nickname) asks again. */
export function useUpdateProfile(): (body: ProfileUpdate) => Promise<Profile> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const profile = await updateProfile(body);
      await mutate(profilePath, profile, { revalidate: false });
      void mutate('/api/v1/me');
      return profile;
    },
    [mutate],
  );
}
