import { CREDIT_MESSAGES, PLAN_MESSAGES, TEST_CARDS } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { creditHistory, payments, tierChanges, topUpCredits, users } from '../../db/schema/index.ts';
import type { PaymentsProvider } from '../../providers/payments/index.ts';
import { paymentsService } from './payments.ts';
import { creditsService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const userIdOf = async (token: string) => (await get(token, '/api/users/me')).json().data.userId as string;
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });

describe('plan change through the test checkout', () => {
  it('answers 401 to anonymous callers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/change-plan',
      payload: { tier: 'growth' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('upgrades a Free user to Growth once the card is paid, and only once', async () => {
    const token = await t.signIn('upgrader@plans.test');
    const userId = await userIdOf(token);
    const res = await post(token, '/api/subscriptions/change-plan', { tier: 'growth' });
    expect(res.statusCode).toBe(200);
    const { url, paymentData } = res.json().data;
    expect(url).toBe(`/checkout/test/${paymentData.paymentId}`);
    expect(paymentData).toMatchObject({ tier: 'growth', credits: 1500, amount: 3900, price: 39 });

    const details = (await get(token, url.replace('/checkout', '/api/checkout'))).json().data;
    expect(details).toMatchObject({
      purpose: 'plan',
      planTier: 'growth',
      description: 'Packsmith Growth plan (first month)',
      amount: 3900,
      status: 'pending',
    });

    // a decline changes nothing
    const pay = (number: string) =>
      post(token, `/api/checkout/test/${paymentData.paymentId}/pay`, card(number));
    expect((await pay(TEST_CARDS.declined)).json().message).toBe(CREDIT_MESSAGES.cardDeclined);
    expect((await get(token, '/api/users/me')).json().data.tier).toBe('free');

    const paid = await pay(TEST_CARDS.success);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.redirectUrl).toBe('/pricing?success=true');
    expect((await pay(TEST_CARDS.success)).statusCode).toBe(200); // a retry credits nothing more

    const me = (await get(token, '/api/users/me')).json().data;
    expect(me).toMatchObject({ tier: 'growth', billingInterval: 'monthly' });
    expect(new Date(me.subscriptionEndsAt).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);
    const balance = (await get(token, '/api/credits/balance')).json().data;
    expect(balance).toMatchObject({ tier: 'growth', balance: 1500, allowance: 1500, topUpBalance: 0 });
    expect(new Date(balance.resetDate).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);

    const rows = await t.db.select().from(creditHistory).where(eq(creditHistory.userId, userId));
    expect(rows.filter((r) => r.actionType === 'allowance_reset').map((r) => r.amount)).toEqual(
      expect.arrayContaining([70, 1500]),
    );
    expect(rows.filter((r) => r.amount === 1500)).toHaveLength(1);
    expect(await t.db.select().from(topUpCredits).where(eq(topUpCredits.userId, userId))).toHaveLength(0);

    // the tier change is recorded once, with the payment that bought it
    const changes = await t.db.select().from(tierChanges).where(eq(tierChanges.userId, userId));
    expect(changes).toEqual([
      expect.objectContaining({
        fromTier: 'free',
        toTier: 'growth',
        reason: 'checkout',
        paymentId: paymentData.paymentId,
      }),
    ]);

    // the new tier's top-up options apply at once
    const options = (await get(token, '/api/credits/topup-options')).json().data;
    expect(options.tier).toBe('growth');
    expect(options.options[0]).toEqual({ credits: 100, price: 3.2, amount: 320 });

    // already on it
    const again = await post(token, '/api/subscriptions/change-plan', { tier: 'growth' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: PLAN_MESSAGES.alreadyOnPlan,
      error: { code: 'already_on_plan' },
    });
  });

  it('bills a yearly plan for a year and keeps monthly resets', async () => {
    const token = await t.signIn('yearly@plans.test');
    const { paymentData } = (await post(token, '/api/subscriptions/change-plan', { tier: 'plus' })).json()
      .data;
    expect(paymentData).toMatchObject({ tier: 'plus', credits: 200, amount: 12000 });
    await post(token, `/api/checkout/test/${paymentData.paymentId}/pay`, card(TEST_CARDS.success));
    const me = (await get(token, '/api/users/me')).json().data;
    expect(me).toMatchObject({ tier: 'plus', billingInterval: 'annual' });
    expect(new Date(me.subscriptionEndsAt).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600_000);
    const balance = (await get(token, '/api/credits/balance')).json().data;
    expect(balance).toMatchObject({ balance: 200, tier: 'plus' });
    expect(new Date(balance.resetDate).getTime()).toBeLessThan(Date.now() + 32 * 24 * 3600_000);
  });

  it('refuses Free, Unlimited, unknown tiers and off-site return addresses', async () => {
    const token = await t.signIn('picky@plans.test');
    for (const tier of ['free', 'unlimited', 'gold']) {
      const res = await post(token, '/api/subscriptions/change-plan', { tier });
      expect(res.statusCode, tier).toBe(400);
    }
    const offsite = await post(token, '/api/subscriptions/change-plan', {
      tier: 'starter',
      successUrl: 'https://evil.example/',
    });
    expect(offsite.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.userId, await userIdOf(token))),
    ).toHaveLength(0);
  });

  it("keeps another user's plan checkout invisible", async () => {
    const owner = await t.signIn('owner@plans.test');
    const other = await t.signIn('other@plans.test');
    const { paymentData } = (await post(owner, '/api/subscriptions/change-plan', { tier: 'scale' })).json()
      .data;
    expect((await get(other, `/api/checkout/test/${paymentData.paymentId}`)).statusCode).toBe(404);
    const pay = await post(
      other,
      `/api/checkout/test/${paymentData.paymentId}/pay`,
      card(TEST_CARDS.success),
    );
    expect(pay.statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, await userIdOf(owner)));
    expect(row.tier).toBe('free');
  });

  it('sells plans through the port as a plan checkout with its recurring interval', async () => {
    const asked: Parameters<PaymentsProvider['createPlanCheckoutSession']>[0][] = [];
    const stripeLike: PaymentsProvider = {
      name: 'stripe',
      enabled: true,
      publishableKey: 'pk_test',
      createPaymentIntent: async () => ({ providerRef: 'pi', clientSecret: 'pi_secret' }),
      createCheckoutSession: async () => {
        throw new Error('plans are not one-off payments');
      },
      createPlanCheckoutSession: async (request) => {
        asked.push(request);
        return { providerRef: `cs_${asked.length}`, url: 'https://checkout.example/cs' };
      },
      refund: async () => {
        throw new Error('nothing is refunded here');
      },
    };
    const service = paymentsService({
      db: t.db,
      credits: creditsService(t.db),
      provider: stripeLike,
      publicUrl: 'http://localhost',
      log: pino({ level: 'silent' }),
    });
    const token = await t.signIn('stripe@plans.test');
    const userId = await userIdOf(token);
    const monthly = await service.createPlanCheckout(userId, { tier: 'growth' });
    expect(monthly).toMatchObject({ url: 'https://checkout.example/cs', paymentData: { tier: 'growth' } });
    expect(asked[0]).toMatchObject({
      tier: 'growth',
      interval: 'month',
      amountCents: 3900,
      customerRef: null,
    });
    await service.createPlanCheckout(userId, { tier: 'pro' });
    expect(asked[1]).toMatchObject({ tier: 'pro', interval: 'year', amountCents: 39000 });
  });
});
