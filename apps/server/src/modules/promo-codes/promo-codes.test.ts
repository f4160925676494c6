import { PROMO_MESSAGES, TEST_CARDS } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog, payments, promoCodes, promoRedemptions } from '../../db/schema/index.ts';

let t: TestApp;
let staff: string;
let buyer: string;

const post = (tok: string | undefined, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: tok ? t.bearer(tok) : {}, payload });
const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const makeCode = async (body: object) => {
  const res = await post(staff, '/api/admin/codes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; code: string };
};
/** A free-tier top-up of 100 credits ($8) with a code: the stored payment. */
const topUp = (tok: string, promoCode?: string) =>
  post(tok, '/api/subscriptions/top-up', { credits: 100, ...(promoCode ? { promoCode } : {}) });
const paymentOf = async (res: Awaited<ReturnType<typeof post>>) => {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.id, res.json().data.paymentData.paymentId));
  return row!;
};
const expect400 = (res: Awaited<ReturnType<typeof post>>, message: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe(message);
};
const payTest = (tok: string, paymentId: string) =>
  post(tok, `/api/checkout/test/${paymentId}/pay`, {
    cardNumber: TEST_CARDS.success,
    expiry: '12/34',
    cvc: '123',
  });

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app', AUTH_CODE_REQUESTS_PER_IP: '1000' });
  staff = await t.signIn('codes@packsmith.app');
  buyer = await t.signIn('saver@promo.test');
});
afterAll(() => t.close());

describe('staff make codes: /api/admin/codes', () => {
  it('creates a percent and an amount code (upper-cased, audited), lists them, refuses duplicates and bad input', async () => {
    const percent = await makeCode({ code: 'spring-20', appliesTo: 'top-up', percentOff: 20 });
    expect(percent).toMatchObject({ code: 'SPRING-20', percentOff: 20, amountOff: null, redemptions: 0 });
    await makeCode({ code: 'FIVEOFF', appliesTo: 'plan', amountOff: 5, maxRedemptions: 10 });
    const list = (await get(staff, '/api/admin/codes')).json().data as {
      code: string;
      createdByEmail: string;
    }[];
    expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(['SPRING-20', 'FIVEOFF']));
    expect(list[0]!.createdByEmail).toBe('codes@packsmith.app');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'promo_code.create'));
    expect(audits.map((a) => a.target).sort()).toEqual(['FIVEOFF', 'SPRING-20']);

    const duplicate = await post(staff, '/api/admin/codes', {
      code: 'Spring-20',
      appliesTo: 'plan',
      percentOff: 5,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(PROMO_MESSAGES.duplicate);
    expect400(
      await post(staff, '/api/admin/codes', { code: 'X', appliesTo: 'plan', percentOff: 5 }),
      PROMO_MESSAGES.codeFormat,
    );
    expect400(
      await post(staff, '/api/admin/codes', { code: 'BOTH', appliesTo: 'plan', percentOff: 5, amountOff: 2 }),
      PROMO_MESSAGES.oneDiscount,
    );
    expect400(
      await post(staff, '/api/admin/codes', { code: 'NONE', appliesTo: 'plan' }),
      PROMO_MESSAGES.oneDiscount,
    );
    expect400(
      await post(staff, '/api/admin/codes', { code: 'BIG', appliesTo: 'plan', percentOff: 101 }),
      PROMO_MESSAGES.percent,
    );
    expect400(
      await post(staff, '/api/admin/codes', {
        code: 'PAST',
        appliesTo: 'plan',
        percentOff: 5,
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      PROMO_MESSAGES.expiry,
    );
  });

  it('hides the codes from everyone else (404 signed in, 401 signed out)', async () => {
    expect((await get(buyer, '/api/admin/codes')).statusCode).toBe(404);
    expect(
      (await post(buyer, '/api/admin/codes', { code: 'MINE', appliesTo: 'plan', percentOff: 90 })).statusCode,
    ).toBe(404);
    expect((await post(undefined, '/api/admin/codes', {})).statusCode).toBe(401);
    expect(await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'MINE'))).toEqual([]);
  });
});

