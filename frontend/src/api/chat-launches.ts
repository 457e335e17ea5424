import { request } from './client';
import type { ChatLaunch } from './types';

/** Opens the player's live chat and answers its address; the chat leads back to `returnTo` (/m/...). */
export function launchChat(returnTo: string): Promise<ChatLaunch> {
  return request<ChatLaunch>('POST', '/api/v1/chat-launches', { body: { returnTo } });
}
