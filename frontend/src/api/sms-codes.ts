import { request } from './client';
import type { SMSCode, SMSCodeRequest } from './types';

/** Texts a code (login, register, reset); the answer is the countdown before another may be sent. */
export function sendSmsCode(body: SMSCodeRequest): Promise<SMSCode> {
  return request<SMSCode>('POST', '/api/v1/sms-codes', { body });
}
