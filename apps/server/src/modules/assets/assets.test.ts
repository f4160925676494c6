import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jpeg,
  logoOnWhite,
  pathOf,
  postToSignedUrl,
  requestUploadUrl,
  solidPng,
  solvedAltchaToken,
  uploadAndSave,
} from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, storedFiles, users } from '../../db/schema/index.ts';
import { inProcessQueue } from '../../jobs/in-process-queue.ts';
import { createHumanCheck } from '../../providers/human-check/index.ts';
import { createStorage } from '../../providers/storage/index.ts';
import {
  ASSET_DERIVATIVES_QUEUE,
  processAssetDerivatives,
  purgeAbandonedUploads,
  requeueStalledAssets,
} from './jobs.ts';
import { assetsService, assetsServiceFor } from './service.ts';

let t: TestApp;
let dataDir: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-assets-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    FILE_SIGNING_SECRET: 'test-secret',
    // File URLs never use it: they are paths, so they work on any origin the page came from.
    PUBLIC_URL: 'https://packsmith.example',
  });
  alice = await t.signIn('alice@brand.co');
  bob = await t.signIn('bob@brand.co');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const storage = () => createStorage(t.deps.config);
const runJob = (id: string) => processAssetDerivatives({ db: t.db, storage: storage() }, id);
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: pathOf(url), headers: token ? t.bearer(token) : {} });

