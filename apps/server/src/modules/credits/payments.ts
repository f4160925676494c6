import {
  type ChangePlanBody,
  CREDIT_MESSAGES,
  findTopUpOption,
  MONTHLY_ALLOWANCE,
  PAYMENT_RETURN_PATH,
  type PaymentData,
  type PaymentProviderName,
  PLAN_MESSAGES,
  PLANS,
  planPaymentDescription,
  planPeriodMonths,
  priceToCents,
  TEST_CARDS,
  type TestCheckoutPayBody,
  type TestCheckoutPurchase,
  TIERS,
  type Tier,
  TOP_UP_CURRENCY,
  TOP_UP_OPTIONS,
} from '@packsmith/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.ts';
import { paymentEvents, payments, users } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { PaymentProviderError } from '../../providers/payments/errors.ts';
import type { PaymentsProvider, PaymentWebhookEvent } from '../../providers/payments/index.ts';
import { chargeTestCard } from '../../providers/payments/test-checkout.ts';
import type { CreditsService } from './service.ts';

type PaymentRow = typeof payments.$inferSelect;

export interface PaymentsServiceDeps {
  db: Db;
  credits: CreditsService;
  provider: PaymentsProvider;
  /** Base for the absolute return addresses Stripe needs. */
  publicUrl: string;
  log: Logger;
}

