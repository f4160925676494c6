import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CREDIT_MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { payments, promoCodes, tierChanges, topUpCredits, users } from '../../db/schema/index.ts';
import { stripePayments } from '../../providers/payments/stripe.ts';
import { runSubscriptionExpiry } from './jobs.ts';
import { creditsService } from './service.ts';

const WEBHOOK_SECRET = 'whsec_packsmith_test_secret';

/** The Stripe API calls the adapter makes, answered the way Stripe documents them. */
interface FakeRequest {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  params: URLSearchParams;
}

function startStripeFake() {
  const requests: FakeRequest[] = [];
  /** Subscriptions the fake knows: id → current period end (unix seconds). */
  const subscriptions = new Map<string, number>();
  /** Promotion codes made through the fake (Stripe keeps them; a restarted app lists them). */
  const promotionCodes: { id: string; code: string; active: boolean; metadata: Record<string, string> }[] =
    [];
  let failNext = false;
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const [path, query] = (req.url ?? '').split('?');
      const params = new URLSearchParams(req.method === 'GET' ? query : body);
      requests.push({
        path,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        params,
      });
      const send = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== 'Bearer sk_test_packsmith') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (failNext) {
        failNext = false;
        return send(400, {
          error: { type: 'invalid_request_error', message: 'Amount must be at least 50 cents' },
        });
      }
      const metadata = Object.fromEntries(
        [...params.entries()]
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
      );
      n++;
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_fake_${n}`;
        return send(200, {
          id,
          object: 'payment_intent',
          amount: Number(params.get('amount')),
          currency: params.get('currency'),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata,
        });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const promotion = params.get('discounts[0][promotion_code]');
        if (promotion && !promotionCodes.find((p) => p.id === promotion)?.active) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              param: 'discounts[0][promotion_code]',
              message: `This promotion code is not active: ${promotion}`,
            },
          });
        }
        const id = `cs_test_fake_${n}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: params.get('mode'),
          payment_status: 'unpaid',
          status: 'open',
          client_reference_id: params.get('client_reference_id'),
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          metadata,
        });
      }
      if (req.method === 'POST' && path === '/v1/coupons') {
        return send(200, {
          id: `coupon_fake_${n}`,
          object: 'coupon',
          percent_off: params.has('percent_off') ? Number(params.get('percent_off')) : null,
          amount_off: params.has('amount_off') ? Number(params.get('amount_off')) : null,
          currency: params.get('currency'),
          duration: params.get('duration'),
          max_redemptions: params.has('max_redemptions') ? Number(params.get('max_redemptions')) : null,
          name: params.get('name'),
          metadata,
        });
      }
      if (req.method === 'POST' && path === '/v1/promotion_codes') {
        const created = { id: `promo_fake_${n}`, code: params.get('code') ?? '', active: true, metadata };
        promotionCodes.push(created);
        return send(200, {
          ...created,
          object: 'promotion_code',
          promotion: { type: params.get('promotion[type]'), coupon: params.get('promotion[coupon]') },
        });
      }
      if (req.method === 'GET' && path === '/v1/promotion_codes') {
        const data = promotionCodes
          .filter((p) => p.code.toUpperCase() === params.get('code')?.toUpperCase())
          .filter((p) => !params.has('active') || String(p.active) === params.get('active'))
          .map((p) => ({ ...p, object: 'promotion_code' }));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        return send(200, {
          id: `cus_fake_${n}`,
          object: 'customer',
          email: params.get('email'),
          metadata,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = `bps_fake_${n}`;
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer: params.get('customer'),
          return_url: params.get('return_url'),
          url: `https://billing.stripe.test/p/session/${id}`,
          livemode: false,
        });
      }
      const session = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
      if (req.method === 'GET' && session) {
        return send(200, {
          id: session[1],
          object: 'checkout.session',
          payment_intent: `pi_of_${session[1]}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        return send(200, {
          id: `re_fake_${n}`,
          object: 'refund',
          amount: Number(params.get('amount')),
          payment_intent: params.get('payment_intent'),
          status: 'succeeded',
          metadata,
        });
      }
      const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
      if (req.method === 'GET' && subscription && subscriptions.has(subscription[1])) {
        // Since API version 2025-03-31 the period lives on the subscription's items.
        return send(200, {
          id: subscription[1],
          object: 'subscription',
          status: 'active',
          items: {
            object: 'list',
            data: [
              {
                id: 'si_fake',
                object: 'subscription_item',
                current_period_end: subscriptions.get(subscription[1]),
              },
            ],
          },
          metadata: {},
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    });
  });
  return {
    requests,
    subscriptions,
    promotionCodes,
    failNextRequest: () => {
      failNext = true;
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = startStripeFake();
let t: TestApp;
beforeAll(async () => {
  const port = await fake.listen();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_packsmith',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_packsmith',
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://packsmith.test',
    // Every sign-in here comes from one test address.
    AUTH_CODE_REQUESTS_PER_IP: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const balanceOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/credits/balance', headers: t.bearer(token) })).json().data
    .balance;

let eventSeq = 0;
function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++eventSeq}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
}

/** Delivers a payload to the webhook, signed with Stripe's own test helper (or a given header). */
function deliver(
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe adapter', () => {
  it('creates a PaymentIntent for the priced option with our payment id in metadata', async () => {
    const token = await t.signIn('pi@stripe.test');
    const res = await post(token, '/api/subscriptions/create-payment-intent', { amount: 800, credits: 100 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_packsmith',
      amount: 800,
      credits: 100,
    });
    expect(data.clientSecret).toMatch(/^pi_fake_\d+_secret_fake$/);
    const call = fake.requests.at(-1);
    expect(call?.path).toBe('/v1/payment_intents');
    expect(call?.authorization).toBe('Bearer sk_test_packsmith');
    expect(call?.idempotencyKey).toBe(`packsmith-pi-${data.paymentId}`);
    expect(call?.params.get('amount')).toBe('800');
    expect(call?.params.get('currency')).toBe('usd');
    expect(call?.params.get('metadata[paymentId]')).toBe(data.paymentId);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, data.paymentId));
    expect(row).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      providerRef: data.clientSecret.split('_secret')[0],
    });

    // the client cannot pick its own price, and Stripe is not even asked
    const before = fake.requests.length;
    expect(
      (await post(token, '/api/subscriptions/create-payment-intent', { amount: 1, credits: 1000 }))
        .statusCode,
    ).toBe(400);
    expect(fake.requests.length).toBe(before);
  });

  it('credits a paid PaymentIntent once, however often the webhook is replayed', async () => {
    const token = await t.signIn('replay@stripe.test');
    const intent = (
      await post(token, '/api/subscriptions/create-payment-intent', { amount: 400, credits: 50 })
    ).json().data;
    const succeeded = stripeEvent('payment_intent.succeeded', {
      id: intent.clientSecret.split('_secret')[0],
      object: 'payment_intent',
      amount: 400,
      amount_received: 400,
      currency: 'usd',
      status: 'succeeded',
      metadata: { paymentId: intent.paymentId },
    });
    const first = await deliver(succeeded);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ received: true, duplicate: false, outcome: 'fulfilled' });
    expect(await balanceOf(token)).toBe(120);

    for (let i = 0; i < 3; i++) {
      const again = await deliver(succeeded);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ duplicate: true });
    }
    // the same payment reported by a different event (e.g. Stripe's retry with a new id)
    const sibling = await deliver(
      stripeEvent('payment_intent.succeeded', {
        id: 'pi_other',
        object: 'payment_intent',
        amount_received: 400,
        currency: 'usd',
        metadata: { paymentId: intent.paymentId },
      }),
    );
    expect(sibling.json()).toMatchObject({ duplicate: false, outcome: 'already_fulfilled' });
    expect(await balanceOf(token)).toBe(120);
    const buckets = await t.db
      .select()
      .from(topUpCredits)
      .where(eq(topUpCredits.paymentId, intent.paymentId));
    expect(buckets).toHaveLength(1);
  });

  it('refuses tampered, unsigned and wrongly signed webhooks', async () => {
    const token = await t.signIn('tamper@stripe.test');
    const intent = (
      await post(token, '/api/subscriptions/create-payment-intent', { amount: 400, credits: 50 })
    ).json().data;
    const payload = stripeEvent('payment_intent.succeeded', {
      id: 'pi_x',
      object: 'payment_intent',
      amount_received: 400,
      currency: 'usd',
      metadata: { paymentId: intent.paymentId },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"amount_received":400', '"amount_received":401');
    for (const res of [
      await deliver(tampered, signature),
      await deliver(
        payload,
        Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
      ),
      await deliver(payload, ''),
      await deliver(
        payload,
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      ),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: CREDIT_MESSAGES.webhookSignature,
        error: { code: 'invalid_signature' },
      });
    }
    expect(await balanceOf(token)).toBe(70);
    // whitespace changes break the signature too: the raw bytes are what is verified
    expect((await deliver(JSON.stringify(JSON.parse(payload), null, 2), signature)).statusCode).toBe(400);
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await balanceOf(token)).toBe(120);
  });

  it('runs the redirect top-up through a Checkout Session and fulfils on checkout.session.completed', async () => {
    const token = await t.signIn('checkout@stripe.test');
    const res = await post(token, '/api/subscriptions/top-up', { credits: 250, amount: 2000 });
    expect(res.statusCode).toBe(200);
    const { url, paymentData } = res.json().data;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);
    expect(paymentData).toMatchObject({ provider: 'stripe', credits: 250, amount: 2000 });
    const call = fake.requests.at(-1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.params.get('mode')).toBe('payment');
    expect(call?.params.get('success_url')).toBe('https://packsmith.test/pricing?success=true');
    expect(call?.params.get('cancel_url')).toBe('https://packsmith.test/pricing');
    expect(call?.params.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(call?.params.get('payment_intent_data[metadata][paymentId]')).toBe(paymentData.paymentId);
    const sessionId = url.split('/').at(-1);

    // still unpaid (delayed payment method): nothing yet
    const unpaid = await deliver(
      stripeEvent('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'unpaid',
        amount_total: 2000,
        currency: 'usd',
        client_reference_id: paymentData.paymentId,
        metadata: { paymentId: paymentData.paymentId },
      }),
    );
    expect(unpaid.json().outcome).toBe('ignored');
    expect(await balanceOf(token)).toBe(70);

    const paid = await deliver(
      stripeEvent('checkout.session.async_payment_succeeded', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 2000,
        currency: 'usd',
        client_reference_id: paymentData.paymentId,
        metadata: { paymentId: paymentData.paymentId },
      }),
    );
    expect(paid.json().outcome).toBe('fulfilled');
    // the PaymentIntent behind the session reports the same payment: no second bucket
    await deliver(
      stripeEvent('payment_intent.succeeded', {
        id: 'pi_behind_session',
        object: 'payment_intent',
        amount_received: 2000,
        currency: 'usd',
        metadata: { paymentId: paymentData.paymentId },
      }),
    );
    expect(await balanceOf(token)).toBe(320);

    const session = await post(token, '/api/subscriptions/topup-session', { quantity: 100 });
    expect(session.json().data.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it('records failures and never credits a payment whose amount differs', async () => {
    const token = await t.signIn('fail@stripe.test');
    const intent = (
      await post(token, '/api/subscriptions/create-payment-intent', { amount: 400, credits: 50 })
    ).json().data;
    const object = {
      id: 'pi_f',
      object: 'payment_intent',
      currency: 'usd',
      metadata: { paymentId: intent.paymentId },
    };
    await deliver(
      stripeEvent('payment_intent.payment_failed', {
        ...object,
        last_payment_error: { message: 'Your card has insufficient funds.' },
      }),
    );
    const [failed] = await t.db.select().from(payments).where(eq(payments.id, intent.paymentId));
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });

    const short = await deliver(stripeEvent('payment_intent.succeeded', { ...object, amount_received: 100 }));
    expect(short.json().outcome).toBe('amount_mismatch');
    expect(await balanceOf(token)).toBe(70);

    // events for payments we do not know are acknowledged and ignored
    const stranger = await deliver(
      stripeEvent('payment_intent.succeeded', {
        ...object,
        amount_received: 400,
        metadata: { paymentId: 'not-ours' },
      }),
    );
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().outcome).toBe('unknown_payment');
  });

  it('answers a safe 502 when Stripe refuses, and hides the test checkout', async () => {
    const token = await t.signIn('down@stripe.test');
    fake.failNextRequest();
    const res = await post(token, '/api/subscriptions/create-payment-intent', { amount: 400, credits: 50 });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      message: CREDIT_MESSAGES.paymentError,
      error: { code: 'payment_provider_error' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
    const rows = await t.db.select().from(payments).where(eq(payments.userId, me.json().data.userId));
    expect(rows).toMatchObject([{ status: 'failed', failureMessage: CREDIT_MESSAGES.paymentError }]);

    const top = (await post(token, '/api/subscriptions/top-up', { credits: 50 })).json().data;
    const testPage = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/test/${top.paymentData.paymentId}`,
      headers: t.bearer(token),
    });
    expect(testPage.statusCode).toBe(404);
  });
});

