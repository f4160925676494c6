import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type AdminMockup,
  type AdminProductRequest,
  PRODUCT_REQUEST_LIMITS,
  PRODUCT_REQUEST_MESSAGES,
} from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  assets,
  auditLog,
  mockupOutputs,
  mockups,
  notifications,
  productRequests,
} from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';

let t: TestApp;
let dataDir: string;
let staff: string;
let maker: string;
let makerId: string;
let other: string;
let otherId: string;

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const send = (tok: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/mockups/product-requests', headers: t.bearer(tok), payload });
const decide = (tok: string, id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/product-requests/${id}`,
    headers: t.bearer(tok),
    payload,
  });
const image = async (uid: string) =>
  assetsServiceFor(t.deps).storeGeneratedImage(uid, await solidPng(64, 64, '#2a7f62'), {
    visibility: 'private',
    category: 'MOCKUP PRODUCT REQUEST',
  });
const adminList = async (query = '') => {
  const res = await get(staff, `/api/admin/product-requests${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { productRequests: AdminProductRequest[]; totalCount: number };
};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-product-requests-'));
  t = await createTestApp({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('ops@packsmith.app');
  maker = await t.signIn('maker@requests.test');
  other = await t.signIn('other@requests.test');
  makerId = (await get(maker, '/api/users/me')).json().data.userId;
  otherId = (await get(other, '/api/users/me')).json().data.userId;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('product requests', () => {
  it('records a request with its reference image and lists it to its owner only', async () => {
    const ref = await image(makerId);
    const res = await send(maker, {
      name: '  Tin tie coffee bag ',
      description: 'Flat bottom',
      referenceImageId: ref.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ name: 'Tin tie coffee bag', description: 'Flat bottom', status: 'open' });
    expect(created.referenceImageId).toBe(ref.id);
    expect(created.referenceThumbnailUrl).toBeTruthy();
    expect(res.json().message).toBe(PRODUCT_REQUEST_MESSAGES.sent);

    const mine = (await get(maker, '/api/mockups/product-requests')).json().data;
    expect(mine.map((r: { id: string }) => r.id)).toContain(created.id);
    expect((await get(other, '/api/mockups/product-requests')).json().data).toEqual([]);
  });

  it('refuses a foreign, deleted or unknown reference image with 404 and a non-image with 400', async () => {
    const foreign = await image(otherId);
    for (const id of [foreign.id, randomUUID()]) {
      const res = await send(maker, { name: 'Bottle', referenceImageId: id });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(PRODUCT_REQUEST_MESSAGES.referenceNotFound);
    }
    const pdf = await image(makerId);
    await t.db.update(assets).set({ mimetype: 'application/pdf' }).where(eq(assets.id, pdf.id));
    const res = await send(maker, { name: 'Bottle', referenceImageId: pdf.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PRODUCT_REQUEST_MESSAGES.referenceNotImage);
  });

  it('answers 400 for bad input and 401 when signed out, never a 500', async () => {
    const cases: [object, string][] = [
      [{}, PRODUCT_REQUEST_MESSAGES.nameRequired],
      [{ name: '   ' }, PRODUCT_REQUEST_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(PRODUCT_REQUEST_LIMITS.maxName + 1) }, PRODUCT_REQUEST_MESSAGES.nameTooLong],
      [{ name: 'Jar', description: 'x'.repeat(1001) }, PRODUCT_REQUEST_MESSAGES.descriptionTooLong],
      [{ name: 'Jar', referenceImageId: 'nope' }, PRODUCT_REQUEST_MESSAGES.referenceImage],
      [{ name: 'Jar', extra: 1 }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await send(maker, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const ok = await send(other, { name: 'x'.repeat(200), description: 'x'.repeat(1000) });
    expect(ok.statusCode).toBe(201);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/mockups/product-requests',
      payload: { name: 'Jar' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('stops a flood: at most the hourly limit per person, then 429', async () => {
    const flooder = await t.signIn('flood@requests.test');
    for (let i = 0; i < PRODUCT_REQUEST_LIMITS.perHour; i++)
      expect((await send(flooder, { name: `Box ${i}` })).statusCode).toBe(201);
    const res = await send(flooder, { name: 'One more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(PRODUCT_REQUEST_MESSAGES.tooMany);
  });
});

describe('staff: /api/admin/product-requests', () => {
  it('lists every request with the requester, searches and pages', async () => {
    const all = await adminList();
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    const coffee = all.productRequests.find((r) => r.name === 'Tin tie coffee bag');
    expect(coffee?.ownerEmail).toBe('maker@requests.test');
    expect(coffee?.referenceThumbnailUrl).toBeTruthy();

    const byName = await adminList('?q=coffee');
    expect(byName.productRequests.map((r) => r.name)).toEqual(['Tin tie coffee bag']);
    const byEmail = await adminList('?q=MAKER@requests.test');
    expect(byEmail.productRequests.every((r) => r.ownerEmail === 'maker@requests.test')).toBe(true);
    expect((await adminList('?q=100%25')).totalCount).toBe(0);
    const paged = await adminList('?limit=2&offset=1');
    expect(paged.productRequests).toHaveLength(2);
    expect(paged.productRequests[0]!.id).toBe(all.productRequests[1]!.id);
    for (const bad of ['?limit=0', '?offset=-1', '?nope=1'])
      expect((await get(staff, `/api/admin/product-requests${bad}`)).statusCode, bad).toBe(400);
  });

  it('marks a request planned: the requester is notified and the change audited', async () => {
    const [row] = await t.db.select().from(productRequests).where(eq(productRequests.userId, makerId));
    const res = await decide(staff, row!.id, { status: 'planned' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: row!.id,
      status: 'planned',
      ownerEmail: 'maker@requests.test',
    });
    expect(res.json().data.decidedAt).toBeTruthy();
    expect(res.json().message).toBe(PRODUCT_REQUEST_MESSAGES.updated);

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, makerId));
    const note = told.find((n) => n.type === 'product_request_update');
    expect(note?.title).toBe(PRODUCT_REQUEST_MESSAGES.notification.planned.title);
    expect(note?.message).toContain(row!.name);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, row!.id));
    expect(audit).toMatchObject({ action: 'product_request.decide', actorEmail: 'ops@packsmith.app' });
    expect(audit!.before).toEqual({ status: 'open' });
    expect(audit!.after).toEqual({ status: 'planned' });
    const mine = (await get(maker, '/api/mockups/product-requests')).json().data;
    expect(mine.find((r: { id: string }) => r.id === row!.id).status).toBe('planned');
  });

  it('refuses a bad status (400), an unknown request (404) and non-staff (404) or anonymous (401)', async () => {
    const [row] = await t.db.select().from(productRequests).limit(1);
    for (const body of [{ status: 'open' }, { status: 'done' }, {}])
      expect((await decide(staff, row!.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await decide(staff, randomUUID(), { status: 'added' })).statusCode).toBe(404);
    expect((await decide(staff, 'not-a-uuid', { status: 'added' })).statusCode).toBe(400);
    expect((await decide(maker, row!.id, { status: 'added' })).statusCode).toBe(404);
    expect((await get(maker, '/api/admin/product-requests')).statusCode).toBe(404);
    expect((await get(maker, '/api/admin/mockups')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/product-requests' })).statusCode).toBe(401);
    const [unchanged] = await t.db.select().from(productRequests).where(eq(productRequests.id, row!.id));
    expect(unchanged!.status).toBe(row!.status);
  });
});

describe('staff: /api/admin/mockups', () => {
  it('lists every mockup with its owner, products and status, searchable by owner or product', async () => {
    const made: string[] = [];
    for (const [userId, products] of [
      [makerId, ['drinks-can']],
      [otherId, ['mailer-box', 'drinks-can']],
    ] as const) {
      const [row] = await t.db
        .insert(mockups)
        .values({
          requestId: randomUUID(),
          userId,
          artworks: [randomUUID()],
          products: [...products],
          imageCount: 4,
          step: 1,
          creditCost: 4,
        })
        .returning();
      made.push(row!.id);
    }
    const output = await image(otherId);
    await t.db.insert(mockupOutputs).values({
      mockupId: made[1]!,
      position: 0,
      artworkId: randomUUID(),
      productId: 'mailer-box',
      view: 'front',
      assetId: output.id,
    });
    const res = await get(staff, '/api/admin/mockups');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { mockups: AdminMockup[]; totalCount: number };
    expect(page.totalCount).toBe(2);
    expect(page.mockups[0]).toMatchObject({
      ownerEmail: 'other@requests.test',
      products: ['mailer-box', 'drinks-can'],
      status: 'pending',
    });
    const byProduct = (await get(staff, '/api/admin/mockups?q=mailer')).json().data;
    expect(byProduct.mockups.map((m: AdminMockup) => m.ownerEmail)).toEqual(['other@requests.test']);
    const byOwner = (await get(staff, '/api/admin/mockups?q=maker@requests.test')).json().data;
    expect(byOwner.mockups.map((m: AdminMockup) => m.products)).toEqual([['drinks-can']]);
  });
});
