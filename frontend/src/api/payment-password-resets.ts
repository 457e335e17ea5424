import { useCallback } from 'react';
import { request } from './client';
import { useRevalidate } from './revalidate';
import { securityKey } from './security';
import type { PasswordChanged, PaymentPasswordResetRequest } from './types';
import { withdrawalOptionsPath } from './withdrawal-options';

export const paymentPasswordResetsPath = '/api/v1/payment-password-resets';

/** Sets a new payment password without the current one: by the security questions' answers, or by an SMS code. */
export function resetPaymentPassword(body: PaymentPasswordResetRequest): Promise<PasswordChanged> {
  return request<PasswordChanged>('POST', paymentPasswordResetsPath, { body });
}

/** Resets it; then the security centre and the withdrawal options ask again. */
export function useResetPaymentPassword(): (body: PaymentPasswordResetRequest) => Promise<PasswordChanged> {
  const revalidate = useRevalidate();
  return useCallback((body) => resetPaymentPassword(body).finally(() => void revalidate(securityKey, withdrawalOptionsPath)), [revalidate]);
}
