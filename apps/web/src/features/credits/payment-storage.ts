/**
 * The redirect-based checkout (spec part 1 §4): payment data is stored locally before the user
 * leaves for the checkout address, reported once after success, then cleared.
 */
import {
  PAYMENT_PURPOSES,
  type PaymentData,
  type PaymentPurpose,
  PLAN_MESSAGES,
  paymentData,
} from '@packsmith/core';
import { z } from 'zod';
import { formatCredits } from './rules';

export const PENDING_PAYMENT_KEY = 'packsmith.pendingPayment';
/** A stored payment older than this is forgotten rather than reported. */
export const PENDING_PAYMENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const stored = z.object({
  purpose: z.enum(PAYMENT_PURPOSES),
  paymentData,
  storedAt: z.number(),
  reported: z.boolean().default(false),
});
export type StoredPayment = z.infer<typeof stored>;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (privacy settings): nothing is kept
  }
}

export function savePendingPayment(
  purpose: PaymentPurpose,
  data: PaymentData,
  store: KeyValueStore | null = defaultStore(),
  now = Date.now(),
): void {
  const value: StoredPayment = { purpose, paymentData: data, storedAt: now, reported: false };
  store?.setItem(PENDING_PAYMENT_KEY, JSON.stringify(value));
}

/** The stored payment, or null when there is none, it is unreadable or too old. */
export function readPendingPayment(
  store: KeyValueStore | null = defaultStore(),
  now = Date.now(),
): StoredPayment | null {
  const raw = store?.getItem(PENDING_PAYMENT_KEY);
  if (!raw) return null;
  try {
    const parsed = stored.safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.storedAt > PENDING_PAYMENT_MAX_AGE_MS) {
      store?.removeItem(PENDING_PAYMENT_KEY);
      return null;
    }
    return parsed.data;
  } catch {
    // Unreadable JSON: drop it like an invalid one.
    store?.removeItem(PENDING_PAYMENT_KEY);
    return null;
  }
}

export function clearPendingPayment(store: KeyValueStore | null = defaultStore()): void {
  store?.removeItem(PENDING_PAYMENT_KEY);
}

/**
 * After a successful return: hands the stored payment to `report` exactly once, then clears it.
 * Answers what was stored (for the success message), or null.
 */
export function completePendingPayment(
  report: (payment: StoredPayment) => void,
  store: KeyValueStore | null = defaultStore(),
  now = Date.now(),
): StoredPayment | null {
  const payment = readPendingPayment(store, now);
  if (!payment) return null;
  // Clear first: a second success page (reload, another tab) must not report it again.
  clearPendingPayment(store);
  if (!payment.reported) report(payment);
  return payment;
}

/**
 * The analytics hand-off for a completed purchase. Packsmith has no analytics adapter in the web
 * app yet, so the event is dispatched on window for whichever one is installed later.
 */
export function reportPurchase(payment: StoredPayment): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(
    new CustomEvent('packsmith:analytics', {
      detail: { event: payment.purpose === 'plan' ? 'plan_purchased' : 'credits_purchased', ...payment },
    }),
  );
}

/** The success toast for a payment that came back with ?success=true. */
export function successMessage(payment: StoredPayment | null): { title: string; description: string } {
  if (payment?.purpose === 'plan') {
    return {
      title: PLAN_MESSAGES.changed(payment.paymentData.tier),
      description: `${formatCredits(payment.paymentData.credits)} credits a month, starting today.`,
    };
  }
  if (payment) {
    return {
      title: 'Payment successful',
      description: `${formatCredits(payment.paymentData.credits)} credits are being added to your balance.`,
    };
  }
  return { title: 'Payment successful', description: 'Your balance will update in a moment.' };
}
