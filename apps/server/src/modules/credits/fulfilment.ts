import {
  CREDIT_MESSAGES,
  type PaymentProviderName,
  planPeriodMonths,
  type TierChangeReason,
} from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentsServiceDeps } from './payment-context.ts';
import {
  isPaymentId,
  lockPayment,
  markFailed,
  markSucceeded,
  type PaymentRow,
  PLAN_KIND,
  SERVICE_KIND,
  setPaymentCustomer,
} from './payment-repository.ts';
import { REFUNDED } from './refunds.ts';
import { asTier } from './repository.ts';

export type FulfilResult =
  | { fulfilled: true; payment: PaymentRow }
  | {
      fulfilled: false;
      reason: 'unknown_payment' | 'already_fulfilled' | 'amount_mismatch';
      payment?: PaymentRow;
    };

export interface FulfilInput {
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
}

/**
 * Credits a paid payment once: a top-up adds one bucket and one `topup` ledger row, a plan moves
 * the user to its tier, a service payment is handed to the module that sold it (onServicePaid). The payment row is locked, so concurrent deliveries (webhook replays,
 * double clicks) serialise and all but the first see it succeeded; the unique payment_id on
 * buckets backs that up. The same function for the test checkout and for provider webhooks.
 */
export async function fulfil(
  { db, credits, log, onServicePaid }: PaymentsServiceDeps,
  input: FulfilInput,
  outer?: DbOrTx,
): Promise<FulfilResult> {
  const run = async (tx: DbOrTx): Promise<FulfilResult> => {
    if (!isPaymentId(input.paymentId)) return { fulfilled: false, reason: 'unknown_payment' };
    const payment = await lockPayment(tx, input.paymentId);
    if (!payment || payment.provider !== input.provider)
      return { fulfilled: false, reason: 'unknown_payment' };
    // A refunded payment was fulfilled before its refund: a late or replayed event changes nothing.
    if (payment.status === 'succeeded' || payment.status === REFUNDED)
      return { fulfilled: false, reason: 'already_fulfilled', payment };
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
      if (input.customerRef) await setPaymentCustomer(tx, payment.userId, input.customerRef);
    } else if (payment.kind === SERVICE_KIND) {
      // Thrown, not skipped: the transaction rolls back and the payment stays unpaid (a webhook retries).
      if (!onServicePaid) throw new Error('A service payment arrived but nothing fulfils services');
      await onServicePaid(tx, { paymentId: payment.id, userId: payment.userId, at: credits.now() });
    } else {
      await credits.addTopUp(payment.userId, payment.credits, { tx, paymentId: payment.id });
    }
    const updated = await markSucceeded(tx, payment, input.providerRef ?? null, credits.now());
    return { fulfilled: true, payment: updated };
  };
  return outer ? run(outer) : db.transaction(run);
}
