import { CREDIT_MESSAGES, TIER_LABELS } from '@packsmith/core';
import Stripe from 'stripe';
import { PaymentProviderError, WebhookSignatureError } from './errors.ts';
import type {
  CheckoutDiscount,
  CheckoutRequest,
  PaymentRequest,
  PaymentsProvider,
  PaymentWebhookEvent,
  PlanCheckoutRequest,
  SubscriptionFacts,
} from './port.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** https://api.stripe.com in production; a local fake or stripe-mock in tests. */
  apiUrl: string;
}

/** The Stripe client for these options (the API address split into host/port/protocol). */
export function stripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  const api = new URL(options.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

const metadataFor = (r: PaymentRequest) => ({
  paymentId: r.paymentId,
  userId: r.userId,
  credits: String(r.credits),
  kind: r.kind ?? 'topup',
});

const planMetadataFor = (r: PlanCheckoutRequest) => ({
  paymentId: r.paymentId,
  userId: r.userId,
  tier: r.tier,
  kind: 'plan',
});

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable) => (typeof value === 'string' ? value : (value?.id ?? null));
const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
/** The latest of some unix timestamps, as a date; null when there is none. */
const latest = (values: (number | null | undefined)[]) => {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return known.length > 0 ? fromUnix(Math.max(...known)) : null;
};

/** Fields of PaymentIntent / Checkout Session / Subscription / Invoice objects the webhook reads. */
interface WebhookObject {
  id: string;
  object: string;
  metadata?: Record<string, string> | null;
  client_reference_id?: string | null;
  amount_received?: number;
  amount_total?: number | null;
  currency?: string | null;
  payment_status?: string;
  last_payment_error?: { message?: string } | null;
  // Checkout Session
  mode?: string;
  subscription?: Expandable;
  customer?: Expandable;
  // Subscription
  status?: string;
  ended_at?: number | null;
  canceled_at?: number | null;
  /** Before API version 2025-03-31 the period lived on the subscription, now on its items. */
  current_period_end?: number | null;
  items?: { data?: { current_period_end?: number | null }[] } | null;
  // Invoice
  parent?: {
    subscription_details?: { subscription?: Expandable; metadata?: Record<string, string> | null } | null;
  } | null;
  /** Older API versions: the invoice's own subscription fields. */
  subscription_details?: { metadata?: Record<string, string> | null } | null;
  lines?: { data?: { period?: { end?: number | null } | null }[] } | null;
}

/** The end of a subscription's current period: the latest item period end (or the legacy field). */
const subscriptionPeriodEndOf = (sub: WebhookObject) =>
  latest([...(sub.items?.data ?? []).map((i) => i.current_period_end), sub.current_period_end]);

/**
 * Stripe adapter: PaymentIntents for the in-dialog payment element, Checkout Sessions for the
 * redirect top-up, and signed webhooks (verified over the raw body) for fulfilment. Every Stripe
 * object carries our payment id in metadata, so a webhook maps back to exactly one payments row.
 */
