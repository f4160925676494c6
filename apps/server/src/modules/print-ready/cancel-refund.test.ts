import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PRINT_READY_MESSAGES, type PrintReadyRequest, TEST_CARDS } from '@packsmith/core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog, notifications, payments } from '../../db/schema/index.ts';
import type { RefundRequest } from '../../providers/payments/port.ts';
import { testCheckoutPayments } from '../../providers/payments/test-checkout.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { paymentsServiceFor } from '../credits/payments.ts';

/** The test checkout, with every refund it is asked for written down. */
const refunds: RefundRequest[] = [];
const checkoutProvider = testCheckoutPayments();
const countingProvider = {
  ...checkoutProvider,
  refund: async (request: RefundRequest) => {
    refunds.push(request);
    // A provider round trip: long enough for parallel requests to overlap.
    await new Promise((r) => setTimeout(r, 20));
    return checkoutProvider.refund(request);
  },
};

let t: TestApp;
let dataDir: string;
let staff: string;
let buyer: string;
let buyerId: string;
let other: string;

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, url: string) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload: {} });
const userIdOf = async (tok: string) => (await get(tok, '/api/users/me')).json().data.userId as string;
const cancel = (tok: string, id: string) => post(tok, `/api/print-ready/requests/${id}/cancel`);
const refund = (tok: string, id: string) => post(tok, `/api/admin/print-ready/${id}/refund`);
const mine = async (id: string) =>
  (await get(buyer, `/api/print-ready/requests/${id}`)).json().data as PrintReadyRequest;

/** An order of `quantity` front-only files by the buyer; paid with 4242 when asked. */
async function order({ paid = false, quantity = 1 } = {}) {
  const design = await assetsServiceFor(t.deps).storeGeneratedImage(
    buyerId,
    await solidPng(32, 32, '#336699'),
    {
      visibility: 'private',
      category: 'GENERATED IMAGE',
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/print-ready/requests',
    headers: t.bearer(buyer),
    payload: { serviceType: 'print-ready-file-front', quantity, assetId: design.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json().data as PrintReadyRequest;
  if (!paid) return { ...created, paymentId: null };
  const pay = await post(buyer, `/api/print-ready/requests/${created.id}/pay`);
  const { paymentId } = pay.json().data as { paymentId: string };
  const paidRes = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/test/${paymentId}/pay`,
    headers: t.bearer(buyer),
    payload: { cardNumber: TEST_CARDS.success, expiry: '12/34', cvc: '123' },
  });
  expect(paidRes.statusCode, paidRes.body).toBe(200);
  return { ...created, paymentId };
}

/** The buyer's cancel/refund notifications, newest last. */
const closingNotes = async () =>
  (
    await t.db
      .select({ type: notifications.type, message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, buyerId),
          inArray(notifications.type, ['print_ready_cancelled', 'print_ready_refunded']),
        ),
      )
      .orderBy(notifications.createdAt)
  ).map((n) => n.type);
const auditsOf = async (requestId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.target, requestId))).map((a) => a.action).sort();
const paymentStatus = async (paymentId: string) =>
  (await t.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]
    ?.status;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-print-cancel-'));
  t = await createTestApp(
    { DATA_DIR: dataDir, STAFF_EMAIL_DOMAIN: 'packsmith.app' },
    { payments: countingProvider },
  );
  staff = await t.signIn('refunds@packsmith.app');
  buyer = await t.signIn('canceller@print.test');
  other = await t.signIn('stranger@print.test');
  buyerId = await userIdOf(buyer);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the customer cancels: POST /api/print-ready/requests/{id}/cancel', () => {
  it('cancels an unpaid order (no refund), notifies and audits it, and refuses a second cancel', async () => {
    const created = await order();
    const res = await cancel(buyer, created.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: created.id, status: 'cancelled', paymentStatus: 'pending' },
      message: PRINT_READY_MESSAGES.cancelled,
    });
    expect((await mine(created.id)).status).toBe('cancelled');
    expect(refunds.filter((r) => r.paymentId === created.paymentId)).toEqual([]);
    expect(await auditsOf(created.id)).toEqual(['print_ready.cancel']);
    expect(await closingNotes()).toEqual(['print_ready_cancelled']);
    const again = await cancel(buyer, created.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRINT_READY_MESSAGES.notCancellable);
    // A cancelled order cannot be paid any more.
    expect((await post(buyer, `/api/print-ready/requests/${created.id}/pay`)).statusCode).toBe(409);
  });

  it("answers 404 for someone else's order, an unknown id and a malformed one, 401 signed out; nothing changes", async () => {
    const created = await order();
    for (const id of [created.id, randomUUID(), 'not-an-id'])
      expect((await cancel(other, id)).statusCode, id).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/print-ready/requests/${created.id}/cancel` }))
        .statusCode,
    ).toBe(401);
    expect((await mine(created.id)).status).toBe('awaiting-payment');
    expect(await auditsOf(created.id)).toEqual([]);
  });

  it('refunds a paid, not started order exactly once when 20 cancels arrive at the same moment', async () => {
    const created = await order({ paid: true, quantity: 2 });
    expect((await mine(created.id)).status).toBe('paid');
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(buyer, created.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const won = answers.find((a) => a.statusCode === 200)!.json();
    expect(won).toMatchObject({
      data: { status: 'refunded', paymentStatus: 'refunded' },
      message: PRINT_READY_MESSAGES.cancelledAndRefunded,
    });
    const asked = refunds.filter((r) => r.paymentId === created.paymentId);
    expect(asked).toEqual([
      { paymentId: created.paymentId, providerRef: expect.any(String), amountCents: 10_000 },
    ]);
    expect(await paymentStatus(created.paymentId!)).toBe('refunded');
    expect(await auditsOf(created.id)).toEqual(['print_ready.cancel']);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyerId), eq(notifications.type, 'print_ready_refunded')));
    expect(note?.message).toContain('$100.00');

    // A replayed payment event after the refund fulfils nothing: the order stays refunded.
    const replay = await paymentsServiceFor(t.services).fulfil({
      paymentId: created.paymentId!,
      provider: 'test',
    });
    expect(replay.fulfilled).toBe(false);
    expect(await mine(created.id)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
  });

  it('refuses to cancel an order a designer has started (409); it stays in progress', async () => {
    const created = await order({ paid: true });
    expect((await post(staff, `/api/admin/print-ready/${created.id}/assign`)).statusCode).toBe(200);
    const res = await cancel(buyer, created.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRINT_READY_MESSAGES.notCancellable);
    expect((await mine(created.id)).status).toBe('in-progress');
    expect(refunds.filter((r) => r.paymentId === created.paymentId)).toEqual([]);
  });
});

