import { type PaymentData, type PaymentProviderName, planPaymentDescription } from '@packsmith/core';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { OnServicePaid } from '../../ports.ts';
import type { PaymentsProvider } from '../../providers/payments/index.ts';
import { type PaymentRow, PLAN_KIND, SERVICE_KIND } from './payment-repository.ts';
import { asTier } from './repository.ts';
import type { CreditsService } from './service.ts';

export type { OnServicePaid } from '../../ports.ts';

/** What every part of payments runs with. */
export interface PaymentsServiceDeps {
  db: Db;
  credits: CreditsService;
  provider: PaymentsProvider;
  /** Base for the absolute return addresses Stripe needs. */
  publicUrl: string;
  log: Logger;
  /** Fulfils service payments; without it a service payment is never marked paid. */
  onServicePaid?: OnServicePaid;
}

export const priceOf = (cents: number) => cents / 100;

/** What the payment is called on receipts and the checkout page. */
export const describeCredits = (credits: number) => `${credits} Packsmith credits`;
export const describePayment = (payment: PaymentRow) =>
  payment.kind === PLAN_KIND
    ? planPaymentDescription(asTier(payment.tier))
    : payment.kind === SERVICE_KIND
      ? (payment.description ?? 'Packsmith service')
      : describeCredits(payment.credits);

/** The payment data the web keeps for analytics. */
export const paymentDataOf = (payment: PaymentRow): PaymentData => ({
  paymentId: payment.id,
  provider: payment.provider as PaymentProviderName,
  tier: asTier(payment.tier),
  credits: payment.credits,
  amount: payment.amountCents,
  price: priceOf(payment.amountCents),
  currency: payment.currency,
});
