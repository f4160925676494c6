/**
 * Plans: what each tier costs and includes (the plan-change call's schemas: contracts/plans.ts).
 *
 * The specification gives the tiers, their monthly allowances and the top-up prices, but no plan
 * prices. EVERY PRICE HERE IS OUR CHOICE; docs/credits.md ("Plans") explains how they were set.
 * Plus and Pro carry the same allowance and top-up prices as Starter and Growth and share their
 * rank (TIER_ORDER), so we treat them as the yearly-billed versions of those plans.
 */
import { type BILLING_INTERVALS, TIER_LABELS, type Tier } from './constants.ts';
import { MONTHLY_ALLOWANCE, TOP_UP_OPTIONS } from './credits.ts';

export type PlanBilling = 'free' | (typeof BILLING_INTERVALS)[number] | 'custom';

export interface Plan {
  tier: Tier;
  /** 'free' (no payment), 'monthly' or 'annual' (bought through checkout), 'custom' (talk to us). */
  billing: PlanBilling;
  /** Price of one billing period (a month or a year), excluding VAT; null when custom. */
  price: number | null;
  /** The same price spread per month, for comparing plans; null when custom. */
  perMonth: number | null;
  /** The monthly credit allowance (MONTHLY_ALLOWANCE); null = unlimited. */
  credits: number | null;
  /** Who the plan is for, in one line. */
  tagline: string;
  /** What the plan includes, shortest first. Only things the product really does. */
  features: readonly string[];
}

/** The tier the monthly plan's yearly twin stands in for (same credits, same top-up prices). */
export const YEARLY_TWIN: Partial<Record<Tier, Tier>> = { plus: 'starter', pro: 'growth' };

const perHundred = (tier: Tier) => {
  const option = TOP_UP_OPTIONS[tier].find((o) => o.credits === 100);
  return option ? `$${option.price.toFixed(2)}` : null;
};

const topUpLine = (tier: Tier) => `Top up any time from ${perHundred(tier)} per 100 credits`;

const PAID_BASICS = [
  'Every creation tool',
  'No watermark on your images or print PDFs',
  'Your designs stay private',
] as const;

/** OUR CHOICE: plan prices in US dollars (TOP_UP_CURRENCY), excluding VAT. */
export const PLANS: Record<Tier, Plan> = {
  free: {
    tier: 'free',
    billing: 'free',
    price: 0,
    perMonth: 0,
    credits: MONTHLY_ALLOWANCE.free,
    tagline: 'Try every creation tool before you commit.',
    features: [
      'Packaging, logos, imagery, mockups and the AI editor',
      'Images carry a watermark and are public',
      'Instant print PDFs carry the watermark too',
      topUpLine('free'),
    ],
  },
  starter: {
    tier: 'starter',
    billing: 'monthly',
    price: 12,
    perMonth: 12,
    credits: MONTHLY_ALLOWANCE.starter,
    tagline: 'For a first product and its launch designs.',
    features: [...PAID_BASICS, topUpLine('starter')],
  },
  plus: {
    tier: 'plus',
    billing: 'annual',
    price: 120,
    perMonth: 10,
    credits: MONTHLY_ALLOWANCE.plus,
    tagline: 'Starter, paid yearly: two months free.',
    features: [...PAID_BASICS, topUpLine('plus')],
  },
  growth: {
    tier: 'growth',
    billing: 'monthly',
    price: 39,
    perMonth: 39,
    credits: MONTHLY_ALLOWANCE.growth,
    tagline: 'For brands working on ranges and new SKUs.',
    features: [...PAID_BASICS, topUpLine('growth')],
  },
  pro: {
    tier: 'pro',
    billing: 'annual',
    price: 390,
    perMonth: 32.5,
    credits: MONTHLY_ALLOWANCE.pro,
    tagline: 'Growth, paid yearly: two months free.',
    features: [...PAID_BASICS, topUpLine('pro')],
  },
  scale: {
    tier: 'scale',
    billing: 'monthly',
    price: 99,
    perMonth: 99,
    credits: MONTHLY_ALLOWANCE.scale,
    tagline: 'For agencies and teams designing every week.',
    features: [...PAID_BASICS, topUpLine('scale')],
  },
  unlimited: {
    tier: 'unlimited',
    billing: 'custom',
    price: null,
    perMonth: null,
    credits: null,
    tagline: 'For high-volume teams, agreed with us.',
    features: [
      'No balance checks on any action',
      ...PAID_BASICS,
      'Every action still listed in your credit history',
    ],
  },
};

/** The order plans are shown in: monthly plans, then their yearly twins, then Unlimited. */
export const PLAN_DISPLAY_ORDER: readonly Tier[] = [
  'free',
  'starter',
  'growth',
  'scale',
  'plus',
  'pro',
  'unlimited',
];

/** Tiers that can be bought through checkout (Free needs no payment; Unlimited is agreed with us). */
export const PURCHASABLE_TIERS = ['starter', 'plus', 'growth', 'pro', 'scale'] as const;
export type PurchasableTier = (typeof PURCHASABLE_TIERS)[number];

export const isPurchasableTier = (tier: Tier): tier is PurchasableTier =>
  (PURCHASABLE_TIERS as readonly string[]).includes(tier);

/** What a plan payment is called on the checkout page and in the payment description. */
export function planPaymentDescription(tier: Tier): string {
  const plan = PLANS[tier];
  const period = plan.billing === 'annual' ? 'first year' : 'first month';
  return `Packsmith ${TIER_LABELS[tier]} plan (${period})`;
}

/** The billing period a plan payment covers, in months. */
export const planPeriodMonths = (tier: Tier) => (PLANS[tier].billing === 'annual' ? 12 : 1);

/** The recurring interval a plan is billed on (Stripe's `recurring.interval`). */
export const planRecurringInterval = (tier: Tier): 'month' | 'year' =>
  PLANS[tier].billing === 'annual' ? 'year' : 'month';

/**
 * Why a user's tier changed (the server's tier_changes rows): a plan bought through the built-in
 * test checkout, a payment-provider webhook (subscription started, restored or ended), a paid
 * period that ran out (the expiry sweep) or staff.
 */
export const TIER_CHANGE_REASONS = ['checkout', 'webhook', 'expiry', 'manual'] as const;
export type TierChangeReason = (typeof TIER_CHANGE_REASONS)[number];

export const PLAN_MESSAGES = {
  alreadyOnPlan: 'You are already on this plan.',
  annualUnavailable: 'Yearly plans are not available right now. Please choose a monthly plan.',
  notPurchasable: 'This plan cannot be bought online. Please contact us.',
  checkoutUnavailable:
    'Plan changes by card are not available yet. Please contact us and we will switch your plan.',
  /** A card subscription is running: a second checkout would bill twice, so switching is by request. */
  subscriptionActive:
    'You already have a subscription. Please contact us and we will switch your plan for you.',
  changed: (tier: Tier) => `You're now on the ${TIER_LABELS[tier]} plan`,
} as const;

/** What a payment is for: a credit top-up, a plan, or a cash service (a print-ready order). */
export const PAYMENT_PURPOSES = ['top_up', 'plan', 'service'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