export type FulfilResult =
  | { fulfilled: true; payment: PaymentRow }
  | {
      fulfilled: false;
      reason: 'unknown_payment' | 'already_fulfilled' | 'amount_mismatch';
      payment?: PaymentRow;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asTier = (value: string): Tier =>
  (TIERS as readonly string[]).includes(value) ? (value as Tier) : 'free';
const priceOf = (cents: number) => cents / 100;
const describe = (credits: number) => `${credits} Packsmith credits`;
/** payments.kind: a credit top-up or a plan (the plan's tier is in payments.tier). */
const PLAN_KIND = 'plan';
const describePayment = (payment: PaymentRow) =>
  payment.kind === PLAN_KIND ? planPaymentDescription(asTier(payment.tier)) : describe(payment.credits);

/**
 * Top-up payments: prices a request against the user's tier options, stores a pending payments
 * row, asks the payments port for a client secret or a checkout address, and fulfils a paid
 * payment exactly once (row lock on the payment + unique bucket per payment) — the same
 * `fulfil` for the test checkout and for Stripe webhooks.
 */
export function paymentsService({ db, credits, provider, publicUrl, log }: PaymentsServiceDeps) {
  async function loadUser(userId: string) {
    const [user] = await db
      .select({ tier: users.tier, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound();
    return { tier: asTier(user.tier), email: user.email };
  }

  /** The tier's option for these credits; the amount (cents), when sent, must be its price × 100. */
  function quote(tier: Tier, creditsWanted: number, amountCents?: number) {
    if (TOP_UP_OPTIONS[tier].length === 0) {
      throw badRequest(CREDIT_MESSAGES.unlimitedNoTopUp, 'no_top_up_options');
    }
    const option = findTopUpOption(tier, creditsWanted);
    const cents = option ? priceToCents(option.price) : 0;
    if (!option || (amountCents !== undefined && amountCents !== cents)) {
      throw badRequest(CREDIT_MESSAGES.invalidTopUpOption, 'invalid_top_up_option');
    }
    return { credits: option.credits, amountCents: cents, price: option.price };
  }

  async function createPayment(
    userId: string,
    flow: 'payment_intent' | 'checkout_session',
    request: { credits: number; amount?: number; successUrl?: string; cancelUrl?: string },
  ) {
    if (!provider.enabled)
      throw new HttpError(503, 'payments_unavailable', CREDIT_MESSAGES.paymentsUnavailable);
    const user = await loadUser(userId);
    const priced = quote(user.tier, request.credits, request.amount);
    const [payment] = await db
      .insert(payments)
      .values({
        userId,
        provider: provider.name,
        flow,
        tier: user.tier,
        credits: priced.credits,
        amountCents: priced.amountCents,
        currency: TOP_UP_CURRENCY,
        successUrl: request.successUrl ?? PAYMENT_RETURN_PATH,
        cancelUrl: request.cancelUrl ?? '/pricing',
      })
      .returning();
    const portRequest = {
      paymentId: payment.id,
      userId,
      email: user.email,
      credits: payment.credits,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: describe(payment.credits),
    };
    return { payment, user, portRequest };
  }

  /** Provider failures: the payment is marked failed and the caller gets a 502 with a safe message. */
  async function viaProvider<T>(payment: PaymentRow, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      const message = err instanceof PaymentProviderError ? err.message : CREDIT_MESSAGES.paymentError;
      log.error({ err, paymentId: payment.id, provider: provider.name }, 'payment provider call failed');
      await db
        .update(payments)
        .set({ status: 'failed', failureMessage: message })
        .where(eq(payments.id, payment.id));
      throw new HttpError(502, 'payment_provider_error', message);
    }
  }

  const paymentDataOf = (payment: PaymentRow): PaymentData => ({
    paymentId: payment.id,
    provider: payment.provider as PaymentProviderName,
    tier: asTier(payment.tier),
    credits: payment.credits,
    amount: payment.amountCents,
    price: priceOf(payment.amountCents),
    currency: payment.currency,
  });

  /** Records a failed attempt; a payment that already succeeded stays succeeded. */
  async function markFailed(tx: DbOrTx, paymentId: string, message: string) {
    await tx
      .update(payments)
      .set({ status: 'failed', failureMessage: message })
      .where(and(eq(payments.id, paymentId), ne(payments.status, 'succeeded')));
  }

  /**
   * Credits a paid payment: one top-up bucket and one `topup` ledger row, once. The payment row
   * is locked, so concurrent deliveries (webhook replays, double clicks) serialise and all but the
   * first see it succeeded; the unique payment_id on buckets backs that up.
   */
  async function fulfil(
    input: {
      paymentId: string;
      provider: PaymentProviderName;
      amountCents?: number | null;
      currency?: string | null;
      providerRef?: string | null;
    },
    outer?: DbOrTx,
  ): Promise<FulfilResult> {
    const run = async (tx: DbOrTx): Promise<FulfilResult> => {
      if (!UUID.test(input.paymentId)) return { fulfilled: false, reason: 'unknown_payment' };
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, input.paymentId))
        .for('update');
      if (!payment || payment.provider !== input.provider)
        return { fulfilled: false, reason: 'unknown_payment' };
      if (payment.status === 'succeeded') return { fulfilled: false, reason: 'already_fulfilled', payment };
      const amountOk = input.amountCents == null || input.amountCents === payment.amountCents;
      const currencyOk = input.currency == null || input.currency.toLowerCase() === payment.currency;
      if (!amountOk || !currencyOk) {
        log.error({ paymentId: payment.id, input }, 'paid amount differs from the payment; not fulfilled');
        await markFailed(tx, payment.id, CREDIT_MESSAGES.paymentError);
        return { fulfilled: false, reason: 'amount_mismatch', payment };
      }
      if (payment.kind === PLAN_KIND) {
        const tier = asTier(payment.tier);
        await credits.changeTier(payment.userId, tier, { tx, periodMonths: planPeriodMonths(tier) });
      } else {
        await credits.addTopUp(payment.userId, payment.credits, { tx, paymentId: payment.id });
      }
      const [updated] = await tx
        .update(payments)
        .set({
          status: 'succeeded',
          failureMessage: null,
          fulfilledAt: credits.now(),
          ...(payment.providerRef ? {} : { providerRef: input.providerRef ?? null }),
        })
        .where(eq(payments.id, payment.id))
        .returning();
      return { fulfilled: true, payment: updated };
    };
    return outer ? run(outer) : db.transaction(run);
  }

  async function ownTestPayment(userId: string, paymentId: string) {
    if (provider.name !== 'test' || !provider.enabled || !UUID.test(paymentId)) throw notFound();
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.provider, 'test')));
    if (!payment) throw new HttpError(404, 'not_found', CREDIT_MESSAGES.paymentNotFound);
    return payment;
  }

  return {
    quote,
    fulfil,

    /** The in-dialog payment (payment element): a client secret for this option. */
    async createPaymentIntent(userId: string, body: { amount: number; credits: number }) {
      const { payment, portRequest } = await createPayment(userId, 'payment_intent', body);
      const created = await viaProvider(payment, () => provider.createPaymentIntent(portRequest));
      await db.update(payments).set({ providerRef: created.providerRef }).where(eq(payments.id, payment.id));
      return {
        clientSecret: created.clientSecret,
        paymentId: payment.id,
        provider: provider.name,
        publishableKey: provider.publishableKey,
        amount: payment.amountCents,
        credits: payment.credits,
        currency: payment.currency,
      };
    },

    /** The redirect top-up: a checkout address and the payment data the web keeps for analytics. */
    async createCheckout(
      userId: string,
      body: { credits: number; amount?: number; successUrl?: string; cancelUrl?: string },
    ) {
      const { payment, portRequest } = await createPayment(userId, 'checkout_session', body);
      const created = await viaProvider(payment, () =>
        provider.createCheckoutSession({
          ...portRequest,
          successUrl: new URL(payment.successUrl, publicUrl).href,
          cancelUrl: new URL(payment.cancelUrl, publicUrl).href,
        }),
      );
      await db.update(payments).set({ providerRef: created.providerRef }).where(eq(payments.id, payment.id));
      return { url: created.url, paymentData: paymentDataOf(payment) };
    },

    /**
     * A plan change through checkout: a `plan` payment priced from PLANS; fulfilment switches the
     * tier (credits.changeTier) instead of adding a bucket. Only the built-in test checkout sells
     * plans: a one-off Stripe payment cannot renew a subscription, so with Stripe this is a 501.
     */
    async createPlanCheckout(userId: string, body: ChangePlanBody) {
      if (!provider.enabled)
        throw new HttpError(503, 'payments_unavailable', CREDIT_MESSAGES.paymentsUnavailable);
      if (provider.name !== 'test') {
        throw new HttpError(501, 'plan_checkout_unavailable', PLAN_MESSAGES.checkoutUnavailable);
      }
      const user = await loadUser(userId);
      if (user.tier === body.tier) throw badRequest(PLAN_MESSAGES.alreadyOnPlan, 'already_on_plan');
      const plan = PLANS[body.tier];
      const credits = MONTHLY_ALLOWANCE[body.tier];
      if (plan.price === null || plan.price <= 0 || credits === null) {
        throw badRequest(PLAN_MESSAGES.notPurchasable, 'plan_not_purchasable');
      }
      const [payment] = await db
        .insert(payments)
        .values({
          userId,
          provider: provider.name,
          flow: 'checkout_session',
          kind: PLAN_KIND,
          tier: body.tier,
          credits,
          amountCents: priceToCents(plan.price),
          currency: TOP_UP_CURRENCY,
          successUrl: body.successUrl ?? PAYMENT_RETURN_PATH,
          cancelUrl: body.cancelUrl ?? '/pricing',
        })
        .returning();
      const created = await viaProvider(payment, () =>
        provider.createCheckoutSession({
          paymentId: payment.id,
          userId,
          email: user.email,
          credits: payment.credits,
          amountCents: payment.amountCents,
          currency: payment.currency,
          description: describePayment(payment),
          successUrl: new URL(payment.successUrl, publicUrl).href,
          cancelUrl: new URL(payment.cancelUrl, publicUrl).href,
        }),
      );
      await db.update(payments).set({ providerRef: created.providerRef }).where(eq(payments.id, payment.id));
      return { url: created.url, paymentData: paymentDataOf(payment) };
    },

    /**
     * A verified provider webhook. The event id is recorded in the same transaction as its effect,
     * so a replayed event does nothing; a failure rolls both back and the provider retries.
     */
    async handleWebhook(event: PaymentWebhookEvent) {
      return db.transaction(async (tx) => {
        const recorded = await tx
          .insert(paymentEvents)
          .values({
            id: event.eventId,
            provider: provider.name,
            type: event.type,
            paymentId: event.paymentId && UUID.test(event.paymentId) ? event.paymentId : null,
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (recorded.length === 0) return { duplicate: true as const };
        if (!event.paymentId || event.outcome === 'ignored')
          return { duplicate: false as const, outcome: 'ignored' };
        if (event.outcome === 'failed') {
          if (UUID.test(event.paymentId)) {
            await markFailed(tx, event.paymentId, event.failureMessage ?? CREDIT_MESSAGES.paymentError);
          }
          return { duplicate: false as const, outcome: 'failed' };
        }
        const result = await fulfil(
          {
            paymentId: event.paymentId,
            provider: provider.name,
            amountCents: event.amountCents,
            currency: event.currency,
            providerRef: event.providerRef,
          },
          tx,
        );
        if (!result.fulfilled && result.reason === 'unknown_payment') {
          log.warn({ eventId: event.eventId, paymentId: event.paymentId }, 'webhook for an unknown payment');
        }
        return { duplicate: false as const, outcome: result.fulfilled ? 'fulfilled' : result.reason };
      });
    },

    /** What the test checkout page shows. */
    async testCheckoutDetails(userId: string, paymentId: string): Promise<TestCheckoutPurchase> {
      const payment = await ownTestPayment(userId, paymentId);
      const isPlan = payment.kind === PLAN_KIND;
      return {
        id: payment.id,
        status: payment.status as TestCheckoutPurchase['status'],
        credits: payment.credits,
        amount: payment.amountCents,
        price: priceOf(payment.amountCents),
        currency: payment.currency,
        description: describePayment(payment),
        purpose: isPlan ? 'plan' : 'top_up',
        planTier: isPlan ? asTier(payment.tier) : null,
        successUrl: payment.successUrl,
        cancelUrl: payment.cancelUrl,
        failureMessage: payment.failureMessage,
        testCards: { ...TEST_CARDS },
        createdAt: payment.createdAt.toISOString(),
      };
    },

    /**
     * Pays a test-checkout payment with a card. 4242 4242 4242 4242 succeeds; paying again
     * answers the same success without crediting twice; declines are 402 with a clear message.
     */
    async payTestCheckout(userId: string, paymentId: string, card: TestCheckoutPayBody) {
      const payment = await ownTestPayment(userId, paymentId);
      const done = {
        status: 'succeeded' as const,
        paymentId,
        credits: payment.credits,
        redirectUrl: payment.successUrl,
      };
      if (payment.status === 'succeeded') return done;
      const charge = chargeTestCard(card, credits.now());
      if (!charge.ok) {
        if (charge.status === 402) await markFailed(db, payment.id, charge.message);
        throw new HttpError(charge.status, charge.code, charge.message);
      }
      await fulfil({
        paymentId,
        provider: 'test',
        amountCents: payment.amountCents,
        currency: payment.currency,
      });
      return done;
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
