import { z } from 'zod';
import { TIERS } from '../constants.ts';
import {
  CREDIT_ACTION_TYPES,
  CREDIT_HISTORY_PAGE_SIZE,
  CREDIT_HISTORY_STATUSES,
  TOP_UPS_PAGE_SIZE,
  UNLIMITED_BALANCE,
} from '../credits.ts';
import { promoCodeInput } from '../promo-codes.ts';
import { sameSitePath } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Balance, history, top-up buckets
// ---------------------------------------------------------------------------------------------

export const creditBalance = z.object({
  /** Spendable credits now (allowance + unexpired top-ups), or 'Unlimited'. */
  balance: z.union([z.number().int(), z.literal(UNLIMITED_BALANCE)]),
  /** Next monthly allowance reset (ISO); null for Unlimited. The web hides it for Free. */
  resetDate: z.string().nullable(),
  tier: z.enum(TIERS),
  /** The tier's monthly allowance; null for Unlimited. */
  allowance: z.number().int().nullable(),
  /** What is left of this month's allowance; null for Unlimited. */
  allowanceBalance: z.number().int().nullable(),
  /** Unexpired purchased credits. */
  topUpBalance: z.number().int(),
});
export type CreditBalance = z.infer<typeof creditBalance>;
export const creditBalanceResponse = z.object({ data: creditBalance });

export const creditHistoryItem = z.object({
  id: z.uuid(),
  actionType: z.enum(CREDIT_ACTION_TYPES),
  /** Signed: positive adds credits (topup, allowance_reset, bonus), negative spends them. */
  amount: z.number().int(),
  status: z.enum(CREDIT_HISTORY_STATUSES),
  createdAt: z.string(),
});
export type CreditHistoryItem = z.infer<typeof creditHistoryItem>;

const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });

export const creditHistoryQuery = pageQuery(CREDIT_HISTORY_PAGE_SIZE);
export type CreditHistoryQuery = z.input<typeof creditHistoryQuery>;

