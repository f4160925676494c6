/**
 * Design sessions and design actions: types, statuses, limits, costs and every text of the
 * creation flows (spec part 1 §3, §4, §5, §8, §9). Pure: shared by the server and the web.
 * Costs come from credits.ts; docs/pipeline.md explains the choices marked OUR CHOICE.
 */
import { CREDIT_MESSAGES } from './credits.ts';
import type { NotificationType } from './notifications.ts';

export const DESIGN_ACTION_TYPES = [
  'ai-imagery',
  'packaging-range',
  'variant-range',
  'logo-design',
  'product-photoshoot',
  'brand-moodboard',
  'packaging-mockup',
  'packaging-generation',
] as const;
export type DesignActionType = (typeof DESIGN_ACTION_TYPES)[number];

const ACTION_TYPE_SET: ReadonlySet<string> = new Set(DESIGN_ACTION_TYPES);

/** What each kind of design is called in the app (session cards, the image preview's title). */
export const DESIGN_ACTION_LABELS: Record<DesignActionType, string> = {
  'ai-imagery': 'AI imagery',
  'packaging-range': 'Packaging range',
  'variant-range': 'Flavor/variant range',
  'logo-design': 'Logo design',
  'product-photoshoot': 'AI photoshoot',
  'brand-moodboard': 'Brand moodboard',
  'packaging-mockup': 'Mockup',
  'packaging-generation': 'Packaging design',
};

/**
 * 'logo-design', 'LOGO_DESIGN', 'Logo_Design' → 'logo-design'; unknown → null. The logo wizard
 * sends the upper-case form (spec §7).
 */
export function normaliseDesignActionType(value: unknown): DesignActionType | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase().replace(/_/g, '-');
  return ACTION_TYPE_SET.has(v) ? (v as DesignActionType) : null;
}

/** Design actions, their images, variations and variation images (spec §4). */
export const DESIGN_STATUSES = ['pending', 'generating', 'completed', 'error', 'retrying'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

/** Statuses a poller keeps polling on (every 5 s). */
export const DESIGN_ACTIVE_STATUSES: readonly DesignStatus[] = ['pending', 'generating', 'retrying'];
export const isDesignStatusActive = (status: string | null | undefined) =>
  !!status && (DESIGN_ACTIVE_STATUSES as readonly string[]).includes(status);

/** Spring generation statuses (GET /api/spring/generation). */
export const GENERATION_STATUSES = [
  'pending',
  'generating',
  'quality_assessment',
  'finished',
  'generating_variations',
  'error',
  'retrying',
] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

export const VARIATION_TYPES = ['user-instructions', 'angles', 'packaging-range'] as const;
export type VariationType = (typeof VARIATION_TYPES)[number];
export const VARIATION_TYPE_LABELS: Record<VariationType, string> = {
  'user-instructions': 'From instructions',
  angles: 'Angles',
  'packaging-range': 'Packaging range',
};

export const IMAGE_PROVIDERS = [
  'local',
  'runware',
  'imagen_3',
  'fal_flux_lora',
  'fal_flux_pro_fill_finetune',
  'fal_ic_light_2',
  'bfl_flux_1_1_pro_fill_finetune_eu1',
  'bfl_flux_1_1_pro_fill_finetune_us1',
  'fal',
  'openai',
] as const;

export const SESSION_SORTS = ['date-created', 'last-modified', 'alphabetical'] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];

export const DESIGN_LIMITS = {
  textMax: 10000,
  brandMax: 200,
  logoMaxColours: 4,
  packagingRangeMaxTypes: 4,
  aiImageryMinImages: 1,
  aiImageryMaxImages: 5,
  aiImageryDefaultImages: 5,
  variantMinImages: 1,
  variantMaxImages: 4,
  variantDefaultImages: 4,
  instructionsMax: 1000,
  packagingMinImages: 1,
  packagingMaxImages: 9,
  /** OUR CHOICE: the generator form's default image count. */
  packagingDefaultImages: 4,
  additionalFilesMax: 5,
  /** OUR CHOICE: brand moodboard, images per board (1 to 5, default 4). */
  moodboardMaxImages: 5,
  moodboardDefaultImages: 4,
  mockupMinImages: 4,
  mockupMaxImages: 10,
  sessionNameMax: 200,
  springPageSize: 100,
  springMaxPageSize: 100,
  /** Spring generation sessions (preauth claims) expire after 30 minutes. */
  preauthExpiryMinutes: 30,
  pollIntervalMs: 5000,
  springRefreshMs: 60_000,
  /** A logged-out launch request waits this long for its email to sign in. */
  launchExpiryMinutes: 30,
  /** OUR CHOICE: logged-out launches one IP address may make per hour (LAUNCH_REQUESTS_PER_IP overrides). */
  launchesPerIpPerHour: 10,
  progressBaseSeconds: 120,
} as const;