describe('staff refund: POST /api/admin/print-ready/{id}/refund', () => {
  it('refunds a started order once under a burst of staff refunds racing a customer cancel; notified, audited, listed', async () => {
    const created = await order({ paid: true });
    expect((await post(staff, `/api/admin/print-ready/${created.id}/assign`)).statusCode).toBe(200);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => refund(staff, created.id)),
      cancel(buyer, created.id),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(10);
    expect(refunds.filter((r) => r.paymentId === created.paymentId)).toHaveLength(1);
    expect(await paymentStatus(created.paymentId!)).toBe('refunded');
    expect(await auditsOf(created.id)).toEqual(['print_ready.assign', 'print_ready.refund']);
    const listed = (await get(staff, '/api/admin/print-ready?status=refunded')).json().data.requests;
    expect(listed.map((r: { id: string }) => r.id)).toContain(created.id);
    expect((await mine(created.id)).status).toBe('refunded');
    expect((await closingNotes()).at(-1)).toBe('print_ready_refunded');
  });

  it('refuses an unpaid order (409), hides the route from customers (404), and 404s an unknown order', async () => {
    const created = await order();
    const unpaid = await refund(staff, created.id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(PRINT_READY_MESSAGES.notRefundable);
    const paid = await order({ paid: true });
    expect((await refund(buyer, paid.id)).statusCode).toBe(404);
    expect((await refund(staff, randomUUID())).statusCode).toBe(404);
    expect((await mine(paid.id)).status).toBe('paid');
    expect(refunds.filter((r) => r.paymentId === paid.paymentId)).toEqual([]);
  });
});