describe('signed uploads (local storage)', () => {
  it('uploads through the signed POST policy and saves the asset with url, thumbnail and metadata', async () => {
    const bytes = await jpeg(3000, 2000);
    const asset = await uploadAndSave(
      t,
      alice,
      { name: 'shelf photo.jpg', type: 'image/jpeg', bytes },
      { alt: 'Shelf', sessionId: '6a0a6f7e-9a51-4a4c-8a53-3d7a1f1c0d11' },
    );
    expect(asset).toMatchObject({
      originalFileName: 'shelf photo.jpg',
      mimetype: 'image/jpeg',
      fileCategory: 'DESIGN INSPIRATION',
      width: 3000,
      height: 2000,
      visibility: 'private',
      isFavourite: false,
      metadata: { alt: 'Shelf', useCase: 'general' },
    });
    const original = await get(asset.url as string);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-disposition']).toMatch(/^inline; filename="shelf photo.jpg"/);
    expect(original.rawPayload.equals(bytes)).toBe(true);

    // The derivative job: thumbnail, 2048 px processed copy, colours, size.
    expect(await runJob(asset.id)).toBe('done');
    expect(await runJob(asset.id)).toBe('skipped');
    const after = (await get(`/api/assets/${asset.id}`, alice)).json().data;
    expect(after.processingStatus).toBe('ready');
    expect(after.bytes).toBe(bytes.length);
    const thumb = await sharp((await get(after.thumbnailUrl)).rawPayload).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 512, 341]);
    const preview = await sharp((await get(after.previewUrl)).rawPayload).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['jpeg', 2048, 1365]);
    const names = after.dominantColours.map((c: { name: string }) => c.name);
    expect(names).toContain('White Smoke');
    expect(after.dominantColours.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps small images as they are (no processed copy)', async () => {
    const asset = await uploadAndSave(t, alice, {
      name: 'small.png',
      type: 'image/png',
      bytes: await solidPng(300, 200),
    });
    await runJob(asset.id);
    const after = (await get(`/api/assets/${asset.id}`, alice)).json().data;
    expect(after.previewUrl).toBe(after.url);
    expect(after.dominantColours[0]).toMatchObject({ share: 1 });
  });

  it('refuses tampered policies: changed key, size range, type; and expired ones', async () => {
    const file = { name: 'a.png', type: 'image/png', bytes: await solidPng(64, 64) };
    const { signedUrl } = (await requestUploadUrl(t, alice, [file])).json().data[0];

    const changedKey = await postToSignedUrl(
      t,
      { ...signedUrl, fields: { ...signedUrl.fields, key: 'uploads/evil/x.png' } },
      file,
    );
    expect(changedKey.statusCode).toBe(403);
    expect(changedKey.json().message).toBe(UPLOAD_MESSAGES.uploadPolicyInvalid);

    const policy = JSON.parse(Buffer.from(signedUrl.fields.Policy, 'base64').toString());
    policy.conditions = policy.conditions.map((c: unknown) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10 ** 10] : c,
    );
    const widened = Buffer.from(JSON.stringify(policy)).toString('base64');
    const changedSize = await postToSignedUrl(
      t,
      { ...signedUrl, fields: { ...signedUrl.fields, Policy: widened } },
      file,
    );
    expect(changedSize.statusCode).toBe(403);

    const changedType = await postToSignedUrl(
      t,
      { ...signedUrl, fields: { ...signedUrl.fields, 'Content-Type': 'text/html' } },
      file,
    );
    expect(changedType.statusCode).toBe(403);

    const extraField = await postToSignedUrl(
      t,
      { ...signedUrl, fields: { ...signedUrl.fields, acl: 'public-read' } },
      file,
    );
    expect(extraField.statusCode).toBe(403);

    const expired = await storage().createPresignedPost({
      key: 'uploads/expired/original.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 1000,
      expiresInSeconds: -1,
    });
    const late = await postToSignedUrl(t, expired, file);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(UPLOAD_MESSAGES.uploadPolicyExpired);

    // The untouched policy still works.
    expect((await postToSignedUrl(t, signedUrl, file)).statusCode).toBe(204);
  });

  it('enforces the size range while streaming, with the spec message', async () => {
    const small = await storage().createPresignedPost({
      key: 'uploads/tiny/original.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 100,
      expiresInSeconds: 60,
      filename: 'big.png',
    });
    const res = await postToSignedUrl(t, small, {
      name: 'big.png',
      type: 'image/png',
      bytes: await solidPng(64, 64),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('big.png exceeds 1MB limit');
  });

  it('refuses oversize files with the spec message (55 MB in dialogs, 88 MB for logos)', async () => {
    const big = { name: 'huge.png', type: 'image/png', bytes: Buffer.alloc(56 * 1024 * 1024) };
    const res = await requestUploadUrl(t, alice, [big]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('huge.png exceeds 55MB limit');
    expect((await requestUploadUrl(t, alice, [{ ...big, category: 'LOGO' }])).statusCode).toBe(200);
    const logo = await requestUploadUrl(t, alice, [
      { ...big, bytes: Buffer.alloc(89 * 1024 * 1024), category: 'LOGO' },
    ]);
    expect(logo.json().message).toBe('huge.png exceeds 88MB limit');

    // A client that lies about the size is stopped by the policy: 56 MB of PNG against 55 MB.
    const { signedUrl } = (
      await requestUploadUrl(t, alice, [{ name: 'liar.png', type: 'image/png', bytes: Buffer.alloc(10) }])
    ).json().data[0];
    const payload = Buffer.concat([await solidPng(8, 8), Buffer.alloc(56 * 1024 * 1024)]);
    const up = await postToSignedUrl(t, signedUrl, { name: 'liar.png', type: 'image/png', bytes: payload });
    expect(up.statusCode).toBe(400);
    expect(up.json().message).toBe('liar.png exceeds 55MB limit');
  });

  it('checks types by content: wrong magic bytes are refused, names do not matter', async () => {
    const refused = await requestUploadUrl(t, alice, [
      { name: 'doc.pdf', type: 'application/pdf', bytes: Buffer.alloc(10) },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('doc.pdf is not an accepted file type');

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { signedUrl, uploadMeta } = (
      await requestUploadUrl(t, alice, [{ name: 'photo.png', type: 'image/png', bytes: html }])
    ).json().data[0];
    const up = await postToSignedUrl(t, signedUrl, { name: 'photo.png', type: 'image/png', bytes: html });
    expect(up.statusCode).toBe(400);
    expect(up.json().message).toBe('photo.png is not an accepted file type');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/spring/files/${uploadMeta.id}`,
      headers: t.bearer(alice),
    });
    expect(file.statusCode).toBe(404);

    // A JPEG declared as PNG is refused too: the policy fixes the type.
    const jpg = await jpeg(32, 32);
    const second = (
      await requestUploadUrl(t, alice, [{ name: 'x.png', type: 'image/png', bytes: jpg }])
    ).json().data[0];
    expect(
      (await postToSignedUrl(t, second.signedUrl, { name: 'x.png', type: 'image/png', bytes: jpg }))
        .statusCode,
    ).toBe(400);
  });

  it('cleans SVG uploads before storing and serving them', async () => {
    const svg = Buffer.from(`<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="100" height="100" fill="url(#g)" onclick="steal()"/>
  <a href="javascript:alert(2)"><circle r="5"/></a>
  <image href="https://evil.test/track.png" width="10" height="10"/>
  <foreignObject><iframe src="https://evil.test"></iframe></foreignObject>
  <style>@import url(https://evil.test/x.css); rect { fill: red; background: url(https://evil.test/b.png) }</style>
  <linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient>
  <text x="10" y="50">&x; Hello</text>
</svg>`);
    const asset = await uploadAndSave(t, alice, {
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: svg,
      category: 'LOGO',
    });
    expect(asset).toMatchObject({
      mimetype: 'image/svg+xml',
      width: 100,
      height: 100,
      metadata: { useCase: 'logo' },
    });
    const served = await get(asset.url as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const text = served.body;
    for (const bad of [
      '<script',
      'onload',
      'onclick',
      'javascript:',
      'evil.test',
      'foreignObject',
      'iframe',
      'ENTITY',
      '@import',
    ]) {
      expect(text).not.toContain(bad);
    }
    expect(text).toContain('<rect');
    expect(text).toContain('url(#g)');
    expect(text).toContain('Hello');
    // It still renders.
    await runJob(asset.id);
    expect((await get(`/api/assets/${asset.id}`, alice)).json().data.processingStatus).toBe('ready');
  });

  it('refuses decompression bombs by their pixel count', async () => {
    const bomb = await sharp({ create: { width: 12000, height: 9000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { signedUrl } = (
      await requestUploadUrl(t, alice, [{ name: 'bomb.png', type: 'image/png', bytes: bomb }])
    ).json().data[0];
    const res = await postToSignedUrl(t, signedUrl, { name: 'bomb.png', type: 'image/png', bytes: bomb });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('bomb.png is too large to process (max 100 megapixels)');

    // Bytes that reached storage without the endpoint (S3: straight to the bucket) are refused
    // when saved, and the object goes.
    const direct = (
      await requestUploadUrl(t, alice, [{ name: 'bomb.png', type: 'image/png', bytes: bomb }])
    ).json().data[0];
    await storage().put(direct.signedUrl.fields.key, bomb, 'image/png');
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: t.bearer(alice),
      payload: { assets: [{ id: direct.uploadMeta.id, fileCategory: 'PRODUCT_IMAGE' }] },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().error.code).toBe('too_many_pixels');
    expect(await storage().head(direct.signedUrl.fields.key)).toBeNull();
  });

  it('previews only checked bytes: an object that skipped the checks is a 404 until saved', async () => {
    const raw = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const file = { name: 'raw.svg', type: 'image/svg+xml', bytes: raw };
    const { signedUrl, uploadMeta } = (await requestUploadUrl(t, alice, [file])).json().data[0];
    // As on S3: the bytes land in storage as posted, nothing has looked at them yet.
    await storage().put(signedUrl.fields.key, raw, 'image/svg+xml');
    const preview = () =>
      t.app.inject({ method: 'GET', url: `/api/spring/files/${uploadMeta.id}`, headers: t.bearer(alice) });
    expect((await preview()).statusCode).toBe(404);
    // Saving checks and cleans them; then the preview is served.
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: t.bearer(alice),
      payload: { assets: [{ id: uploadMeta.id, fileCategory: 'LOGO' }] },
    });
    expect(save.statusCode).toBe(200);
    const ok = await preview();
    expect(ok.statusCode).toBe(200);
    const served = await get(ok.json().data.url);
    expect(served.statusCode).toBe(200);
    expect(served.body).not.toContain('<script');
    // Through the local endpoint the bytes are checked on arrival: previewable at once.
    const png = { name: 'ok.png', type: 'image/png', bytes: await solidPng(8, 8) };
    const checked = (await requestUploadUrl(t, alice, [png])).json().data[0];
    expect((await postToSignedUrl(t, checked.signedUrl, png)).statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/spring/files/${checked.uploadMeta.id}`,
          headers: t.bearer(alice),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses more than 10 files and an empty list with the spec messages', async () => {
    const f = { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(1) };
    const many = await requestUploadUrl(
      t,
      alice,
      Array.from({ length: 11 }, () => f),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Maximum 10 files allowed');
    const none = await requestUploadUrl(t, alice, []);
    expect(none.json().message).toBe(UPLOAD_MESSAGES.pleaseUploadFile);
  });
});

describe('human check for logged-out uploads', () => {
  const file = { name: 'anon.png', type: 'image/png', bytes: Buffer.alloc(100) };

  it('refuses a logged-out upload without a valid token and accepts one solved ALTCHA challenge once', async () => {
    const none = await requestUploadUrl(t, null, [file]);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(UPLOAD_MESSAGES.humanCheckFailed);
    const junk = await requestUploadUrl(t, null, [file], { recaptchaToken: 'not-a-token' });
    expect(junk.statusCode).toBe(403);

    const token = await solvedAltchaToken(t);
    // A tampered solution fails.
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.solution.derivedKey = `${payload.solution.derivedKey.slice(0, -1)}${payload.solution.derivedKey.endsWith('0') ? '1' : '0'}`;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await requestUploadUrl(t, null, [file], { recaptchaToken: forged })).statusCode).toBe(403);

    const ok = await requestUploadUrl(t, null, [file], { recaptchaToken: token });
    expect(ok.statusCode).toBe(200);
    const { signedUrl, uploadMeta } = ok.json().data[0];
    const png = await solidPng(40, 40);
    expect((await postToSignedUrl(t, signedUrl, { ...file, bytes: png })).statusCode).toBe(204);
    // The uploader can preview it without signing in.
    const preview = await t.app.inject({ method: 'GET', url: `/api/spring/files/${uploadMeta.id}` });
    expect(preview.statusCode).toBe(200);
    expect((await get(preview.json().data.url)).rawPayload.equals(png)).toBe(true);

    // Single use.
    expect((await requestUploadUrl(t, null, [file], { recaptchaToken: token })).statusCode).toBe(403);

    // A user who signs in afterwards saves it as their asset.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: t.bearer(bob),
      payload: {
        assets: [
          {
            id: uploadMeta.id,
            originalFileName: 'anon.png',
            mimetype: 'image/png',
            fileCategory: 'PRODUCT_IMAGE',
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.assets[0].userId).toBe(await userId('bob@brand.co'));
    // …and then it is theirs alone.
    const again = await t.app.inject({ method: 'GET', url: `/api/spring/files/${uploadMeta.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('signed-in users need no token', async () => {
    expect((await requestUploadUrl(t, alice, [file])).statusCode).toBe(200);
  });

  it('verifies reCAPTCHA tokens against the siteverify endpoint when configured', async () => {
    const seen: string[] = [];
    const fake = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(`${req.method} ${req.url} ${form.get('secret')} ${form.get('response')}`);
        const good = form.get('secret') === 'server-secret' && form.get('response') === 'good-token';
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(
            good
              ? { success: true, score: 0.9 }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const port = (fake.address() as AddressInfo).port;
    const r = await createTestApp({
      DATA_DIR: dataDir,
      FILE_SIGNING_SECRET: 'test-secret',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    });
    try {
      const challenge = await r.app.inject({ method: 'GET', url: '/api/human-check/challenge' });
      expect(challenge.json().data).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
      expect((await requestUploadUrl(r, null, [file], { recaptchaToken: 'bad-token' })).statusCode).toBe(403);
      expect((await requestUploadUrl(r, null, [file], { recaptchaToken: 'good-token' })).statusCode).toBe(
        200,
      );
      expect(seen).toEqual([
        'POST /recaptcha/api/siteverify server-secret bad-token',
        'POST /recaptcha/api/siteverify server-secret good-token',
      ]);
    } finally {
      await r.close();
      fake.close();
    }
  });
});

describe('assets API', () => {
  it('is documented in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of [
      '/api/spring/files/upload-url',
      '/api/spring/files/{fileId}',
      '/api/human-check/challenge',
      '/api/assets',
      '/api/assets/{id}',
      '/api/assets/{assetId}/favourite',
      '/api/assets/logos/process',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
  });

  it('answers 401 to anonymous callers on every protected route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'POST' as const, url: '/api/assets', payload: { assets: [] } },
      { method: 'GET' as const, url: '/api/assets' },
      { method: 'GET' as const, url: `/api/assets/${id}` },
      { method: 'DELETE' as const, url: `/api/assets/${id}` },
      { method: 'PATCH' as const, url: `/api/assets/${id}/favourite` },
      { method: 'POST' as const, url: '/api/assets/logos/process', payload: { assetId: id } },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });

  it("answers 404 for another user's asset and file on every route", async () => {
    const asset = await uploadAndSave(t, alice, {
      name: 'mine.png',
      type: 'image/png',
      bytes: await solidPng(50, 50),
    });
    const h = t.bearer(bob);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/assets/${asset.id}`, headers: h })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}/favourite`, headers: h }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: h })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/assets/logos/process',
          headers: h,
          payload: { assetId: asset.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/spring/files/${asset.id}`, headers: h })).statusCode,
    ).toBe(404);
    // Saving someone else's uploaded file is a 404 too.
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: h,
      payload: { assets: [{ id: asset.id, fileCategory: 'LOGO' }] },
    });
    expect(save.statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/assets', headers: h })).json();
    expect(list.data.map((a: { id: string }) => a.id)).not.toContain(asset.id);
  });

  it('flips the favourite flag and reports the server value', async () => {
    const asset = await uploadAndSave(t, alice, {
      name: 'fav.png',
      type: 'image/png',
      bytes: await solidPng(20, 20),
    });
    const flip = () =>
      t.app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}/favourite`, headers: t.bearer(alice) });
    expect((await flip()).json().data).toEqual({ id: asset.id, isFavourite: true });
    expect((await get(`/api/assets/${asset.id}`, alice)).json().data.isFavourite).toBe(true);
    expect((await flip()).json().data.isFavourite).toBe(false);
  });

  it('saving the same upload twice returns the same asset; deleted assets disappear everywhere', async () => {
    const file = { name: 'twice.png', type: 'image/png', bytes: await solidPng(20, 20) };
    const { signedUrl, uploadMeta } = (await requestUploadUrl(t, alice, [file])).json().data[0];
    await postToSignedUrl(t, signedUrl, file);
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/assets',
        headers: t.bearer(alice),
        payload: { assets: [{ id: uploadMeta.id, fileCategory: 'PRODUCT_IMAGE' }] },
      });
    const first = (await save()).json().data.assets[0];
    const second = (await save()).json().data.assets[0];
    expect(second.id).toBe(first.id);
    await runJob(first.id);
    const live = (await get(`/api/assets/${first.id}`, alice)).json().data;
    const preview = () =>
      t.app.inject({ method: 'GET', url: `/api/spring/files/${uploadMeta.id}`, headers: t.bearer(alice) });
    const previewUrl = (await preview()).json().data.url;
    const reads = [live.url, live.thumbnailUrl, previewUrl];
    for (const url of reads) expect((await get(url)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/assets/${first.id}`, headers: t.bearer(alice) }))
        .statusCode,
    ).toBe(204);
    expect((await get(`/api/assets/${first.id}`, alice)).statusCode).toBe(404);
    expect((await save()).statusCode).toBe(404);
    // Its file: no new preview URL, and the signed URLs handed out before stop working.
    expect((await preview()).statusCode).toBe(404);
    for (const url of reads) expect((await get(url)).statusCode, url).toBe(404);
    const list = (await get('/api/assets?limit=100', alice)).json();
    expect(list.data.map((a: { id: string }) => a.id)).not.toContain(first.id);
    const flip = await t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${first.id}/favourite`,
      headers: t.bearer(alice),
    });
    expect(flip.statusCode).toBe(404);
  });

  it('processes a logo: trimmed, flat background transparent, linked by processedAssetId', async () => {
    const asset = await uploadAndSave(t, alice, {
      name: 'brand.png',
      type: 'image/png',
      bytes: await logoOnWhite(),
      category: 'LOGO',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assets/logos/process',
      headers: t.bearer(alice),
      payload: { assetId: asset.id },
    });
    expect(res.statusCode).toBe(200);
    const processed = res.json().data;
    expect(processed).toMatchObject({ parentId: asset.id, fileCategory: 'LOGO', mimetype: 'image/png' });
    // Trimmed to the circle (160 px) and transparent around it, with the inner white kept.
    expect([processed.width, processed.height]).toEqual([160, 160]);
    const { data, info } = await sharp((await get(processed.url)).rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(80, 80)).toBe(255);
    expect(alphaAt(80, 10)).toBe(255);
    const original = (await get(`/api/assets/${asset.id}`, alice)).json().data;
    expect(original.processedAssetId).toBe(processed.id);
    // Idempotent.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/assets/logos/process',
      headers: t.bearer(alice),
      payload: { assetId: asset.id },
    });
    expect(again.json().data.id).toBe(processed.id);
    // Processed copies can be left out of lists.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/assets?fileCategories=LOGO&excludeProcessedAssets=true&limit=100',
      headers: t.bearer(alice),
    });
    expect(list.json().data.map((a: { id: string }) => a.id)).not.toContain(processed.id);
  });
});

describe('asset list filters and paging', () => {
  let carol: string;
  const sessionA = '11111111-1111-4111-8111-111111111111';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    carol = await t.signIn('carol@brand.co');
    const carolId = await userId('carol@brand.co');
    const service = assetsService({
      db: t.db,
      storage: storage(),
      humanCheck: createHumanCheck(t.deps.config, t.db),
      jobs: inProcessQueue(),
    });
    // Carol is on a paid tier: her generated images are private.
    await t.db.update(users).set({ tier: 'pro' }).where(eq(users.id, carolId));
    const gen = async (name: string, hex: string, metadata: Record<string, unknown>) => {
      const a = await service.storeGeneratedImage(carolId, await solidPng(80, 60, hex), {
        originalFileName: name,
        metadata,
      });
      await runJob(a.id);
      ids[name] = a.id;
    };
    await gen('citrus can.png', '#ffd700', {
      sessionId: sessionA,
      productTypes: ['Can'],
      styles: ['Minimal'],
      brandName: 'Zest Co',
      prompt: 'lemon soda can',
      useCase: 'packaging',
    });
    await gen('berry pouch.png', '#800020', {
      sessionId: sessionA,
      productTypes: ['Pouch'],
      styles: ['Bold', 'Playful'],
      brandName: 'Berry Good',
      useCase: 'packaging',
    });
    await gen('ocean bottle.png', '#0000cd', {
      productType: 'Bottle',
      brandName: 'Blue Deep',
      colours: ['#00ff7f'],
    });
    ids.upload = (
      await uploadAndSave(
        t,
        carol,
        { name: 'moodboard.jpg', type: 'image/jpeg', bytes: await jpeg(100, 100) },
        { sessionId: sessionA },
      )
    ).id;
  });

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/assets?${query}`, headers: t.bearer(carol) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: string; originalFileName: string }[]; totalCount: number };
  };
  const names = (r: { data: { originalFileName: string }[] }) => r.data.map((a) => a.originalFileName);

  it('pages with limit (default 25) and offset, newest first, with totalCount', async () => {
    const all = await list('');
    expect(all.totalCount).toBe(4);
    expect(names(all)).toEqual(['moodboard.jpg', 'ocean bottle.png', 'berry pouch.png', 'citrus can.png']);
    const page2 = await list('limit=2&offset=2');
    expect(page2.totalCount).toBe(4);
    expect(names(page2)).toEqual(['berry pouch.png', 'citrus can.png']);
    expect(names(await list('sortBy=alphabetical&limit=1'))).toEqual(['berry pouch.png']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/assets?limit=0', headers: t.bearer(carol) }))
        .statusCode,
    ).toBe(400);
  });

  it('filters by session, categories, use cases, product types, styles, brands, colours, search and favourites', async () => {
    expect((await list(`sessionId=${sessionA}`)).totalCount).toBe(3);
    expect(names(await list('fileCategories=DESIGN%20INSPIRATION'))).toEqual(['moodboard.jpg']);
    expect((await list('fileCategories=GENERATED%20IMAGE,DESIGN%20INSPIRATION')).totalCount).toBe(4);
    expect((await list('useCases=packaging')).totalCount).toBe(2);
    expect(names(await list('productTypes=bottle,pouch'))).toEqual(['ocean bottle.png', 'berry pouch.png']);
    expect(names(await list('styles=playful'))).toEqual(['berry pouch.png']);
    expect(names(await list('brandNames=Zest%20Co'))).toEqual(['citrus can.png']);
    expect(names(await list('colours=Gold'))).toEqual(['citrus can.png']);
    expect(names(await list('colours=%23800020'))).toEqual(['berry pouch.png']);
    // Design colours from metadata count too.
    expect(names(await list('colours=Spring%20Green'))).toEqual(['ocean bottle.png']);
    expect(names(await list('searchTerm=lemon'))).toEqual(['citrus can.png']);
    expect(names(await list('searchTerm=OCEAN'))).toEqual(['ocean bottle.png']);
    expect((await list('searchTerm=100%25')).totalCount).toBe(0);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${ids['berry pouch.png']}/favourite`,
      headers: t.bearer(carol),
    });
    expect(names(await list('favouritesOnly=true'))).toEqual(['berry pouch.png']);
    expect(names(await list(`favouritesOnly=true&sessionId=${sessionA}&productTypes=Pouch`))).toEqual([
      'berry pouch.png',
    ]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/assets?fileCategories=NOPE',
          headers: t.bearer(carol),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('tier visibility of generated images', () => {
  it('free tier: visible watermark, public stable URL readable without a token', async () => {
    const freeUser = await t.signIn('free@brand.co');
    const id = await userId('free@brand.co');
    const service = assetsService({
      db: t.db,
      storage: storage(),
      humanCheck: createHumanCheck(t.deps.config, t.db),
      jobs: inProcessQueue(),
    });
    const clean = await solidPng(600, 400, '#336699');
    const asset = await service.storeGeneratedImage(id, clean, { metadata: { prompt: 'blue' } });
    expect(asset.visibility).toBe('public');
    expect(asset).toMatchObject({
      url: `/api/files/public/${asset.id}/image`,
      thumbnailUrl: `/api/files/public/${asset.id}/thumbnail`,
      previewUrl: `/api/files/public/${asset.id}/preview`,
    });
    const res = await t.app.inject({ method: 'GET', url: pathOf(asset.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('public');
    // Pixel check: the mark runs across the picture, yet the picture reads through it.
    const { data } = await sharp(res.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let marked = 0;
    let total = 0;
    for (let i = 0; i < data.length; i += 3) {
      const d = Math.abs(data[i]! - 0x33) + Math.abs(data[i + 1]! - 0x66) + Math.abs(data[i + 2]! - 0x99);
      total += d;
      if (d > 15) marked++;
    }
    expect(marked / (data.length / 3)).toBeGreaterThan(0.02);
    expect(total / (data.length / 3)).toBeLessThan(6);
    // The thumbnail is public too once the job has run; the owner sees it in their list.
    await runJob(asset.id);
    expect((await t.app.inject({ method: 'GET', url: pathOf(asset.thumbnailUrl) })).statusCode).toBe(200);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/assets', headers: t.bearer(freeUser) })
    ).json();
    expect(mine.data[0].id).toBe(asset.id);
    // Deleted: gone from the public URL too.
    await t.app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: t.bearer(freeUser) });
    expect((await t.app.inject({ method: 'GET', url: pathOf(asset.url) })).statusCode).toBe(404);
  });

  it("free tier from a render's raw pixels: the same watermarked picture, derivatives queued by the caller", async () => {
    await t.signIn('free-pixels@brand.co');
    const id = await userId('free-pixels@brand.co');
    const jobs = inProcessQueue();
    const queued = () => jobs.keys(ASSET_DERIVATIVES_QUEUE);
    const service = assetsService({
      db: t.db,
      storage: storage(),
      humanCheck: createHumanCheck(t.deps.config, t.db),
      jobs,
    });
    const png = await solidPng(300, 200, '#336699');
    const raw = await sharp(png).ensureAlpha().raw().toBuffer();
    const served = async (assetId: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/public/${assetId}/image` });
      expect(res.statusCode).toBe(200);
      return sharp(res.rawPayload).ensureAlpha().raw().toBuffer();
    };
    const decoded = await service.storeGeneratedImage(id, png);
    expect(queued()).toEqual([decoded.id]);
    // An engine render's raw pixels: encoded here (original and watermarked copy at once), the same picture.
    const fromPixels = await service.storeGeneratedImage(
      id,
      { pixels: raw, width: 300, height: 200 },
      { queueDerivatives: false },
    );
    expect(queued()).toHaveLength(1);
    expect(fromPixels).toMatchObject({ width: 300, height: 200, mimetype: 'image/png' });
    expect((await served(fromPixels.id)).equals(await served(decoded.id))).toBe(true);
    expect((await served(fromPixels.id)).equals(raw)).toBe(false);
    const [stored] = await t.db.select().from(assets).where(eq(assets.id, fromPixels.id));
    const original = await storage().get(`generated/${fromPixels.id}/original.png`);
    expect(await sharp(original).ensureAlpha().raw().toBuffer()).toEqual(raw);
    expect(stored!.bytes).toBe(original.length);
    await service.queueDerivatives([fromPixels.id]);
    expect(queued().at(-1)).toEqual(fromPixels.id);
  });

  it('paid tier: no watermark, private, unreadable without a valid signature', async () => {
    await t.signIn('paid@brand.co');
    const id = await userId('paid@brand.co');
    await t.db.update(users).set({ tier: 'growth' }).where(eq(users.id, id));
    const service = assetsService({
      db: t.db,
      storage: storage(),
      humanCheck: createHumanCheck(t.deps.config, t.db),
      jobs: inProcessQueue(),
    });
    const clean = await solidPng(300, 200, '#336699');
    const asset = await service.storeGeneratedImage(id, clean);
    expect(asset.visibility).toBe('private');
    expect(asset.url).toMatch(/^\/api\/files\/get\/generated\//);
    const ok = await get(asset.url);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(clean)).toBe(true);
    // Not public…
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/public/${asset.id}/image` })).statusCode,
    ).toBe(404);
    // …and the signed URL does not survive tampering or a missing signature.
    const u = new URL(asset.url, 'http://localhost');
    const noSig = new URL(u);
    noSig.searchParams.delete('sig');
    expect((await get(noSig.href)).statusCode).toBe(403);
    const badSig = new URL(u);
    badSig.searchParams.set('sig', 'f'.repeat(64));
    expect((await get(badSig.href)).statusCode).toBe(403);
    const longer = new URL(u);
    longer.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 86400));
    expect((await get(longer.href)).statusCode).toBe(403);
    const otherKey = new URL(u);
    otherKey.pathname = otherKey.pathname.replace('original.png', 'other.png');
    expect((await get(otherKey.href)).statusCode).toBe(403);
    const expired = await createStorage(t.deps.config).signedGetUrl(`generated/${asset.id}/original.png`, {
      expiresInSeconds: 1,
    });
    await new Promise((r) => setTimeout(r, 2100));
    expect((await get(expired)).statusCode).toBe(403);
    // Stored row records the tier rule.
    const [row] = await t.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.visibility).toBe('private');
  });
});

describe('housekeeping of uploads and jobs', () => {
  it('purges upload policies never saved after a day, and finds images whose job was lost', async () => {
    const file = { name: 'left.png', type: 'image/png', bytes: await solidPng(10, 10) };
    const { signedUrl, uploadMeta } = (await requestUploadUrl(t, alice, [file])).json().data[0];
    await postToSignedUrl(t, signedUrl, file);
    expect(await storage().head(signedUrl.fields.key)).not.toBeNull();
    expect(await purgeAbandonedUploads(t.db, storage())).toBe(0);
    await t.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(storedFiles.id, uploadMeta.id));
    expect(await purgeAbandonedUploads(t.db, storage())).toBe(1);
    expect(await storage().head(signedUrl.fields.key)).toBeNull();
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, uploadMeta.id))).toEqual([]);

    const service = assetsServiceFor(t.deps);
    const generated = await service.storeGeneratedImage(
      await userId('alice@brand.co'),
      await solidPng(30, 30),
    );
    await t.db
      .update(assets)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(assets.id, generated.id));
    expect(await requeueStalledAssets(t.deps.jobs, t.db)).toContain(generated.id);
    await runJob(generated.id);
    expect(await requeueStalledAssets(t.deps.jobs, t.db)).not.toContain(generated.id);
  });
});

describe('asset list search through the search index', () => {
  let dave: string;
  let eve: string;
  const names = (r: { data: { originalFileName: string }[] }) => r.data.map((a) => a.originalFileName);
  const list = async (token: string, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/assets?${query}`, headers: t.bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: string; originalFileName: string }[]; totalCount: number };
  };
  /** Stored through the composition root's service: indexed the moment it is stored. */
  const design = async (email: string, name: string, hex: string, title: string) => {
    const service = assetsServiceFor(t.deps);
    return service.storeGeneratedImage(await userId(email), await solidPng(120, 90, hex), {
      originalFileName: name,
      metadata: { title },
    });
  };

  beforeAll(async () => {
    dave = await t.signIn('dave@brand.co');
    eve = await t.signIn('eve@brand.co');
    await design('dave@brand.co', 'salvia.png', '#9CAF88', 'Salvia coffee roast');
    await design('dave@brand.co', 'rosso.png', '#D7263D', 'Rosso espresso');
    await design('eve@brand.co', 'eve-sage.png', '#9CAF88', 'Sage coffee tin');
  });

  it('is searchable at once, without waiting for the periodic sync', async () => {
    const res = await get('/api/search?source=mine&q=salvia', dave);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { title: string }) => r.title)).toEqual(['Salvia coffee roast']);
  });

  it('"green" finds a sage design of the user\'s own by its measured colours, never another user\'s', async () => {
    expect(names(await list(dave, 'colours=green'))).toEqual(['salvia.png']);
    expect(names(await list(dave, 'colours=red'))).toEqual(['rosso.png']);
    expect(names(await list(eve, 'colours=green'))).toEqual(['eve-sage.png']);
  });

  it('tolerates a typo in the search term and combines it with the colour filter', async () => {
    expect(names(await list(dave, 'searchTerm=cofee'))).toEqual(['salvia.png']);
    // 'espreso' is read as espresso, which the synonym table knows as a coffee (docs/search.md).
    expect(names(await list(dave, 'searchTerm=espreso')).sort()).toEqual(['rosso.png', 'salvia.png']);
    expect(names(await list(dave, 'searchTerm=rosso'))).toEqual(['rosso.png']);
    expect((await list(dave, 'searchTerm=cofee&colours=red')).totalCount).toBe(0);
  });

  it('drops a deleted design from the filtered list', async () => {
    const [salvia] = (await list(dave, 'colours=green')).data;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/assets/${salvia!.id}`,
      headers: t.bearer(dave),
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect((await list(dave, 'colours=green')).totalCount).toBe(0);
  });
});
