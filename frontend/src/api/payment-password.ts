import { useCallback } from 'react';
import { request } from './client';
import { useRevalidate } from './revalidate';
import { securityKey } from './security';
import type { PasswordChanged, PaymentPasswordRequest } from './types';
import { withdrawalOptionsPath } from './withdrawal-options';

export const paymentPasswordPath = '/api/v1/me/payment-password';

/** Sets the first payment password, or changes it with the current one. */
export function setPaymentPassword(body: PaymentPasswordRequest): Promise<PasswordChanged> {
  return request<PasswordChanged>('PUT', paymentPasswordPath, { body });
}

/** Sets or changes it; then the security centre and the withdrawal options ask again. */
export function useSetPaymentPassword(): (body: PaymentPasswordRequest) => Promise<PasswordChanged> {
  const revalidate = useRevalidate();
  return useCallback((body) => setPaymentPassword(body).finally(() => void revalidate(securityKey, withdrawalOptionsPath)), [revalidate]);
}
