/**
 * Credits: costs, action types, tier allowances, top-up options and the rules both ends share.
 * Every number here comes from the specification (part 1 §6 and §9, part 2 §9) unless its
 * comment says it is our own choice; docs/credits.md explains those choices.
 */
import type { Tier } from './constants.ts';

// ---------------------------------------------------------------------------------------------
// Ledger vocabulary
// ---------------------------------------------------------------------------------------------

/** The action types a credit history row can carry (spec part 1 §3, Credits). */
export const CREDIT_ACTION_TYPES = [
  'image_generation',
  'bonus',
  'allowance_reset',
  'topup',
  'edit',
  'artwork_extraction',
  'mockup',
  'export',
  'refine',
  'judge_eval',
  'chat_image_generation',
  'chat_image_upscale',
  'chat_logo_update',
  'chat_product_image_update',
  'change_packaging_format',
  'playground_generation',
] as const;
export type CreditActionType = (typeof CREDIT_ACTION_TYPES)[number];

/** Action types that add credits; every other type spends them. */
export const CREDIT_GRANT_ACTION_TYPES: readonly CreditActionType[] = ['bonus', 'allowance_reset', 'topup'];

export const CREDIT_HISTORY_STATUSES = ['completed', 'pending', 'cancelled'] as const;
export type CreditHistoryStatus = (typeof CREDIT_HISTORY_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Credit costs
// ---------------------------------------------------------------------------------------------

/** Every credit cost in the specification (part 1 §9 and part 2 §9). */
export const CREDIT_COSTS = {
  /** Packaging range: 1 credit per selected product type (at most 4 types). */
  packagingRangePerType: 1,
  /** AI imagery: 3 credits per image, 1 to 5 images, default 5. */
  aiImageryPerImage: 3,
  /** A general image (any AI image that is not a packaging render). */
  generalImage: 3,
  /** A packaging image (packaging generator renders, 1 to 9 per request). */
  packagingImage: 1,
  /**
   * Logo generation: the spec's "3 (images)" — the images a logo generation is priced at. It
   * delivers `logoDeliveredImages` logos: the issue asks that four arrive, one per lockup family.
   */
  logoImages: 3,
  /** OUR CHOICE: logos one generation delivers (four lockups), priced as `logoImages`. */
  logoDeliveredImages: 4,
  /**
   * Logo per-image factor: not shown in the spec. OUR CHOICE: the general image cost (3), because
   * a logo is a full AI image. A logo generation therefore costs 3 × 3 = 9 credits.
   */
  logoPerImageFactor: 3,
  /**
   * The spec's second logo constant "5" whose meaning is not shown. OUR CHOICE: the most logo
   * images one request may ask for. It does not enter the default price.
   */
  logoMaxImages: 5,
  /** Single edits in the asset editor. */
  edit: 10,
  artworkExtraction: 50,
  /** Per mockup image. */
  mockup: 2,
  /** Rating a design in the judge costs the judge evaluation cost. */
  judgeEvaluation: 5,
  /** Chat editor: per message; a chat edit costs this × variations (1 to 4). */
  chatConversationPerMessage: 5,
  /** Editor quick edits (one-click tools). */
  editorQuickEdit: 5,
  /** Chat tools (part 1 §9 and part 2 §9). */
  chatTools: {
    newImage: 5,
    fromReferenceImages: 5,
    upscale: 5,
    updateLogo: 5,
    getAssetImage: 0,
    addProductImage: 5,
    changePackagingFormat: 5,
    changePackageDimensions: 5,
    editText: 5,
    zoomOut: 5,
  },
  /**
   * Variant range, per image: the spec's helper is not shown. OUR CHOICE: the general image cost
   * (3): each variant is a full new image. 1 to 4 images (default 4) → 3 to 12 credits.
   */
  variantPerImage: 3,
  /** See angles: 4 variations at the per-image cost (part 2 §9). */
  seeAnglesVariations: 4,
  /**
   * Product photoshoot, per image: the spec's helper is not shown. OUR CHOICE: the general
   * image cost (3), with `photoshootImages` (4) images per shoot → 12 credits.
   */
  photoshootPerImage: 3,
  /** OUR CHOICE: images produced by one photoshoot request (the form has no image count). */
  photoshootImages: 4,
} as const;

export const CREDIT_LIMITS = {
  packagingRangeMaxTypes: 4,
  aiImageryMinImages: 1,
  aiImageryMaxImages: 5,
  aiImageryDefaultImages: 5,
  variantMinImages: 1,
  variantMaxImages: 4,
  variantDefaultImages: 4,
  packagingGenerationMinImages: 1,
  packagingGenerationMaxImages: 9,
  chatMinVariations: 1,
  chatMaxVariations: 4,
  chatDefaultVariations: 1,
  mockupMinImages: 4,
  mockupMaxImages: 10,
} as const;

const clampInt = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)));

