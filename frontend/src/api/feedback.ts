import { request } from './client';
import type { FeedbackAccepted, FeedbackRequest } from './types';

/** The bounds of the feedback form, as the BFF checks them (bff/messages). */
export const feedbackBounds = { min: 10, max: 500, contactMax: 100 } as const;

/** Sends the help centre's feedback form. */
export function sendFeedback(body: FeedbackRequest): Promise<FeedbackAccepted> {
  return request<FeedbackAccepted>('POST', '/api/v1/feedback', { body });
}
