import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import type { Captcha } from './types';

export const captchaKey = '/api/v1/captcha';

export function fetchCaptcha(): Promise<Captcha> {
  return apiGet<Captcha>(captchaKey);
}

/**
 * A captcha picture; each new `generation` fetches a fresh one (a captcha answers once). null asks
 * nothing. `use` names the captcha's place, so that two on one page never share a picture.
 */
export function useCaptcha(generation: number | null, use = 'form') {
  return useSWR<Captcha, ApiError>(generation === null ? null : [captchaKey, use, generation], fetchCaptcha, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    dedupingInterval: 0,
  });
}
