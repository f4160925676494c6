/**
 * The express wallet with Stripe (Apple Pay, Google Pay, Link): Stripe's Express Checkout Element
 * on the payment intent the dialog created. Loaded only when the server's payments adapter is
 * Stripe, so the test checkout never downloads Stripe.js.
 */
import { CREDIT_MESSAGES, type CreatePaymentIntentResponse } from '@packsmith/core';
import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import { paymentReturnPath } from './rules';

type Intent = CreatePaymentIntentResponse['data'];

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripes.set(publishableKey, promise);
  }
  return promise;
}

function Express({ intent, onPaid }: { intent: Intent; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [unavailable, setUnavailable] = useState(false);

  if (unavailable) return null;
  return (
    <ExpressCheckoutElement
      options={{ buttonHeight: 48, buttonType: { applePay: 'buy', googlePay: 'buy' } }}
      onReady={({ availablePaymentMethods }) => {
        if (!availablePaymentMethods) setUnavailable(true);
      }}
      onLoadError={() => {
        notify.error(CREDIT_MESSAGES.paymentErrorTitle, CREDIT_MESSAGES.paymentElementError);
        setUnavailable(true);
      }}
      onConfirm={async (event) => {
        if (!stripe || !elements) return;
        const submitted = await elements.submit();
        if (submitted.error) {
          event.paymentFailed({ reason: 'fail' });
          notify.error(
            CREDIT_MESSAGES.paymentErrorTitle,
            submitted.error.message || CREDIT_MESSAGES.paymentError,
          );
          return;
        }
        const { error } = await stripe.confirmPayment({
          elements,
          clientSecret: intent.clientSecret,
          confirmParams: {
            return_url: new URL(paymentReturnPath(window.location), window.location.href).href,
          },
          redirect: 'if_required',
        });
        if (error) {
          event.paymentFailed({ reason: 'fail', message: error.message });
          notify.error(CREDIT_MESSAGES.paymentErrorTitle, error.message || CREDIT_MESSAGES.paymentError);
          return;
        }
        onPaid();
      }}
    />
  );
}

export default function StripeExpressCheckout({ intent, onPaid }: { intent: Intent; onPaid: () => void }) {
  const stripe = useMemo(
    () => (intent.publishableKey ? stripeFor(intent.publishableKey) : null),
    [intent.publishableKey],
  );
  if (!stripe) {
    return <Notice tone="warning">{CREDIT_MESSAGES.paymentElementError}</Notice>;
  }
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret: intent.clientSecret, appearance: { theme: 'stripe' } }}
      key={intent.clientSecret}
    >
      <Express intent={intent} onPaid={onPaid} />
    </Elements>
  );
}
