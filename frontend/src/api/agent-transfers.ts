import { useCallback } from 'react';
import { request } from './client';
import { useRevalidate } from './revalidate';
import type { AgentTransfer, AgentTransferRequest } from './types';
import { walletKey } from './wallet';
import { walletsPath } from './wallets';

export const agentTransfersPath = '/api/v1/agent/transfers';

/** Moves money from the agent's main wallet to a downline's: a money write, one key per submission. */
export function transferToDownline(body: AgentTransferRequest, idempotencyKey: string): Promise<AgentTransfer> {
  return request<AgentTransfer>('POST', agentTransfersPath, { body, idempotencyKey });
}

/**
 * The transfer; whatever its answer (outcome_unknown included: it may have been done), the
 * balances, the team and the records ask again.
 */
export function useTransferToDownline(): (body: AgentTransferRequest, idempotencyKey: string) => Promise<AgentTransfer> {
  const revalidate = useRevalidate();
  return useCallback(
    (body, key) => transferToDownline(body, key).finally(() => void revalidate(walletKey, walletsPath, '/api/v1/agent', '/api/v1/records')),
    [revalidate],
  );
}
