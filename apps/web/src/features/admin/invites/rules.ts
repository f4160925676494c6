import type { InviteCode } from '@packsmith/core';

export type CodeState = 'available' | 'redeemed' | 'expired';

/** A code is redeemed once used; otherwise expired after its date; otherwise still available. */
export function codeState(invite: Pick<InviteCode, 'redeemedAt' | 'expiresAt'>, now = Date.now()): CodeState {
  if (invite.redeemedAt) return 'redeemed';
  return Date.parse(invite.expiresAt) <= now ? 'expired' : 'available';
}

export const CODE_STATE_BADGES = {
  available: { label: 'Available', variant: 'success' },
  redeemed: { label: 'Redeemed', variant: 'neutral' },
  expired: { label: 'Expired', variant: 'danger' },
} as const;
