/** Product-wide constants from the specification. One place for each rule. */

/** The product's one version: every package.json, /api/meta.json and the web client carry it. */
export const PRODUCT_VERSION = '3.170.0';
export const CLIENT_VERSION = PRODUCT_VERSION;

export const TIERS = ['free', 'starter', 'growth', 'plus', 'pro', 'scale', 'unlimited'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_LABELS: Record<Tier, string> = {
  free: 'Free',
  starter: 'Starter',
  growth: 'Growth',
  plus: 'Plus',
  pro: 'Pro',
  scale: 'Scale',
  unlimited: 'Unlimited',
};

/** Feature-flag ordering from the spec (Plus and Pro share their siblings' rank). */
export const TIER_ORDER: Record<Tier, number> = {
  free: 0,
  starter: 1,
  plus: 1,
  growth: 2,
  pro: 2,
  scale: 3,
  unlimited: 4,
};

export const BILLING_INTERVALS = ['monthly', 'annual'] as const;

export const AUTH = {
  codeLength: 6,
  codeTtlMinutes: 10,
  maxCodeAttempts: 5,
  tokenTtlDays: 30,
  /** Code requests allowed per email and per IP within the window. */
  codeRequestsPerEmail: 5,
  codeRequestsPerIp: 20,
  codeRequestWindowMinutes: 15,
} as const;

export const ONBOARDING_RETRY = { attempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

export const BREAKPOINTS = { mobileBelowPx: 768, desktopPx: 1024 } as const;

/**
 * Image viewers on phones load the images this many positions either side of the open one
 * ahead of time (spec part 2 shell), `concurrent` at a time, so a swipe shows the next at once.
 */
export const VIEWER_PREFETCH = { neighbours: 10, concurrent: 3 } as const;

/** The search dialog focuses its prompt this long after opening (spec part 2 §4). */
export const SEARCH_DIALOG_FOCUS_DELAY_MS = 100;

export const TOAST_DURATION_MS = { success: 3000, error: 5000 } as const;

export const JOB_ROLES = [
  'Founder / Business owner',
  'Marketing',
  'Brand manager',
  'Graphic or Packaging Design',
  'Product development',
  'Agency',
  'Student',
  'Other',
] as const;

export const TIMINGS = [
  'Within the next 48 hours',
  'Within the next 7 days',
  'Within the next month',
  'In the next few months',
  'Just exploring',
] as const;

/** The promotional banner offers a booking link to founders about to launch. */
export const PROMO_BOOKING_TIMINGS: readonly string[] = [
  'Within the next 48 hours',
  'Within the next 7 days',
];
export const PROMO_BOOKING_JOB_ROLE = 'Founder / Business owner';

export const COMPANY_TYPES = [
  'Brand or product company',
  'Design agency',
  'Packaging manufacturer or printer',
  'Retailer',
  'Freelancer',
  'Other',
] as const;

export const SOURCES = [
  'Search engine',
  'Social media',
  'Friend or colleague',
  'Newsletter or blog',
  'Event',
  'Other',
] as const;

export const TOOLS = [
  'Adobe Illustrator',
  'Photoshop',
  'Figma',
  'Canva',
  'Other AI tools',
  'None yet',
] as const;

/** Job role that can see the Extractor nav item. */
export const EXTRACTOR_JOB_ROLE = 'Graphic or Packaging Design';

/** Collections (spec part 2 §5, §9): one place for every size and limit. */
export const COLLECTIONS = {
  nameMaxLength: 200,
  descriptionMaxLength: 1000,
  maxLimit: 100,
  /** /dashboard/collections and the stream list. */
  listPageSize: 10,
  /** The add-to-collection dialog. */
  dialogPageSize: 20,
  itemsDefaultLimit: 25,
  /** /dashboard/collections/{id}. */
  pageImages: 48,
  /** The sidebar panel: latest by last update. */
  panelSize: 7,
  maxAssetIds: 100,
  /** Item thumbnails carried by each collection in a list. */
  thumbnails: 4,
  /**
   * A collection's file URLs last 5–10 minutes (a removed collaborator's links die with them), so
   * an open collection page reloads its items this often to keep fresh ones.
   */
  urlRefreshMs: 4 * 60_000,
  /** Invitations one person may send per hour (across all their collections). */
  invitesPerHour: 20,
} as const;
