import { CREDIT_MESSAGES } from '@packsmith/core';
import { HttpError } from '../../lib/errors.ts';
import { loadPayer } from './checkout.ts';
import type { PaymentsServiceDeps } from './payment-context.ts';
import { setPaymentCustomer } from './payment-repository.ts';

/** What the user menu's Billing can do here: a provider portal (Stripe), or explain the test checkout. */
export function billingStatus({ provider }: PaymentsServiceDeps) {
  return {
    provider: provider.name,
    enabled: provider.enabled,
    portal: !!provider.createBillingPortalSession,
  };
}

/**
 * A customer portal session for the user (404 without a portal). A user who never paid
 * through the provider gets a customer first, kept as users.payment_customer_id so later
 * plan checkouts reuse it.
 */
export async function billingPortal(
  deps: PaymentsServiceDeps,
  userId: string,
  returnPath = '/dashboard/credits',
) {
  const { db, provider, publicUrl, log } = deps;
  const openPortal = provider.createBillingPortalSession;
  if (!openPortal) throw new HttpError(404, 'no_billing_portal', CREDIT_MESSAGES.billingPortalUnavailable);
  const user = await loadPayer(deps, userId);
  const session = await openPortal({
    userId,
    email: user.email,
    customerRef: user.paymentCustomerId,
    returnUrl: new URL(returnPath, publicUrl).href,
  }).catch((err: unknown) => {
    log.error({ err, userId, provider: provider.name }, 'billing portal call failed');
    throw new HttpError(502, 'payment_provider_error', CREDIT_MESSAGES.paymentError);
  });
  if (!user.paymentCustomerId) {
    await setPaymentCustomer(db, userId, session.customerRef, { onlyFirst: true });
  }
  return { url: session.url };
}
