import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MOCKUP_LIMITS, MOCKUP_MESSAGES, mockupCost } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { type MockupJobDeps, runMockup } from './pipeline.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let other: string;
let userId: string;
let otherId: string;

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const postTo = (tok: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;
const jobDeps = (): MockupJobDeps => ({
  db: t.db,
  renderSlots: t.deps.renderSlots,
  storage: t.deps.storage,
  jobs: t.deps.jobs,
  realtime: t.deps.realtime,
  size: 160,
});

async function artwork(uid: string) {
  const png = await sharp(await solidPng(256, 160, '#1f5fbf'))
    .composite([{ input: await solidPng(128, 160, '#d8342c'), left: 0, top: 0 }])
    .png()
    .toBuffer();
  return assetsServiceFor(t.deps).storeGeneratedImage(uid, png, {
    visibility: 'private',
    category: 'MOCKUP ARTWORK',
  });
}

/** A completed mockup of one artwork on two products. */
async function madeMockup() {
  const art = await artwork(userId);
  const res = await postTo(token, '/api/mockups', {
    requestId: randomUUID(),
    artworks: [art.id],
    products: ['tea-box', 'drinks-can'],
    imageCount: 4,
    step: 1,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  expect(await runMockup(jobDeps(), id)).toBe('completed');
  return { id, artworkId: art.id };
}

const placement = { fit: 'contain', scale: 0.6, offset: { x: 0.2, y: -0.1 } };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-rerender-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  token = await t.signIn('placer@mockups.test');
  other = await t.signIn('stranger@mockups.test');
  userId = (await get(token, '/api/users/me')).json().data.userId;
  otherId = (await get(other, '/api/users/me')).json().data.userId;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/mockups/:id/rerender', () => {
  it('makes a new mockup of that product with the placement, charged once like a mockup', async () => {
    const { id, artworkId } = await madeMockup();
    const before = await balanceOf(token);
    const body = { requestId: randomUUID(), artworkId, productId: 'tea-box', placement };
    const res = await postTo(token, `/api/mockups/${id}/rerender`, body);
    expect(res.statusCode).toBe(201);
    const made = res.json().data;
    expect(made.id).not.toBe(id);
    expect(made.products).toEqual(['tea-box']);
    expect(made.placement).toEqual(placement);
    expect(made.outputs).toHaveLength(MOCKUP_LIMITS.minImages);
    expect(await balanceOf(token)).toBe(before - mockupCost(MOCKUP_LIMITS.minImages));
    // the same request again is refused and charges nothing more
    expect((await postTo(token, `/api/mockups/${id}/rerender`, body)).statusCode).toBe(409);
    expect(await runMockup(jobDeps(), made.id)).toBe('completed');
    expect(await balanceOf(token)).toBe(before - mockupCost(MOCKUP_LIMITS.minImages));

    // the stored document carries the placement, and the render differs from the default one
    const front = (await get(token, `/api/mockups/${made.id}`)).json().data.outputs[0];
    const asset = (await get(token, `/api/assets/${front.assetId}`)).json().data;
    expect(asset.metadata.document).toMatchObject({
      fit: 'contain',
      scale: 0.6,
      offset: { x: 0.2, y: -0.1 },
    });
  });

  it('releases the credits when the re-render fails', async () => {
    const { id, artworkId } = await madeMockup();
    const before = await balanceOf(token);
    const res = await postTo(token, `/api/mockups/${id}/rerender`, {
      requestId: randomUUID(),
      artworkId,
      productId: 'drinks-can',
      placement,
    });
    expect(await balanceOf(token)).toBe(before - mockupCost(MOCKUP_LIMITS.minImages));
    await t.db.update(assets).set({ userId: otherId }).where(eq(assets.id, artworkId));
    expect(await runMockup(jobDeps(), res.json().data.id)).toBe('failed');
    expect(await balanceOf(token)).toBe(before);
  });

  it('answers 404 for another user’s mockup and for an unknown id, charging nothing', async () => {
    const { id, artworkId } = await madeMockup();
    const body = { requestId: randomUUID(), artworkId, productId: 'tea-box', placement };
    const before = await balanceOf(other);
    expect((await postTo(other, `/api/mockups/${id}/rerender`, body)).statusCode).toBe(404);
    expect((await postTo(token, `/api/mockups/${randomUUID()}/rerender`, body)).statusCode).toBe(404);
    expect((await postTo(token, '/api/mockups/nope/rerender', body)).statusCode).toBe(404);
    expect(await balanceOf(other)).toBe(before);
    const anon = await t.app.inject({ method: 'POST', url: `/api/mockups/${id}/rerender`, payload: body });
    expect(anon.statusCode).toBe(401);
  });

  it('answers 400 with the core message for a bad placement or a product not in the mockup', async () => {
    const { id, artworkId } = await madeMockup();
    const before = await balanceOf(token);
    const base = { artworkId, productId: 'tea-box', placement };
    const cases: [Record<string, unknown>, string][] = [
      [{ placement: { ...placement, fit: 'stretch' } }, MOCKUP_MESSAGES.fit],
      [{ placement: { ...placement, scale: 0.2 } }, MOCKUP_MESSAGES.scale],
      [{ placement: { ...placement, scale: 3 } }, MOCKUP_MESSAGES.scale],
      [{ placement: { ...placement, scale: 'big' } }, MOCKUP_MESSAGES.scale],
      [{ placement: { ...placement, offset: { x: 0.8, y: 0 } } }, MOCKUP_MESSAGES.offset],
      [{ placement: { ...placement, offset: { x: 0, y: -0.51 } } }, MOCKUP_MESSAGES.offset],
      [{ productId: 'time-machine' }, MOCKUP_MESSAGES.unknownProduct],
      [{ productId: 'mailer-box' }, MOCKUP_MESSAGES.productNotInMockup],
      [{ artworkId: randomUUID() }, MOCKUP_MESSAGES.artworkNotInMockup],
    ];
    for (const [over, message] of cases) {
      const res = await postTo(token, `/api/mockups/${id}/rerender`, {
        requestId: randomUUID(),
        ...base,
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await balanceOf(token)).toBe(before);
  });

  it('a new mockup takes a placement too, validated the same way', async () => {
    const art = await artwork(userId);
    const body = {
      requestId: randomUUID(),
      artworks: [art.id],
      products: ['tea-box'],
      imageCount: 4,
      step: 1,
    };
    const bad = await postTo(token, '/api/mockups', { ...body, placement: { ...placement, scale: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MOCKUP_MESSAGES.scale);
    const ok = await postTo(token, '/api/mockups', { ...body, placement: { scale: 1.5 } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.placement).toEqual({ fit: 'auto', scale: 1.5, offset: { x: 0, y: 0 } });
  });
});
