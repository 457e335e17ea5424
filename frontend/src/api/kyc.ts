import { useCallback } from 'react';
import useSWR from 'swr';
import { apiGet, request, type ApiError } from './client';
import { profilePath } from './profile';
import { usePlayerKey } from './player-key';
import { useRevalidate } from './revalidate';
import type { Verification } from './types';

export const kycPath = '/api/v1/kyc';

export function fetchVerification(): Promise<Verification> {
  return apiGet<Verification>(kycPath);
}

/** The identity verification's state and the site's minimum age. */
export function useVerification() {
  const { user } = usePlayerKey();
  return useSWR<Verification, ApiError>([kycPath, user], fetchVerification);
}

/** Sends both sides of the ID and the date of birth (YYYY-MM-DD) for review. */
export function submitVerification(front: File, back: File, dateOfBirth: string): Promise<Verification> {
  const form = new FormData();
  form.append('front', front, front.name);
  form.append('back', back, back.name);
  form.append('dateOfBirth', dateOfBirth);
  return request<Verification>('POST', kycPath, { form });
}

/** The submission; the verification and the profile ask again. */
export function useSubmitVerification(): (front: File, back: File, dateOfBirth: string) => Promise<Verification> {
  const revalidate = useRevalidate();
  return useCallback(
    async (front, back, dateOfBirth) => {
      const answer = await submitVerification(front, back, dateOfBirth);
      await revalidate(kycPath, profilePath);
      return answer;
    },
    [revalidate],
  );
}
