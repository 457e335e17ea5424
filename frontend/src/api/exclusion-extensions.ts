import { request } from './client';
import type { operations } from './schema';
import type { ExclusionTaken } from './types';

export const exclusionExtensionsPath = '/api/v1/protection/exclusion-extensions';

/** A longer time-out or a self-exclusion, asked for by a player who cannot log in (bff/openapi.yaml extendExclusion). */
export type ExclusionExtension = operations['extendExclusion']['requestBody']['content']['application/json'];

/**
 * Lengthens the exclusion of a player without a session, by their user name and password; the
 * player has confirmed twice. No session is opened. The answer is the exclusion in force after it:
 * the one asked for, or a longer one already there (it is never shortened). A wrong name or
 * password is invalid_credentials; too many tries rate_limited.
 */
export function extendExclusion(body: Omit<ExclusionExtension, 'confirmed'>): Promise<ExclusionTaken> {
  return request<ExclusionTaken>('POST', exclusionExtensionsPath, { body: { ...body, confirmed: true } });
}
