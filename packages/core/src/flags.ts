import type { Tier } from './constants.ts';

/**
 * Every feature flag the product reads, with what it changes. Flags are evaluated per user on the
 * server (the flags port) and sent to the web in one call; a flag's row is created with its
 * default audience the first time the server starts.
 */
export const FLAG_KEYS = [
  'dry-run-generation',
  'maintenance-page',
  'annual-subscriptions',
  'collections-search',
  'blurry-previews',
  'print-ready',
  'render-mvp',
  'early-access-alpha',
  'competition-promotion',
  'chat-editor-supporting-assets',
  'get-this-design',
  'print-ready-product-page',
  'feedback-toast',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

/** Who a flag is on for: the union of its rules (anyone matching any rule gets it). */
export interface FlagAudience {
  /** On for everyone, signed in or not. */
  everyone: boolean;
  /** On for staff (company e-mail domain). */
  staff: boolean;
  /** On for users on these tiers. */
  tiers: Tier[];
  /** On for these users. */
  userIds: string[];
  /** On for this share of signed-in users (0–100), the same users every time. */
  percentage: number;
}

export interface FlagDefinition {
  label: string;
  /** What turning it on changes, as shown to staff. */
  effect: string;
  defaultAudience: FlagAudience;
}

const nobody: FlagAudience = { everyone: false, staff: false, tiers: [], userIds: [], percentage: 0 };
const staffOnly: FlagAudience = { ...nobody, staff: true };
const everyone: FlagAudience = { ...nobody, everyone: true };

export const FLAGS: Record<FlagKey, FlagDefinition> = {
  'dry-run-generation': {
    label: 'Dry-run generation',
    effect: 'Generations run on the local design engine instead of the paid image providers.',
    defaultAudience: nobody,
  },
  'maintenance-page': {
    label: 'Maintenance page',
    effect: "Shows 'We'll be back soon!' instead of the app (staff still get in).",
    defaultAudience: nobody,
  },
  'annual-subscriptions': {
    label: 'Annual subscriptions',
    effect: 'Offers the yearly plans on the pricing page and at checkout.',
    defaultAudience: everyone,
  },
  'collections-search': {
    label: 'Collections search',
    effect: 'Search and filters inside collections.',
    defaultAudience: everyone,
  },
  'blurry-previews': {
    label: 'Blurry previews',
    effect:
      'A logged-out generator launch shows its first concept blurred (blurred by the server) until the visitor signs up.',
    defaultAudience: nobody,
  },
  'print-ready': {
    label: 'Print-ready',
    effect: 'Shows Print-Ready in the sidebar and the print-ready offers.',
    defaultAudience: everyone,
  },
  'render-mvp': {
    label: 'Render MVP',
    effect: 'Shows Photoshoots in the sidebar and its page.',
    defaultAudience: staffOnly,
  },
  'early-access-alpha': {
    label: 'Early access alpha',
    effect: 'Shows an Early Access item in the sidebar.',
    defaultAudience: staffOnly,
  },
  'competition-promotion': {
    label: 'Competition promotion',
    effect: 'Shows the running competition’s banner above every page.',
    defaultAudience: nobody,
  },
  'chat-editor-supporting-assets': {
    label: 'Chat editor supporting assets',
    effect: 'Lets people attach reference images in the chat editor.',
    defaultAudience: everyone,
  },
  'get-this-design': {
    label: 'Get this design',
    effect:
      'The print action of the editor and the image preview becomes “Get this design” (the design’s print-ready page) instead of “Get print-ready file”.',
    defaultAudience: nobody,
  },
  'print-ready-product-page': {
    label: 'Print-ready product page',
    effect: 'Print-ready offers open the product page with its pay route (/print-ready/pay/{fileType}).',
    defaultAudience: nobody,
  },
  'feedback-toast': {
    label: 'Feedback toast',
    effect: 'Offers paying users a £75 voucher for a 15-minute call.',
    defaultAudience: nobody,
  },
};

export const isFlagKey = (key: string): key is FlagKey => (FLAG_KEYS as readonly string[]).includes(key);

/** The evaluated flags for one user: every key, on or off. */
export type EvaluatedFlags = Record<FlagKey, boolean>;

/**
 * The bucket (0–99) a user falls in for a flag's percentage rollout: stable per user and flag,
 * spread evenly (FNV-1a over "key:userId").
 */
export function rolloutBucket(key: string, userId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${key}:${userId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Who is asking: nothing but the fields flags may target. */
export interface FlagContext {
  userId: string | null;
  tier: Tier | null;
  staff: boolean;
  jobRole: string | null;
}

/** Whether `audience` includes the person in `context`. */
export function audienceIncludes(key: string, audience: FlagAudience, context: FlagContext): boolean {
  if (audience.everyone) return true;
  if (!context.userId) return false;
  if (audience.staff && context.staff) return true;
  if (context.tier && audience.tiers.includes(context.tier)) return true;
  if (audience.userIds.includes(context.userId)) return true;
  return audience.percentage > 0 && rolloutBucket(key, context.userId) < audience.percentage;
}
