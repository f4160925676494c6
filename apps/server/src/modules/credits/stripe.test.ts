import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CREDIT_MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { payments, topUpCredits } from '../../db/schema/index.ts';

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
  let failNext = false;
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const params = new URLSearchParams(body);
      const path = (req.url ?? '').split('?')[0];
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
        const id = `cs_test_fake_${n}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'unpaid',
          status: 'open',
          client_reference_id: params.get('client_reference_id'),
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          metadata,
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    });
  });
  return {
    requests,
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
