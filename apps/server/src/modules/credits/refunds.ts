import { CREDIT_MESSAGES } from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { PaymentProviderError } from '../../providers/payments/errors.ts';
import type { PaymentsServiceDeps } from './payment-context.ts';
import { lockPayment, markPaymentStatus, SERVICE_KIND } from './payment-repository.ts';

/** A service payment after its refund: 'refunded' is final. */
export const REFUNDED = 'refunded';

/**
 * Gives a paid service payment back in full, inside the caller's transaction: the payment row is
 * locked (a second refund waits, then finds it refunded and does nothing), the provider is asked
 * (idempotent per payment, so a rolled-back attempt retried refunds once), and the row is marked.
 * A provider failure rolls the caller's transaction back and answers 502.
 */
export async function refundServicePayment(
  { provider, log }: Pick<PaymentsServiceDeps, 'provider' | 'log'>,
  tx: DbOrTx,
  paymentId: string,
): Promise<{ refunded: boolean }> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.kind !== SERVICE_KIND) throw notFound(CREDIT_MESSAGES.paymentNotFound);
  if (payment.status === REFUNDED) return { refunded: false };
  if (payment.status !== 'succeeded') throw conflict(CREDIT_MESSAGES.refundNotPaid, 'not_paid');
  try {
    await provider.refund({
      paymentId,
      providerRef: payment.providerRef,
      amountCents: payment.amountCents,
    });
  } catch (err) {
    log.error({ err, paymentId, provider: provider.name }, 'refund failed');
    const message = err instanceof PaymentProviderError ? err.message : CREDIT_MESSAGES.paymentError;
    throw new HttpError(502, 'payment_provider_error', message);
  }
  await markPaymentStatus(tx, paymentId, REFUNDED);
  return { refunded: true };
}
