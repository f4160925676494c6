/** A webhook whose signature does not verify (tampered, wrong secret, too old). */
export class WebhookSignatureError extends Error {}

/** The provider refused or could not be reached; the message is safe to show. */
export class PaymentProviderError extends Error {}