export const creditHistoryResponse = z.object({
  data: z.object({
    history: z.array(creditHistoryItem),
    page: z.number().int(),
    limit: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
  totalCount: z.number().int(),
});
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponse>;

export const topUpBucket = z.object({
  id: z.uuid(),
  /** Credits left in this purchase. */
  balance: z.number().int(),
  purchasedCredits: z.number().int(),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  expired: z.boolean(),
});
export type TopUpBucket = z.infer<typeof topUpBucket>;

export const topUpsQuery = pageQuery(TOP_UPS_PAGE_SIZE);
export type TopUpsQuery = z.input<typeof topUpsQuery>;

export const topUpsResponse = z.object({
  data: z.array(topUpBucket),
  page: z.number().int(),
  limit: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type TopUpsResponse = z.infer<typeof topUpsResponse>;

export const topUpOptionsResponse = z.object({
  data: z.object({
    tier: z.enum(TIERS),
    currency: z.string(),
    /** Empty for Unlimited. `amount` is the cents value the payment calls send. */
    options: z.array(z.object({ credits: z.number().int(), price: z.number(), amount: z.number().int() })),
  }),
});
export type TopUpOptionsResponse = z.infer<typeof topUpOptionsResponse>;

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A same-site path ('/pricing?success=true'); absolute or protocol-relative URLs are refused. */
const returnPath = sameSitePath(500, 'Return addresses must be paths on this site');

export const createPaymentIntentBody = z.object({
  /** Cents: the option's price × 100. Must match the tier's option for `credits`. */
  amount: z.number().int().positive(),
  credits: z.number().int().positive(),
  /** A promo code for top-ups: the intent is created for the discounted amount. */
  promoCode: promoCodeInput.optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;

export const createPaymentIntentResponse = z.object({
  data: z.object({
    clientSecret: z.string(),
    paymentId: z.uuid(),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** Stripe publishable key for the payment element; null for the test checkout. */
    publishableKey: z.string().nullable(),
    amount: z.number().int(),
    credits: z.number().int(),
    currency: z.string(),
  }),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

export const topUpBody = z.object({
  /** The chosen option's credits. */
  credits: z.number().int().positive(),
  /** Optional cents check (price × 100); refused when it differs from the option. */
  amount: z.number().int().positive().optional(),
  /** Where the provider returns after payment; default '/pricing?success=true'. */
  successUrl: returnPath.optional(),
  /** Where the provider returns when the user cancels; default '/pricing'. */
  cancelUrl: returnPath.optional(),
  /** A promo code for top-ups; the server applies it (or answers 400 with why not). */
  promoCode: promoCodeInput.optional(),
});
export type TopUpBody = z.infer<typeof topUpBody>;

/** The card top-up session action: `quantity` is the number of credits of one of the options. */
export const topUpSessionBody = z.object({
  quantity: z.number().int().positive(),
  successUrl: returnPath.optional(),
  cancelUrl: returnPath.optional(),
});
export type TopUpSessionBody = z.infer<typeof topUpSessionBody>;

export const paymentData = z.object({
  paymentId: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  tier: z.enum(TIERS),
  credits: z.number().int(),
  /** Cents. */
  amount: z.number().int(),
  price: z.number(),
  currency: z.string(),
});
export type PaymentData = z.infer<typeof paymentData>;

export const topUpResponse = z.object({
  data: z.object({
    /** Checkout address to redirect to (relative for the test checkout, https for Stripe). */
    url: z.string(),
    paymentData,
  }),
});
export type TopUpResponse = z.infer<typeof topUpResponse>;

// ---------------------------------------------------------------------------------------------
// Billing (the user menu's Billing)
// ---------------------------------------------------------------------------------------------

export const billingStatusResponse = z.object({
  data: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** False when payments are off (production without a provider). */
    enabled: z.boolean(),
    /** The provider has a customer portal (Stripe): POST /api/billing/portal opens it. */
    portal: z.boolean(),
  }),
});
export type BillingStatusResponse = z.infer<typeof billingStatusResponse>;

export const billingPortalBody = z.object({
  /** Where the portal's return link leads; default '/dashboard/credits'. */
  returnPath: returnPath.optional(),
});
export const billingPortalResponse = z.object({ data: z.object({ url: z.string() }) });

// ---------------------------------------------------------------------------------------------
// Built-in test checkout (/checkout/test/{id})
// ---------------------------------------------------------------------------------------------

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const testCheckoutDetails = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  credits: z.number().int(),
  amount: z.number().int(),
  price: z.number(),
  currency: z.string(),
  description: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  failureMessage: z.string().nullable(),
  testCards: z.object({ success: z.string(), declined: z.string() }),
  createdAt: z.string(),
});
export type TestCheckoutDetails = z.infer<typeof testCheckoutDetails>;
export const testCheckoutDetailsResponse = z.object({ data: testCheckoutDetails });

export const testCheckoutPayBody = z.object({
  /** Spaces and dashes are ignored. */
  cardNumber: z.string().max(40),
  /** MM/YY or MM/YYYY. */
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
export type TestCheckoutPayBody = z.infer<typeof testCheckoutPayBody>;

export const testCheckoutPayResponse = z.object({
  data: z.object({
    status: z.literal('succeeded'),
    paymentId: z.uuid(),
    credits: z.number().int(),
    /** Where the page goes next ('/pricing?success=true' unless the top-up said otherwise). */
    redirectUrl: z.string(),
  }),
});
export type TestCheckoutPayResponse = z.infer<typeof testCheckoutPayResponse>;

// ---------------------------------------------------------------------------------------------
// no_credits analytics event
// ---------------------------------------------------------------------------------------------

export const noCreditsEventBody = z.object({
  actionType: z.string().max(100).optional(),
  /** Credits the action needed. */
  required: z.number().int().min(0).optional(),
  /** Where it happened (e.g. 'logo-dialog'). */
  source: z.string().max(100).optional(),
});
export type NoCreditsEventBody = z.infer<typeof noCreditsEventBody>;
