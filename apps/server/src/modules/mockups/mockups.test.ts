import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CREDIT_COSTS, getTemplate, MOCKUP_LIMITS, MOCKUP_MESSAGES, mockupCost } from '@packsmith/core';
import { drawFolded, foldedNet } from '@packsmith/render';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, mockupOutputs, mockups, notifications, userCredits } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { type MockupJobDeps, runMockup } from './pipeline.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let userId: string;
let other: string;
let otherId: string;

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/mockups', headers: t.bearer(tok), payload });
const postTo = (tok: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;
const jobDeps = (): MockupJobDeps => ({
  db: t.db,
  assets: t.services.assets,
  credits: t.services.credits,
  notifications: t.services.notifications,
  renderSlots: t.deps.renderSlots,
  storage: t.deps.storage,
  jobs: t.deps.jobs,
  realtime: t.deps.realtime,
  size: 160,
});

/** A two-colour artwork, so where it lands on a product is visible in the pixels. */
async function artwork(uid: string) {
  const half = await solidPng(128, 256, '#d8342c');
  const png = await sharp(await solidPng(256, 256, '#1f5fbf'))
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return assetsServiceFor(t.deps).storeGeneratedImage(uid, png, {
    visibility: 'private',
    category: 'MOCKUP ARTWORK',
  });
}

const valid = (artworkId: string, over: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  artworks: [artworkId],
  products: ['drinks-can', 'mailer-box'],
  imageCount: 4,
  step: 1,
  ...over,
});

/** A user of their own for the re-render tests (the others spend the first user's credits). */
let placer: string;
let placerId: string;

