import { useCallback } from 'react';
import { request } from './client';
import { useRecordPages } from './record-pages';
import { useRevalidate } from './revalidate';
import type { Downline, DownlinePage, NewDownline } from './types';

export const downlinesPath = '/api/v1/agent/downlines';

/** The whole team, newest first, page by page, searched by a part of a name; `null` asks for nothing. */
export function useDownlinePages(query: { userName?: string } | null) {
  return useRecordPages<DownlinePage>(downlinesPath, query);
}

/** Opens an account for a new downline (a real member who logs in with this password). */
export function openDownline(body: NewDownline): Promise<Downline> {
  return request<Downline>('POST', downlinesPath, { body });
}

/** The opening; the team and its reports ask again after it. */
export function useOpenDownline(): (body: NewDownline) => Promise<Downline> {
  const revalidate = useRevalidate();
  return useCallback((body) => openDownline(body).finally(() => void revalidate('/api/v1/agent')), [revalidate]);
}
