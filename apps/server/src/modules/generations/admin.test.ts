import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AdminDesignGeneration, MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog, creditHistory, streamSpringGeneration } from '../../db/schema/index.ts';
import { localImageProvider } from '../../providers/image-generation/local.ts';
import { runDesignAction } from '../actions/pipeline.ts';

let t: TestApp;
let dataDir: string;
let staff: string;
let maker: string;
let other: string;
/** Generations in creation order: maker's Tidewater (rendered), other's Ocean Salt, maker's Lemon Grove. */
const made: { id: string; actionId: string }[] = [];

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });
const list = async (query = '') => {
  const res = await get(staff, `/api/admin/design-generations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { designGenerations: AdminDesignGeneration[]; totalCount: number };
};
const idsOf = (page: { designGenerations: AdminDesignGeneration[] }) =>
  page.designGenerations.map((g) => g.id);
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;
const render = (actionId: string) =>
  runDesignAction(
    { ...t.services, imageProviders: () => [localImageProvider({ size: 128 })], backoffMs: 0 },
    actionId,
  );
const generate = async (tok: string, brand: string) => {
  const res = await post(tok, '/api/spring/generation', { brand, packagingImage: 'pouch', imageCount: 2 });
  expect(res.statusCode, res.body).toBe(201);
  const { generation, designAction } = res.json().data;
  return { id: generation.id as string, actionId: designAction.id as string };
};
const auditOf = (target: string) => t.db.select().from(auditLog).where(eq(auditLog.target, target));

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-admin-design-gen-'));
  t = await createTestApp({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('ops@packsmith.app');
  maker = await t.signIn('maker@brand.test');
  other = await t.signIn('other@brand.test');
  made.push(await generate(maker, 'Tidewater'));
  expect(await render(made[0]!.actionId)).toBe('completed');
  made.push(await generate(other, 'Ocean Salt 50%'));
  made.push(await generate(maker, 'Lemon Grove'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/admin/design-generations', () => {
  it('lists every user’s generations newest first with owner, images, cost and provider', async () => {
    const page = await list();
    expect(page.totalCount).toBe(3);
    expect(idsOf(page)).toEqual(made.map((m) => m.id).reverse());
    const done = page.designGenerations[2]!;
    expect(done).toMatchObject({
      designActionId: made[0]!.actionId,
      ownerEmail: 'maker@brand.test',
      name: 'Tidewater',
      brand: 'Tidewater',
      imageCount: 2,
      status: 'completed',
      stalled: false,
      provider: 'local',
    });
    expect(done.creditCost).toBeGreaterThan(0);
    expect(done.thumbnails).toHaveLength(2);
    const image = await t.app.inject({ method: 'GET', url: done.thumbnails[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(page.designGenerations[0]).toMatchObject({
      name: 'Lemon Grove',
      status: 'pending',
      thumbnails: [],
    });
  });

  it('finds generations by the owner’s exact e-mail (any case) or the name and brand, literally', async () => {
    expect(idsOf(await list('?q=MAKER@brand.test'))).toEqual([made[2]!.id, made[0]!.id]);
    expect((await list('?q=maker@brand')).totalCount).toBe(0);
    expect(idsOf(await list('?q=grove'))).toEqual([made[2]!.id]);
    expect(idsOf(await list('?q=%25'))).toEqual([made[1]!.id]);
    expect((await list('?q=nothing-like-this')).totalCount).toBe(0);
  });

  it('pages with limit and offset and refuses bad paging or a search too long', async () => {
    const second = await list('?limit=1&offset=1');
    expect(second).toMatchObject({ totalCount: 3, limit: 1, offset: 1 });
    expect(idsOf(second)).toEqual([made[1]!.id]);
    for (const bad of ['?page=0', '?limit=0', '?limit=101', '?offset=-1', `?q=${'a'.repeat(1000)}`]) {
      expect((await get(staff, `/api/admin/design-generations${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('shows nothing to a member: their own generations included', async () => {
    const res = await get(maker, '/api/admin/design-generations?q=maker@brand.test');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Tidewater');
    expect((await post(maker, `/api/admin/design-generations/${made[2]!.id}/cancel`)).statusCode).toBe(404);
  });
});

describe('cancel and retry act on the design action behind the generation', () => {
  it('cancel fails it and releases its credits exactly once, audited', async () => {
    const { id, actionId } = made[1]!;
    const before = await balanceOf(other);
    const res = await post(staff, `/api/admin/design-generations/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.adminGenerations.cancelled,
      data: { id, status: 'error', error: MESSAGES.adminGenerations.cancelledError },
    });
    const cost = res.json().data.creditCost as number;
    expect(cost).toBeGreaterThan(0);
    expect(await balanceOf(other)).toBe(before + cost);
    const again = await post(staff, `/api/admin/design-generations/${id}/cancel`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.adminGenerations.notCancellable);
    expect(await render(actionId)).toBe('skipped');
    expect(await balanceOf(other)).toBe(before + cost);
    expect((await auditOf(actionId)).map((a) => [a.action, a.actorEmail])).toEqual([
      ['generation.cancel', 'ops@packsmith.app'],
    ]);
  });

  it('retry holds the credits anew and the generation completes with its images', async () => {
    const { id, actionId } = made[1]!;
    const before = await balanceOf(other);
    const res = await post(staff, `/api/admin/design-generations/${id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.adminGenerations.retried,
      data: { status: 'pending' },
    });
    const cost = res.json().data.creditCost as number;
    expect(await balanceOf(other)).toBe(before - cost);
    expect(await render(actionId)).toBe('completed');
    expect(await balanceOf(other)).toBe(before - cost);
    const held = await t.db
      .select({ status: creditHistory.status })
      .from(creditHistory)
      .where(eq(creditHistory.reference, actionId));
    expect(held.map((h) => h.status).sort()).toEqual(['cancelled', 'completed']);
    const [shown] = (await list('?q=other@brand.test')).designGenerations;
    expect(shown).toMatchObject({ status: 'completed' });
    expect(shown!.thumbnails).toHaveLength(2);
  });

  it('refuses a running or finished one, one without a design action, and a missing one', async () => {
    expect((await post(staff, `/api/admin/design-generations/${made[2]!.id}/retry`)).json().message).toBe(
      MESSAGES.adminGenerations.notRetryable,
    );
    expect((await post(staff, `/api/admin/design-generations/${made[0]!.id}/cancel`)).statusCode).toBe(400);
    await t.db
      .update(streamSpringGeneration)
      .set({ designActionId: null })
      .where(eq(streamSpringGeneration.id, made[0]!.id));
    const orphan = await post(staff, `/api/admin/design-generations/${made[0]!.id}/retry`);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe(MESSAGES.adminGenerations.noDesignAction);
    expect((await list('?q=tidewater')).designGenerations[0]).toMatchObject({
      designActionId: null,
      creditCost: null,
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await post(staff, `/api/admin/design-generations/${missing}/retry`)).statusCode).toBe(404);
    expect((await post(staff, '/api/admin/design-generations/not-an-id/cancel')).statusCode).toBe(400);
  });
});