/** A completed mockup of one artwork on two products. */
async function madeMockup() {
  const art = await artwork(placerId);
  const res = await postTo(placer, '/api/mockups', {
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
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-mockups-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  token = await t.signIn('maker@mockups.test');
  other = await t.signIn('other@mockups.test');
  userId = (await get(token, '/api/users/me')).json().data.userId;
  otherId = (await get(other, '/api/users/me')).json().data.userId;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/mockups', () => {
  it('makes 4 distinct outputs, charges 4 × the mockup cost and notifies mockup_ready', async () => {
    const art = await artwork(userId);
    const before = await balanceOf(token);
    const res = await post(token, valid(art.id));
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.id).toBeTruthy();
    expect(created.status).toBe('pending');
    expect(created.outputs).toHaveLength(4);
    expect(created.outputs.map((o: { id: string }) => o.id).every(Boolean)).toBe(true);
    // Reserved at once: the balance already shows the charge.
    expect(await balanceOf(token)).toBe(before - 4 * CREDIT_COSTS.mockup);

    expect(await runMockup(jobDeps(), created.id)).toBe('completed');
    expect(await runMockup(jobDeps(), created.id)).toBe('skipped');
    expect(await balanceOf(token)).toBe(before - 4 * CREDIT_COSTS.mockup);

    const mockup = (await get(token, `/api/mockups/${created.id}`)).json().data;
    expect(mockup.status).toBe('completed');
    const combos = mockup.outputs.map((o: { productId: string; view: string }) => `${o.productId}/${o.view}`);
    expect(new Set(combos).size).toBe(4);
    expect(new Set(mockup.outputs.map((o: { productId: string }) => o.productId))).toEqual(
      new Set(['drinks-can', 'mailer-box']),
    );
    expect(mockup.outputs[0].product.product).toBeTruthy();
    // Each output is a stored image of its own, and the images differ.
    const hashes = new Set<string>();
    for (const o of mockup.outputs) {
      expect(o.status).toBe('completed');
      const img = await t.app.inject({
        method: 'GET',
        url: new URL(o.url, 'http://x').pathname + new URL(o.url, 'http://x').search,
        headers: t.bearer(token),
      });
      expect(img.statusCode).toBe(200);
      const { width } = await sharp(img.rawPayload).metadata();
      expect(width).toBeGreaterThan(0);
      hashes.add(img.rawPayload.toString('base64'));
    }
    expect(hashes.size).toBe(4);

    // The box is drawn from its folded structure: seen from the front, the wall beside the lid
    // front is in view (a drawn cuboid seen straight on shows none), printed in the artwork's
    // bleed (its red and blue edge mixed), lit darker than the lid.
    const box = mockup.outputs.find(
      (o: { productId: string; view: string }) => o.productId === 'mailer-box',
    )!;
    expect(box.view).toBe('front');
    const boxImage = await t.app.inject({
      method: 'GET',
      url: new URL(box.url, 'http://x').pathname + new URL(box.url, 'http://x').search,
      headers: t.bearer(token),
    });
    const { data, info } = await sharp(boxImage.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { net, topMain } = foldedNet(getTemplate('mailer-box')!)!;
    const folded = drawFolded(
      net,
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      'front',
      { topMain },
    );
    const k = info.width / 1024;
    const at = (normal: number[]) => {
      const face = folded.faces
        .filter((f) => f.facing && f.normal.every((v, i) => Math.abs(v - normal[i]!) < 0.05))
        .sort((a, b) => b.canvas.length - a.canvas.length)[0]!.canvas;
      const cx = face.reduce((s, p) => s + p[0], 0) / face.length;
      const cy = face.reduce((s, p) => s + p[1], 0) / face.length;
      const i = (Math.round(cy * k) * info.width + Math.round(cx * k)) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [r, g, b] = at([1, 0, 0]);
    expect(Math.min(r, b), `side ${[r, g, b]}`).toBeGreaterThan(g + 25);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'mockup_ready')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.deeplink).toBe(`/dashboard/mockups/${created.id}`);
  });

  it('lists the user’s mockups with outputs, newest first, and never another user’s', async () => {
    const art = await artwork(userId);
    const a = (await post(token, valid(art.id, { imageCount: 6, products: ['drinks-can'] }))).json().data;
    await runMockup(jobDeps(), a.id);
    const list = (await get(token, '/api/mockups?page=1&limit=2&viewAll=true&include[product]=true')).json();
    expect(list.data[0].id).toBe(a.id);
    expect(list.data[0].outputs).toHaveLength(6);
    expect(list.data[0].outputs[0].thumbnailUrl).toBeTruthy();
    expect(list.data[0].outputs[0].product.id).toBe('drinks-can');
    expect(list.totalCount).toBeGreaterThanOrEqual(2);
    const panel = (await get(token, '/api/mockups?limit=7')).json();
    expect(panel.data[0].outputs).toHaveLength(4);
    expect(panel.data[0].moreOutputs).toBe(2);
    expect(panel.data[0].outputs[0].product).toBeUndefined();
    expect((await get(other, '/api/mockups')).json().data).toEqual([]);
    expect((await get(other, `/api/mockups/${a.id}`)).statusCode).toBe(404);
    expect((await get(token, '/api/mockups/not-an-id')).statusCode).toBe(404);
  });

  it('refuses the same requestId twice with the unique-constraint error and charges once', async () => {
    const art = await artwork(userId);
    const body = valid(art.id);
    expect((await post(token, body)).statusCode).toBe(201);
    const before = await balanceOf(token);
    const again = await post(token, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('violates unique constraint');
    expect(await balanceOf(token)).toBe(before);
  });

  it('answers 402 with the spec text when the balance is too low, and records nothing', async () => {
    const tok = await t.signIn('poor@mockups.test');
    const uid = (await get(tok, '/api/users/me')).json().data.userId;
    await balanceOf(tok);
    await t.db.update(userCredits).set({ currentAllowanceBalance: 7 }).where(eq(userCredits.userId, uid));
    const art = await artwork(uid);
    const res = await post(tok, valid(art.id));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(MOCKUP_MESSAGES.insufficient);
    expect(res.json().message).toBe('You do not have enough credits to mockup artworks');
    expect(await t.db.select().from(mockups).where(eq(mockups.userId, uid))).toEqual([]);
  });

  it('a burst of six with credits for two: two made and charged once, four 402 holding nothing', async () => {
    const tok = await t.signIn('burst@mockups.test');
    const uid = (await get(tok, '/api/users/me')).json().data.userId;
    const art = await artwork(uid);
    const one = { products: ['drinks-can'], imageCount: 4 };
    await balanceOf(tok);
    await t.db
      .update(userCredits)
      .set({ currentAllowanceBalance: 2 * mockupCost(4) })
      .where(eq(userCredits.userId, uid));
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(tok, valid(art.id, one))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 402, 402, 402, 402]);
    expect(await balanceOf(tok)).toBe(0);
    expect(await t.db.select().from(mockups).where(eq(mockups.userId, uid))).toHaveLength(2);
    for (const made of answers.filter((a) => a.statusCode === 201))
      expect(await runMockup(jobDeps(), made.json().data.id)).toBe('completed');
    expect(await balanceOf(tok)).toBe(0);
  });

  it('releases the credits when the job fails', async () => {
    const art = await artwork(userId);
    const before = await balanceOf(token);
    const created = (await post(token, valid(art.id))).json().data;
    await t.db.update(assets).set({ userId: otherId }).where(eq(assets.id, art.id));
    expect(await runMockup(jobDeps(), created.id)).toBe('failed');
    expect(await balanceOf(token)).toBe(before);
    expect((await get(token, `/api/mockups/${created.id}`)).json().data.status).toBe('failed');
  });

  it('picks up an output stored by a run that died before recording it (no second copy)', async () => {
    const art = await artwork(userId);
    const created = (await post(token, valid(art.id))).json().data;
    const first = created.outputs[0].id as string;
    // The dead run got as far as storing the first image.
    const orphan = await assetsServiceFor(t.deps).storeGeneratedImage(userId, await solidPng(64, 64), {
      visibility: 'private',
      metadata: { mockupId: created.id, mockupOutputId: first },
    });
    expect(await runMockup(jobDeps(), created.id)).toBe('completed');
    const [row] = await t.db.select().from(mockupOutputs).where(eq(mockupOutputs.id, first));
    expect(row!.assetId).toBe(orphan.id);
    const copies = await t.db
      .select({ id: assets.id })
      .from(assets)
      .where(sql`${assets.metadata}->>'mockupOutputId' = ${first}`);
    expect(copies).toHaveLength(1);
  });

  it('answers 404 for another user’s artwork or an unknown asset id', async () => {
    const foreign = await artwork(otherId);
    for (const id of [foreign.id, randomUUID(), 'nope']) {
      const res = await post(token, valid(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(MOCKUP_MESSAGES.artworkNotFound);
    }
  });

  it('answers 400 for bad input, never a 500', async () => {
    const art = await artwork(userId);
    const pdf = await artwork(userId);
    await t.db.update(assets).set({ mimetype: 'application/pdf' }).where(eq(assets.id, pdf.id));
    const cases: [Record<string, unknown>, string][] = [
      [{ imageCount: 3 }, MOCKUP_MESSAGES.imageCount],
      [{ imageCount: 11 }, MOCKUP_MESSAGES.imageCount],
      [{ imageCount: 4.5 }, MOCKUP_MESSAGES.imageCount],
      [{ step: 0 }, MOCKUP_MESSAGES.step],
      [{ step: 4 }, MOCKUP_MESSAGES.step],
      [{ instructions: 'x'.repeat(1001) }, MOCKUP_MESSAGES.instructionsTooLong],
      [{ requestId: 'not-a-uuid' }, MOCKUP_MESSAGES.requestId],
      [{ artworks: [] }, MOCKUP_MESSAGES.artworkRequired],
      [{ products: [] }, MOCKUP_MESSAGES.productRequired],
      [{ products: ['time-machine'] }, MOCKUP_MESSAGES.unknownProduct],
      [{ products: Array(11).fill('drinks-can') }, MOCKUP_MESSAGES.tooManyProducts],
      [{ artworks: [pdf.id] }, MOCKUP_MESSAGES.artworkNotImage],
    ];
    for (const [over, message] of cases) {
      const res = await post(token, valid(art.id, over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const ok = await post(token, valid(art.id, { instructions: 'x'.repeat(1000), imageCount: 10, step: 3 }));
    expect(ok.statusCode).toBe(201);
    const anon = await t.app.inject({ method: 'POST', url: '/api/mockups', payload: valid(art.id) });
    expect(anon.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mockups' })).statusCode).toBe(401);
    expect((await get(token, '/api/mockups?limit=0')).statusCode).toBe(400);
    expect((await get(token, '/api/mockups?page=abc')).statusCode).toBe(400);
  });
});

describe('POST /api/mockups/:id/rerender', () => {
  beforeAll(async () => {
    placer = await t.signIn('placer@mockups.test');
    placerId = (await get(placer, '/api/users/me')).json().data.userId;
  });

  it('makes a new mockup of that product with the placement, charged once like a mockup', async () => {
    const { id, artworkId } = await madeMockup();
    const before = await balanceOf(placer);
    const body = { requestId: randomUUID(), artworkId, productId: 'tea-box', placement };
    const res = await postTo(placer, `/api/mockups/${id}/rerender`, body);
    expect(res.statusCode).toBe(201);
    const made = res.json().data;
    expect(made.id).not.toBe(id);
    expect(made.products).toEqual(['tea-box']);
    expect(made.placement).toEqual(placement);
    expect(made.outputs).toHaveLength(MOCKUP_LIMITS.minImages);
    expect(await balanceOf(placer)).toBe(before - mockupCost(MOCKUP_LIMITS.minImages));
    // the same request again is refused and charges nothing more
    expect((await postTo(placer, `/api/mockups/${id}/rerender`, body)).statusCode).toBe(409);
    expect(await runMockup(jobDeps(), made.id)).toBe('completed');
    expect(await balanceOf(placer)).toBe(before - mockupCost(MOCKUP_LIMITS.minImages));

    // the stored document carries the placement, and the render differs from the default one
    const front = (await get(placer, `/api/mockups/${made.id}`)).json().data.outputs[0];
    const asset = (await get(placer, `/api/assets/${front.assetId}`)).json().data;
    expect(asset.metadata.document).toMatchObject({
      fit: 'contain',
      scale: 0.6,
      offset: { x: 0.2, y: -0.1 },
    });
  });

  it('releases the credits when the re-render fails', async () => {
    const { id, artworkId } = await madeMockup();
    const before = await balanceOf(placer);
    const res = await postTo(placer, `/api/mockups/${id}/rerender`, {
      requestId: randomUUID(),
      artworkId,
      productId: 'drinks-can',
      placement,
    });
    expect(await balanceOf(placer)).toBe(before - mockupCost(MOCKUP_LIMITS.minImages));
    await t.db.update(assets).set({ userId: otherId }).where(eq(assets.id, artworkId));
    expect(await runMockup(jobDeps(), res.json().data.id)).toBe('failed');
    expect(await balanceOf(placer)).toBe(before);
  });

  it('answers 404 for another user’s mockup and for an unknown id, charging nothing', async () => {
    const { id, artworkId } = await madeMockup();
    const body = { requestId: randomUUID(), artworkId, productId: 'tea-box', placement };
    const before = await balanceOf(other);
    expect((await postTo(other, `/api/mockups/${id}/rerender`, body)).statusCode).toBe(404);
    expect((await postTo(placer, `/api/mockups/${randomUUID()}/rerender`, body)).statusCode).toBe(404);
    expect((await postTo(placer, '/api/mockups/nope/rerender', body)).statusCode).toBe(404);
    expect(await balanceOf(other)).toBe(before);
    const anon = await t.app.inject({ method: 'POST', url: `/api/mockups/${id}/rerender`, payload: body });
    expect(anon.statusCode).toBe(401);
  });

  it('answers 400 with the core message for a bad placement or a product not in the mockup', async () => {
    const { id, artworkId } = await madeMockup();
    const before = await balanceOf(placer);
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
      const res = await postTo(placer, `/api/mockups/${id}/rerender`, {
        requestId: randomUUID(),
        ...base,
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await balanceOf(placer)).toBe(before);
  });

  it('a new mockup takes a placement too, validated the same way', async () => {
    const art = await artwork(placerId);
    const body = {
      requestId: randomUUID(),
      artworks: [art.id],
      products: ['tea-box'],
      imageCount: 4,
      step: 1,
    };
    const bad = await postTo(placer, '/api/mockups', { ...body, placement: { ...placement, scale: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MOCKUP_MESSAGES.scale);
    const ok = await postTo(placer, '/api/mockups', { ...body, placement: { scale: 1.5 } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.placement).toEqual({ fit: 'auto', scale: 1.5, offset: { x: 0, y: 0 } });
  });
});
