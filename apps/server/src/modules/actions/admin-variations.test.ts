import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AdminVariation, MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog, designVariations } from '../../db/schema/index.ts';
import { localImageProvider } from '../../providers/image-generation/local.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { runDesignAction } from './pipeline.ts';

let t: TestApp;
let dataDir: string;
let staff: string;
let maker: string;
let other: string;
/** Variations in creation order: maker's instructions one (rendered), other's packaging range, an old record of maker's. */
const made: { id: string; actionId: string | null }[] = [];

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });
const list = async (query = '') => {
  const res = await get(staff, `/api/admin/variations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { variations: AdminVariation[]; totalCount: number };
};
const idsOf = (page: { variations: AdminVariation[] }) => page.variations.map((v) => v.id);
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;
const userIdOf = async (tok: string) => (await get(tok, '/api/users/me')).json().data.userId as string;
const render = (actionId: string) =>
  runDesignAction(
    { ...t.services, imageProviders: () => [localImageProvider({ size: 128 })], backoffMs: 0 },
    actionId,
  );
const source = async (tok: string) =>
  assetsServiceFor(t.deps).storeGeneratedImage(await userIdOf(tok), await solidPng(96, 96, '#cc6633'), {
    visibility: 'private',
  });
const vary = async (tok: string, type: string, metadata: object) => {
  const res = await post(tok, '/api/design-actions', {
    type,
    metadata: { sourceAssetId: (await source(tok)).id, ...metadata },
  });
  expect(res.statusCode, res.body).toBe(201);
  const action = res.json().data.designAction;
  return { id: action.designVariationId as string, actionId: action.id as string };
};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-admin-variations-'));
  t = await createTestApp({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('ops@packsmith.app');
  maker = await t.signIn('maker@brand.test');
  other = await t.signIn('other@brand.test');
  made.push(await vary(maker, 'variant-range', { userInstructions: 'mango and lime', imageCount: 2 }));
  expect(await render(made[0]!.actionId!)).toBe('completed');
  made.push(
    await vary(other, 'packaging-range', { productsTypes: [{ product: 'Jar' }, { product: 'Pouch' }] }),
  );
  // An older record that no design action runs.
  const [old] = await t.db
    .insert(designVariations)
    .values({
      userId: await userIdOf(maker),
      type: 'angles',
      status: 'error',
      error: 'The provider timed out',
      numberOfImagesRequested: 3,
    })
    .returning({ id: designVariations.id });
  made.push({ id: old!.id, actionId: null });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/admin/variations', () => {
  it('lists every user’s variations newest first with type, source, outputs, counts, cost and provider', async () => {
    const page = await list();
    expect(page.totalCount).toBe(3);
    expect(idsOf(page)).toEqual(made.map((m) => m.id).reverse());
    const done = page.variations[2]!;
    expect(done).toMatchObject({
      designActionId: made[0]!.actionId,
      ownerEmail: 'maker@brand.test',
      type: 'user-instructions',
      instructions: 'mango and lime',
      status: 'completed',
      requested: 2,
      completed: 2,
      provider: 'local',
    });
    expect(done.creditCost).toBeGreaterThan(0);
    expect(done.thumbnails).toHaveLength(2);
    for (const url of [done.sourceThumbnail!, ...done.thumbnails]) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    }
    expect(page.variations[1]).toMatchObject({ type: 'packaging-range', status: 'pending', thumbnails: [] });
    expect(page.variations[1]!.sourceThumbnail).toEqual(expect.any(String));
    expect(page.variations[0]).toMatchObject({
      type: 'angles',
      designActionId: null,
      status: 'error',
      error: 'The provider timed out',
      creditCost: null,
      provider: null,
      sourceThumbnail: null,
    });
  });

  it('finds variations by the owner’s exact e-mail, the instructions or the type', async () => {
    expect(idsOf(await list('?q=Maker@Brand.test'))).toEqual([made[2]!.id, made[0]!.id]);
    expect(idsOf(await list('?q=mango'))).toEqual([made[0]!.id]);
    expect(idsOf(await list('?q=packaging-range'))).toEqual([made[1]!.id]);
    expect((await list('?q=%25')).totalCount).toBe(0);
  });

  it('pages, refuses bad input, and shows members nothing', async () => {
    expect(idsOf(await list('?limit=1&offset=2'))).toEqual([made[0]!.id]);
    for (const bad of ['?page=0', '?limit=0', '?offset=-1', `?q=${'m'.repeat(1000)}`]) {
      expect((await get(staff, `/api/admin/variations${bad}`)).statusCode, bad).toBe(400);
    }
    const res = await get(maker, '/api/admin/variations');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('mango');
  });
});

describe('cancel and retry act on the design action running the variation', () => {
  it('cancel releases the credits once; retry holds them anew and the range completes', async () => {
    const { id, actionId } = made[1]!;
    const before = await balanceOf(other);
    const cancelled = await post(staff, `/api/admin/variations/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id, status: 'error' });
    const cost = cancelled.json().data.creditCost as number;
    expect(await balanceOf(other)).toBe(before + cost);
    expect((await post(staff, `/api/admin/variations/${id}/cancel`)).statusCode).toBe(400);
    expect(await balanceOf(other)).toBe(before + cost);

    const retried = await post(staff, `/api/admin/variations/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ id, status: 'pending' });
    expect(await balanceOf(other)).toBe(before);
    expect(await render(actionId!)).toBe('completed');
    expect(await balanceOf(other)).toBe(before);
    const [shown] = (await list('?q=packaging-range')).variations;
    expect(shown).toMatchObject({ status: 'completed', completed: 2 });
    expect(shown!.thumbnails).toHaveLength(2);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.target, actionId!));
    expect(audit.map((a) => a.action).sort()).toEqual(['generation.cancel', 'generation.retry']);
  });

  it('refuses a finished one and an old record without a design action', async () => {
    expect((await post(staff, `/api/admin/variations/${made[0]!.id}/retry`)).statusCode).toBe(400);
    const old = await post(staff, `/api/admin/variations/${made[2]!.id}/retry`);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(MESSAGES.adminGenerations.noDesignAction);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await post(staff, `/api/admin/variations/${missing}/cancel`)).statusCode).toBe(404);
  });
});
