import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import type { Security } from './types';

export const securityKey = '/api/v1/me/security';

export function fetchSecurity(): Promise<Security> {
  return apiGet<Security>(securityKey);
}

/** The security centre's facts: payment password set, payout accounts, masked e-mail and mobile. */
export function useSecurity() {
  return useSWR<Security, ApiError>(securityKey, fetchSecurity);
}