/** Packaging range: 1 credit per selected product type (1 to 4). */
export function packagingRangeCost(productTypes: number): number {
  return clampInt(productTypes, 1, CREDIT_LIMITS.packagingRangeMaxTypes) * CREDIT_COSTS.packagingRangePerType;
}

/** AI imagery: 3 credits per image (1 to 5, default 5). */
export function aiImageryCost(imageCount: number = CREDIT_LIMITS.aiImageryDefaultImages): number {
  return (
    clampInt(imageCount, CREDIT_LIMITS.aiImageryMinImages, CREDIT_LIMITS.aiImageryMaxImages) *
    CREDIT_COSTS.aiImageryPerImage
  );
}

/** Logo generation: logo images (3) × the per-image factor (3) = 9. */
export function logoDesignCost(): number {
  return CREDIT_COSTS.logoImages * CREDIT_COSTS.logoPerImageFactor;
}

/** Variant range: per-image factor × images (1 to 4, default 4); angles are always 4 images. */
export function variantRangeCost(
  imageCount: number = CREDIT_LIMITS.variantDefaultImages,
  isGenerateAngles = false,
): number {
  const images = isGenerateAngles
    ? CREDIT_COSTS.seeAnglesVariations
    : clampInt(imageCount, CREDIT_LIMITS.variantMinImages, CREDIT_LIMITS.variantMaxImages);
  return images * CREDIT_COSTS.variantPerImage;
}

/** See angles: 4 × the per-image cost. */
export function seeAnglesCost(): number {
  return CREDIT_COSTS.seeAnglesVariations * CREDIT_COSTS.variantPerImage;
}

/** Product photoshoot: per-image factor × images per shoot. */
export function photoshootCost(): number {
  return CREDIT_COSTS.photoshootImages * CREDIT_COSTS.photoshootPerImage;
}

/** Packaging generator: 1 credit per packaging image (1 to 9). */
export function packagingGenerationCost(imageCount: number): number {
  return (
    clampInt(
      imageCount,
      CREDIT_LIMITS.packagingGenerationMinImages,
      CREDIT_LIMITS.packagingGenerationMaxImages,
    ) * CREDIT_COSTS.packagingImage
  );
}

/** Chat edit: per-message cost × variations (1 to 4, default 1); also the minimum balance to chat. */
export function chatEditCost(variations: number = CREDIT_LIMITS.chatDefaultVariations): number {
  return (
    clampInt(variations, CREDIT_LIMITS.chatMinVariations, CREDIT_LIMITS.chatMaxVariations) *
    CREDIT_COSTS.chatConversationPerMessage
  );
}

/** Mockups: per-image cost × images (4 to 10). */
export function mockupCost(imageCount: number): number {
  return (
    clampInt(imageCount, CREDIT_LIMITS.mockupMinImages, CREDIT_LIMITS.mockupMaxImages) * CREDIT_COSTS.mockup
  );
}

// ---------------------------------------------------------------------------------------------
// Tiers, allowances, top-ups
// ---------------------------------------------------------------------------------------------

/** Monthly credit allowance per tier; null = Unlimited (no checks, history still written). */
export const MONTHLY_ALLOWANCE: Record<Tier, number | null> = {
  free: 70,
  starter: 200,
  growth: 1500,
  plus: 200,
  pro: 1500,
  scale: 5000,
  unlimited: null,
};

export const isUnlimitedTier = (tier: Tier) => MONTHLY_ALLOWANCE[tier] === null;

/** The balance value the API answers for Unlimited. */
export const UNLIMITED_BALANCE = 'Unlimited' as const;

export interface TopUpOption {
  credits: number;
  /** Price excluding VAT in TOP_UP_CURRENCY units; sent to payments as price × 100. */
  price: number;
}

/** Top-up options per tier (credits:price); the first one is the dialog's default. */
export const TOP_UP_OPTIONS: Record<Tier, readonly TopUpOption[]> = {
  free: [
    { credits: 50, price: 4 },
    { credits: 100, price: 8 },
    { credits: 250, price: 20 },
    { credits: 500, price: 40 },
  ],
  starter: [
    { credits: 100, price: 4 },
    { credits: 250, price: 10 },
    { credits: 500, price: 20 },
    { credits: 1000, price: 40 },
  ],
  plus: [
    { credits: 100, price: 4 },
    { credits: 250, price: 10 },
    { credits: 500, price: 20 },
    { credits: 1000, price: 40 },
  ],
  growth: [
    { credits: 100, price: 3.2 },
    { credits: 250, price: 8 },
    { credits: 500, price: 16 },
    { credits: 1000, price: 32 },
  ],
  pro: [
    { credits: 100, price: 3.2 },
    { credits: 250, price: 8 },
    { credits: 500, price: 16 },
    { credits: 1000, price: 32 },
  ],
  scale: [
    { credits: 100, price: 2.4 },
    { credits: 250, price: 6 },
    { credits: 500, price: 12 },
    { credits: 1000, price: 24 },
  ],
  unlimited: [],
};

/** OUR CHOICE: the spec shows no currency; the print-ready offer says '$50', so US dollars. */
export const TOP_UP_CURRENCY = 'usd';

