/** The built-in test checkout's page and its "pay" button (no vendor; see providers/payments). */
import {
  CREDIT_MESSAGES,
  TEST_CARDS,
  type TestCheckoutPayBody,
  type TestCheckoutPurchase,
} from '@packsmith/core';
import { HttpError, notFound } from '../../lib/errors.ts';
import { chargeTestCard } from '../../providers/payments/test-checkout.ts';
import { fulfil } from './fulfilment.ts';
import { describePayment, type PaymentsServiceDeps, priceOf } from './payment-context.ts';
import { isPaymentId, markFailed, PLAN_KIND, SERVICE_KIND, selectOwnPayment } from './payment-repository.ts';
import { asTier } from './repository.ts';

async function ownTestPayment({ db, provider }: PaymentsServiceDeps, userId: string, paymentId: string) {
  if (provider.name !== 'test' || !provider.enabled || !isPaymentId(paymentId)) throw notFound();
  const payment = await selectOwnPayment(db, userId, paymentId, 'test');
  if (!payment) throw new HttpError(404, 'not_found', CREDIT_MESSAGES.paymentNotFound);
  return payment;
}

/** What the test checkout page shows. */
export async function testCheckoutDetails(
  deps: PaymentsServiceDeps,
  userId: string,
  paymentId: string,
): Promise<TestCheckoutPurchase> {
  const payment = await ownTestPayment(deps, userId, paymentId);
  const isPlan = payment.kind === PLAN_KIND;
  return {
    id: payment.id,
    status: payment.status as TestCheckoutPurchase['status'],
    credits: payment.credits,
    amount: payment.amountCents,
    price: priceOf(payment.amountCents),
    currency: payment.currency,
    description: describePayment(payment),
    purpose: isPlan ? 'plan' : payment.kind === SERVICE_KIND ? 'service' : 'top_up',
    planTier: isPlan ? asTier(payment.tier) : null,
    successUrl: payment.successUrl,
    cancelUrl: payment.cancelUrl,
    failureMessage: payment.failureMessage,
    testCards: { ...TEST_CARDS },
    createdAt: payment.createdAt.toISOString(),
  };
}

/**
 * Pays a test-checkout payment with a card. 4242 4242 4242 4242 succeeds; paying again
 * answers the same success without crediting twice; declines are 402 with a clear message.
 */
export async function payTestCheckout(
  deps: PaymentsServiceDeps,
  userId: string,
  paymentId: string,
  card: TestCheckoutPayBody,
) {
  const payment = await ownTestPayment(deps, userId, paymentId);
  const done = {
    status: 'succeeded' as const,
    paymentId,
    credits: payment.credits,
    redirectUrl: payment.successUrl,
  };
  if (payment.status === 'succeeded') return done;
  const charge = chargeTestCard(card, deps.credits.now());
  if (!charge.ok) {
    if (charge.status === 402) await markFailed(deps.db, payment.id, charge.message);
    throw new HttpError(charge.status, charge.code, charge.message);
  }
  await fulfil(deps, {
    paymentId,
    provider: 'test',
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  return done;
}