describe('Stripe refunds (print-ready orders)', () => {
  it('refunds the payment intent behind a Checkout Session in full, once per payment', async () => {
    const paymentId = '7d2c1d3e-6a1f-4c1b-9f3e-2b8f0c2a1d11';
    const before = fake.requests.length;
    const first = await t.deps.payments.refund({
      paymentId,
      providerRef: 'cs_test_order_1',
      amountCents: 15_000,
    });
    expect(first.refundRef).toMatch(/^re_fake_\d+$/);
    const [lookup, refund] = fake.requests.slice(before);
    expect(lookup?.path).toBe('/v1/checkout/sessions/cs_test_order_1');
    expect(refund?.path).toBe('/v1/refunds');
    expect(refund?.params.get('payment_intent')).toBe('pi_of_cs_test_order_1');
    expect(refund?.params.get('amount')).toBe('15000');
    expect(refund?.params.get('metadata[paymentId]')).toBe(paymentId);
    // Stripe's idempotency key makes a retried refund (a rolled-back attempt) the same refund.
    expect(refund?.idempotencyKey).toBe(`packsmith-refund-${paymentId}`);

    // A PaymentIntent is refunded directly.
    await t.deps.payments.refund({ paymentId, providerRef: 'pi_direct_1', amountCents: 5_000 });
    expect(fake.requests.at(-1)?.params.get('payment_intent')).toBe('pi_direct_1');
  });

  it("answers the provider's failure as a PaymentProviderError with a safe message", async () => {
    fake.failNextRequest();
    await expect(
      t.deps.payments.refund({ paymentId: randomUUID(), providerRef: 'pi_x', amountCents: 5_000 }),
    ).rejects.toThrow(CREDIT_MESSAGES.paymentError);
  });
});

