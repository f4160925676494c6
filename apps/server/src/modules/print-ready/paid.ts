import type { Logger } from 'pino';
import type { OnServicePaid } from '../../ports.ts';
import { lockByPayment, updateRequest } from './repository.ts';

/** What a paid service payment does: the request it paid becomes paid, once. */
export function printReadyPaid(log: Logger): OnServicePaid {
  return async (tx, { paymentId, at }) => {
    const row = await lockByPayment(tx, paymentId);
    if (!row) {
      // A payment the request no longer points at; staff refund it by hand. Not thrown: a
      // webhook would retry forever.
      log.error({ paymentId }, 'service payment for no print-ready request');
      return;
    }
    if (row.paymentStatus === 'paid') return;
    await updateRequest(tx, row.id, {
      status: row.status === 'awaiting-payment' ? 'paid' : row.status,
      paymentStatus: 'paid',
      formStatus: 'submitted',
      paidAt: at,
    });
  };
}
