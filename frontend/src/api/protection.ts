// The player's protection: limits, pending raises, time-out or self-exclusion, the
// reality check's interval and the session clock. Every write answers the protection as it is
// then (a time-out or self-exclusion answers what was taken and ends the session), so the cached
// answer is replaced, never guessed.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiGet, request, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { ExclusionTaken, LimitChange, Protection, SelfExclusionLength, TimeOutLength } from './types';

export const protectionPath = '/api/v1/protection';
export const protectionKey = (user: string) => [protectionPath, user] as const;

export function fetchProtection(): Promise<Protection> {
  return apiGet<Protection>(protectionPath);
}

/** The signed-in player's protection; `enabled` false (a visitor) asks for nothing. */
export function useProtection(enabled = true) {
  const { user } = usePlayerKey();
  return useSWR<Protection, ApiError>(enabled && user ? protectionKey(user) : null, fetchProtection);
}

export function setLimits(limits: LimitChange[]): Promise<Protection> {
  return request<Protection>('PUT', `${protectionPath}/limits`, { body: { limits } });
}

export function setRealityCheck(minutes: number): Promise<Protection> {
  return request<Protection>('PUT', `${protectionPath}/reality-check`, { body: { minutes } });
}

/** Takes a time-out; the player has confirmed twice. The session ends with the answer. */
export function takeTimeOut(length: TimeOutLength): Promise<ExclusionTaken> {
  return request<ExclusionTaken>('POST', `${protectionPath}/time-outs`, { body: { length, confirmed: true } });
}

/** Self-excludes; the player has confirmed twice. The session ends with the answer. */
export function selfExclude(length: SelfExclusionLength): Promise<ExclusionTaken> {
  return request<ExclusionTaken>('POST', `${protectionPath}/self-exclusions`, { body: { length, confirmed: true } });
}

/** A limits or reality-check change whose answer becomes the cached protection. */
export function useProtectionChange<A extends unknown[]>(change: (...args: A) => Promise<Protection>): (...args: A) => Promise<Protection> {
  const { mutate } = useSWRConfig();
  const { user } = usePlayerKey();
  return useCallback(
    async (...args: A) => {
      const protection = await change(...args);
      await mutate(protectionKey(user), protection, { revalidate: false });
      return protection;
    },
    [change, mutate, user],
  );
}
