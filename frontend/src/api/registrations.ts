import { request } from './client';
import type { RegistrationRequest, Session } from './types';

/** Creates an account and logs it in (201 with the session, or a visitor when that login failed). */
export function register(body: RegistrationRequest): Promise<Session> {
  return request<Session>('POST', '/api/v1/registrations', { body });
}
