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
  planRecurringInterval,
  priceToCents,
  TEST_CARDS,
  type TestCheckoutPayBody,
  type TestCheckoutPurchase,
  TIERS,
  type Tier,
  type TierChangeReason,
  TOP_UP_CURRENCY,
  TOP_UP_OPTIONS,
} from '@packsmith/core';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.ts';
import { paymentEvents, payments, tierChanges, users } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { PaymentProviderError } from '../../providers/payments/errors.ts';
import type {
  PaymentsProvider,
  PaymentWebhookEvent,
  SubscriptionFacts,
} from '../../providers/payments/index.ts';
import { chargeTestCard } from '../../providers/payments/test-checkout.ts';
import { addMonths, type CreditsService } from './service.ts';

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
/** One billing period of the plan after `from` (a month, or a year for the yearly plans). */
const addPlanPeriod = (from: Date, tier: Tier) => addMonths(from, planPeriodMonths(tier));
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
      .select({ tier: users.tier, email: users.email, paymentCustomerId: users.paymentCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound();
    return { tier: asTier(user.tier), email: user.email, paymentCustomerId: user.paymentCustomerId };
  }

  /** The plan payment the user's current tier came from: their latest fulfilled plan payment. */
  async function currentPlanPayment(tx: DbOrTx, userId: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.kind, PLAN_KIND), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.fulfilledAt), desc(payments.createdAt))
      .limit(1);
    return row;
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
   * The end of a subscription's paid period for a subscription event: from the event itself, else
   * asked from the provider (outside any transaction); null when unknown (fulfilment then counts
   * one plan period from today).
   */
  async function subscriptionPeriodEnd(event: PaymentWebhookEvent): Promise<Date | null> {
    const subscription = event.subscription;
    if (!subscription || subscription.periodEnd) return subscription?.periodEnd ?? null;
    const wanted =
      (subscription.state === 'started' && event.outcome === 'succeeded') || subscription.state === 'renewed';
    if (!wanted || !subscription.id || !provider.subscriptionPeriodEnd) return null;
    try {
      return await provider.subscriptionPeriodEnd(subscription.id);
    } catch (err) {
      log.warn({ err, subscriptionId: subscription.id }, 'subscription period end unavailable');
      return null;
    }
  }

  /**
   * A renewal (invoice paid) or an ended subscription, for the plan payment the subscription was
   * bought with. Only the user's current plan counts (a superseded or staff-managed plan is left
   * alone), under the user's credit lock so it serialises with the expiry sweep.
   */
  async function applySubscriptionChange(
    tx: DbOrTx,
    event: PaymentWebhookEvent,
    subscription: SubscriptionFacts,
  ): Promise<string> {
    if (!event.paymentId || !UUID.test(event.paymentId)) return 'unknown_payment';
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, event.paymentId),
          eq(payments.kind, PLAN_KIND),
          eq(payments.provider, provider.name),
        ),
      );
    if (!payment) {
      log.warn(
        { eventId: event.eventId, paymentId: event.paymentId },
        'subscription event for an unknown plan',
      );
      return 'unknown_payment';
    }
    // Not paid yet: checkout.session.completed fulfils it (with the period end) when it comes.
    if (payment.status !== 'succeeded') return 'not_fulfilled';
    await credits.lock(tx, payment.userId);
    const [user] = await tx
      .select({
        tier: users.tier,
        manualUpgrade: users.manualUpgrade,
        subscriptionEndsAt: users.subscriptionEndsAt,
      })
      .from(users)
      .where(eq(users.id, payment.userId));
    const current = await currentPlanPayment(tx, payment.userId);
    if (!user || current?.id !== payment.id) return 'superseded';
    if (user.manualUpgrade) return 'manual_upgrade';
    const planTier = asTier(payment.tier);
    const at = credits.now();

    if (subscription.state === 'ended') {
      if (user.tier !== planTier) return 'tier_changed';
      const endedAt = subscription.endedAt ?? at;
      if (endedAt > at) {
        // Cancelled for a future date: the expiry sweep moves the user when it comes.
        await tx.update(users).set({ subscriptionEndsAt: endedAt }).where(eq(users.id, payment.userId));
        return 'ends_later';
      }
      await credits.changeTier(payment.userId, 'free', { tx, reason: 'webhook', paymentId: payment.id });
      return 'downgraded';
    }

    // Renewed: the paid period now ends at the invoice's period end.
    const periodEnd = subscription.periodEnd ?? addPlanPeriod(at, planTier);
    if (user.tier === planTier) {
      if (!user.subscriptionEndsAt || periodEnd > user.subscriptionEndsAt) {
        await tx.update(users).set({ subscriptionEndsAt: periodEnd }).where(eq(users.id, payment.userId));
      }
      return 'renewed';
    }
    // Paid again after the sweep had moved the user to Free (a late renewal): the plan comes back,
    // unless the subscription itself was ended (a webhook change to Free, or its deletion event
    // arriving while the user was already on Free).
    if (user.tier === 'free' && periodEnd > at) {
      const [endedByWebhook] = await tx
        .select({ id: tierChanges.id })
        .from(tierChanges)
        .where(
          and(
            eq(tierChanges.paymentId, payment.id),
            eq(tierChanges.toTier, 'free'),
            eq(tierChanges.reason, 'webhook'),
          ),
        )
        .limit(1);
      const [deleted] = await tx
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.paymentId, payment.id),
            eq(paymentEvents.type, 'customer.subscription.deleted'),
          ),
        )
        .limit(1);
      if (endedByWebhook || deleted) return 'subscription_ended';
      await credits.changeTier(payment.userId, planTier, {
        tx,
        reason: 'webhook',
        paymentId: payment.id,
        periodMonths: planPeriodMonths(planTier),
        endsAt: periodEnd,
      });
      return 'restored';
    }
    return 'tier_changed';
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
      /** Plans: why the tier changes; 'checkout' for the test checkout, 'webhook' for providers. */
      reason?: TierChangeReason;
      /** Plans: the end of the paid period the provider reports (else today + the plan's period). */
      periodEnd?: Date | null;
      /** Plans: the provider's customer, kept as users.payment_customer_id. */
      customerRef?: string | null;
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
        await credits.changeTier(payment.userId, tier, {
          tx,
          reason: input.reason ?? (input.provider === 'test' ? 'checkout' : 'webhook'),
          paymentId: payment.id,
          periodMonths: planPeriodMonths(tier),
          endsAt: input.periodEnd && input.periodEnd > credits.now() ? input.periodEnd : null,
        });
        if (input.customerRef) {
          await tx
            .update(users)
            .set({ paymentCustomerId: input.customerRef })
            .where(eq(users.id, payment.userId));
        }
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
    /** What the user menu's Billing can do here: a provider portal (Stripe), or explain the test checkout. */
    billingStatus() {
      return {
        provider: provider.name,
        enabled: provider.enabled,
        portal: !!provider.createBillingPortalSession,
      };
    },

    /**
     * A customer portal session for the user (404 without a portal). A user who never paid
     * through the provider gets a customer first, kept as users.payment_customer_id so later
     * plan checkouts reuse it.
     */
    async billingPortal(userId: string, returnPath = '/dashboard/credits') {
      if (!provider.createBillingPortalSession) {
        throw new HttpError(404, 'no_billing_portal', CREDIT_MESSAGES.billingPortalUnavailable);
      }
      const user = await loadUser(userId);
      const openPortal = provider.createBillingPortalSession;
      const session = await openPortal({
        userId,
        email: user.email,
        customerRef: user.paymentCustomerId,
        returnUrl: new URL(returnPath, publicUrl).href,
      }).catch((err: unknown) => {
        log.error({ err, userId, provider: provider.name }, 'billing portal call failed');
        throw new HttpError(502, 'payment_provider_error', CREDIT_MESSAGES.paymentError);
      });
      if (!user.paymentCustomerId) {
        await db
          .update(users)
          .set({ paymentCustomerId: session.customerRef })
          .where(and(eq(users.id, userId), isNull(users.paymentCustomerId)));
      }
      return { url: session.url };
    },

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
     * tier (credits.changeTier, recorded in tier_changes) instead of adding a bucket. The test
     * checkout sells one paid period; Stripe a subscription (Checkout in subscription mode) that
     * renews by webhook. While a Stripe subscription runs, a second checkout would bill twice,
     * so switching is refused (409) and done by staff.
     */
    async createPlanCheckout(userId: string, body: ChangePlanBody) {
      if (!provider.enabled)
        throw new HttpError(503, 'payments_unavailable', CREDIT_MESSAGES.paymentsUnavailable);
      const user = await loadUser(userId);
      if (user.tier === body.tier) throw badRequest(PLAN_MESSAGES.alreadyOnPlan, 'already_on_plan');
      const current = user.tier === 'free' ? undefined : await currentPlanPayment(db, userId);
      if (current && current.provider !== 'test' && asTier(current.tier) === user.tier) {
        throw new HttpError(409, 'subscription_active', PLAN_MESSAGES.subscriptionActive);
      }
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
        provider.createPlanCheckoutSession({
          paymentId: payment.id,
          userId,
          email: user.email,
          credits: payment.credits,
          amountCents: payment.amountCents,
          currency: payment.currency,
          description: describePayment(payment),
          successUrl: new URL(payment.successUrl, publicUrl).href,
          cancelUrl: new URL(payment.cancelUrl, publicUrl).href,
          tier: body.tier,
          interval: planRecurringInterval(body.tier),
          customerRef: user.paymentCustomerId,
        }),
      );
      await db.update(payments).set({ providerRef: created.providerRef }).where(eq(payments.id, payment.id));
      return { url: created.url, paymentData: paymentDataOf(payment) };
    },

    /**
     * A verified provider webhook. The event id is recorded in the same transaction as its effect,
     * so a replayed event does nothing; a failure rolls both back and the provider retries.
     * Payments (top-ups, a plan's first payment) are fulfilled; subscription renewals extend the
     * paid period and ended subscriptions move the user back to Free.
     */
    async handleWebhook(event: PaymentWebhookEvent) {
      const [seen] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, event.eventId));
      if (seen) return { duplicate: true as const };
      const periodEnd = await subscriptionPeriodEnd(event);
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
        const subscription = event.subscription;
        if (subscription && (subscription.state === 'renewed' || subscription.state === 'ended')) {
          const outcome = await applySubscriptionChange(tx, event, { ...subscription, periodEnd });
          return { duplicate: false as const, outcome };
        }
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
            reason: 'webhook',
            periodEnd,
            customerRef: subscription?.customerRef ?? null,
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
