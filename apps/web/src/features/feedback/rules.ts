import type { Tier } from '@packsmith/core';

/** Where the feedback call is booked (a reply to this address sets up the 15-minute call). */
export const FEEDBACK_CALL_EMAIL = 'feedback@packsmith.app';
export const FEEDBACK_DISMISSED_KEY = 'packsmith.feedback-toast-dismissed';

export interface FeedbackOfferInput {
  flagOn: boolean;
  tier: Tier | null;
  /** Whether the person holds top-up credits (the balance's topUpBalance: a fully spent top-up no longer counts). */
  hasTopUp: boolean;
  dismissed: boolean;
  pathname: string;
}

/**
 * The feedback offer (spec part 1): shown when its flag is on, the person has a paid tier or at
 * least one top-up, it was not dismissed, and the page is not /dashboard.
 */
export function offersFeedback({ flagOn, tier, hasTopUp, dismissed, pathname }: FeedbackOfferInput): boolean {
  if (!flagOn || dismissed || tier === null) return false;
  if (pathname.replace(/\/+$/, '') === '/dashboard') return false;
  return tier !== 'free' || hasTopUp;
}