export const DESIGN_MESSAGES = {
  required: 'Required field',
  hexColour: 'Color must be a valid 6 character hex color',
  maxColours: 'Choose up to 4 colours',
  textTooLong: 'Must be at most 10000 characters',
  brandRequired: 'Please enter your brand name',
  productTypesMin: 'Please select at least one product type',
  productTypesMax: 'You can only select up to 4 product types',
  promptRequired: 'Please enter a prompt',
  variationRequired: 'Please describe the variation you want',
  instructionsTooLong: 'Instructions must be at most 1000 characters',
  audienceRequired: 'Please enter the audience',
  productCategoryRequired: 'Please enter the product category',
  useCaseRequired: 'Please enter the use case',
  productImageRequired: 'Please select an image of your product',
  sourceImageRequired: 'Please select an asset',
  artworkRequired: 'Please select an artwork',
  mockupProductRequired: 'Please select at least one product',
  packagingOptionRequired: 'Please select a specific packaging option',
  descriptionTooLong: 'Description must be less than 10000 characters',
  invalidEmail: 'Please enter a valid email address',
  imageTypes: 'Only JPG, PNG, WEBP, AVIF, and SVG images are allowed',
  additionalFilesMax: 'You can add up to 5 additional files',
  invalidUuid: 'Must be a valid id',
  invalidType: 'Unknown design action type',
  sessionNameRequired: 'Please enter a session name',
  sessionCreateFailed: 'Failed to create session',
  sessionCreateFailedRetry: 'Failed to create session. Please try again.',
  springNameTaken: 'You already have a generation with this name',
  launchExpired: 'This request has expired. Please fill in the form again.',
  launchWrongAccount: 'This request was made for another email address',
  launchEmailRequired: 'Please sign in, or give your email to launch without an account',
  sourceNotFound: 'The selected image could not be found',
  generationFailed: 'The images could not be generated. Your credits have been returned.',
  remixNotFoundTitle: 'Design not found',
  remixNotFound: 'The design to remix no longer exists.',
  remixUnsupportedTitle: "This design can't be remixed",
  remixUnsupported: 'Open it from its session instead.',
  /** Saving a stored reference image failed (the spec's wording for the packaging range; ours for the others). */
  storedReferenceFailed: {
    'packaging-range': 'Failed to save stored reference image for packaging range selection',
    'variant-range': 'Failed to save stored reference image for variant range',
    'product-photoshoot': 'Failed to save stored reference image for product photoshoot',
  },
} as const;

export interface DesignFlowTexts {
  /** 402 toast: title 'Insufficient credits' and this message (also the server's 402 message). */
  insufficient: string;
  errorTitle: string;
  errorMessage: string;
  successTitle: string;
  successMessage: string;
  /** Completion notification. */
  readyTitle: string;
  readyMessage: string;
}

const tryAgain = 'Please try again';
const notifyLater = "We'll notify you when they're ready";

