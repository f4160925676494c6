import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AdminGeneration, MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog, creditHistory, designActions } from '../../db/schema/index.ts';
import { inProcessQueue } from '../../jobs/in-process-queue.ts';
import { localImageProvider } from '../../providers/image-generation/local.ts';
import { adminActionsService } from './admin.ts';
import { DESIGN_ACTION_QUEUE } from './jobs.ts';
import { runDesignAction } from './pipeline.ts';

let t: TestApp;
let dataDir: string;
let staff: string;
let lemon: string;
let ocean: string;
/** The actions in creation order: lemon's first (run to completion), ocean's, lemon's second. */
const ids: string[] = [];

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });
const list = async (query = '') => {
  const res = await get(staff, `/api/admin/generations${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    generations: AdminGeneration[];
    totalCount: number;
    limit: number;
    offset: number;
  };
};
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;
const run = (id: string) =>
  runDesignAction(
    {
      db: t.db,
      assets: t.services.assets,
      credits: t.services.credits,
      notifications: t.services.notifications,
      featureFlags: t.services.featureFlags,
      renderSlots: t.deps.renderSlots,
      config: t.deps.config,
      storage: t.deps.storage,
      jobs: t.deps.jobs,
      onDesignActionSettled: t.deps.onDesignActionSettled,
      flags: t.deps.flags,
      imageProviders: () => [localImageProvider({ size: 128 })],
      backoffMs: 0,
    },
    id,
  );
const create = async (tok: string, prompt: string) => {
  const res = await post(tok, '/api/design-actions', {
    type: 'ai-imagery',
    metadata: { prompt, imageCount: 1 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.designAction.id as string;
};
const auditOf = (target: string) => t.db.select().from(auditLog).where(eq(auditLog.target, target));

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-admin-gen-'));
  t = await createTestApp({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('ops@packsmith.app');
  lemon = await t.signIn('lemon@brand.test');
  ocean = await t.signIn('ocean@brand.test');
  ids.push(await create(lemon, 'lemons and mint on a summer table'));
  expect(await run(ids[0]!)).toBe('completed');
  ids.push(await create(ocean, 'a can on a blue ocean, 50% off'));
  ids.push(await create(lemon, 'a lemon tin in the snow'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/admin/generations', () => {
  it('lists every user’s actions newest first with owner, thumbnails, cost and provider', async () => {
    const page = await list();
    expect(page.totalCount).toBe(3);
    expect(page.generations.map((g) => g.id)).toEqual([...ids].reverse());
    const done = page.generations[2]!;
    expect(done).toMatchObject({
      ownerEmail: 'lemon@brand.test',
      type: 'ai-imagery',
      status: 'completed',
      stalled: false,
      prompt: 'lemons and mint on a summer table',
      provider: 'local',
    });
    expect(done.creditCost).toBeGreaterThan(0);
    expect(done.thumbnails).toHaveLength(1);
    const image = await t.app.inject({ method: 'GET', url: done.thumbnails[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(page.generations[0]).toMatchObject({
      ownerEmail: 'lemon@brand.test',
      status: 'pending',
      thumbnails: [],
    });
  });

  it('finds actions by the owner’s exact e-mail (any case) or by prompt words, literally', async () => {
    expect((await list('?q=LEMON@brand.test')).generations.map((g) => g.id)).toEqual([ids[2], ids[0]]);
    expect((await list('?q=lemon@brand')).totalCount).toBe(0);
    expect((await list('?q=blue%20ocean')).generations.map((g) => g.id)).toEqual([ids[1]]);
    expect((await list('?q=50%25')).generations.map((g) => g.id)).toEqual([ids[1]]);
    expect((await list('?q=%25')).generations.map((g) => g.id)).toEqual([ids[1]]);
    expect((await list('?q=nothing-like-this')).totalCount).toBe(0);
  });

  it('pages with limit and offset and reports the total', async () => {
    const second = await list('?limit=1&offset=1');
    expect(second).toMatchObject({ totalCount: 3, limit: 1, offset: 1 });
    expect(second.generations.map((g) => g.id)).toEqual([ids[1]]);
    expect((await list('?limit=2&offset=2')).generations.map((g) => g.id)).toEqual([ids[0]]);
    for (const bad of ['?limit=0', '?limit=101', '?offset=-1', '?page=2']) {
      expect((await get(staff, `/api/admin/generations${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('cancel and retry', () => {
  it('cancel fails a pending action and releases its credits exactly once', async () => {
    const id = ids[1]!;
    const before = await balanceOf(ocean);
    const res = await post(staff, `/api/admin/generations/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.adminGenerations.cancelled,
      data: { id, status: 'error', error: MESSAGES.adminGenerations.cancelledError },
    });
    const cost = res.json().data.creditCost as number;
    expect(await balanceOf(ocean)).toBe(before + cost);
    // A second cancel and the worker's own late failure change nothing.
    const again = await post(staff, `/api/admin/generations/${id}/cancel`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.adminGenerations.notCancellable);
    expect(await run(id)).toBe('skipped');
    expect(await balanceOf(ocean)).toBe(before + cost);
    const [action] = await t.db.select().from(designActions).where(eq(designActions.id, id));
    const [held] = await t.db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.id, action!.creditReservationId!));
    expect(held!.status).toBe('cancelled');
    expect((await auditOf(id)).map((a) => [a.action, a.actorEmail])).toEqual([
      ['generation.cancel', 'ops@packsmith.app'],
    ]);
  });

  it('retry runs a failed action again with its credits held anew, captured when it completes', async () => {
    const id = ids[1]!;
    const before = await balanceOf(ocean);
    const res = await post(staff, `/api/admin/generations/${id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.adminGenerations.retried,
      data: { status: 'pending' },
    });
    const cost = res.json().data.creditCost as number;
    expect(await balanceOf(ocean)).toBe(before - cost);
    expect(await run(id)).toBe('completed');
    expect(await balanceOf(ocean)).toBe(before - cost);
    const [action] = await t.db.select().from(designActions).where(eq(designActions.id, id));
    expect(action!.retryCount).toBe(1);
    const held = await t.db
      .select({ status: creditHistory.status })
      .from(creditHistory)
      .where(eq(creditHistory.reference, id));
    expect(held.map((h) => h.status).sort()).toEqual(['cancelled', 'completed']);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual([
      'generation.cancel',
      'generation.retry',
    ]);
    const [shown] = (await list('?q=ocean@brand.test')).generations;
    expect(shown!.thumbnails).toHaveLength(1);
  });

  it('retry re-queues a stalled action and refuses a running or finished one', async () => {
    const id = ids[2]!;
    const fresh = await post(staff, `/api/admin/generations/${id}/retry`);
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().message).toBe(MESSAGES.adminGenerations.notRetryable);
    expect((await post(staff, `/api/admin/generations/${ids[0]}/retry`)).statusCode).toBe(400);
    expect((await post(staff, `/api/admin/generations/${ids[0]}/cancel`)).statusCode).toBe(400);

    const stallMs = t.deps.config.DESIGN_ACTION_STALL_SECONDS * 1000;
    await t.db
      .update(designActions)
      .set({ lastUpdatedAt: new Date(Date.now() - stallMs - 60_000) })
      .where(eq(designActions.id, id));
    expect((await list()).generations.find((g) => g.id === id)!.stalled).toBe(true);
    const actor = await staffActor();
    const balance = await balanceOf(lemon);
    const jobs = inProcessQueue();
    const shown = await adminActionsService({ ...t.services, jobs }).retry(actor, id);
    expect(jobs.keys(DESIGN_ACTION_QUEUE)).toEqual([id]);
    expect(shown.status).toBe('pending');
    expect(await balanceOf(lemon)).toBe(balance);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['generation.requeue']);
  });

  it('answers 404 for an action that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await post(staff, `/api/admin/generations/${missing}/retry`)).statusCode).toBe(404);
    expect((await post(staff, `/api/admin/generations/${missing}/cancel`)).statusCode).toBe(404);
    expect((await post(staff, '/api/admin/generations/not-an-id/cancel')).statusCode).toBe(400);
  });
});

async function staffActor() {
  const me = (await get(staff, '/api/users/me')).json().data;
  return {
    id: me.userId as string,
    email: 'ops@packsmith.app',
    tokenId: 'test',
    method: 'code',
    onboarded: true,
  };
}
