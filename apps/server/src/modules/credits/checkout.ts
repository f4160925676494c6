/**
 * Starting a payment: prices a request (a top-up option of the user's tier, or a plan), stores a
 * pending payments row and asks the payments port for a client secret or a checkout address.
 */
import {
  type ChangePlanBody,
  CREDIT_MESSAGES,
  findTopUpOption,
  MONTHLY_ALLOWANCE,
  PAYMENT_RETURN_PATH,
  PLAN_MESSAGES,
  PLANS,
  type PromoQuoteBody,
  type PromoTarget,
  PURCHASABLE_TIERS,
  planRecurringInterval,
  priceToCents,
  type Tier,
  TOP_UP_CURRENCY,
  TOP_UP_OPTIONS,
} from '@packsmith/core';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { PaymentProviderError } from '../../providers/payments/errors.ts';
import type { CheckoutDiscount } from '../../providers/payments/index.ts';
import { previewPromoCode, redeemPromoCode } from '../promo-codes/index.ts';
import {
  describeCredits,
  describePayment,
  type PaymentsServiceDeps,
  paymentDataOf,
} from './payment-context.ts';
import {
  currentPlanPayment,
  insertPayment,
  isSettled,
  markFailed,
  type PaymentRow,
  PLAN_KIND,
  SERVICE_KIND,
  selectOwnPaymentOfKind,
  selectPayer,
  setAmount,
  setProviderRef,
} from './payment-repository.ts';
import { asTier } from './repository.ts';

interface TopUpRequest {
  credits: number;
  amount?: number;
  successUrl?: string;
  cancelUrl?: string;
  promoCode?: string;
}

/**
 * Stores a pending payment at its price; with a promo code, the code is redeemed in the same
 * transaction and the payment charges the discounted amount (a refused code stores nothing).
 * Answers the discount too, for providers that apply it themselves.
 */
async function insertPricedPayment(
  { db }: PaymentsServiceDeps,
  values: Parameters<typeof insertPayment>[1],
  promo: { code: string | undefined; target: PromoTarget },
): Promise<{ payment: PaymentRow; discount: CheckoutDiscount | null }> {
  const { code } = promo;
  if (!code) return { payment: await insertPayment(db, values), discount: null };
  return db.transaction(async (tx) => {
    const payment = await insertPayment(tx, values);
    const { discountCents, source } = await redeemPromoCode(tx, {
      code,
      userId: payment.userId,
      target: promo.target,
      paymentId: payment.id,
      priceCents: payment.amountCents,
      paymentSettled: (id) => isSettled(tx, id),
    });
    if (discountCents <= 0) return { payment, discount: null };
    return {
      payment: await setAmount(tx, payment.id, payment.amountCents - discountCents),
      discount: {
        promoCodeId: source.id,
        code: source.code,
        percentOff: source.percentOff,
        amountOffCents: source.amountOffCents,
        listAmountCents: payment.amountCents,
        discountCents,
      },
    };
  });
}

/**
 * What a code takes off each plan or each of this person's top-up packs, checked as a checkout
 * would check it; nothing is redeemed. Plans are those this person could buy now.
 */
export async function promoQuote(deps: PaymentsServiceDeps, userId: string, body: PromoQuoteBody) {
  const user = await loadPayer(deps, userId);
  const lines =
    body.target === 'plan'
      ? PURCHASABLE_TIERS.filter((tier) => tier !== user.tier).map((tier) => ({
          tier,
          credits: null,
          priceCents: priceToCents(PLANS[tier].price ?? 0),
        }))
      : TOP_UP_OPTIONS[user.tier].map((o) => ({
          tier: null,
          credits: o.credits,
          priceCents: priceToCents(o.price),
        }));
  const preview = await previewPromoCode(deps.db, {
    code: body.code,
    userId,
    target: body.target,
    pricesCents: lines.map((l) => l.priceCents),
    paymentSettled: (id) => isSettled(deps.db, id),
  });
  return {
    code: preview.code,
    target: body.target,
    description: preview.description,
    prices: lines.map((line, i) => {
      const discountCents = preview.discountsCents[i] ?? 0;
      return { ...line, discountCents, totalCents: line.priceCents - discountCents };
    }),
  };
}

