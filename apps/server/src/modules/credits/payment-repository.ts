/**
 * The payment tables (payments, payment_events) and the billing columns of users. Every function
 * runs on the pool or on the caller's transaction (`tx`).
 */
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents, payments, tierChanges, users } from '../../db/schema/index.ts';
import { asTier } from './repository.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** payments.kind: a credit top-up or a plan (the plan's tier is in payments.tier). */
export const PLAN_KIND = 'plan';
/** payments.kind: a cash service (no credits) that another module fulfils (OnServicePaid). */
export const SERVICE_KIND = 'service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from outside (webhooks, addresses) that cannot be a payment id are unknown payments. */
export const isPaymentId = (id: string) => UUID.test(id);

/** Who pays: the user's tier, email and provider customer (undefined: no such user). */
export async function selectPayer(tx: DbOrTx, userId: string) {
  const [user] = await tx
    .select({ tier: users.tier, email: users.email, paymentCustomerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return user && { tier: asTier(user.tier), email: user.email, paymentCustomerId: user.paymentCustomerId };
}

/** What a subscription event needs of the user, read under their credit lock. */
export async function selectSubscriber(tx: DbOrTx, userId: string) {
  const [user] = await tx
    .select({
      tier: users.tier,
      manualUpgrade: users.manualUpgrade,
      subscriptionEndsAt: users.subscriptionEndsAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function setSubscriptionEnd(tx: DbOrTx, userId: string, endsAt: Date) {
  await tx.update(users).set({ subscriptionEndsAt: endsAt }).where(eq(users.id, userId));
}

/** Keeps the provider's customer for the user; `onlyFirst` keeps one already there. */
export async function setPaymentCustomer(
  tx: DbOrTx,
  userId: string,
  customerRef: string,
  { onlyFirst = false } = {},
) {
  await tx
    .update(users)
    .set({ paymentCustomerId: customerRef })
    .where(onlyFirst ? and(eq(users.id, userId), isNull(users.paymentCustomerId)) : eq(users.id, userId));
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [payment] = await tx.insert(payments).values(values).returning();
  return payment;
}

export async function setProviderRef(tx: DbOrTx, paymentId: string, providerRef: string) {
  await tx.update(payments).set({ providerRef }).where(eq(payments.id, paymentId));
}

/** Whether a payment went through (paid, or paid and refunded since). */
export async function isSettled(tx: DbOrTx, paymentId: string): Promise<boolean> {
  const [row] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  return row?.status === 'succeeded' || row?.status === 'refunded';
}

export async function setAmount(tx: DbOrTx, paymentId: string, amountCents: number): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set({ amountCents }).where(eq(payments.id, paymentId)).returning();
  return row!;
}

/** Records a failed attempt; a payment that already succeeded stays succeeded. */
export async function markFailed(tx: DbOrTx, paymentId: string, message: string) {
  await tx
    .update(payments)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(payments.id, paymentId), notInArray(payments.status, ['succeeded', 'refunded'])));
}

/** The payment, row-locked for fulfilment. */
export async function lockPayment(tx: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/** Marks a payment paid; the provider's reference is kept unless one is already there. */
export async function markSucceeded(tx: DbOrTx, payment: PaymentRow, providerRef: string | null, at: Date) {
  const [updated] = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      failureMessage: null,
      fulfilledAt: at,
      ...(payment.providerRef ? {} : { providerRef }),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated;
}

/** The plan payment the user's current tier came from: their latest fulfilled plan payment. */
export async function currentPlanPayment(tx: DbOrTx, userId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, PLAN_KIND), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.fulfilledAt), desc(payments.createdAt))
    .limit(1);
  return row;
}

/** The latest fulfilled plan payment for the tier the user is on now (none for staff-set plans). */
export async function planPaymentOfCurrentTier(tx: DbOrTx, userId: string) {
  const [plan] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.kind, PLAN_KIND),
        eq(payments.status, 'succeeded'),
        eq(payments.tier, users.tier),
      ),
    )
    .orderBy(desc(payments.fulfilledAt))
    .limit(1);
  return plan;
}

/** A plan payment made through this provider. */
export async function selectPlanPayment(tx: DbOrTx, paymentId: string, provider: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.kind, PLAN_KIND), eq(payments.provider, provider)));
  return payment;
}

/** The user's own payment of this kind, whatever its provider (undefined for anyone else's). */
export async function selectOwnPaymentOfKind(tx: DbOrTx, userId: string, paymentId: string, kind: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.kind, kind)));
  return payment;
}

/** The user's own payment through this provider (undefined for anyone else's). */
export async function selectOwnPayment(tx: DbOrTx, userId: string, paymentId: string, provider: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.provider, provider)));
  return payment;
}

/**
 * Whether the subscription bought with this plan payment was ended by the provider: a webhook
 * moved the user to Free for it, or its deletion event has arrived.
 */
export async function subscriptionEndedByProvider(tx: DbOrTx, paymentId: string): Promise<boolean> {
  const [endedByWebhook] = await tx
    .select({ id: tierChanges.id })
    .from(tierChanges)
    .where(
      and(
        eq(tierChanges.paymentId, paymentId),
        eq(tierChanges.toTier, 'free'),
        eq(tierChanges.reason, 'webhook'),
      ),
    )
    .limit(1);
  const [deleted] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.type, 'customer.subscription.deleted')),
    )
    .limit(1);
  return !!(endedByWebhook || deleted);
}

export async function eventSeen(tx: DbOrTx, eventId: string): Promise<boolean> {
  const [seen] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, eventId));
  return !!seen;
}

/** Records a provider event once; false when it was already recorded. */
export async function recordEvent(tx: DbOrTx, values: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded.length > 0;
}

/** Sets a payment's status (a refund marks it 'refunded'). */
export async function markPaymentStatus(tx: DbOrTx, paymentId: string, status: string): Promise<void> {
  await tx.update(payments).set({ status }).where(eq(payments.id, paymentId));
}
