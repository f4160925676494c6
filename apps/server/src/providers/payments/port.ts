import type { PaymentProviderName, Tier } from '@packsmith/core';

/** What the payments port is asked to charge: one top-up, already priced and stored as a payment row. */
export interface PaymentRequest {
  /** Our payments.id; travels to the provider as metadata and comes back on its events. */
  paymentId: string;
  userId: string;
  email: string | null;
  credits: number;
  /** Cents. */
  amountCents: number;
  currency: string;
  description: string;
  /** What is bought, kept in the provider's metadata: credits ('topup', the default) or a cash service. */
  kind?: 'topup' | 'service';
}

/**
 * A promo code applied to a checkout. The payment's `amountCents` is already the discounted
 * amount; a provider that applies discounts itself (Stripe promotion codes) charges the list
 * price with the code and must come to the same amount.
 */
export interface CheckoutDiscount {
  /** Our promo code's id and text. */
  promoCodeId: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The price before the discount and what the discount takes off it, in cents. */
  listAmountCents: number;
  discountCents: number;
}

export interface CheckoutRequest extends PaymentRequest {
  /** Absolute addresses the provider returns to. */
  successUrl: string;
  cancelUrl: string;
  discount?: CheckoutDiscount | null;
}

/** A plan bought as a subscription: renews every interval until cancelled. */
export interface PlanCheckoutRequest extends CheckoutRequest {
  tier: Tier;
  /** The recurring interval (PLANS[tier].billing): the price is charged once per interval. */
  interval: 'month' | 'year';
  /** The provider's customer from an earlier purchase (users.payment_customer_id), reused when set. */
  customerRef: string | null;
}

/** A refund of one paid payment, all of it. */
export interface RefundRequest {
  paymentId: string;
  /** The provider's id of the payment (Stripe pi_… or the cs_… whose payment intent is refunded). */
  providerRef: string | null;
  amountCents: number;
}

/** A customer portal session: the customer is created first when the user has none yet. */
export interface BillingPortalRequest {
  userId: string;
  email: string | null;
  /** The provider's customer (users.payment_customer_id); null makes a new one. */
  customerRef: string | null;
  /** Absolute address the portal's return link leads to. */
  returnUrl: string;
}

/**
 * What a webhook says about a subscription (Stripe Billing):
 * - `started`: a subscription checkout completed (its payment is fulfilled like any other);
 * - `renewed`: an invoice of the subscription was paid (the paid period now ends at `periodEnd`);
 * - `ended`: the subscription was deleted or cancelled (ended at `endedAt`);
 * - `other`: nothing to act on.
 */
export interface SubscriptionFacts {
  state: 'started' | 'renewed' | 'ended' | 'other';
  /** The provider's subscription id (Stripe sub_…). */
  id: string | null;
  /** The provider's customer (Stripe cus_…), recorded as users.payment_customer_id. */
  customerRef: string | null;
  /** End of the paid period, when the event carries it. */
  periodEnd: Date | null;
  endedAt: Date | null;
}

/** A verified provider event, reduced to what fulfilment needs. */
export interface PaymentWebhookEvent {
  eventId: string;
  type: string;
  /** succeeded → fulfil; failed → record the failure; ignored → acknowledge only. */
  outcome: 'succeeded' | 'failed' | 'ignored';
  paymentId: string | null;
  providerRef: string | null;
  amountCents: number | null;
  currency: string | null;
  failureMessage: string | null;
  /** Set for subscription checkouts and subscription/invoice events; `paymentId` is the plan payment. */
  subscription?: SubscriptionFacts | null;
}

/**
 * The payments port. The built-in test checkout is the default; Stripe when STRIPE_SECRET_KEY is
 * set. Adapters only talk to the vendor: pricing, payment rows and fulfilment live in
 * modules/credits (checkout.ts, fulfilment.ts), so every adapter completes through the same fulfilment function.
 */
export interface PaymentsProvider {
  readonly name: PaymentProviderName;
  /** False when payments are switched off (production without a real provider). */
  readonly enabled: boolean;
  /** Stripe publishable key for the web's payment element; null otherwise. */
  readonly publishableKey: string | null;
  createPaymentIntent(request: PaymentRequest): Promise<{ providerRef: string; clientSecret: string }>;
  createCheckoutSession(request: CheckoutRequest): Promise<{ providerRef: string; url: string }>;
  /** A checkout for a plan: a subscription with the provider (Stripe), a one-off payment otherwise. */
  createPlanCheckoutSession(request: PlanCheckoutRequest): Promise<{ providerRef: string; url: string }>;
  /** The provider's customer portal (plans, invoices, cards); absent when there is none (test checkout). */
  createBillingPortalSession?(request: BillingPortalRequest): Promise<{ url: string; customerRef: string }>;
  /** End of a subscription's current paid period, asked from the provider; null when unknown. */
  subscriptionPeriodEnd?(subscriptionId: string): Promise<Date | null>;
  /**
   * Gives a paid payment's money back in full. Idempotent per payment: asking twice refunds once
   * (Stripe: an idempotency key; the test checkout has no money to move).
   */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /** Verifies a webhook's signature over the raw body; throws WebhookSignatureError when it fails. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
}
