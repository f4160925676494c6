import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assetsServiceFor } from '../assets/service.ts';

let t: TestApp;
let dataDir: string;
let maker: string;
let other: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-actions-by-type-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  maker = await t.signIn('maker@by-type.test');
  other = await t.signIn('other@by-type.test');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (tok: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: tok ? t.bearer(tok) : {} });
const post = (tok: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/design-actions', headers: t.bearer(tok), payload });
const userIdOf = async (tok: string) => (await get(tok, '/api/users/me')).json().data.userId as string;

async function photoshoot(tok: string, audience: string): Promise<string> {
  const png = await solidPng(256, 256, '#3366cc');
  const asset = await assetsServiceFor(t.deps).storeGeneratedImage(await userIdOf(tok), png, {
    visibility: 'private',
  });
  const res = await post(tok, {
    type: 'product-photoshoot',
    metadata: { referenceImageAssetId: asset.id, audience, productCategory: 'Tea', useCase: 'Shop' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.designAction.id;
}

describe('GET /api/design-actions?type=…', () => {
  it("lists only the caller's actions of that type, newest first, with their images and paging", async () => {
    const first = await photoshoot(maker, 'Walkers');
    const second = await photoshoot(maker, 'Runners');
    await photoshoot(other, 'Someone else');
    const imagery = await post(maker, {
      type: 'ai-imagery',
      metadata: { prompt: 'A kraft pouch', imageCount: 1 },
    });
    expect(imagery.statusCode).toBe(201);

    const res = await get(maker, '/api/design-actions?type=product-photoshoot');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(2);
    expect(body.data.map((a: { id: string }) => a.id)).toEqual([second, first]);
    expect(body.data[0].type).toBe('product-photoshoot');
    expect(body.data[0].images.length).toBeGreaterThan(0);

    const page2 = (await get(maker, '/api/design-actions?type=product-photoshoot&limit=1&offset=1')).json();
    expect(page2).toMatchObject({ totalCount: 2, data: [{ id: first }] });

    const others = (await get(other, '/api/design-actions?type=product-photoshoot')).json();
    expect(others.totalCount).toBe(1);
    expect(others.data[0].id).not.toBe(first);
  });

  it('answers 400 for an unknown type or a bad page and 401 when signed out', async () => {
    expect((await get(maker, '/api/design-actions?type=nope')).statusCode).toBe(400);
    expect((await get(maker, '/api/design-actions')).statusCode).toBe(400);
    expect((await get(maker, '/api/design-actions?type=ai-imagery&limit=0')).statusCode).toBe(400);
    expect((await get(null, '/api/design-actions?type=ai-imagery')).statusCode).toBe(401);
  });
});

describe('playground imagery', () => {
  it('is recorded as playground_generation spend; other imagery stays image_generation', async () => {
    const tok = await t.signIn('player@by-type.test');
    const imagery = (playground?: boolean) =>
      post(tok, { type: 'ai-imagery', metadata: { prompt: 'A tin of mints', imageCount: 2, playground } });
    const made = await imagery(true);
    expect(made.statusCode).toBe(201);
    expect(made.json().data.designAction.metadata.playground).toBe(true);
    expect((await imagery()).statusCode).toBe(201);

    const history = (await get(tok, '/api/credits/history?page=1')).json().data.history as {
      actionType: string;
      amount: number;
    }[];
    const spent = history.filter((h) => h.actionType !== 'allowance_reset').map((h) => h.actionType);
    expect(spent.sort()).toEqual(['image_generation', 'playground_generation']);
  });

  it('refuses a playground marker that is not a boolean', async () => {
    const tok = await t.signIn('player2@by-type.test');
    const res = await post(tok, { type: 'ai-imagery', metadata: { prompt: 'Mints', playground: 'yes' } });
    expect(res.statusCode).toBe(400);
  });
});
