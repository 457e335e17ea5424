import { useCallback } from 'react';
import { request } from './client';
import { promotionsPath } from './promotions';
import type { ApplicationReceipt } from './types';
import { useRevalidate } from './revalidate';

/** Applies for a promotion with a comment and up to three pictures (multipart: comment, pictures). */
export function applyForPromotion(id: string, comment: string, pictures: File[]): Promise<ApplicationReceipt> {
  const form = new FormData();
  form.append('comment', comment);
  for (const p of pictures) form.append('pictures', p, p.name);
  return request<ApplicationReceipt>('POST', `${promotionsPath}/${encodeURIComponent(id)}/applications`, { form });
}

/** The application; the promotions ask again (the promotion then shows applying). */
export function useApplyForPromotion(): (id: string, comment: string, pictures: File[]) => Promise<ApplicationReceipt> {
  const revalidate = useRevalidate();
  return useCallback(
    (id, comment, pictures) => applyForPromotion(id, comment, pictures).finally(() => void revalidate(promotionsPath)),
    [revalidate],
  );
}
