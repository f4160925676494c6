import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { localStorage } from '../../providers/storage/local.ts';
import { fileSigningSecret } from '../../providers/storage/port.ts';
import { assetsServiceFor } from '../assets/index.ts';

const BASE = '/api/assets/collections';
const MINUTE = 60_000;

let t: TestApp;
let dataDir: string;
/** The storage's clock: signing and checking read URLs both use it. */
let clock = Date.now();

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-shared-links-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const storage = localStorage({
    root: path.join(dataDir, 'files'),
    secret: fileSigningSecret(config),
    uploadPath: '/api/files/upload',
    readPath: '/api/files/get',
    now: () => new Date(clock),
  });
  t = await createTestApp({ DATA_DIR: dataDir }, { storage });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function person(email: string) {
  const token = await t.signIn(email);
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  return { token, id: me.json().data.userId as string, email };
}

const read = (url: string) => t.app.inject({ method: 'GET', url });

it('a removed collaborator’s file links, issued before the removal, stop working within 10 minutes', async () => {
  const owner = await person('links-owner@brand.co');
  const bea = await person('links-bea@brand.co');
  const imageId = (
    await assetsServiceFor(t.deps).storeGeneratedImage(owner.id, await solidPng(48, 48, '#aa3355'), {
      visibility: 'private',
    })
  ).id;
  const id = (
    await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: t.bearer(owner.token),
      payload: { name: 'Links' },
    })
  ).json().data.id as string;
  await t.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/items/add`,
    headers: t.bearer(owner.token),
    payload: { assetIds: [imageId] },
  });
  await t.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/collaborators`,
    headers: t.bearer(owner.token),
    payload: { email: bea.email },
  });
  const accepted = await t.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/invitation/accept`,
    headers: t.bearer(bea.token),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);

  // What the collaborator is handed: the item's URLs and the collection's cover, each short-lived.
  const items = await t.app.inject({
    method: 'GET',
    url: `${BASE}/${id}/items`,
    headers: t.bearer(bea.token),
  });
  const asset = items.json().data[0].asset as { url: string; thumbnailUrl: string; previewUrl: string };
  const cover = (
    await t.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: t.bearer(bea.token) })
  ).json().data.mostRecentAsset as { url: string };
  for (const url of [asset.url, asset.thumbnailUrl, asset.previewUrl, cover.url]) {
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp')) * 1000;
    expect(exp - clock).toBeGreaterThan(0);
    expect(exp - clock).toBeLessThanOrEqual(10 * MINUTE);
    expect((await read(url)).statusCode).toBe(200);
  }
  // The owner's own library link to the same image keeps the usual hour window.
  const own = (
    await t.app.inject({ method: 'GET', url: `/api/assets/${imageId}`, headers: t.bearer(owner.token) })
  ).json().data.url as string;

  const removed = await t.app.inject({
    method: 'DELETE',
    url: `${BASE}/${id}/collaborators/${bea.id}`,
    headers: t.bearer(owner.token),
  });
  expect(removed.statusCode).toBe(204);
  expect(
    (await t.app.inject({ method: 'GET', url: `${BASE}/${id}/items`, headers: t.bearer(bea.token) }))
      .statusCode,
  ).toBe(404);

  clock += 10 * MINUTE + 1000;
  for (const url of [asset.url, asset.thumbnailUrl, asset.previewUrl, cover.url]) {
    const res = await read(url);
    expect(res.statusCode, url).toBe(403);
  }
  expect((await read(own)).statusCode).toBe(200);
});
