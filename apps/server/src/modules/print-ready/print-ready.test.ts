import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type AdminPrintReadyRequest,
  CREDIT_MESSAGES,
  DELIVERABLE_CATEGORY,
  PRINT_READY_LIMITS,
  PRINT_READY_MESSAGES,
  type PrintReadyRequest,
  TEST_CARDS,
} from '@packsmith/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, zipFile } from '../../../test/deliverable-files.ts';
import { solidPng, uploadAndSave } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog, notifications, payments, printReadyRequests } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { paymentsServiceFor } from '../credits/index.ts';

let t: TestApp;
let dataDir: string;
let staff: string;
let staffId: string;
let buyer: string;
let buyerId: string;
let other: string;
let otherId: string;

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });
const userIdOf = async (tok: string) => (await get(tok, '/api/users/me')).json().data.userId as string;
const image = async (uid: string, colour = '#2a7f62') =>
  assetsServiceFor(t.deps).storeGeneratedImage(uid, await solidPng(48, 48, colour), {
    visibility: 'private',
    category: 'GENERATED IMAGE',
  });
const order = async (tok: string, payload: object) => {
  const res = await post(tok, '/api/print-ready/requests', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as PrintReadyRequest;
};
/** Starts paying: the checkout address and its payment. */
const checkout = async (tok: string, id: string) => {
  const res = await post(tok, `/api/print-ready/requests/${id}/pay`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { url: string; paymentId: string; amount: number };
};
const payWith = (tok: string, paymentId: string, number: string) =>
  post(tok, `/api/checkout/test/${paymentId}/pay`, card(number));
const mine = async (tok: string, id: string) =>
  (await get(tok, `/api/print-ready/requests/${id}`)).json().data as PrintReadyRequest;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-print-ready-'));
  t = await createTestApp({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('designer@packsmith.app');
  buyer = await t.signIn('buyer@print.test');
  other = await t.signIn('other@print.test');
  [staffId, buyerId, otherId] = await Promise.all([userIdOf(staff), userIdOf(buyer), userIdOf(other)]);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('print-ready orders', () => {
  it('orders front-and-back at the server price, ignores a client price, pays once with 4242 in parallel', async () => {
    const design = await image(buyerId);
    const created = await order(buyer, {
      serviceType: 'print-ready-file-front-back',
      quantity: 1,
      assetId: design.id,
      notes: 'Matte finish',
      dimensions: { width: 90, height: 150 },
      servicePrice: 1,
      price: 0.5,
    });
    expect(created).toMatchObject({
      serviceType: 'print-ready-file-front-back',
      servicePrice: 100,
      totalPrice: 100,
      status: 'awaiting-payment',
      paymentStatus: 'pending',
      formStatus: 'pending',
      assetId: design.id,
      dimensions: { width: 90, height: 150 },
    });
    expect(created.assetThumbnailUrl).toBeTruthy();

    // Two tabs start paying at once: one payment between them.
    const [a, b] = await Promise.all([checkout(buyer, created.id), checkout(buyer, created.id)]);
    expect(a.paymentId).toBe(b.paymentId);
    expect(a.url).toBe(`/checkout/test/${a.paymentId}`);
    expect(a.amount).toBe(10_000);
    const details = (await get(buyer, `/api/checkout/test/${a.paymentId}`)).json().data;
    expect(details).toMatchObject({ purpose: 'service', amount: 10_000, price: 100, credits: 0 });
    expect(details.description).toContain('front and back');

    const declined = await payWith(buyer, a.paymentId, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(CREDIT_MESSAGES.cardDeclined);
    expect(await mine(buyer, created.id)).toMatchObject({
      status: 'awaiting-payment',
      paymentStatus: 'pending',
    });

    const paid = await Promise.all([
      payWith(buyer, a.paymentId, TEST_CARDS.success),
      payWith(buyer, a.paymentId, TEST_CARDS.success),
      payWith(buyer, a.paymentId, TEST_CARDS.success),
    ]);
    for (const res of paid) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.redirectUrl).toBe(`/print-ready/orders?paid=${created.id}`);
    }
    const after = await mine(buyer, created.id);
    expect(after).toMatchObject({ status: 'paid', paymentStatus: 'paid', formStatus: 'submitted' });
    // A tab that lost the race may leave an unpaid payment no one was given; one is paid.
    const rows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, buyerId), eq(payments.status, 'succeeded')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: a.paymentId, kind: 'service', amountCents: 10_000, credits: 0 });
    // The credit balance is untouched: a service payment buys no credits.
    expect((await get(buyer, '/api/credits/balance')).json().data.balance).toBe(70);
    // Paying a paid request again is refused.
    expect((await post(buyer, `/api/print-ready/requests/${created.id}/pay`)).statusCode).toBe(409);
  });

  it('a provider webhook (Stripe in production) marks the order paid once, replays or not', async () => {
    const design = await image(buyerId);
    const created = await order(buyer, {
      serviceType: 'print-ready-file-front',
      quantity: 1,
      assetId: design.id,
    });
    const { paymentId } = await checkout(buyer, created.id);
    const payments = paymentsServiceFor(t.services);
    const event = (eventId: string) => ({
      eventId,
      type: 'checkout.session.completed',
      outcome: 'succeeded' as const,
      paymentId,
      providerRef: `cs_${eventId}`,
      amountCents: 5_000,
      currency: 'usd',
      failureMessage: null,
    });
    const results = await Promise.all([
      payments.handleWebhook(event('evt_a')),
      payments.handleWebhook(event('evt_a')),
      payments.handleWebhook(event('evt_b')),
    ]);
    expect(results.filter((r) => 'outcome' in r && r.outcome === 'fulfilled')).toHaveLength(1);
    const [row] = await t.db.select().from(printReadyRequests).where(eq(printReadyRequests.id, created.id));
    expect(row).toMatchObject({ status: 'paid', paymentStatus: 'paid', formStatus: 'submitted' });
  });

  it('charges the service price per design', async () => {
    const design = await image(buyerId);
    const created = await order(buyer, {
      serviceType: 'new-sku-adaptation',
      quantity: 3,
      assetId: design.id,
    });
    expect(created).toMatchObject({ servicePrice: 80, totalPrice: 240 });
    expect((await checkout(buyer, created.id)).amount).toBe(24_000);
  });

  it('answers 400 for bad briefs, 404 for another user’s design or request, 401 signed out', async () => {
    const design = await image(buyerId);
    const base = { serviceType: 'print-ready-file-front', quantity: 1, assetId: design.id };
    const bad: [object, string][] = [
      [{ ...base, serviceType: 'print-ready-file-back' }, PRINT_READY_MESSAGES.unknownService],
      [{ ...base, quantity: 0 }, PRINT_READY_MESSAGES.quantity],
      [{ ...base, quantity: 1e9 }, PRINT_READY_MESSAGES.quantity],
      [{ ...base, quantity: 1.5 }, PRINT_READY_MESSAGES.quantity],
      [{ ...base, quantity: '2' }, PRINT_READY_MESSAGES.quantity],
      [{ ...base, assetId: 'nope' }, PRINT_READY_MESSAGES.designAsset],
      [{ ...base, notes: 'x'.repeat(PRINT_READY_LIMITS.maxNotes + 1) }, PRINT_READY_MESSAGES.notesTooLong],
      [{ ...base, dimensions: { width: -1, height: 10 } }, PRINT_READY_MESSAGES.dimension],
      [{ ...base, dimensions: { width: 10, height: 1e7 } }, PRINT_READY_MESSAGES.dimension],
    ];
    for (const [payload, message] of bad) {
      const res = await post(buyer, '/api/print-ready/requests', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const foreign = await image(otherId);
    for (const assetId of [foreign.id, randomUUID()]) {
      const res = await post(buyer, '/api/print-ready/requests', { ...base, assetId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PRINT_READY_MESSAGES.designNotFound);
    }
    const own = await order(buyer, base);
    for (const url of [`/api/print-ready/requests/${own.id}`, '/api/print-ready/requests/not-an-id']) {
      expect((await get(other, url)).statusCode).toBe(404);
    }
    expect((await post(other, `/api/print-ready/requests/${own.id}/pay`)).statusCode).toBe(404);
    expect((await get(other, '/api/print-ready/requests')).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/print-ready/requests' })).statusCode).toBe(401);
  });
});

describe('staff: /api/admin/print-ready', () => {
  it('assigns, attaches final files, delivers (audited); the customer is notified and downloads', async () => {
    const design = await image(buyerId);
    const created = await order(buyer, { serviceType: 'retouch-ai-image', quantity: 1, assetId: design.id });
    const admin = (url: string, payload: object = {}) =>
      post(staff, `/api/admin/print-ready/${created.id}${url}`, payload);

    // Unpaid: not in the open queue, and cannot be worked on.
    const open = (await get(staff, '/api/admin/print-ready')).json().data
      .requests as AdminPrintReadyRequest[];
    expect(open.map((r) => r.id)).not.toContain(created.id);
    expect((await admin('/assign')).statusCode).toBe(409);

    const { paymentId } = await checkout(buyer, created.id);
    expect((await payWith(buyer, paymentId, TEST_CARDS.success)).statusCode).toBe(200);
    const queue = (await get(staff, '/api/admin/print-ready?status=open')).json().data;
    const listed = queue.requests.find((r: AdminPrintReadyRequest) => r.id === created.id);
    expect(listed).toMatchObject({ status: 'paid', ownerEmail: 'buyer@print.test', assigneeEmail: null });
    const byEmail = (await get(staff, '/api/admin/print-ready?status=all&q=BUYER@print.test')).json().data;
    expect(byEmail.requests.every((r: AdminPrintReadyRequest) => r.ownerEmail === 'buyer@print.test')).toBe(
      true,
    );

    const assigned = await admin('/assign');
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      status: 'in-progress',
      assigneeEmail: 'designer@packsmith.app',
    });

    // Delivering needs files; only the staff member's own uploads attach.
    expect((await admin('/deliver')).statusCode).toBe(400);
    const notStaffs = await image(buyerId);
    expect((await admin('/files', { assetIds: [notStaffs.id] })).statusCode).toBe(404);
    expect((await admin('/files', { assetIds: [] })).statusCode).toBe(400);
    const final = await image(staffId, '#112233');
    const attached = await admin('/files', { assetIds: [final.id] });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.files).toHaveLength(1);

    const delivered = await admin('/deliver');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data.status).toBe('delivered');
    expect((await admin('/deliver')).statusCode).toBe(409);

    const note = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyerId), eq(notifications.type, 'print_ready_delivered')));
    expect(note).toHaveLength(1);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.target, created.id));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'print_ready.add_files',
      'print_ready.assign',
      'print_ready.deliver',
    ]);

    const seen = await mine(buyer, created.id);
    expect(seen.status).toBe('delivered');
    expect(seen.files).toHaveLength(1);
    const download = await t.app.inject({ method: 'GET', url: seen.files[0]!.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(other, `/api/print-ready/requests/${created.id}`)).statusCode).toBe(404);
  });

  it('delivers final PDF and ZIP files the staff member uploaded; the customer downloads them byte for byte', async () => {
    const design = await image(buyerId);
    const created = await order(buyer, { serviceType: 'retouch-ai-image', quantity: 1, assetId: design.id });
    const { paymentId } = await checkout(buyer, created.id);
    expect((await payWith(buyer, paymentId, TEST_CARDS.success)).statusCode).toBe(200);
    const pdf = await pdfFile();
    const zip = zipFile({ 'wrap.pdf': pdf });
    const files = [
      await uploadAndSave(t, staff, {
        name: 'wrap.pdf',
        type: 'application/pdf',
        bytes: pdf,
        category: DELIVERABLE_CATEGORY,
      }),
      await uploadAndSave(t, staff, {
        name: 'panels.zip',
        type: 'application/zip',
        bytes: zip,
        category: DELIVERABLE_CATEGORY,
      }),
    ];
    const attached = await post(staff, `/api/admin/print-ready/${created.id}/files`, {
      assetIds: files.map((f) => f.id),
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect((await post(staff, `/api/admin/print-ready/${created.id}/deliver`)).statusCode).toBe(200);
    const seen = await mine(buyer, created.id);
    expect(seen.files.map((f) => f.fileName)).toEqual(['wrap.pdf', 'panels.zip']);
    for (const [i, bytes] of [pdf, zip].entries()) {
      const download = await t.app.inject({ method: 'GET', url: seen.files[i]!.downloadUrl });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment/);
      expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    }
  });

  it('hides the queue from non-staff (404) and answers 404 for an unknown request', async () => {
    expect((await get(buyer, '/api/admin/print-ready')).statusCode).toBe(404);
    expect((await post(staff, `/api/admin/print-ready/${randomUUID()}/assign`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(printReadyRequests).limit(1);
    expect((await post(buyer, `/api/admin/print-ready/${row!.id}/deliver`)).statusCode).toBe(404);
  });
});
