import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { RedEnvelopes } from './types';

export const redEnvelopesPath = '/api/v1/red-envelopes';

export function fetchRedEnvelopes(): Promise<RedEnvelopes> {
  return apiGet<RedEnvelopes>(redEnvelopesPath);
}

/** The red-envelope rain on now (null when none) and the next one. */
export function useRedEnvelopes() {
  const { lng, user } = usePlayerKey();
  return useSWR<RedEnvelopes, ApiError>([redEnvelopesPath, lng, user], fetchRedEnvelopes);
}