export function stripePayments(options: StripeOptions): PaymentsProvider {
  const stripe = stripeClient(options);
  const promotionCodes = stripePromotionCodes(stripe);

  const wrap = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      // Stripe's own texts (API keys, parameters) are for the logs, not for users.
      throw new PaymentProviderError(CREDIT_MESSAGES.paymentError, { cause: err });
    }
  };

  return {
    name: 'stripe',
    enabled: true,
    publishableKey: options.publishableKey,

    createPaymentIntent: (request) =>
      wrap(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            description: request.description,
            automatic_payment_methods: { enabled: true },
            ...(request.email ? { receipt_email: request.email } : {}),
            metadata: metadataFor(request),
          },
          { idempotencyKey: `packsmith-pi-${request.paymentId}` },
        );
        if (!intent.client_secret) throw new Error('PaymentIntent without client_secret');
        return { providerRef: intent.id, clientSecret: intent.client_secret };
      }),

    createCheckoutSession: (request) =>
      wrap(async () => {
        const session = await promotionCodes.withDiscount(request, (priced, attempt) =>
          stripe.checkout.sessions.create(
            {
              mode: 'payment',
              client_reference_id: request.paymentId,
              ...(request.email ? { customer_email: request.email } : {}),
              ...priced.discounts,
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: request.currency,
                    unit_amount: priced.unitAmount,
                    product_data: { name: request.description },
                  },
                },
              ],
              success_url: request.successUrl,
              cancel_url: request.cancelUrl,
              metadata: metadataFor(request),
              payment_intent_data: { metadata: metadataFor(request), description: request.description },
            },
            { idempotencyKey: `packsmith-cs-${request.paymentId}${attempt}` },
          ),
        );
        if (!session.url) throw new Error('Checkout Session without url');
        return { providerRef: session.id, url: session.url };
      }),

    createPlanCheckoutSession: (request) =>
      wrap(async () => {
        const metadata = planMetadataFor(request);
        // Shown on every invoice of the subscription, so not "first month" like the payment.
        const name = `Packsmith ${TIER_LABELS[request.tier]} plan`;
        // A code's coupon lasts 'once': the first invoice is discounted, renewals charge the list price.
        const session = await promotionCodes.withDiscount(request, (priced, attempt) =>
          stripe.checkout.sessions.create(
            {
              mode: 'subscription',
              client_reference_id: request.paymentId,
              ...(request.customerRef
                ? { customer: request.customerRef }
                : request.email
                  ? { customer_email: request.email }
                  : {}),
              ...priced.discounts,
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: request.currency,
                    unit_amount: priced.unitAmount,
                    recurring: { interval: request.interval },
                    product_data: { name },
                  },
                },
              ],
              success_url: request.successUrl,
              cancel_url: request.cancelUrl,
              metadata,
              // On the subscription too: its renewals and cancellation map back to this payment.
              subscription_data: { metadata, description: name },
            },
            { idempotencyKey: `packsmith-cs-${request.paymentId}${attempt}` },
          ),
        );
        if (!session.url) throw new Error('Checkout Session without url');
        return { providerRef: session.id, url: session.url };
      }),

    refund: (request) =>
      wrap(async () => {
        let paymentIntent = request.providerRef;
        if (paymentIntent?.startsWith('cs_')) {
          const session = await stripe.checkout.sessions.retrieve(paymentIntent);
          paymentIntent = idOf(session.payment_intent);
        }
        if (!paymentIntent) throw new PaymentProviderError(CREDIT_MESSAGES.refundUnavailable);
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountCents,
            metadata: { paymentId: request.paymentId },
          },
          { idempotencyKey: `packsmith-refund-${request.paymentId}` },
        );
        return { refundRef: refund.id };
      }),

    createBillingPortalSession: (request) =>
      wrap(async () => {
        const customerRef =
          request.customerRef ??
          (
            await stripe.customers.create(
              {
                ...(request.email ? { email: request.email } : {}),
                metadata: { userId: request.userId },
              },
              { idempotencyKey: `packsmith-cus-${request.userId}` },
            )
          ).id;
        const session = await stripe.billingPortal.sessions.create({
          customer: customerRef,
          return_url: request.returnUrl,
        });
        return { url: session.url, customerRef };
      }),

    async subscriptionPeriodEnd(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      return subscriptionPeriodEndOf(subscription as unknown as WebhookObject);
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(CREDIT_MESSAGES.webhookSignature, { cause: err });
      }
      return toWebhookEvent(event);
    },
  };
}

