import { CREDIT_MESSAGES, isCardNumber, TEST_CARDS } from '@packsmith/core';
import { randomToken } from '../../lib/tokens.ts';
import { PaymentProviderError } from './errors.ts';
import type { PaymentsProvider } from './port.ts';

/**
 * The built-in test checkout: no vendor, no network. A checkout session is our own page at
 * /checkout/test/{paymentId}; the page posts the card to /api/checkout/test/{id}/pay, which checks
 * it with `chargeTestCard` and completes through the same fulfilment function as Stripe webhooks.
 */
export function testCheckoutPayments(): PaymentsProvider {
  return {
    name: 'test',
    enabled: true,
    publishableKey: null,
    async createPaymentIntent(request) {
      // Same shape as Stripe's client secret, so the web can treat both alike.
      const providerRef = `tpi_${request.paymentId.replaceAll('-', '')}`;
      return { providerRef, clientSecret: `${providerRef}_secret_${randomToken(18)}` };
    },
    async createCheckoutSession(request) {
      return {
        providerRef: `tcs_${request.paymentId.replaceAll('-', '')}`,
        url: `/checkout/test/${request.paymentId}`,
      };
    },
    // A plan is one paid period here (nothing renews): the same page, the same fulfilment.
    async createPlanCheckoutSession(request) {
      return {
        providerRef: `tcs_${request.paymentId.replaceAll('-', '')}`,
        url: `/checkout/test/${request.paymentId}`,
      };
    },
    // The test card moved no money: the refund is the record of it, one per payment.
    async refund(request) {
      return { refundRef: `tre_${request.paymentId.replaceAll('-', '')}` };
    },
  };
}

/** Production without a payment provider: every attempt answers "not available". */
export function disabledPayments(): PaymentsProvider {
  const refuse = async (): Promise<never> => {
    throw new PaymentProviderError(CREDIT_MESSAGES.paymentsUnavailable);
  };
  return {
    name: 'test',
    enabled: false,
    publishableKey: null,
    createPaymentIntent: refuse,
    createCheckoutSession: refuse,
    createPlanCheckoutSession: refuse,
    refund: refuse,
  };
}

export type TestCardResult = { ok: true } | { ok: false; status: 400 | 402; code: string; message: string };

const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

/**
 * The test checkout's "bank": 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, any other
 * well-formed number is declined with a hint. Malformed input is a 400, a decline a 402.
 */
export function chargeTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): TestCardResult {
  const number = digitsOnly(card.cardNumber);
  if (!isCardNumber(number)) {
    return { ok: false, status: 400, code: 'invalid_number', message: CREDIT_MESSAGES.cardNumberInvalid };
  }
  const expiry = card.expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, status: 400, code: 'invalid_expiry', message: CREDIT_MESSAGES.cardExpiryInvalid };
  }
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last moment of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    return { ok: false, status: 402, code: 'expired_card', message: CREDIT_MESSAGES.cardExpired };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, status: 400, code: 'invalid_cvc', message: CREDIT_MESSAGES.cardCvcInvalid };
  }
  if (number === digitsOnly(TEST_CARDS.success)) return { ok: true };
  if (number === digitsOnly(TEST_CARDS.declined)) {
    return { ok: false, status: 402, code: 'card_declined', message: CREDIT_MESSAGES.cardDeclined };
  }
  return { ok: false, status: 402, code: 'card_declined', message: CREDIT_MESSAGES.cardUnknown };
}