/** Spec §8 texts per flow; ready* texts (completion notifications) are OUR CHOICE. */
export const DESIGN_FLOW_TEXTS: Record<DesignActionType, DesignFlowTexts> = {
  'logo-design': {
    insufficient: CREDIT_MESSAGES.insufficientFor.logos,
    errorTitle: 'Error generating your logos',
    errorMessage: tryAgain,
    successTitle: 'Generating your logos',
    successMessage: notifyLater,
    readyTitle: 'Your logos are ready',
    readyMessage: 'Open your session to see the new logo concepts.',
  },
  'packaging-range': {
    insufficient: CREDIT_MESSAGES.insufficientFor.packagingRange,
    errorTitle: 'Error generating your packaging range',
    errorMessage: tryAgain,
    successTitle: 'Generating your packaging range',
    successMessage: notifyLater,
    readyTitle: 'Your packaging range is ready',
    readyMessage: 'Open your session to see the new packaging range.',
  },
  'variant-range': {
    insufficient: CREDIT_MESSAGES.insufficientFor.variations,
    errorTitle: 'Error generating your variations',
    errorMessage: tryAgain,
    successTitle: 'Generating your variations',
    successMessage: notifyLater,
    readyTitle: 'Your variations are ready',
    readyMessage: 'Open your session to see the new variations.',
  },
  'product-photoshoot': {
    insufficient: CREDIT_MESSAGES.insufficientFor.photoshoot,
    errorTitle: 'Error generating your photoshoot',
    errorMessage: tryAgain,
    successTitle: 'Generating your product photoshoot',
    successMessage: "We'll notify you when it's ready",
    readyTitle: 'Your product photoshoot is ready',
    readyMessage: 'Open your session to see the new photos.',
  },
  'ai-imagery': {
    insufficient: CREDIT_MESSAGES.insufficientFor.images,
    errorTitle: 'Error generating your images',
    errorMessage: tryAgain,
    successTitle: 'Generating your images',
    successMessage: notifyLater,
    readyTitle: 'Your images are ready',
    readyMessage: 'Open your session to see the new images.',
  },
  'brand-moodboard': {
    insufficient: CREDIT_MESSAGES.insufficientFor.images,
    errorTitle: 'Error generating your moodboard',
    errorMessage: tryAgain,
    successTitle: 'Generating your moodboard',
    successMessage: notifyLater,
    readyTitle: 'Your moodboard is ready',
    readyMessage: 'Open your session to see the moodboard.',
  },
  'packaging-mockup': {
    insufficient: CREDIT_MESSAGES.insufficientFor.mockup,
    errorTitle: 'Error generating your mockups',
    errorMessage: tryAgain,
    successTitle: 'Generating your mockups',
    successMessage: notifyLater,
    readyTitle: 'Your mockups are ready',
    readyMessage: 'Open your session to see the mockups.',
  },
  'packaging-generation': {
    insufficient: CREDIT_MESSAGES.insufficientFor.images,
    errorTitle: 'Error generating your packaging designs',
    errorMessage: tryAgain,
    successTitle: 'Generating your packaging designs',
    successMessage: notifyLater,
    readyTitle: 'Your packaging designs are ready',
    readyMessage: 'Open your session to see the new packaging designs.',
  },
};

export const DESIGN_ERROR_NOTIFICATION: NotificationType = 'design_generation_error';

/** The session page a design action's notifications open. */
export const sessionDeeplink = (sessionId: string) => `/dashboard/sessions/${sessionId}`;

/** TanStack Query keys the web invalidates when an action settles. */
export function designActionQueryKeys(sessionId: string, actionId: string): (string | null)[][] {
  return [
    ['design-action', actionId],
    ['design-session', sessionId],
    ['assets', sessionId],
    ['design-sessions'],
    ['credits'],
  ];
}

/**
 * Progress shown for a generation: elapsed/120 s up to 120 s; then creeps toward 100 on a slow
 * curve and never reaches it (spec §4). Returns a percentage in [0, 100).
 */
const PROGRESS_HOLD = 99;

export function generationProgress(
  elapsedMs: number,
  baseSeconds: number = DESIGN_LIMITS.progressBaseSeconds,
) {
  const t = Math.max(0, elapsedMs) / 1000;
  // Elapsed over the base, held just short of 100 at the base itself…
  if (t <= baseSeconds) return Math.min(PROGRESS_HOLD, (t / baseSeconds) * 100);
  // …then the last percent fills on a slow exponential that never arrives.
  return (
    PROGRESS_HOLD + (100 - PROGRESS_HOLD) * 0.99 * (1 - Math.exp(-(t - baseSeconds) / (baseSeconds * 2)))
  );
}
