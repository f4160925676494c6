import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VISIBILITY_MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, users } from '../../db/schema/index.ts';
import { assetsServiceFor } from './index.ts';

let t: TestApp;
let dataDir: string;

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, payload });
const idOf = async (token: string) =>
  (await call(token, 'GET', '/api/users/me')).json().data.userId as string;
const visibilityOf = async (id: string) =>
  (await t.db.select({ v: assets.visibility }).from(assets).where(eq(assets.id, id)))[0]!.v;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-make-private-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/assets/make-private (after an upgrade)', () => {
  it('makes one listed design private, then all the rest; the clean original is served again', async () => {
    const token = await t.signIn('upgraded@visibility.test');
    const other = await t.signIn('stranger@visibility.test');
    const uid = await idOf(token);
    const store = assetsServiceFor(t.deps);
    // Made while on Free: public, with a watermarked display copy.
    const original = await solidPng(96, 96, '#2a7f62');
    const [a, b, c] = [
      await store.storeGeneratedImage(uid, original),
      await store.storeGeneratedImage(uid, await solidPng(96, 96, '#aa3300')),
      await store.storeGeneratedImage(uid, await solidPng(96, 96, '#0033aa')),
    ];
    const theirs = await store.storeGeneratedImage(await idOf(other), await solidPng(64, 64));
    expect(a.visibility).toBe('public');
    expect((await call(null, 'GET', `/api/files/public/${a.id}/image`)).statusCode).toBe(200);

    // Still on Free: refused with the upsell, nothing changed.
    const free = await call(token, 'POST', '/api/assets/make-private', {});
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(VISIBILITY_MESSAGES.freeIsPublic);
    expect(await visibilityOf(a.id)).toBe('public');

    await t.db.update(users).set({ tier: 'growth' }).where(eq(users.id, uid));
    // Another user's image in the list: 404 and nothing changes.
    const foreign = await call(token, 'POST', '/api/assets/make-private', { assetIds: [a.id, theirs.id] });
    expect(foreign.statusCode).toBe(404);
    expect(await visibilityOf(a.id)).toBe('public');

    const one = await call(token, 'POST', '/api/assets/make-private', { assetIds: [a.id] });
    expect(one.json().data.changed).toBe(1);
    expect(await visibilityOf(a.id)).toBe('private');
    expect(await visibilityOf(b.id)).toBe('public');
    expect((await call(null, 'GET', `/api/files/public/${a.id}/image`)).statusCode).toBe(404);
    const mine = (await call(token, 'GET', `/api/assets/${a.id}`)).json().data;
    expect(mine.visibility).toBe('private');
    const bytes = (await call(null, 'GET', mine.url.replace(/^https?:\/\/[^/]+/, ''))).rawPayload;
    expect(Buffer.compare(bytes, original)).toBe(0);

    const all = await call(token, 'POST', '/api/assets/make-private', {});
    expect(all.json().data.changed).toBe(2);
    for (const x of [b, c]) expect(await visibilityOf(x.id)).toBe('private');
    expect(await visibilityOf(theirs.id)).toBe('public');
    expect((await call(token, 'POST', '/api/assets/make-private', {})).json().data.changed).toBe(0);
    expect((await call(null, 'POST', '/api/assets/make-private', {})).statusCode).toBe(401);
  });
});
