import useSWR from 'swr';
import { useCallback } from 'react';
import { apiGet, request, type ApiError } from './client';
import { downlinesPath } from './downlines';
import { usePlayerKey } from './player-key';
import { useRevalidate } from './revalidate';
import type { Downline, DownlineDetail, DownlineRebates, RebatesUpdate } from './types';

export const downlinePath = (userName: string) => `${downlinesPath}/${encodeURIComponent(userName)}`;

export function fetchDownline(userName: string): Promise<DownlineDetail> {
  return apiGet<DownlineDetail>(downlinePath(userName));
}

/** One member of the team with its rebates and the most the agent may give; `null` asks for nothing. */
export function useDownline(userName: string | null) {
  const { lng, user } = usePlayerKey();
  return useSWR<DownlineDetail, ApiError>(userName ? [downlinePath(userName), lng, user] : null, () => fetchDownline(userName ?? ''));
}

/** Makes a direct downline who is a player an agent; the team asks again. */
export function usePromoteDownline(): (userName: string) => Promise<Downline> {
  const revalidate = useRevalidate();
  return useCallback(
    (userName) => request<Downline>('POST', `${downlinePath(userName)}/promotion`).finally(() => void revalidate(downlinesPath)),
    [revalidate],
  );
}

/** Sets a downline's rates within the agent's own; its detail asks again. */
export function useSetDownlineRebates(): (userName: string, body: RebatesUpdate) => Promise<DownlineRebates> {
  const revalidate = useRevalidate();
  return useCallback(
    (userName, body) => request<DownlineRebates>('PUT', `${downlinePath(userName)}/rebates`, { body }).finally(() => void revalidate(downlinePath(userName))),
    [revalidate],
  );
}