/**
 * Our promo codes as Stripe promotion codes: each code gets one coupon (duration once) and one
 * promotion code of the same text, made on its first Stripe checkout and found again by its
 * metadata after a restart. A session charges the list price with the promotion code, so the
 * receipt and Stripe's dashboard show the code. Where Stripe's own arithmetic would differ from
 * ours (a percentage landing on half a cent, a discount capped at the minimum charge) the session
 * gets a one-use coupon for exactly our discount instead, since fulfilment accepts only the
 * amount the payment row holds.
 *
 * Stripe's copy mirrors ours: our admin area decides whether a code works. A promotion code
 * deactivated in Stripe's dashboard is made again (under a new idempotency key, since the old
 * one would hand back the inactive code) the next time a checkout needs it.
 */
function stripePromotionCodes(stripe: Stripe) {
  const known = new Map<string, Promise<string>>();

  async function findOrCreate(d: CheckoutDiscount, currency: string): Promise<string> {
    const existing = await stripe.promotionCodes.list({ code: d.code, limit: 100 });
    const oursBefore = existing.data.filter((p) => p.metadata?.promoCodeId === d.promoCodeId);
    const active = oursBefore.find((p) => p.active);
    if (active) return active.id;
    const generation = oursBefore.length === 0 ? '' : `-${oursBefore.length}`;
    const metadata = { promoCodeId: d.promoCodeId, code: d.code };
    const coupon = await stripe.coupons.create(
      {
        ...(d.percentOff !== null
          ? { percent_off: d.percentOff }
          : { amount_off: d.amountOffCents ?? 0, currency }),
        duration: 'once',
        name: d.code,
        metadata,
      },
      { idempotencyKey: `packsmith-coupon-${d.promoCodeId}${generation}` },
    );
    const promotion = await stripe.promotionCodes.create(
      { promotion: { type: 'coupon', coupon: coupon.id }, code: d.code, metadata },
      { idempotencyKey: `packsmith-promo-${d.promoCodeId}${generation}` },
    );
    return promotion.id;
  }

  function promotionCodeFor(d: CheckoutDiscount, currency: string): Promise<string> {
    let id = known.get(d.promoCodeId);
    if (!id) {
      id = findOrCreate(d, currency);
      known.set(d.promoCodeId, id);
      id.catch(() => known.delete(d.promoCodeId));
    }
    return id;
  }

  type Priced = {
    unitAmount: number;
    discounts: { discounts?: Stripe.Checkout.SessionCreateParams.Discount[] };
  };

  /**
   * Whether a session refused with a promotion code failed because that code is no longer active
   * in Stripe: then the code Stripe now holds for ours differs from the one we sent.
   */
  async function wasStale(err: unknown, request: CheckoutRequest, sent: Priced): Promise<boolean> {
    const sentCode = sent.discounts.discounts?.[0]?.promotion_code;
    if (!sentCode || !request.discount || !(err instanceof Stripe.errors.StripeInvalidRequestError)) {
      return false;
    }
    known.delete(request.discount.promoCodeId);
    return (await promotionCodeFor(request.discount, request.currency)) !== sentCode;
  }

  const api = {
    /** The line item's unit amount and the session's `discounts` for a request. */
    async price(request: CheckoutRequest): Promise<Priced> {
      const d = request.discount;
      if (!d || d.discountCents <= 0) return { unitAmount: request.amountCents, discounts: {} };
      const stripeWouldTake =
        d.percentOff !== null ? (d.listAmountCents * d.percentOff) / 100 : (d.amountOffCents ?? 0);
      if (stripeWouldTake === d.discountCents) {
        const promotionCode = await promotionCodeFor(d, request.currency);
        return {
          unitAmount: d.listAmountCents,
          discounts: { discounts: [{ promotion_code: promotionCode }] },
        };
      }
      const exact = await stripe.coupons.create(
        {
          amount_off: d.discountCents,
          currency: request.currency,
          duration: 'once',
          max_redemptions: 1,
          name: d.code,
          metadata: { promoCodeId: d.promoCodeId, code: d.code, paymentId: request.paymentId },
        },
        { idempotencyKey: `packsmith-coupon-${request.paymentId}` },
      );
      return { unitAmount: d.listAmountCents, discounts: { discounts: [{ coupon: exact.id }] } };
    },

    /**
     * Creates a session priced for the request; when Stripe refuses the promotion code we sent
     * because it was deactivated there, retries once with the code made again.
     */
    async withDiscount<T>(
      request: CheckoutRequest,
      create: (priced: Priced, attempt: '' | '-renewed-code') => Promise<T>,
    ): Promise<T> {
      const priced = await api.price(request);
      try {
        return await create(priced, '');
      } catch (err) {
        if (!(await wasStale(err, request, priced))) throw err;
        return create(await api.price(request), '-renewed-code');
      }
    },
  };
  return api;
}