/** OUR CHOICE: purchased top-up credits expire 12 months after purchase. */
export const TOP_UP_EXPIRY_MONTHS = 12;

/** Amount the payment calls carry: price × 100, in cents. */
export const priceToCents = (price: number) => Math.round(price * 100);

/** Prices are shown with 2 decimals, excluding VAT. */
export const formatPrice = (price: number) => price.toFixed(2);

/** The tier's option for this many credits, or undefined. */
export function findTopUpOption(tier: Tier, credits: number): TopUpOption | undefined {
  return TOP_UP_OPTIONS[tier].find((o) => o.credits === credits);
}

// ---------------------------------------------------------------------------------------------
// Display rules and timings
// ---------------------------------------------------------------------------------------------

/** A balance at or below this is 'low'. */
export const LOW_CREDIT_THRESHOLD = 20;
/** Entries in the credits popover. */
export const CREDIT_HISTORY_PREVIEW = 5;
/** The balance is fetched again this long after a successful top-up. */
export const BALANCE_REFRESH_AFTER_TOP_UP_MS = 5000;
/** Return address after card payment. */
export const PAYMENT_RETURN_PATH = '/pricing?success=true';
export const CREDIT_HISTORY_PAGE_SIZE = 20;
export const TOP_UPS_PAGE_SIZE = 20;

export type CreditBalanceColour = 'none' | 'low' | 'default';

/**
 * Balance widget colour: 'none' when the balance is 0 or the action costs more than it,
 * 'low' at 20 or less, otherwise 'default'. Unlimited is always 'default'.
 */
export function creditBalanceColour(
  balance: number | typeof UNLIMITED_BALANCE,
  cost = 0,
): CreditBalanceColour {
  if (balance === UNLIMITED_BALANCE) return 'default';
  if (balance <= 0 || cost > balance) return 'none';
  if (balance <= LOW_CREDIT_THRESHOLD) return 'low';
  return 'default';
}

/** Whether the user can afford `cost` (Unlimited always can). */
export function canAfford(balance: number | typeof UNLIMITED_BALANCE, cost: number): boolean {
  return balance === UNLIMITED_BALANCE || balance >= cost;
}

/** Card numbers the built-in test checkout understands (docs/credits.md). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

export const CREDIT_MESSAGES = {
  insufficientTitle: 'Insufficient credits',
  /** Server 402 message; also the chat text that opens the low-credits dialog (part 2 §8). */
  insufficient: "You don't have enough credits for this operation. Please purchase more credits to continue.",
  insufficientFor: {
    logos: 'Please add more credits to your account to generate your logos',
    packagingRange: 'Please add more credits to your account to generate your packaging range',
    variations: 'Please add more credits to your account to generate your variations',
    photoshoot: 'Please add more credits to generate your photoshoot',
    images: 'Please add more credits to your account to generate your images',
    mockupTitle: 'Insufficient Credits',
    mockup: 'You do not have enough credits to mockup artworks',
  },
  lowCreditsDialogTitle: "You don't have enough credits",
  outOfCreditsChat: 'Out of credits — Top up to edit',
  unlimited: 'You have unlimited credits',
  upgradeToBuyMore: 'Upgrade to buy more',
  usageTitle: 'Your credit usage',
  seeAllActivity: 'See all activity',
  buyOrUpgrade: 'Buy additional credits or upgrade',
  loadingPaymentOptions: 'Loading payment options...',
  paymentErrorTitle: 'Payment Error',
  paymentError: 'An error occurred while processing your payment',
  paymentElementError: 'An error occurred. Please try again.',
  topUpFailed: 'Failed to initiate credit top-up. Please try again.',
  missingCheckoutUrl: 'Missing checkout url',
  /** Server-side: the requested credits/amount is not one of the tier's top-up options. */
  invalidTopUpOption:
    'That credit pack is not available on your plan. Please choose one of the listed options.',
  unlimitedNoTopUp: 'Your plan has unlimited credits, so there is nothing to top up.',
  paymentsUnavailable: 'Card payments are not available right now. Please try again later.',
  refundUnavailable:
    'This payment cannot be refunded automatically. Please refund it in the payment provider.',
  refundNotPaid: 'Only a paid payment can be refunded.',
  paymentNotFound: 'Payment not found',
  paymentAlreadyCompleted: 'This payment has already been completed.',
  paymentNotPayable: 'This payment can no longer be paid. Please start a new top-up.',
  cardDeclined: 'Your card was declined. Please use a different card.',
  cardUnknown: 'This test checkout only accepts the test card 4242 4242 4242 4242.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardExpired: 'Your card has expired.',
  cardCvcInvalid: "Your card's security code is invalid.",
  reservationNotFound: 'Credit reservation not found',
  reservationClosed: 'This credit reservation has already been settled.',
  webhookSignature: 'Webhook signature verification failed.',
  billingPortalUnavailable:
    'There is no billing portal here: payments on this installation go through the built-in test checkout.',
} as const;
