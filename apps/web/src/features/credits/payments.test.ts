import { CREDIT_MESSAGES, type PaymentData } from '@packsmith/core';
import { describe, expect, it, vi } from 'vitest';
import {
  cardFormSchema,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  normaliseExpiry,
  toPayBody,
} from './card-form';
import {
  completePendingPayment,
  PENDING_PAYMENT_KEY,
  PENDING_PAYMENT_MAX_AGE_MS,
  readPendingPayment,
  savePendingPayment,
  successMessage,
} from './payment-storage';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const data: PaymentData = {
  paymentId: '7f0c8a2e-0000-4000-8000-000000000001',
  provider: 'test',
  tier: 'free',
  credits: 100,
  amount: 800,
  price: 8,
  currency: 'usd',
};

describe('redirect checkout payment data', () => {
  it('is stored before leaving, reported once after success, then cleared', () => {
    const store = memoryStore();
    savePendingPayment('top_up', data, store, 1000);
    expect(readPendingPayment(store, 2000)?.paymentData).toEqual(data);

    const report = vi.fn();
    const first = completePendingPayment(report, store, 3000);
    expect(first?.paymentData.credits).toBe(100);
    expect(report).toHaveBeenCalledTimes(1);
    expect(store.map.has(PENDING_PAYMENT_KEY)).toBe(false);

    // a reload of the success page reports nothing again
    expect(completePendingPayment(report, store, 4000)).toBeNull();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('forgets stale or unreadable data', () => {
    const store = memoryStore();
    savePendingPayment('plan', { ...data, tier: 'growth' }, store, 0);
    expect(readPendingPayment(store, PENDING_PAYMENT_MAX_AGE_MS + 1)).toBeNull();
    expect(store.map.size).toBe(0);
    store.setItem(PENDING_PAYMENT_KEY, '{not json');
    expect(readPendingPayment(store)).toBeNull();
    store.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ purpose: 'top_up' }));
    expect(readPendingPayment(store)).toBeNull();
  });

  it('words the success toast by what was bought', () => {
    expect(successMessage(null).title).toBe('Payment successful');
    expect(successMessage({ purpose: 'top_up', paymentData: data, storedAt: 0, reported: false })).toEqual({
      title: 'Payment successful',
      description: '100 credits are being added to your balance.',
    });
    const plan = successMessage({
      purpose: 'plan',
      paymentData: { ...data, tier: 'growth', credits: 1500 },
      storedAt: 0,
      reported: false,
    });
    expect(plan.title).toBe("You're now on the Growth plan");
    expect(plan.description).toBe('1,500 credits a month, starting today.');
  });
});

describe('test checkout card form', () => {
  it('formats card numbers and expiry dates as people type', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(normaliseExpiry('12 / 34')).toBe('12/34');
    expect(normaliseExpiry('13 / 34')).toBeNull();
  });

  it('checks the card before paying, with the server’s wording', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000 0000 0000 0002')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    const bad = cardFormSchema.safeParse({ cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      CREDIT_MESSAGES.cardNumberInvalid,
      CREDIT_MESSAGES.cardExpiryInvalid,
      CREDIT_MESSAGES.cardCvcInvalid,
    ]);
    expect(toPayBody({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
  });
});
