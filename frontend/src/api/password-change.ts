import { request } from './client';
import type { PasswordChangeRequest } from './types';

/** Changes the logged-in player's password (the old one is always asked: the site stores none). */
export function changePassword(body: PasswordChangeRequest): Promise<{ changed: boolean }> {
  return request<{ changed: boolean }>('PUT', '/api/v1/me/password', { body });
}