describe('Billing: the Stripe customer portal', () => {
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
  const customerOf = async (token: string) => {
    const userId = (await get(token, '/api/users/me')).json().data.userId as string;
    const [row] = await t.db
      .select({ customer: users.paymentCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    return { userId, customer: row?.customer ?? null };
  };

  it('says the portal is there', async () => {
    const token = await t.signIn('status@billing.test');
    const res = await get(token, '/api/billing');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ provider: 'stripe', enabled: true, portal: true });
  });

  it('opens the portal, making the Stripe customer once and keeping it', async () => {
    const token = await t.signIn('portal@billing.test');
    const res = await post(token, '/api/billing/portal', {});
    expect(res.statusCode, res.body).toBe(200);
    const [customerCall, portalCall] = fake.requests.slice(-2);
    expect(customerCall?.path).toBe('/v1/customers');
    expect(customerCall?.params.get('email')).toBe('portal@billing.test');
    const { userId, customer } = await customerOf(token);
    expect(customerCall?.params.get('metadata[userId]')).toBe(userId);
    expect(customerCall?.idempotencyKey).toBe(`packsmith-cus-${userId}`);
    expect(customer).toMatch(/^cus_fake_\d+$/);
    expect(portalCall?.path).toBe('/v1/billing_portal/sessions');
    expect(portalCall?.authorization).toBe('Bearer sk_test_packsmith');
    expect(portalCall?.params.get('customer')).toBe(customer);
    expect(portalCall?.params.get('return_url')).toBe('https://packsmith.test/dashboard/credits');
    expect(res.json().data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_\d+$/);

    // The next visit reuses the customer and returns where it was asked to.
    const before = fake.requests.length;
    const again = await post(token, '/api/billing/portal', { returnPath: '/pricing' });
    expect(again.statusCode).toBe(200);
    const calls = fake.requests.slice(before);
    expect(calls.map((c) => c.path)).toEqual(['/v1/billing_portal/sessions']);
    expect(calls[0]?.params.get('customer')).toBe(customer);
    expect(calls[0]?.params.get('return_url')).toBe('https://packsmith.test/pricing');
  });

  it('uses the customer a plan purchase left, refuses other sites and strangers, and fails safely', async () => {
    const token = await t.signIn('planned@billing.test');
    const { userId } = await customerOf(token);
    await t.db.update(users).set({ paymentCustomerId: 'cus_from_plan' }).where(eq(users.id, userId));
    const before = fake.requests.length;
    expect((await post(token, '/api/billing/portal', {})).statusCode).toBe(200);
    expect(fake.requests.slice(before).map((c) => [c.path, c.params.get('customer')])).toEqual([
      ['/v1/billing_portal/sessions', 'cus_from_plan'],
    ]);

    expect((await post(token, '/api/billing/portal', { returnPath: 'https://evil.test/' })).statusCode).toBe(
      400,
    );
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/billing/portal', payload: {} });
    expect(anonymous.statusCode).toBe(401);

    fake.failNextRequest();
    const down = await post(token, '/api/billing/portal', {});
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({
      message: CREDIT_MESSAGES.paymentError,
      error: { code: 'payment_provider_error' },
    });
  });
});

