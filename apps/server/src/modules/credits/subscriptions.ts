/** Subscription events from the provider: renewals extend the paid period, ended ones go to Free. */
import { planPeriodMonths, type Tier } from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentWebhookEvent, SubscriptionFacts } from '../../providers/payments/index.ts';
import { addMonths } from './calendar.ts';
import type { PaymentsServiceDeps } from './payment-context.ts';
import {
  currentPlanPayment,
  isPaymentId,
  selectPlanPayment,
  selectSubscriber,
  setSubscriptionEnd,
  subscriptionEndedByProvider,
} from './payment-repository.ts';
import { asTier } from './repository.ts';

/** One billing period of the plan after `from` (a month, or a year for the yearly plans). */
const addPlanPeriod = (from: Date, tier: Tier) => addMonths(from, planPeriodMonths(tier));

/**
 * The end of a subscription's paid period for a subscription event: from the event itself, else
 * asked from the provider (outside any transaction); null when unknown (fulfilment then counts
 * one plan period from today). A provider that cannot answer is logged and treated as unknown:
 * the renewal still applies, with one plan period from today.
 */
export async function subscriptionPeriodEnd(
  { provider, log }: PaymentsServiceDeps,
  event: PaymentWebhookEvent,
): Promise<Date | null> {
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
export async function applySubscriptionChange(
  { credits, provider, log }: PaymentsServiceDeps,
  tx: DbOrTx,
  event: PaymentWebhookEvent,
  subscription: SubscriptionFacts,
): Promise<string> {
  if (!event.paymentId || !isPaymentId(event.paymentId)) return 'unknown_payment';
  const payment = await selectPlanPayment(tx, event.paymentId, provider.name);
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
  const user = await selectSubscriber(tx, payment.userId);
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
      await setSubscriptionEnd(tx, payment.userId, endedAt);
      return 'ends_later';
    }
    await credits.changeTier(payment.userId, 'free', { tx, reason: 'webhook', paymentId: payment.id });
    return 'downgraded';
  }

  // Renewed: the paid period now ends at the invoice's period end.
  const periodEnd = subscription.periodEnd ?? addPlanPeriod(at, planTier);
  if (user.tier === planTier) {
    if (!user.subscriptionEndsAt || periodEnd > user.subscriptionEndsAt) {
      await setSubscriptionEnd(tx, payment.userId, periodEnd);
    }
    return 'renewed';
  }
  // Paid again after the sweep had moved the user to Free (a late renewal): the plan comes back,
  // unless the subscription itself was ended (a webhook change to Free, or its deletion event
  // arriving while the user was already on Free).
  if (user.tier === 'free' && periodEnd > at) {
    if (await subscriptionEndedByProvider(tx, payment.id)) return 'subscription_ended';
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
