import { request } from './client';
import { sessionKey } from './session';
import type { Session } from './types';

/** Makes a free trial account (type 4, role trial) and logs it in; the cookie is set. */
export function startTrial(): Promise<Session> {
  return request<Session>('POST', `${sessionKey}/trial`);
}
