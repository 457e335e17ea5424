import { request } from './client';
import type { Launch, LaunchRequest } from './types';

/**
 * Asks the BFF what to open for a tile, a winner, a hot match or the sports page: a game's
 * address (real, trial, lottery) or a route of the site. Never retried.
 */
export function postLaunch(target: LaunchRequest): Promise<Launch> {
  return request<Launch>('POST', '/api/v1/launches', { body: target });
}
