import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsp } from '../../test/csp.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { createStorage } from '../providers/storage/index.ts';
import { s3Storage } from '../providers/storage/s3.ts';

describe('Content-Security-Policy with local storage', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-csp-'));
    t = await createTestApp({ DATA_DIR: dataDir, FILE_SIGNING_SECRET: 'test-secret' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('allows images and connections from the page’s own origin only, whatever PUBLIC_URL says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = parseCsp(res.headers['content-security-policy'] as string);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('S3 file origins (what the CSP adds for STORAGE=s3)', () => {
  const origins = (env: Record<string, string>) =>
    createStorage(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'packsmith-files', S3_REGION: 'eu-west-1', ...env }),
    ).browserOrigins();

  it.each([
    [
      'AWS, by region (virtual-hosted)',
      {},
      'https://packsmith-files.s3.eu-west-1.amazonaws.com',
      'https://packsmith-files.s3.eu-west-1.amazonaws.com',
    ],
    [
      'AWS, a bucket name with dots (path-style)',
      { S3_BUCKET: 'files.packsmith.app' },
      'https://s3.eu-west-1.amazonaws.com',
      'https://s3.eu-west-1.amazonaws.com',
    ],
    [
      'an S3-compatible endpoint',
      { S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com', S3_REGION: 'auto' },
      'https://acct.r2.cloudflarestorage.com',
      'https://acct.r2.cloudflarestorage.com',
    ],
    [
      'a CDN in front of the bucket: reads there, uploads still to the bucket',
      { S3_CDN_ORIGIN: 'https://files.packsmith.app' },
      'https://files.packsmith.app',
      'https://packsmith-files.s3.eu-west-1.amazonaws.com',
    ],
  ])('%s', async (_name, env, read, upload) => {
    expect(await origins(env)).toEqual({ read: [read], upload: [upload] });
  });

  it('are the origins of the URLs the adapter really signs', async () => {
    const storage = s3Storage({
      bucket: 'packsmith-files',
      region: 'eu-west-1',
      cdnOrigin: 'https://files.packsmith.app',
      accessKeyId: 'a',
      secretAccessKey: 'b',
    });
    const { read, upload } = await storage.browserOrigins();
    const url = await storage.signedGetUrl('generated/x/original.png', { contentType: 'image/png' });
    expect(new URL(url).origin).toBe(read[0]);
    expect(new URL(url).pathname).toBe('/generated/x/original.png');
    const post = await storage.createPresignedPost({
      key: 'uploads/1/original.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 10,
      expiresInSeconds: 60,
    });
    expect(new URL(post.url).origin).toBe(upload[0]);
  });

  it('S3_CDN_ORIGIN must be an origin', () => {
    expect(() => loadConfig({ S3_CDN_ORIGIN: 'https://cdn.example.com/files' })).toThrow(/S3_CDN_ORIGIN/);
    expect(loadConfig({ S3_CDN_ORIGIN: 'https://cdn.example.com/' }).S3_CDN_ORIGIN).toBe(
      'https://cdn.example.com',
    );
  });
});
