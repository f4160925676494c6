import type { FlagKey } from './flags.ts';

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

/** One line on what each feature lets people do (the Early access page). */
export const INVITE_FEATURE_DESCRIPTIONS: Record<InviteFeature, string> = {
  'early-access': 'Try new tools before everyone else and tell us what you think.',
  photoshoots: 'Turn your packaging designs into lifelike product photoshoots.',
  'print-ready': 'Order print-ready files for your designs from professional designers.',
  extractor: 'Lift the artwork off a packaging photo to reuse it in new designs.',
};

export const isInviteFeature = (feature: string): feature is InviteFeature =>
  (INVITE_FEATURES as readonly string[]).includes(feature);

/** Invite codes: letters and digits people can read out, in groups (e.g. PACK-7Q2M-X9KD). */
export const INVITE_CODE_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){2}$/;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Longest an invite may stay valid, and the default. */
export const INVITE_MAX_DAYS = 365;
export const INVITE_DEFAULT_DAYS = 30;
/** Codes per page in the staff list. */
export const INVITE_LIST_PAGE_SIZE = 50;
/** The staff waitlist shows (and admits at once) at most this many people, oldest first. */
export const WAITLIST_BATCH = 500;
/** The web's query key for feature statuses; an admission notification refreshes everything under it. */
export const FEATURE_STATUS_QUERY_KEY = ['feature-invites'] as const;

/** Where people see and unlock invite-only features. */
export const EARLY_ACCESS_PATH = '/dashboard/early-access';

/** The in-app notification's text when staff admit someone from a waitlist. */
export const admittedMessage = (feature: InviteFeature) =>
  `${INVITE_FEATURE_LABELS[feature]} is now unlocked for you.`;

/**
 * Flags whose feature is also reached by invite code or waitlist: the flag is on for anyone in
 * its audience and for anyone with access to the feature (admitted people get it at once).
 */
export const FLAG_ACCESS_FEATURES = {
  'render-mvp': 'photoshoots',
  'early-access-alpha': 'early-access',
  'print-ready': 'print-ready',
} as const satisfies Partial<Record<FlagKey, InviteFeature>>;

/** Query keys an access change refreshes on the web: the statuses and the evaluated flags. */
export const ACCESS_CHANGE_QUERY_KEYS = [[...FEATURE_STATUS_QUERY_KEY], ['flags']];