describe('codes at checkout', () => {
  it('takes the discount off a top-up on the server, and the test checkout charges that amount', async () => {
    await makeCode({ code: 'TOPUP25', appliesTo: 'top-up', percentOff: 25 });
    const res = await topUp(buyer, 'topup25');
    expect(res.statusCode, res.body).toBe(200);
    const payment = await paymentOf(res);
    expect(payment.amountCents).toBe(600); // $8 − 25%
    const details = (await get(buyer, `/api/checkout/test/${payment.id}`)).json().data;
    expect(details.amount).toBe(600);
    expect((await payTest(buyer, payment.id)).statusCode).toBe(200);
    // Once per person: a paid checkout spent it.
    expect400(await topUp(buyer, 'TOPUP25'), PROMO_MESSAGES.usedByYou);
  });

  it('moves an unpaid checkout’s redemption to the next checkout instead of spending the code', async () => {
    const { id } = await makeCode({ code: 'RETRY10', appliesTo: 'top-up', amountOff: 1, maxRedemptions: 1 });
    const who = await t.signIn('retrier@promo.test');
    const first = await paymentOf(await topUp(who, 'RETRY10'));
    const second = await paymentOf(await topUp(who, 'RETRY10'));
    expect([first.amountCents, second.amountCents]).toEqual([700, 700]);
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(code!.redemptions).toBe(1);
    const rows = await t.db.select().from(promoRedemptions).where(eq(promoRedemptions.codeId, id));
    expect(rows.map((r) => r.paymentId)).toEqual([second.id]);
  });

  it('refuses unknown, expired, other-target and exhausted codes with their messages, storing no payment', async () => {
    await makeCode({ code: 'PLANONLY', appliesTo: 'plan', percentOff: 10 });
    const soon = await makeCode({
      code: 'SOON',
      appliesTo: 'top-up',
      percentOff: 10,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.db
      .update(promoCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(promoCodes.id, soon.id));
    const before = (await t.db.select().from(payments)).length;
    expect400(await topUp(buyer, 'NOPE-NOPE'), PROMO_MESSAGES.unknown);
    expect400(await topUp(buyer, 'SOON'), PROMO_MESSAGES.expired);
    expect400(await topUp(buyer, 'PLANONLY'), PROMO_MESSAGES.otherTarget('plan'));
    expect((await t.db.select().from(payments)).length).toBe(before);
  });

  it('discounts a plan checkout, never below the minimum charge', async () => {
    await makeCode({ code: 'PLANFREE', appliesTo: 'plan', percentOff: 100 });
    const res = await post(buyer, '/api/subscriptions/change-plan', {
      tier: 'starter',
      promoCode: 'PLANFREE',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await paymentOf(res)).amountCents).toBe(50);
    expect400(
      await post(buyer, '/api/subscriptions/change-plan', { tier: 'starter', promoCode: 'TOPUP25' }),
      PROMO_MESSAGES.otherTarget('top-up'),
    );
  });

  it('redeems a one-use code exactly once when 50 people check out with it at the same moment', async () => {
    const { id } = await makeCode({
      code: 'ONLYONE',
      appliesTo: 'top-up',
      percentOff: 50,
      maxRedemptions: 1,
    });
    const people = await Promise.all(Array.from({ length: 50 }, (_, i) => t.signIn(`burst${i}@promo.test`)));
    const answers = await Promise.all(people.map((tok) => topUp(tok, 'ONLYONE')));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) expect400(lost, PROMO_MESSAGES.exhausted);
    expect((await paymentOf(won[0]!)).amountCents).toBe(400);
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(code!.redemptions).toBe(1);
    expect(await t.db.select().from(promoRedemptions).where(eq(promoRedemptions.codeId, id))).toHaveLength(1);
  });

  it('lets one person in many tabs redeem an unlimited code once', async () => {
    const { id } = await makeCode({ code: 'TABS', appliesTo: 'top-up', percentOff: 10 });
    const tabs = await t.signIn('tabs@promo.test');
    const answers = await Promise.all(Array.from({ length: 10 }, () => topUp(tabs, 'TABS')));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 400)).toBe(true);
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(code!.redemptions).toBe(1);
    expect(await t.db.select().from(promoRedemptions).where(eq(promoRedemptions.codeId, id))).toHaveLength(1);
  });

  it('quotes a code before paying: each pack or plan with its discounted price, with the refusals a checkout would give', async () => {
    await makeCode({ code: 'QUOTE20', appliesTo: 'top-up', percentOff: 20 });
    await makeCode({ code: 'PLAN5', appliesTo: 'plan', amountOff: 5 });
    const who = await t.signIn('quoter@promo.test');
    const quote = (body: object) => post(who, '/api/subscriptions/promo-quote', body);

    const topUps = await quote({ code: ' quote20 ', target: 'top-up' });
    expect(topUps.statusCode, topUps.body).toBe(200);
    expect(topUps.json().data).toMatchObject({ code: 'QUOTE20', target: 'top-up', description: '20% off' });
    const eight = topUps.json().data.prices.find((p: { credits: number }) => p.credits === 100);
    expect(eight).toEqual({ tier: null, credits: 100, priceCents: 800, discountCents: 160, totalCents: 640 });

    const plans = (await quote({ code: 'PLAN5', target: 'plan' })).json().data.prices as {
      tier: string;
      totalCents: number;
      priceCents: number;
    }[];
    expect(plans.map((p) => p.tier)).not.toContain('free');
    for (const p of plans) expect(p.totalCents).toBe(p.priceCents - 500);

    // Nothing was redeemed by quoting.
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'QUOTE20'));
    expect(code!.redemptions).toBe(0);

    expect400(await quote({ code: 'NOPE-NOPE', target: 'top-up' }), PROMO_MESSAGES.unknown);
    expect400(await quote({ code: 'PLAN5', target: 'top-up' }), PROMO_MESSAGES.otherTarget('plan'));
    expect400(await quote({ code: 'X', target: 'top-up' }), PROMO_MESSAGES.codeFormat);
    // The buyer already paid with TOPUP25; the one-use ONLYONE is taken.
    expect400(
      await post(buyer, '/api/subscriptions/promo-quote', { code: 'TOPUP25', target: 'top-up' }),
      PROMO_MESSAGES.usedByYou,
    );
    expect400(await quote({ code: 'ONLYONE', target: 'top-up' }), PROMO_MESSAGES.exhausted);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscriptions/promo-quote',
          payload: { code: 'QUOTE20', target: 'top-up' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('creates the express payment intent for the discounted amount, and the wallet pays that', async () => {
    await makeCode({ code: 'EXPRESS', appliesTo: 'top-up', amountOff: 2 });
    const who = await t.signIn('express@promo.test');
    const res = await post(who, '/api/subscriptions/create-payment-intent', {
      amount: 800,
      credits: 100,
      promoCode: 'express',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ amount: 600, credits: 100 });
    expect((await payTest(who, res.json().data.paymentId)).statusCode).toBe(200);
    expect400(
      await post(who, '/api/subscriptions/create-payment-intent', {
        amount: 800,
        credits: 100,
        promoCode: 'EXPRESS',
      }),
      PROMO_MESSAGES.usedByYou,
    );
  });
});
