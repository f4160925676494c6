/**
 * Features that are reached by invite code or from a waitlist (spec part 2 §6): a person may use
 * one once they redeemed a code for it or staff admitted them from its waitlist.
 */
export const INVITE_FEATURES = ['early-access', 'photoshoots', 'print-ready', 'extractor'] as const;
export type InviteFeature = (typeof INVITE_FEATURES)[number];

export const INVITE_FEATURE_LABELS: Record<InviteFeature, string> = {
  'early-access': 'Early access',
  photoshoots: 'Photoshoots',
  'print-ready': 'Print-ready',
  extractor: 'Artwork extractor',
};

export const isInviteFeature = (feature: string): feature is InviteFeature =>
  (INVITE_FEATURES as readonly string[]).includes(feature);

/** Invite codes: letters and digits people can read out, in groups (e.g. PACK-7Q2M-X9KD). */
export const INVITE_CODE_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){2}$/;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Longest an invite may stay valid, and the default. */
export const INVITE_MAX_DAYS = 365;
export const INVITE_DEFAULT_DAYS = 30;