/** The tier's option for these credits; the amount (cents), when sent, must be its price × 100. */
export function quote(tier: Tier, creditsWanted: number, amountCents?: number) {
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

export async function loadPayer({ db }: PaymentsServiceDeps, userId: string) {
  const payer = await selectPayer(db, userId);
  if (!payer) throw notFound();
  return payer;
}

function requireEnabled({ provider }: PaymentsServiceDeps) {
  if (!provider.enabled)
    throw new HttpError(503, 'payments_unavailable', CREDIT_MESSAGES.paymentsUnavailable);
}

async function createTopUpPayment(
  deps: PaymentsServiceDeps,
  userId: string,
  flow: 'payment_intent' | 'checkout_session',
  request: TopUpRequest,
) {
  requireEnabled(deps);
  const user = await loadPayer(deps, userId);
  const priced = quote(user.tier, request.credits, request.amount);
  const { payment, discount } = await insertPricedPayment(
    deps,
    {
      userId,
      provider: deps.provider.name,
      flow,
      tier: user.tier,
      credits: priced.credits,
      amountCents: priced.amountCents,
      currency: TOP_UP_CURRENCY,
      successUrl: request.successUrl ?? PAYMENT_RETURN_PATH,
      cancelUrl: request.cancelUrl ?? '/pricing',
    },
    { code: request.promoCode, target: 'top-up' },
  );
  const portRequest = {
    paymentId: payment.id,
    userId,
    email: user.email,
    credits: payment.credits,
    amountCents: payment.amountCents,
    currency: payment.currency,
    description: describeCredits(payment.credits),
  };
  return { payment, portRequest, discount };
}

/**
 * Asks the provider and keeps its reference on the payment. A provider failure marks the payment
 * failed and answers a 502 with a safe message.
 */
async function viaProvider<T extends { providerRef: string }>(
  { db, provider, log }: PaymentsServiceDeps,
  payment: PaymentRow,
  call: () => Promise<T>,
): Promise<T> {
  let created: T;
  try {
    created = await call();
  } catch (err) {
    const message = err instanceof PaymentProviderError ? err.message : CREDIT_MESSAGES.paymentError;
    log.error({ err, paymentId: payment.id, provider: provider.name }, 'payment provider call failed');
    await markFailed(db, payment.id, message);
    throw new HttpError(502, 'payment_provider_error', message);
  }
  await setProviderRef(db, payment.id, created.providerRef);
  return created;
}

const absolute = ({ publicUrl }: PaymentsServiceDeps, path: string) => new URL(path, publicUrl).href;

/** The in-dialog payment (payment element): a client secret for this option. */
export async function createPaymentIntent(
  deps: PaymentsServiceDeps,
  userId: string,
  body: { amount: number; credits: number; promoCode?: string },
) {
  const { payment, portRequest } = await createTopUpPayment(deps, userId, 'payment_intent', body);
  const created = await viaProvider(deps, payment, () => deps.provider.createPaymentIntent(portRequest));
  return {
    clientSecret: created.clientSecret,
    paymentId: payment.id,
    provider: deps.provider.name,
    publishableKey: deps.provider.publishableKey,
    amount: payment.amountCents,
    credits: payment.credits,
    currency: payment.currency,
  };
}

/** A one-off checkout session (test checkout page or Stripe Checkout) for a stored payment. */
function checkoutSession(
  deps: PaymentsServiceDeps,
  payment: PaymentRow,
  email: string | null,
  discount: CheckoutDiscount | null = null,
) {
  return viaProvider(deps, payment, () =>
    deps.provider.createCheckoutSession({
      paymentId: payment.id,
      userId: payment.userId,
      email,
      credits: payment.credits,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: describePayment(payment),
      kind: payment.kind === SERVICE_KIND ? 'service' : 'topup',
      successUrl: absolute(deps, payment.successUrl),
      cancelUrl: absolute(deps, payment.cancelUrl),
      discount,
    }),
  );
}

/** The redirect top-up: a checkout address and the payment data the web keeps for analytics. */
export async function createCheckout(deps: PaymentsServiceDeps, userId: string, body: TopUpRequest) {
  const { payment, portRequest, discount } = await createTopUpPayment(deps, userId, 'checkout_session', body);
  const created = await checkoutSession(deps, payment, portRequest.email, discount);
  return { url: created.url, paymentData: paymentDataOf(payment) };
}

export interface ServiceCheckoutRequest {
  /** The seller's price in cents; whatever a client sent is never passed here. */
  amountCents: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** The payment an earlier attempt made: paid again through it, so one order has one payment. */
  existingPaymentId?: string | null;
}

/**
 * A cash service through checkout (a `service` payment with no credits): fulfilment hands it to
 * OnServicePaid. Retrying reuses the unpaid payment with a fresh session, so paying twice
 * (two tabs, a retry after a decline) can only ever fulfil one payment.
 */
export async function createServiceCheckout(
  deps: PaymentsServiceDeps,
  userId: string,
  request: ServiceCheckoutRequest,
) {
  requireEnabled(deps);
  const user = await loadPayer(deps, userId);
  const existing = request.existingPaymentId
    ? await selectOwnPaymentOfKind(deps.db, userId, request.existingPaymentId, SERVICE_KIND)
    : undefined;
  if (existing?.status === 'succeeded') {
    throw new HttpError(409, 'already_paid', CREDIT_MESSAGES.paymentAlreadyCompleted);
  }
  const payment =
    existing && existing.provider === deps.provider.name && existing.amountCents === request.amountCents
      ? existing
      : await insertPayment(deps.db, {
          userId,
          provider: deps.provider.name,
          flow: 'checkout_session',
          kind: SERVICE_KIND,
          tier: user.tier,
          credits: 0,
          amountCents: request.amountCents,
          currency: request.currency,
          description: request.description,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
        });
  const created = await checkoutSession(deps, payment, user.email);
  return { url: created.url, payment };
}

/**
 * A plan change through checkout: a `plan` payment priced from PLANS; fulfilment switches the
 * tier (credits.changeTier, recorded in tier_changes) instead of adding a bucket. The test
 * checkout sells one paid period; Stripe a subscription (Checkout in subscription mode) that
 * renews by webhook. While a Stripe subscription runs, a second checkout would bill twice,
 * so switching is refused (409) and done by staff.
 */
export async function createPlanCheckout(deps: PaymentsServiceDeps, userId: string, body: ChangePlanBody) {
  requireEnabled(deps);
  const user = await loadPayer(deps, userId);
  if (user.tier === body.tier) throw badRequest(PLAN_MESSAGES.alreadyOnPlan, 'already_on_plan');
  const current = user.tier === 'free' ? undefined : await currentPlanPayment(deps.db, userId);
  if (current && current.provider !== 'test' && asTier(current.tier) === user.tier) {
    throw new HttpError(409, 'subscription_active', PLAN_MESSAGES.subscriptionActive);
  }
  const plan = PLANS[body.tier];
  const credits = MONTHLY_ALLOWANCE[body.tier];
  if (plan.price === null || plan.price <= 0 || credits === null) {
    throw badRequest(PLAN_MESSAGES.notPurchasable, 'plan_not_purchasable');
  }
  const { payment, discount } = await insertPricedPayment(
    deps,
    {
      userId,
      provider: deps.provider.name,
      flow: 'checkout_session',
      kind: PLAN_KIND,
      tier: body.tier,
      credits,
      amountCents: priceToCents(plan.price),
      currency: TOP_UP_CURRENCY,
      successUrl: body.successUrl ?? PAYMENT_RETURN_PATH,
      cancelUrl: body.cancelUrl ?? '/pricing',
    },
    { code: body.promoCode, target: 'plan' },
  );
  const created = await viaProvider(deps, payment, () =>
    deps.provider.createPlanCheckoutSession({
      paymentId: payment.id,
      userId,
      email: user.email,
      credits: payment.credits,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: describePayment(payment),
      successUrl: absolute(deps, payment.successUrl),
      cancelUrl: absolute(deps, payment.cancelUrl),
      tier: body.tier,
      interval: planRecurringInterval(body.tier),
      customerRef: user.paymentCustomerId,
      discount,
    }),
  );
  return { url: created.url, paymentData: paymentDataOf(payment) };
}
