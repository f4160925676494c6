import { CREDIT_MESSAGES } from '@packsmith/core';
import Stripe from 'stripe';
import { PaymentProviderError, WebhookSignatureError } from './errors.ts';
import type { PaymentRequest, PaymentsProvider, PaymentWebhookEvent } from './index.ts';

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
  kind: 'topup',
});

/** Fields of PaymentIntent / Checkout Session objects the webhook reads. */
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
}

/**
 * Stripe adapter: PaymentIntents for the in-dialog payment element, Checkout Sessions for the
 * redirect top-up, and signed webhooks (verified over the raw body) for fulfilment. Every Stripe
 * object carries our payment id in metadata, so a webhook maps back to exactly one payments row.
 */
export function stripePayments(options: StripeOptions): PaymentsProvider {
  const stripe = stripeClient(options);

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
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.paymentId,
            ...(request.email ? { customer_email: request.email } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            metadata: metadataFor(request),
            payment_intent_data: { metadata: metadataFor(request), description: request.description },
          },
          { idempotencyKey: `packsmith-cs-${request.paymentId}` },
        );
        if (!session.url) throw new Error('Checkout Session without url');
        return { providerRef: session.id, url: session.url };
      }),

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
  };
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
    case 'checkout.session.async_payment_succeeded':
      // Delayed payment methods complete the session unpaid; they succeed later.
      return object.payment_status === 'paid'
        ? { ...base, outcome: 'succeeded', amountCents: object.amount_total ?? null }
        : base;
    case 'checkout.session.async_payment_failed':
      return { ...base, outcome: 'failed', failureMessage: CREDIT_MESSAGES.paymentError };
    default:
      return base;
  }
}
