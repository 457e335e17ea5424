import { request } from './client';
import type { ForgotPasswordRequest, PhoneResetRequest, Session } from './types';

/** Forgot password by e-mail: accepted whether or not the account exists. */
export function forgotPasswordByEmail(body: ForgotPasswordRequest): Promise<{ accepted: boolean }> {
  return request<{ accepted: boolean }>('POST', '/api/v1/password-resets/email', { body });
}

/** Sets a new password with an SMS code; the BFF then logs the player in (or answers a visitor). */
export function setPasswordByPhone(body: PhoneResetRequest): Promise<Session> {
  return request<Session>('POST', '/api/v1/password-resets/phone', { body });
}
