import { request } from './client';
import type { DeletedMessages } from './types';

/** Deletes one message. */
export function deleteMessage(id: string): Promise<DeletedMessages> {
  return request<DeletedMessages>('DELETE', `/api/v1/inbox/${encodeURIComponent(id)}`);
}
