import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request } from './client';
import { profilePath } from './profile';
import type { Avatar } from './types';

export const avatarPath = '/api/v1/me/avatar';

/** Replaces the member's picture (multipart, field avatar). */
export function setAvatar(file: File): Promise<Avatar> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return request<Avatar>('PUT', avatarPath, { form });
}

/** The upload; the profile asks again for where the picture is served now. */
export function useSetAvatar(): (file: File) => Promise<Avatar> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (file) =>
      setAvatar(file).then(async (answer) => {
        await mutate(profilePath);
        return answer;
      }),
    [mutate],
  );
}
