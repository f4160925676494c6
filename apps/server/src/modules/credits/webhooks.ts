import { CREDIT_MESSAGES } from '@packsmith/core';
import type { PaymentWebhookEvent } from '../../providers/payments/index.ts';
import { fulfil } from './fulfilment.ts';
import type { PaymentsServiceDeps } from './payment-context.ts';
import { eventSeen, isPaymentId, markFailed, recordEvent } from './payment-repository.ts';
import { applySubscriptionChange, subscriptionPeriodEnd } from './subscriptions.ts';

/**
 * A verified provider webhook. The event id is recorded in the same transaction as its effect,
 * so a replayed event does nothing; a failure rolls both back and the provider retries.
 * Payments (top-ups, a plan's first payment) are fulfilled; subscription renewals extend the
 * paid period and ended subscriptions move the user back to Free.
 */
export async function handleWebhook(deps: PaymentsServiceDeps, event: PaymentWebhookEvent) {
  const { db, provider, log } = deps;
  if (await eventSeen(db, event.eventId)) return { duplicate: true as const };
  const periodEnd = await subscriptionPeriodEnd(deps, event);
  return db.transaction(async (tx) => {
    const recorded = await recordEvent(tx, {
      id: event.eventId,
      provider: provider.name,
      type: event.type,
      paymentId: event.paymentId && isPaymentId(event.paymentId) ? event.paymentId : null,
    });
    if (!recorded) return { duplicate: true as const };
    const subscription = event.subscription;
    if (subscription && (subscription.state === 'renewed' || subscription.state === 'ended')) {
      const outcome = await applySubscriptionChange(deps, tx, event, { ...subscription, periodEnd });
      return { duplicate: false as const, outcome };
    }
    if (!event.paymentId || event.outcome === 'ignored')
      return { duplicate: false as const, outcome: 'ignored' };
    if (event.outcome === 'failed') {
      if (isPaymentId(event.paymentId)) {
        await markFailed(tx, event.paymentId, event.failureMessage ?? CREDIT_MESSAGES.paymentError);
      }
      return { duplicate: false as const, outcome: 'failed' };
    }
    const result = await fulfil(
      deps,
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
}