describe('Stripe subscriptions (plans)', () => {
  const DAY = 24 * 3600_000;
  const userIdOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })).json().data
      .userId as string;
  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })).json().data;
  const changesOf = (userId: string) =>
    t.db.select().from(tierChanges).where(eq(tierChanges.userId, userId)).orderBy(tierChanges.createdAt);

  /** Starts a plan checkout and answers the completed (paid) session event for it. */
  async function subscribe(token: string, tier: string, amount: number, periodEnd?: number) {
    const res = await post(token, '/api/subscriptions/change-plan', { tier });
    expect(res.statusCode).toBe(200);
    const { url, paymentData } = res.json().data;
    const sessionId = url.split('/').at(-1);
    const subscriptionId = `sub_${sessionId}`;
    if (periodEnd !== undefined) fake.subscriptions.set(subscriptionId, periodEnd);
    const completed = stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      amount_total: amount,
      currency: 'usd',
      customer: `cus_${sessionId}`,
      subscription: subscriptionId,
      client_reference_id: paymentData.paymentId,
      metadata: { paymentId: paymentData.paymentId, tier, kind: 'plan' },
    });
    return { paymentData, sessionId, subscriptionId, completed };
  }

  const subscriptionObject = (
    subscriptionId: string,
    paymentId: string,
    extra: Record<string, unknown> = {},
  ) => ({
    id: subscriptionId,
    object: 'subscription',
    status: 'active',
    currency: 'usd',
    customer: 'cus_x',
    items: {
      object: 'list',
      data: [{ id: 'si_1', current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }],
    },
    metadata: { paymentId, kind: 'plan' },
    ...extra,
  });

  it('creates a subscription-mode Checkout Session priced from the plan', async () => {
    const token = await t.signIn('plan-session@stripe.test');
    const userId = await userIdOf(token);
    const res = await post(token, '/api/subscriptions/change-plan', { tier: 'growth' });
    expect(res.statusCode).toBe(200);
    const { url, paymentData } = res.json().data;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);
    expect(paymentData).toMatchObject({ provider: 'stripe', tier: 'growth', amount: 3900, credits: 1500 });
    const call = fake.requests.at(-1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.idempotencyKey).toBe(`packsmith-cs-${paymentData.paymentId}`);
    expect(call?.params.get('mode')).toBe('subscription');
    expect(call?.params.get('line_items[0][price_data][unit_amount]')).toBe('3900');
    expect(call?.params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call?.params.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(call?.params.get('line_items[0][price_data][product_data][name]')).toBe('Packsmith Growth plan');
    expect(call?.params.get('success_url')).toBe('https://packsmith.test/pricing?success=true');
    expect(call?.params.get('customer_email')).toBe('plan-session@stripe.test');
    expect(call?.params.get('metadata[paymentId]')).toBe(paymentData.paymentId);
    expect(call?.params.get('metadata[userId]')).toBe(userId);
    expect(call?.params.get('metadata[tier]')).toBe('growth');
    expect(call?.params.get('subscription_data[metadata][paymentId]')).toBe(paymentData.paymentId);
    expect(call?.params.get('subscription_data[metadata][tier]')).toBe('growth');
    expect(call?.params.has('payment_intent_data[metadata][paymentId]')).toBe(false);

    // the yearly plans recur yearly at the yearly price
    await post(token, '/api/subscriptions/change-plan', { tier: 'pro' });
    const yearly = fake.requests.at(-1);
    expect(yearly?.params.get('line_items[0][price_data][unit_amount]')).toBe('39000');
    expect(yearly?.params.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect((await me(token)).tier).toBe('free'); // nothing changes before payment
  });

  it('upgrades on a signed checkout.session.completed once, however often it is replayed', async () => {
    const token = await t.signIn('plan-upgrade@stripe.test');
    const userId = await userIdOf(token);
    const periodEnd = Math.floor(Date.now() / 1000) + 31 * 86400;
    const { paymentData, completed } = await subscribe(token, 'growth', 3900, periodEnd);

    const first = await deliver(completed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ duplicate: false, outcome: 'fulfilled' });
    const user = await me(token);
    expect(user).toMatchObject({ tier: 'growth', billingInterval: 'monthly' });
    expect(user.paymentCustomerId).toMatch(/^cus_cs_test_fake_/);
    // the subscription's own period end (asked from Stripe), not a computed month
    expect(new Date(user.subscriptionEndsAt).getTime()).toBe(periodEnd * 1000);
    expect(fake.requests.some((r) => r.path.startsWith('/v1/subscriptions/sub_'))).toBe(true);
    expect(await balanceOf(token)).toBe(1500);

    for (let i = 0; i < 3; i++) {
      const again = await deliver(completed);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ duplicate: true });
    }
    // the same session under another event id (Stripe re-sends with a new id)
    const sibling = await deliver(completed.replace(/"id":"evt_test_\d+"/, '"id":"evt_sibling_plan"'));
    expect(sibling.json()).toMatchObject({ duplicate: false, outcome: 'already_fulfilled' });

    expect(await changesOf(userId)).toEqual([
      expect.objectContaining({
        fromTier: 'free',
        toTier: 'growth',
        reason: 'webhook',
        paymentId: paymentData.paymentId,
      }),
    ]);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentData.paymentId));
    expect(row).toMatchObject({ kind: 'plan', status: 'succeeded' });
    expect(await balanceOf(token)).toBe(1500);

    // a second checkout while the subscription runs would bill twice: refused, Stripe not asked
    const before = fake.requests.length;
    const second = await post(token, '/api/subscriptions/change-plan', { tier: 'scale' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'subscription_active' } });
    expect(fake.requests.length).toBe(before);
  });

  it('counts one billing period from today when Stripe cannot tell the period end', async () => {
    const token = await t.signIn('plan-noperiod@stripe.test');
    const { completed } = await subscribe(token, 'plus', 12000); // the fake does not know this subscription
    expect((await deliver(completed)).json().outcome).toBe('fulfilled');
    const user = await me(token);
    expect(user).toMatchObject({ tier: 'plus', billingInterval: 'annual' });
    const ends = new Date(user.subscriptionEndsAt).getTime();
    expect(ends).toBeGreaterThan(Date.now() + 360 * DAY);
    expect(ends).toBeLessThan(Date.now() + 370 * DAY);
  });

  it('refuses a tampered plan completion', async () => {
    const token = await t.signIn('plan-tamper@stripe.test');
    const { completed } = await subscribe(token, 'starter', 1200);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: completed,
      secret: WEBHOOK_SECRET,
    });
    const tampered = completed.replace('"amount_total":1200', '"amount_total":1');
    const res = await deliver(tampered, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    expect((await deliver(completed, 'v1=forged')).statusCode).toBe(400);
    expect((await me(token)).tier).toBe('free');
    // a validly signed completion for a different amount is not an upgrade either
    const cheap = await deliver(tampered);
    expect(cheap.json().outcome).toBe('amount_mismatch');
    expect((await me(token)).tier).toBe('free');
  });

  it('extends the paid period on invoice.paid and moves the user to Free when the subscription is deleted', async () => {
    const token = await t.signIn('plan-cancel@stripe.test');
    const userId = await userIdOf(token);
    const { paymentData, subscriptionId, completed } = await subscribe(
      token,
      'scale',
      9900,
      Math.floor(Date.now() / 1000) + 30 * 86400,
    );
    await deliver(completed);
    expect((await me(token)).tier).toBe('scale');

    // a renewal: the invoice's line period is the new paid period
    const nextEnd = Math.floor(Date.now() / 1000) + 61 * 86400;
    const renewal = await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_renewal',
        object: 'invoice',
        status: 'paid',
        billing_reason: 'subscription_cycle',
        amount_paid: 9900,
        currency: 'usd',
        customer: 'cus_x',
        parent: {
          type: 'subscription_details',
          subscription_details: {
            subscription: subscriptionId,
            metadata: { paymentId: paymentData.paymentId },
          },
        },
        lines: { object: 'list', data: [{ id: 'il_1', period: { start: 0, end: nextEnd } }] },
        metadata: {},
      }),
    );
    expect(renewal.json()).toMatchObject({ duplicate: false, outcome: 'renewed' });
    expect(new Date((await me(token)).subscriptionEndsAt).getTime()).toBe(nextEnd * 1000);
    expect(await changesOf(userId)).toHaveLength(1); // a renewal is no tier change

    // updated but still active (e.g. cancel at period end was switched on): nothing yet
    const updated = await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(subscriptionId, paymentData.paymentId, { cancel_at_period_end: true }),
      ),
    );
    expect(updated.json().outcome).toBe('ignored');
    expect((await me(token)).tier).toBe('scale');

    const deleted = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject(subscriptionId, paymentData.paymentId, {
        status: 'canceled',
        canceled_at: Math.floor(Date.now() / 1000) - 5,
        ended_at: Math.floor(Date.now() / 1000) - 5,
      }),
    );
    const ended = await deliver(deleted);
    expect(ended.json()).toMatchObject({ duplicate: false, outcome: 'downgraded' });
    expect(await me(token)).toMatchObject({ tier: 'free', subscriptionEndsAt: null });
    expect(await balanceOf(token)).toBe(70);
    expect((await deliver(deleted)).json()).toMatchObject({ duplicate: true });
    expect((await changesOf(userId)).map((c) => [c.fromTier, c.toTier, c.reason, c.paymentId])).toEqual([
      ['free', 'scale', 'webhook', paymentData.paymentId],
      ['scale', 'free', 'webhook', paymentData.paymentId],
    ]);

    // a late invoice of the ended subscription does not bring the plan back
    const late = await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_late',
        object: 'invoice',
        parent: {
          subscription_details: {
            subscription: subscriptionId,
            metadata: { paymentId: paymentData.paymentId },
          },
        },
        lines: { data: [{ period: { end: nextEnd } }] },
      }),
    );
    expect(late.json().outcome).toBe('subscription_ended');
    expect((await me(token)).tier).toBe('free');

    // and a new plan can be bought again
    expect((await post(token, '/api/subscriptions/change-plan', { tier: 'starter' })).statusCode).toBe(200);
  });

  it('moves the user to Free on customer.subscription.updated with status canceled', async () => {
    const token = await t.signIn('plan-updated@stripe.test');
    const userId = await userIdOf(token);
    const { paymentData, subscriptionId, completed } = await subscribe(token, 'starter', 1200);
    await deliver(completed);
    expect((await me(token)).tier).toBe('starter');
    const res = await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(subscriptionId, paymentData.paymentId, {
          status: 'canceled',
          ended_at: Math.floor(Date.now() / 1000),
        }),
      ),
    );
    expect(res.json().outcome).toBe('downgraded');
    expect((await me(token)).tier).toBe('free');
    expect((await changesOf(userId)).at(-1)).toMatchObject({ toTier: 'free', reason: 'webhook' });
  });

  it('leaves a superseded or staff-managed plan alone', async () => {
    const token = await t.signIn('plan-staff@stripe.test');
    const userId = await userIdOf(token);
    const { paymentData, subscriptionId, completed } = await subscribe(token, 'growth', 3900);
    await deliver(completed);
    await t.db.update(users).set({ manualUpgrade: true }).where(eq(users.id, userId));
    const res = await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject(subscriptionId, paymentData.paymentId, { status: 'canceled', ended_at: 1 }),
      ),
    );
    expect(res.json().outcome).toBe('manual_upgrade');
    expect((await me(token)).tier).toBe('growth');
    // unknown plans are acknowledged and ignored
    const stranger = await deliver(
      stripeEvent('customer.subscription.deleted', subscriptionObject('sub_nobody', 'not-ours')),
    );
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().outcome).toBe('unknown_payment');
  });

  it('the expiry sweep downgrades a Stripe subscriber only after the renewal grace, and a late renewal restores', async () => {
    const token = await t.signIn('plan-sweep@stripe.test');
    const userId = await userIdOf(token);
    const { paymentData, subscriptionId, completed } = await subscribe(token, 'growth', 3900);
    await deliver(completed);
    const endsAt = new Date((await me(token)).subscriptionEndsAt);
    const at = (ms: number) => () => new Date(endsAt.getTime() + ms);

    await runSubscriptionExpiry(creditsService(t.db, { now: at(3600_000) })); // an hour late: the renewal may be on its way
    expect((await me(token)).tier).toBe('growth');
    await runSubscriptionExpiry(creditsService(t.db, { now: at(2 * DAY) }));
    expect(await me(token)).toMatchObject({ tier: 'free', subscriptionEndsAt: null });
    expect((await changesOf(userId)).at(-1)).toMatchObject({
      fromTier: 'growth',
      toTier: 'free',
      reason: 'expiry',
      paymentId: paymentData.paymentId, // the plan whose period ran out
    });

    // the renewal was paid after all (a webhook outage): the plan comes back for the paid period
    const paidUntil = Math.floor(Date.now() / 1000) + 20 * 86400;
    const renewal = await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_after_outage',
        object: 'invoice',
        parent: {
          subscription_details: {
            subscription: subscriptionId,
            metadata: { paymentId: paymentData.paymentId },
          },
        },
        lines: { data: [{ period: { end: paidUntil } }] },
      }),
    );
    expect(renewal.json().outcome).toBe('restored');
    const user = await me(token);
    expect(user.tier).toBe('growth');
    expect(new Date(user.subscriptionEndsAt).getTime()).toBe(paidUntil * 1000);
    // (the sweep ran on a clock a month ahead, so compare the rows, not their order)
    expect((await changesOf(userId)).map((c) => [c.fromTier, c.toTier, c.reason])).toEqual(
      expect.arrayContaining([
        ['free', 'growth', 'webhook'],
        ['growth', 'free', 'expiry'],
        ['free', 'growth', 'webhook'],
      ]),
    );
    expect(await changesOf(userId)).toHaveLength(3);
  });
});

