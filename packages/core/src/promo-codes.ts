/**
 * Promo codes (coupons): percent or amount off a plan or a top-up, with an expiry, a limit on
 * redemptions and once per person; applied by the server when a checkout starts.
 */
import { z } from 'zod';
import { TIERS } from './constants.ts';

export const PROMO_TARGETS = ['plan', 'top-up'] as const;
export type PromoTarget = (typeof PROMO_TARGETS)[number];
export const PROMO_TARGET_LABELS: Record<PromoTarget, string> = { plan: 'Plans', 'top-up': 'Credit top-ups' };

/** Letters, digits and dashes, 3 to 32; stored and matched upper case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;
/** A discount never takes a card payment below this (the card networks' minimum charge). */
export const PROMO_MIN_CHARGE_CENTS = 50;
export const PROMO_CODES_PATH = '/admin/codes';

export const PROMO_MESSAGES = {
  codeFormat: 'Codes are 3 to 32 letters, digits or dashes',
  oneDiscount: 'Give either a percentage or an amount off, not both',
  percent: 'The percentage off must be a whole number from 1 to 100',
  amount: 'The amount off must be between $0.01 and $10,000',
  maxRedemptions: 'The redemption limit must be a whole number from 1 to 1,000,000',
  expiry: 'The expiry must be a date in the future',
  target: 'Choose what the code is for: plan or top-up',
  duplicate: 'A code with that name already exists',
  unknown: 'That promo code does not exist',
  expired: 'That promo code has expired',
  exhausted: 'That promo code has been fully redeemed',
  usedByYou: 'You have already used that promo code',
  otherTarget: (target: PromoTarget) =>
    target === 'plan'
      ? 'That promo code is for plans, not top-ups'
      : 'That promo code is for top-ups, not plans',
  created: 'Promo code created.',
} as const;

/** The code as people type it: trimmed and upper-cased before it is checked. */
export const promoCodeInput = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.codeFormat));

/** POST /api/admin/codes */
export const createPromoCodeBody = z
  .strictObject({
    code: promoCodeInput,
    appliesTo: z.enum(PROMO_TARGETS, PROMO_MESSAGES.target),
    percentOff: z
      .number(PROMO_MESSAGES.percent)
      .int(PROMO_MESSAGES.percent)
      .min(1, PROMO_MESSAGES.percent)
      .max(100, PROMO_MESSAGES.percent)
      .optional(),
    /** Dollars. */
    amountOff: z
      .number(PROMO_MESSAGES.amount)
      .min(0.01, PROMO_MESSAGES.amount)
      .max(10_000, PROMO_MESSAGES.amount)
      .optional(),
    expiresAt: z.iso.datetime({ offset: true, error: PROMO_MESSAGES.expiry }).optional(),
    maxRedemptions: z
      .number(PROMO_MESSAGES.maxRedemptions)
      .int(PROMO_MESSAGES.maxRedemptions)
      .min(1, PROMO_MESSAGES.maxRedemptions)
      .max(1_000_000, PROMO_MESSAGES.maxRedemptions)
      .optional(),
  })
  .refine((b) => (b.percentOff === undefined) !== (b.amountOff === undefined), {
    message: PROMO_MESSAGES.oneDiscount,
    path: ['percentOff'],
  })
  .refine((b) => b.expiresAt === undefined || Date.parse(b.expiresAt) > Date.now(), {
    message: PROMO_MESSAGES.expiry,
    path: ['expiresAt'],
  });
export type CreatePromoCodeBody = z.input<typeof createPromoCodeBody>;

/**
 * POST /api/subscriptions/promo-quote: what a code takes off each thing this person can buy with
 * it, checked like a checkout would check it but redeeming nothing.
 */
export const promoQuoteBody = z.strictObject({
  code: promoCodeInput,
  target: z.enum(PROMO_TARGETS, PROMO_MESSAGES.target),
});
export type PromoQuoteBody = z.input<typeof promoQuoteBody>;

const cents = z.number().int().nonnegative();
export const promoQuoteResponse = z.object({
  data: z.object({
    code: z.string(),
    target: z.enum(PROMO_TARGETS),
    /** "20% off" / "$5.00 off". */
    description: z.string(),
    /** One line per plan (tier) or per top-up pack (credits) of this person. */
    prices: z.array(
      z.object({
        tier: z.enum(TIERS).nullable(),
        credits: z.number().int().nullable(),
        priceCents: cents,
        discountCents: cents,
        totalCents: cents,
      }),
    ),
  }),
});
export type PromoQuote = z.infer<typeof promoQuoteResponse>['data'];

export interface PromoCode {
  id: string;
  code: string;
  appliesTo: PromoTarget;
  percentOff: number | null;
  /** Dollars. */
  amountOff: number | null;
  expiresAt: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  createdAt: string;
  createdByEmail: string | null;
}

/** What a discount takes off a price (cents): never more than leaves the minimum charge. */
export function promoDiscountCents(
  priceCents: number,
  discount: { percentOff: number | null; amountOffCents: number | null },
): number {
  const wanted =
    discount.percentOff !== null
      ? Math.round((priceCents * discount.percentOff) / 100)
      : (discount.amountOffCents ?? 0);
  return Math.max(0, Math.min(wanted, priceCents - PROMO_MIN_CHARGE_CENTS));
}

/** "20% off" / "$5 off". */
export function describePromo(code: Pick<PromoCode, 'percentOff' | 'amountOff'>): string {
  return code.percentOff !== null ? `${code.percentOff}% off` : `$${(code.amountOff ?? 0).toFixed(2)} off`;
}
