import useSWR from 'swr';
import { useLanguage } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { CustomerService } from './types';

export const customerServicePath = '/api/v1/customer-service';

/** The customer-service contacts (public, cached by the BFF like the catalogue). */
export function useCustomerService(enabled = true) {
  const lng = useLanguage();
  return useSWR<CustomerService, ApiError>(enabled ? [customerServicePath, lng] : null, () => apiGet<CustomerService>(customerServicePath));
}
