/**
 * Payments' face for the routes: top-ups and plans through the payments port, fulfilled exactly
 * once (payment row lock + unique bucket per payment) by the same `fulfil` for the test checkout
 * and for provider webhooks. The parts: checkout.ts (pricing, starting a payment), fulfilment.ts,
 * webhooks.ts + subscriptions.ts (provider events), billing.ts (portal), test-checkout.ts,
 * payment-repository.ts (the tables).
 */
import type { ChangePlanBody, TestCheckoutPayBody, Tier } from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../ports.ts';
import type { PaymentWebhookEvent } from '../../providers/payments/index.ts';
import { billingPortal, billingStatus } from './billing.ts';
import {
  createCheckout,
  createPaymentIntent,
  createPlanCheckout,
  createServiceCheckout,
  quote,
  type ServiceCheckoutRequest,
} from './checkout.ts';
import { type FulfilInput, fulfil } from './fulfilment.ts';
import type { PaymentsServiceDeps } from './payment-context.ts';
import { refundServicePayment } from './refunds.ts';
import type { CreditsService } from './service.ts';
import { payTestCheckout, testCheckoutDetails } from './test-checkout.ts';
import { handleWebhook } from './webhooks.ts';

export type { FulfilResult } from './fulfilment.ts';
export type { OnServicePaid, PaymentsServiceDeps } from './payment-context.ts';

export function paymentsService(deps: PaymentsServiceDeps) {
  return {
    quote: (tier: Tier, credits: number, amountCents?: number) => quote(tier, credits, amountCents),
    fulfil: (input: FulfilInput, outer?: DbOrTx) => fulfil(deps, input, outer),
    billingStatus: () => billingStatus(deps),
    billingPortal: (userId: string, returnPath?: string) => billingPortal(deps, userId, returnPath),
    createPaymentIntent: (userId: string, body: { amount: number; credits: number }) =>
      createPaymentIntent(deps, userId, body),
    createCheckout: (userId: string, body: Parameters<typeof createCheckout>[2]) =>
      createCheckout(deps, userId, body),
    createPlanCheckout: (userId: string, body: ChangePlanBody) => createPlanCheckout(deps, userId, body),
    createServiceCheckout: (userId: string, request: ServiceCheckoutRequest) =>
      createServiceCheckout(deps, userId, request),
    handleWebhook: (event: PaymentWebhookEvent) => handleWebhook(deps, event),
    /** Refunds a paid service payment in full, in the caller's transaction (refunds.ts). */
    refundService: (tx: DbOrTx, paymentId: string) => refundServicePayment(deps, tx, paymentId),
    testCheckoutDetails: (userId: string, paymentId: string) => testCheckoutDetails(deps, userId, paymentId),
    payTestCheckout: (userId: string, paymentId: string, card: TestCheckoutPayBody) =>
      payTestCheckout(deps, userId, paymentId, card),
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;

/** Payments as the app runs them: its port, its public address, and service fulfilment wired. */
export function paymentsServiceFor(
  deps: Pick<AppDeps, 'db' | 'payments' | 'config' | 'log' | 'onServicePaid'> & { credits: CreditsService },
) {
  return paymentsService({
    db: deps.db,
    credits: deps.credits,
    provider: deps.payments,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
    onServicePaid: deps.onServicePaid,
  });
}