/** Reduces a verified Stripe event to the outcome fulfilment acts on. */
export function toWebhookEvent(event: Stripe.Event): PaymentWebhookEvent {
  const object = event.data.object as unknown as WebhookObject;
  const base: PaymentWebhookEvent = {
    eventId: event.id,
    type: event.type,
    outcome: 'ignored',
    paymentId: object.metadata?.paymentId ?? object.client_reference_id ?? null,
    providerRef: typeof object.id === 'string' ? object.id : null,
    amountCents: null,
    currency: object.currency ?? null,
    failureMessage: null,
    subscription: null,
  };
  const subscriptionFacts = (state: SubscriptionFacts['state'], facts: Partial<SubscriptionFacts> = {}) => ({
    state,
    id: null,
    customerRef: idOf(object.customer),
    periodEnd: null,
    endedAt: null,
    ...facts,
  });
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...base, outcome: 'succeeded', amountCents: object.amount_received ?? null };
    case 'payment_intent.payment_failed':
      return {
        ...base,
        outcome: 'failed',
        failureMessage: object.last_payment_error?.message ?? CREDIT_MESSAGES.paymentError,
      };
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A plan's session starts a subscription; its payment is fulfilled like a top-up's.
      const subscription =
        object.mode === 'subscription'
          ? subscriptionFacts('started', { id: idOf(object.subscription) })
          : null;
      // Delayed payment methods complete the session unpaid; they succeed later.
      return object.payment_status === 'paid'
        ? { ...base, outcome: 'succeeded', amountCents: object.amount_total ?? null, subscription }
        : { ...base, subscription };
    }
    case 'customer.subscription.deleted':
      return {
        ...base,
        subscription: subscriptionFacts('ended', {
          id: object.id,
          endedAt: fromUnix(object.ended_at) ?? fromUnix(object.canceled_at) ?? fromUnix(event.created),
        }),
      };
    case 'customer.subscription.updated':
      // Cancelled (at once or at period end, when the period is over) ends the plan; renewals
      // are taken from invoice.paid, which only comes once the money is in.
      return object.status === 'canceled'
        ? {
            ...base,
            subscription: subscriptionFacts('ended', {
              id: object.id,
              endedAt: fromUnix(object.ended_at) ?? fromUnix(event.created),
            }),
          }
        : { ...base, subscription: subscriptionFacts('other', { id: object.id }) };
    case 'invoice.paid': {
      const details = object.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription ?? object.subscription);
      if (!subscriptionId) return base; // a one-off invoice, not ours
      return {
        ...base,
        paymentId: details?.metadata?.paymentId ?? object.subscription_details?.metadata?.paymentId ?? null,
        providerRef: subscriptionId,
        subscription: subscriptionFacts('renewed', {
          id: subscriptionId,
          // The lines' service periods: the period this invoice paid for.
          periodEnd: latest((object.lines?.data ?? []).map((l) => l.period?.end)),
        }),
      };
    }
    case 'checkout.session.async_payment_failed':
      return { ...base, outcome: 'failed', failureMessage: CREDIT_MESSAGES.paymentError };
    default:
      return base;
  }
}
