import { request } from './client';
import type { MarkedRead } from './types';

/** Marks a message read, as opening it does. */
export function readMessage(id: string): Promise<MarkedRead> {
  return request<MarkedRead>('POST', `/api/v1/inbox/${encodeURIComponent(id)}/read`);
}
