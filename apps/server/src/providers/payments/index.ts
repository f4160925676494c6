import type { Config } from '../../config.ts';
import type { PaymentsProvider } from './port.ts';
import { stripePayments } from './stripe.ts';
import { disabledPayments, testCheckoutPayments } from './test-checkout.ts';

export { PaymentProviderError, WebhookSignatureError } from './errors.ts';
export * from './port.ts';

/** Config picks the adapter: Stripe with STRIPE_SECRET_KEY, otherwise the test checkout (not in production). */
export function selectPaymentsProvider(config: Config): PaymentsProvider {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (payments are fulfilled by webhook)',
      );
    }
    return stripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY || null,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return config.dev ? testCheckoutPayments() : disabledPayments();
}
