import { request } from './client';
import type { DeletedMessages } from './types';

/** Deletes several messages at once, all or none. */
export function deleteMessages(ids: string[]): Promise<DeletedMessages> {
  return request<DeletedMessages>('DELETE', '/api/v1/inbox', { query: { ids: ids.join(',') } });
}
