/** Plan change (upgrade) and the test checkout's purchase: the schemas (constants: plans.ts). */
import { z } from 'zod';
import { TIERS } from '../constants.ts';
import { PAYMENT_PURPOSES, PLAN_MESSAGES, PURCHASABLE_TIERS } from '../plans.ts';
import { promoCodeInput } from '../promo-codes.ts';
import { sameSitePath } from './common.ts';
import { testCheckoutDetails, topUpResponse } from './credits.ts';

/** A same-site path (as in contracts/credits.ts). */
const returnPath = sameSitePath(500, 'Return addresses must be paths on this site');

/** POST /api/subscriptions/change-plan: pay for a plan through checkout; answers like a top-up. */
export const changePlanBody = z.object({
  tier: z.enum(PURCHASABLE_TIERS, { message: PLAN_MESSAGES.notPurchasable }),
  successUrl: returnPath.optional(),
  cancelUrl: returnPath.optional(),
  /** A promo code for plans; the server applies it (or answers 400 with why not). */
  promoCode: promoCodeInput.optional(),
});
export type ChangePlanBody = z.infer<typeof changePlanBody>;
export const changePlanResponse = topUpResponse;

/** The test checkout page's details with what the payment buys. */
export const testCheckoutPurchase = testCheckoutDetails.extend({
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The plan being bought (purpose 'plan'); null for top-ups. */
  planTier: z.enum(TIERS).nullable(),
});
export type TestCheckoutPurchase = z.infer<typeof testCheckoutPurchase>;
export const testCheckoutPurchaseResponse = z.object({ data: testCheckoutPurchase });