describe('Stripe promotion codes (promo codes at a Stripe checkout)', () => {
  const seedCode = async (
    values: Partial<typeof promoCodes.$inferInsert> & { code: string; appliesTo: string },
  ) => {
    const [row] = await t.db.insert(promoCodes).values(values).returning();
    return row!;
  };
  const callsTo = (path: string, since: number) => fake.requests.slice(since).filter((r) => r.path === path);

  it('charges the list price with a real promotion code (one coupon per code, made once) and fulfils the discounted total', async () => {
    const code = await seedCode({ code: 'STRIPE20', appliesTo: 'top-up', percentOff: 20 });
    const since = fake.requests.length;
    const token = await t.signIn('promo@stripe.test');
    const res = await post(token, '/api/subscriptions/top-up', { credits: 100, promoCode: 'stripe20' });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentData } = res.json().data;
    expect(paymentData.amount).toBe(640);

    const [coupon] = callsTo('/v1/coupons', since);
    expect(coupon?.params.get('percent_off')).toBe('20');
    expect(coupon?.params.get('duration')).toBe('once');
    expect(coupon?.idempotencyKey).toBe(`packsmith-coupon-${code.id}`);
    const promotion = callsTo('/v1/promotion_codes', since).find((r) => r.params.has('promotion[type]'));
    expect(promotion?.params.get('code')).toBe('STRIPE20');
    expect(promotion?.params.get('promotion[type]')).toBe('coupon');
    expect(promotion?.params.get('promotion[coupon]')).toMatch(/^coupon_fake_/);
    expect(promotion?.params.get('metadata[promoCodeId]')).toBe(code.id);
    const session = callsTo('/v1/checkout/sessions', since).at(-1);
    expect(session?.params.get('line_items[0][price_data][unit_amount]')).toBe('800');
    expect(session?.params.get('discounts[0][promotion_code]')).toBe(fake.promotionCodes.at(-1)?.id);

    // Stripe's total after its discount is what the payment row holds: fulfilled.
    const paid = await deliver(
      stripeEvent('checkout.session.completed', {
        id: res.json().data.url.split('/').at(-1),
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 640,
        currency: 'usd',
        client_reference_id: paymentData.paymentId,
        metadata: { paymentId: paymentData.paymentId },
      }),
    );
    expect(paid.json().outcome).toBe('fulfilled');

    // A second person reuses the same promotion code: no new coupon.
    const again = fake.requests.length;
    const other = await t.signIn('promo2@stripe.test');
    expect(
      (await post(other, '/api/subscriptions/top-up', { credits: 100, promoCode: 'STRIPE20' })).statusCode,
    ).toBe(200);
    expect(callsTo('/v1/coupons', again)).toHaveLength(0);
    expect(callsTo('/v1/checkout/sessions', again).at(-1)?.params.get('discounts[0][promotion_code]')).toBe(
      fake.promotionCodes.at(-1)?.id,
    );
  });

  it('makes the promotion code again when it was deactivated in Stripe, and keeps other refusals a 502', async () => {
    const code = await seedCode({ code: 'REVIVE10', appliesTo: 'top-up', percentOff: 10 });
    const token = await t.signIn('revive@stripe.test');
    const topUp = () => post(token, '/api/subscriptions/top-up', { credits: 100, promoCode: 'REVIVE10' });
    expect((await topUp()).statusCode).toBe(200);
    const first = fake.promotionCodes.find((p) => p.code === 'REVIVE10');
    first!.active = false; // an admin switched it off in Stripe's dashboard

    const since = fake.requests.length;
    const res = await topUp();
    expect(res.statusCode, res.body).toBe(200);
    const sessions = callsTo('/v1/checkout/sessions', since);
    expect(sessions.map((r) => r.params.get('discounts[0][promotion_code]'))).toEqual([
      first!.id,
      fake.promotionCodes.at(-1)?.id,
    ]);
    const remade = callsTo('/v1/promotion_codes', since).find((r) => r.params.has('promotion[type]'));
    expect(remade?.idempotencyKey).toBe(`packsmith-promo-${code.id}-1`);
    expect(fake.promotionCodes.filter((p) => p.code === 'REVIVE10' && p.active)).toHaveLength(1);

    // Any other refusal is not a stale code: no new promotion code, the usual 502.
    const before = fake.promotionCodes.length;
    fake.failNextRequest();
    const refused = await topUp();
    expect(refused.statusCode).toBe(502);
    expect(fake.promotionCodes).toHaveLength(before);
  });

  it('finds the promotion code a previous run made instead of making another', async () => {
    const code = await seedCode({ code: 'RESTART5', appliesTo: 'top-up', amountOffCents: 500 });
    const adapter = () =>
      stripePayments({
        secretKey: 'sk_test_packsmith',
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: null,
        apiUrl: t.deps.config.STRIPE_API_URL,
      });
    const request = (paymentId: string) => ({
      paymentId,
      userId: randomUUID(),
      email: null,
      credits: 100,
      amountCents: 300,
      currency: 'usd',
      description: '100 credits',
      successUrl: 'https://packsmith.test/pricing',
      cancelUrl: 'https://packsmith.test/pricing',
      discount: {
        promoCodeId: code.id,
        code: code.code,
        percentOff: null,
        amountOffCents: 500,
        listAmountCents: 800,
        discountCents: 500,
      },
    });
    await adapter().createCheckoutSession(request(randomUUID()));
    const since = fake.requests.length;
    await adapter().createCheckoutSession(request(randomUUID()));
    expect(callsTo('/v1/coupons', since)).toHaveLength(0);
    expect(fake.promotionCodes.filter((p) => p.code === 'RESTART5')).toHaveLength(1);
  });

  it('uses a one-use coupon for exactly our discount where Stripe would take more (the minimum charge), on a plan', async () => {
    await seedCode({ code: 'FREEPLAN', appliesTo: 'plan', percentOff: 100 });
    const since = fake.requests.length;
    const token = await t.signIn('freeplan@stripe.test');
    const res = await post(token, '/api/subscriptions/change-plan', {
      tier: 'growth',
      promoCode: 'FREEPLAN',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentData } = res.json().data;
    expect(paymentData.amount).toBe(50);
    const coupon = callsTo('/v1/coupons', since).at(-1);
    expect(coupon?.params.get('amount_off')).toBe('3850');
    expect(coupon?.params.get('max_redemptions')).toBe('1');
    expect(coupon?.params.get('duration')).toBe('once');
    expect(coupon?.idempotencyKey).toBe(`packsmith-coupon-${paymentData.paymentId}`);
    expect(callsTo('/v1/promotion_codes', since)).toHaveLength(0);
    const session = callsTo('/v1/checkout/sessions', since).at(-1);
    expect(session?.params.get('mode')).toBe('subscription');
    // The subscription's price is the plan's: renewals charge it in full.
    expect(session?.params.get('line_items[0][price_data][unit_amount]')).toBe('3900');
    expect(session?.params.get('discounts[0][coupon]')).toMatch(/^coupon_fake_/);
  });
});
