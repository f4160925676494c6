/** The test checkout's card form: formatting and checks a real card form makes before paying. */
import { CREDIT_MESSAGES, isCardNumber } from '@packsmith/core';
import { z } from 'zod';

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12 / 34'; a leading 2–9 becomes '02' as people type. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Any separators people type are ignored; the check itself is core's (the server runs the same). */
export const luhnValid = (number: string) => isCardNumber(digitsOf(number));

/** 'MM / YY' → 'MM/YY' for the API; null when it is not a month and year. */
export function normaliseExpiry(value: string): string | null {
  const m = value.replace(/\s/g, '').match(/^(\d{2})\/?(\d{2})$/);
  if (!m) return null;
  const month = Number(m[1]);
  return month >= 1 && month <= 12 ? `${m[1]}/${m[2]}` : null;
}

export const cardFormSchema = z.object({
  cardNumber: z.string().refine(luhnValid, CREDIT_MESSAGES.cardNumberInvalid),
  expiry: z.string().refine((v) => normaliseExpiry(v) !== null, CREDIT_MESSAGES.cardExpiryInvalid),
  cvc: z.string().regex(/^\d{3,4}$/, CREDIT_MESSAGES.cardCvcInvalid),
});
export type CardForm = z.infer<typeof cardFormSchema>;

/** The body for POST /api/checkout/test/{id}/pay. */
export function toPayBody(form: CardForm) {
  return {
    cardNumber: digitsOf(form.cardNumber),
    expiry: normaliseExpiry(form.expiry) ?? form.expiry,
    cvc: form.cvc.trim(),
  };
}
