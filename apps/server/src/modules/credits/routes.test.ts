import { CREDIT_MESSAGES, TEST_CARDS } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { creditHistory, noCreditsEvents, payments, topUpCredits, users } from '../../db/schema/index.ts';
import { selectPaymentsProvider } from '../../providers/payments/index.ts';
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
const card = (cardNumber: string, expiry = '12/34', cvc = '123') => ({ cardNumber, expiry, cvc });

describe('credits API', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['GET', '/api/credits/balance'],
      ['GET', '/api/credits/history?page=1'],
      ['GET', '/api/credits/topups?page=1'],
      ['GET', '/api/credits/topup-options'],
      ['POST', '/api/credits/no-credits'],
      ['POST', '/api/subscriptions/create-payment-intent'],
      ['POST', '/api/subscriptions/top-up'],
      ['POST', '/api/subscriptions/topup-session'],
      ['GET', `/api/checkout/test/${id}`],
      ['POST', `/api/checkout/test/${id}/pay`],
      ['GET', '/api/billing'],
      ['POST', '/api/billing/portal'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('shows a new Free user 70 credits, a future reset date and their first history row', async () => {
    const token = await t.signIn('fresh@credits.test');
    const balance = (await get(token, '/api/credits/balance')).json().data;
    expect(balance).toMatchObject({
      balance: 70,
      tier: 'free',
      allowance: 70,
      allowanceBalance: 70,
      topUpBalance: 0,
    });
    expect(new Date(balance.resetDate).getTime()).toBeGreaterThan(Date.now());
    const history = (await get(token, '/api/credits/history?page=1')).json();
    expect(history.totalCount).toBe(1);
    expect(history.data).toMatchObject({ page: 1, totalCount: 1, totalPages: 1 });
    expect(history.data.history).toMatchObject([
      { actionType: 'allowance_reset', amount: 70, status: 'completed' },
    ]);
    const options = (await get(token, '/api/credits/topup-options')).json().data;
    expect(options.options[0]).toEqual({ credits: 50, price: 4, amount: 400 });
  });

  it("pages the history and never shows another user's rows", async () => {
    const alice = await t.signIn('alice@credits.test');
    const bob = await t.signIn('bob@credits.test');
    const credits = creditsService(t.db);
    const aliceId = await userIdOf(alice);
    for (let i = 0; i < 6; i++) await credits.reserve(aliceId, 'image_generation', 3);

    const page1 = (await get(alice, '/api/credits/history?page=1&limit=5')).json();
    expect(page1.totalCount).toBe(7);
    expect(page1.data.history).toHaveLength(5);
    expect(page1.data.history[0]).toMatchObject({
      actionType: 'image_generation',
      amount: -3,
      status: 'pending',
    });
    const page2 = (await get(alice, '/api/credits/history?page=2&limit=5')).json();
    expect(page2.data.history).toHaveLength(2);
    expect(page2.data.totalPages).toBe(2);

    const bobs = (await get(bob, '/api/credits/history')).json();
    expect(bobs.totalCount).toBe(1);
    expect(bobs.data.history.every((h: { actionType: string }) => h.actionType === 'allowance_reset')).toBe(
      true,
    );
    expect((await get(bob, '/api/credits/balance')).json().data.balance).toBe(70);

    // nor another user's checkout
    const top = (await post(alice, '/api/subscriptions/top-up', { credits: 50 })).json().data;
    expect((await get(bob, `/api/checkout/test/${top.paymentData.paymentId}`)).statusCode).toBe(404);
    const stolen = await post(
      bob,
      `/api/checkout/test/${top.paymentData.paymentId}/pay`,
      card(TEST_CARDS.success),
    );
    expect(stolen.statusCode).toBe(404);
    expect((await get(bob, '/api/credits/topups')).json().totalCount).toBe(0);
    expect((await get(alice, '/api/credits/topups')).json().totalCount).toBe(0);
  });

  it('creates a payment intent only for one of the tier options (price × 100)', async () => {
    const token = await t.signIn('intent@credits.test');
    const ok = await post(token, '/api/subscriptions/create-payment-intent', { amount: 400, credits: 50 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      provider: 'test',
      amount: 400,
      credits: 50,
      currency: 'usd',
      publishableKey: null,
    });
    expect(ok.json().data.clientSecret).toMatch(/_secret_/);

    for (const body of [
      { amount: 1, credits: 1000 }, // the classic
      { amount: 1, credits: 50 }, // right credits, wrong price
      { amount: 4000, credits: 1000 }, // Starter's option is not Free's
      { amount: 400, credits: 51 },
    ]) {
      const res = await post(token, '/api/subscriptions/create-payment-intent', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        message: CREDIT_MESSAGES.invalidTopUpOption,
        error: { code: 'invalid_top_up_option' },
      });
    }
    expect(
      (await post(token, '/api/subscriptions/create-payment-intent', { amount: -5, credits: 50 })).statusCode,
    ).toBe(400);
    const userId = await userIdOf(token);
    expect(await t.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(1);

    // Growth prices: 100 credits for 3.20 → 320 cents
    await t.db.update(users).set({ tier: 'growth' }).where(eq(users.id, userId));
    const growth = await post(token, '/api/subscriptions/create-payment-intent', {
      amount: 320,
      credits: 100,
    });
    expect(growth.statusCode).toBe(200);
  });

  it('refuses top-ups for Unlimited and return addresses off this site', async () => {
    const token = await t.signIn('boundless@credits.test');
    const bad = await post(token, '/api/subscriptions/top-up', {
      credits: 50,
      successUrl: '//evil.example/steal',
    });
    expect(bad.statusCode).toBe(400);
    const abs = await post(token, '/api/subscriptions/top-up', {
      credits: 50,
      cancelUrl: 'https://evil.example',
    });
    expect(abs.statusCode).toBe(400);
    await t.db
      .update(users)
      .set({ tier: 'unlimited' })
      .where(eq(users.id, await userIdOf(token)));
    const res = await post(token, '/api/subscriptions/top-up', { credits: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CREDIT_MESSAGES.unlimitedNoTopUp);
    expect((await get(token, '/api/credits/balance')).json().data).toMatchObject({
      balance: 'Unlimited',
      resetDate: null,
    });
  });

  it('buys 100 credits through the test checkout: declines clearly, pays once, credits once', async () => {
    const token = await t.signIn('buyer@credits.test');
    const userId = await userIdOf(token);
    const res = await post(token, '/api/subscriptions/top-up', { credits: 100, amount: 800 });
    expect(res.statusCode).toBe(200);
    const { url, paymentData } = res.json().data;
    expect(url).toBe(`/checkout/test/${paymentData.paymentId}`);
    expect(paymentData).toMatchObject({
      provider: 'test',
      tier: 'free',
      credits: 100,
      amount: 800,
      price: 8,
      currency: 'usd',
    });

    const details = (await get(token, `/api/checkout/test/${paymentData.paymentId}`)).json().data;
    expect(details).toMatchObject({
      status: 'pending',
      credits: 100,
      amount: 800,
      price: 8,
      successUrl: '/pricing?success=true',
      testCards: { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
    });

    const pay = (body: object) => post(token, `/api/checkout/test/${paymentData.paymentId}/pay`, body);
    const declined = await pay(card(TEST_CARDS.declined));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      message: CREDIT_MESSAGES.cardDeclined,
      error: { code: 'card_declined' },
    });
    expect((await get(token, `/api/checkout/test/${paymentData.paymentId}`)).json().data).toMatchObject({
      status: 'failed',
      failureMessage: CREDIT_MESSAGES.cardDeclined,
    });
    expect((await pay(card('4242 4242 4242 4241'))).json().message).toBe(CREDIT_MESSAGES.cardNumberInvalid);
    expect((await pay(card('4111 1111 1111 1111'))).json().message).toBe(CREDIT_MESSAGES.cardUnknown);
    expect((await pay(card(TEST_CARDS.success, '01/20'))).json().message).toBe(CREDIT_MESSAGES.cardExpired);
    expect((await pay(card(TEST_CARDS.success, '13/30'))).statusCode).toBe(400);
    expect((await pay(card(TEST_CARDS.success, '12/34', '1'))).statusCode).toBe(400);
    expect((await get(token, '/api/credits/balance')).json().data.balance).toBe(70);

    // double click and a later retry: all succeed, one bucket
    const results = await Promise.all([pay(card(TEST_CARDS.success)), pay(card('4242-4242-4242-4242'))]);
    for (const r of results) {
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({
        status: 'succeeded',
        credits: 100,
        redirectUrl: '/pricing?success=true',
      });
    }
    expect((await pay(card(TEST_CARDS.success))).statusCode).toBe(200);

    const buckets = await t.db.select().from(topUpCredits).where(eq(topUpCredits.userId, userId));
    expect(buckets).toHaveLength(1);
    expect(buckets[0]).toMatchObject({
      balance: 100,
      purchasedCredits: 100,
      paymentId: paymentData.paymentId,
    });
    const expiry = buckets[0].expiryDate.getTime() - buckets[0].purchaseDate.getTime();
    expect(expiry).toBeGreaterThan(364 * 24 * 3600_000);

    expect((await get(token, '/api/credits/balance')).json().data).toMatchObject({
      balance: 170,
      topUpBalance: 100,
    });
    const topups = (await get(token, '/api/credits/topups?page=1')).json();
    expect(topups).toMatchObject({
      totalCount: 1,
      page: 1,
      data: [{ balance: 100, purchasedCredits: 100, expired: false }],
    });
    const rows = await t.db.select().from(creditHistory).where(eq(creditHistory.userId, userId));
    expect(rows.filter((r) => r.actionType === 'topup')).toMatchObject([
      { amount: 100, status: 'completed' },
    ]);
    expect((await get(token, `/api/checkout/test/${paymentData.paymentId}`)).json().data.status).toBe(
      'succeeded',
    );
  });

  it('opens a card top-up session by quantity and a payment intent payable on the same page', async () => {
    const token = await t.signIn('session@credits.test');
    const session = await post(token, '/api/subscriptions/topup-session', {
      quantity: 250,
      successUrl: '/dashboard/credits',
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.paymentData).toMatchObject({ credits: 250, amount: 2000 });
    expect((await post(token, '/api/subscriptions/topup-session', { quantity: 7 })).statusCode).toBe(400);

    const intent = (
      await post(token, '/api/subscriptions/create-payment-intent', { amount: 400, credits: 50 })
    ).json().data;
    const paid = await post(token, `/api/checkout/test/${intent.paymentId}/pay`, card(TEST_CARDS.success));
    expect(paid.json().data.redirectUrl).toBe('/pricing?success=true');
    expect((await get(token, '/api/credits/balance')).json().data.balance).toBe(120);
  });

  it('records no_credits events from the web', async () => {
    const token = await t.signIn('broke@credits.test');
    const res = await post(token, '/api/credits/no-credits', {
      actionType: 'logo-design',
      required: 9,
      source: 'logo-dialog',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(noCreditsEvents)
      .where(eq(noCreditsEvents.userId, await userIdOf(token)));
    expect(rows).toMatchObject([{ actionType: 'logo-design', required: 9, source: 'logo-dialog' }]);
  });

  it('describes every credits route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/credits/balance',
      '/api/credits/history',
      '/api/credits/topups',
      '/api/subscriptions/create-payment-intent',
      '/api/subscriptions/top-up',
      '/api/subscriptions/topup-session',
      '/api/checkout/test/{id}/pay',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('has no billing portal with the test checkout, and says so', async () => {
    const token = await t.signIn('billing@credits.test');
    expect((await get(token, '/api/billing')).json().data).toEqual({
      provider: 'test',
      enabled: true,
      portal: false,
    });
    const res = await post(token, '/api/billing/portal', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: CREDIT_MESSAGES.billingPortalUnavailable,
      error: { code: 'no_billing_portal' },
    });
  });

  it('has no Stripe webhook while the test checkout is the payments adapter', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('payments adapter selection', () => {
  it('refuses to sell credits in production without a provider rather than use the test checkout', async () => {
    const provider = selectPaymentsProvider(loadConfig({ NODE_ENV: 'production' }));
    expect(provider.enabled).toBe(false);
    const service = paymentsService({
      db: t.db,
      credits: creditsService(t.db),
      provider,
      publicUrl: 'https://packsmith.test',
      log: pino({ level: 'silent' }),
    });
    const userId = await userIdOf(await t.signIn('prod@credits.test'));
    await expect(service.createCheckout(userId, { credits: 50 })).rejects.toMatchObject({
      status: 503,
      message: CREDIT_MESSAGES.paymentsUnavailable,
    });
    await expect(service.createPaymentIntent(userId, { credits: 50, amount: 400 })).rejects.toMatchObject({
      status: 503,
    });
  });

  it('picks Stripe with a secret key and insists on the webhook secret', () => {
    expect(selectPaymentsProvider(loadConfig({})).name).toBe('test');
    expect(
      selectPaymentsProvider(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }))
        .name,
    ).toBe('stripe');
    expect(() => selectPaymentsProvider(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
