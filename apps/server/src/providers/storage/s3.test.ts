import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsp } from '../../../test/csp.ts';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStorage } from './index.ts';
import { s3Storage } from './s3.ts';

/**
 * A local S3: s3rver (the S3 REST protocol on disk) behind a gate that does what s3rver does
 * not — verifies AWS Signature V4 on every request (Authorization header or presigned query),
 * verifies POST policies (signature, expiry, every condition, size range) and refuses
 * anonymous reads, as a private bucket does.
 */
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';
const BUCKET = 'packsmith-test';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function signingKey(date: string, region: string, service: string) {
  return hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), service), 'aws4_request');
}

function verifySigV4(req: http.IncomingMessage, url: URL): string | null {
  const q = url.searchParams;
  const header = req.headers.authorization;
  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let amzDate: string;
  let payloadHash: string;
  if (header) {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      header,
    );
    if (!m) return 'malformed authorization';
    [, credential, signedHeaders, signature] = m as unknown as [string, string, string, string];
    amzDate = String(req.headers['x-amz-date'] ?? '');
    payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) return 'missing x-amz-content-sha256';
  } else {
    if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'unsigned';
    credential = q.get('X-Amz-Credential') ?? '';
    signedHeaders = q.get('X-Amz-SignedHeaders') ?? '';
    signature = q.get('X-Amz-Signature') ?? '';
    amzDate = q.get('X-Amz-Date') ?? '';
    payloadHash = 'UNSIGNED-PAYLOAD';
    const expires = Number(q.get('X-Amz-Expires'));
    const t = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!(t + expires * 1000 > Date.now())) return 'expired';
  }
  const [accessKey, date, region, service] = credential.split('/');
  if (accessKey !== ACCESS_KEY) return 'unknown access key';
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av! < bv! ? -1 : 1) : a! < b! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders.split(';');
  const headers = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${date}/${region}/${service}/aws4_request`,
    sha256(canonical),
  ].join('\n');
  const expected = createHmac('sha256', signingKey(date!, region!, service!))
    .update(toSign)
    .digest('hex');
  return expected === signature ? null : 'signature mismatch';
}

async function verifyPostPolicy(req: http.IncomingMessage, body: Buffer): Promise<string | null> {
  const form = await new Request('http://x/', {
    method: 'POST',
    body,
    headers: { 'content-type': String(req.headers['content-type']) },
  }).formData();
  const fields = new Map<string, string>();
  let fileSize = -1;
  for (const [k, v] of form.entries()) {
    if (typeof v === 'string') fields.set(k.toLowerCase(), v);
    else if (k === 'file') fileSize = v.size;
  }
  const policyB64 = fields.get('policy') ?? '';
  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKey, date, region, service] = credential.split('/');
  if (accessKey !== ACCESS_KEY) return 'unknown access key';
  const expected = createHmac('sha256', signingKey(date!, region!, service!))
    .update(policyB64)
    .digest('hex');
  if (expected !== fields.get('x-amz-signature')) return 'policy signature mismatch';
  const policy = JSON.parse(Buffer.from(policyB64, 'base64').toString()) as {
    expiration: string;
    conditions: (Record<string, string> | [string, string | number, string | number])[];
  };
  if (Date.parse(policy.expiration) <= Date.now()) return 'policy expired';
  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  for (const c of policy.conditions) {
    if (Array.isArray(c)) {
      if (c[0] === 'content-length-range') {
        if (fileSize < Number(c[1]) || fileSize > Number(c[2])) return 'EntityTooLarge';
        continue;
      }
      const name = String(c[1]).replace(/^\$/, '').toLowerCase();
      covered.add(name);
      if (c[0] === 'eq' && fields.get(name) !== c[2]) return `condition ${name}`;
      if (c[0] === 'starts-with' && !(fields.get(name) ?? '').startsWith(String(c[2])))
        return `condition ${name}`;
      continue;
    }
    for (const [k, v] of Object.entries(c)) {
      covered.add(k.toLowerCase());
      if (fields.get(k.toLowerCase()) !== v) return `condition ${k}`;
    }
  }
  for (const k of fields.keys()) if (!covered.has(k)) return `extra field ${k}`;
  return null;
}

async function startLocalS3() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-s3-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: innerPort } = (await s3rver.run()) as AddressInfo;
  const refusals: string[] = [];
  const gate = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://local');
    const isPostObject =
      req.method === 'POST' && String(req.headers['content-type']).startsWith('multipart/form-data');
    const problem = isPostObject ? await verifyPostPolicy(req, body) : verifySigV4(req, url);
    if (problem) {
      refusals.push(`${req.method} ${url.pathname}: ${problem}`);
      res.statusCode = 403;
      res.setHeader('content-type', 'application/xml');
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`,
      );
      return;
    }
    const forward = http.request(
      { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers },
      (inner) => {
        res.writeHead(inner.statusCode ?? 500, inner.headers);
        inner.pipe(res);
      },
    );
    forward.end(body);
  });
  await new Promise<void>((r) => gate.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;
  return {
    endpoint,
    refusals,
    stop: async () => {
      gate.close();
      await s3rver.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

let s3: Awaited<ReturnType<typeof startLocalS3>>;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.stop());

const adapter = () =>
  s3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
  });

async function postForm(
  post: { url: string; fields: Record<string, string> },
  bytes: Buffer,
  type = 'image/png',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'file');
  return fetch(post.url, { method: 'POST', body: form });
}

describe('S3 storage adapter against a local S3 server', () => {
  it('puts, heads, reads and deletes with SigV4-signed requests', async () => {
    const storage = adapter();
    expect(await storage.head('nothing/here.png')).toBeNull();
    const png = await solidPng(10, 10);
    await storage.put('a/b.png', png, 'image/png');
    expect(await storage.head('a/b.png')).toEqual({ bytes: png.length, contentType: 'image/png' });
    expect((await storage.get('a/b.png')).equals(png)).toBe(true);
    await storage.delete('a/b.png');
    expect(await storage.head('a/b.png')).toBeNull();

    const wrongSecret = s3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'wrong',
    });
    await expect(wrongSecret.put('x.png', png, 'image/png')).rejects.toThrow();
  });

  it('accepts uploads through its presigned POST and refuses tampering and oversize', async () => {
    const storage = adapter();
    const png = await solidPng(16, 16);
    const post = await storage.createPresignedPost({
      key: 'uploads/1/original.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 1000,
      expiresInSeconds: 60,
      filename: 'Ünïcode logo.png',
    });
    expect(post.fields).toMatchObject({ key: 'uploads/1/original.png', 'Content-Type': 'image/png' });
    expect(Object.keys(post.fields)).toEqual(
      expect.arrayContaining(['Policy', 'X-Amz-Signature', 'X-Amz-Credential']),
    );

    expect(
      (await postForm({ ...post, fields: { ...post.fields, key: 'uploads/evil.png' } }, png)).status,
    ).toBe(403);
    expect(
      (await postForm({ ...post, fields: { ...post.fields, 'Content-Type': 'text/html' } }, png)).status,
    ).toBe(403);
    expect((await postForm(post, Buffer.alloc(2000))).status).toBe(403);
    expect(s3.refusals.slice(-3)).toEqual([
      'POST /packsmith-test: condition key',
      'POST /packsmith-test: condition Content-Type',
      'POST /packsmith-test: EntityTooLarge',
    ]);
    const ok = await postForm(post, png);
    expect(ok.status).toBe(204);
    expect((await storage.get('uploads/1/original.png')).equals(png)).toBe(true);
  });

  it('reads through presigned GET URLs; unsigned or tampered reads are refused', async () => {
    const storage = adapter();
    const png = await solidPng(12, 12);
    await storage.put('private/p.png', png, 'image/png');
    const url = await storage.signedGetUrl('private/p.png', { contentType: 'image/png', filename: 'p.png' });
    expect(url).toContain('X-Amz-Signature=');
    // Stable within its window: the same URL twice (cacheable).
    expect(await storage.signedGetUrl('private/p.png', { contentType: 'image/png', filename: 'p.png' })).toBe(
      url,
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="p.png"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);

    expect((await fetch(`${s3.endpoint}/${BUCKET}/private/p.png`)).status).toBe(403);
    expect(
      (await fetch(url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`))).status,
    ).toBe(403);
    expect((await fetch(url.replace('private/p.png', 'private/q.png'))).status).toBe(403);
  });

  it('always overrides the read type with a safe one: SVG and unknown types as attachments', async () => {
    const storage = adapter();
    // The stored Content-Type is whatever the uploader's form said; reads never trust it.
    await storage.put('private/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    for (const o of [{ contentType: 'text/html' }, {}]) {
      const res = await fetch(
        await storage.signedGetUrl('private/page.html', { ...o, filename: 'page.html' }),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="page.html"/);
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    await storage.put('private/logo.svg', svg, 'image/svg+xml');
    const res = await fetch(
      await storage.signedGetUrl('private/logo.svg', { contentType: 'image/svg+xml', filename: 'logo.svg' }),
    );
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="logo.svg"/);
  });
});

describe('the app on S3 storage', () => {
  let t: TestApp;
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-s3app-'));
    t = await createTestApp({
      DATA_DIR: dataDir,
      FILE_SIGNING_SECRET: 'test-secret',
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    token = await t.signIn('s3user@brand.co');
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const uploadUrl = async (name: string, type: string, size: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/spring/files/upload-url',
      headers: t.bearer(token),
      payload: { files: [{ filename: name, filetype: type, fileCategory: 'PRODUCT_IMAGE', size }] },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data[0] as {
      signedUrl: { url: string; fields: Record<string, string> };
      uploadMeta: { id: string };
    };
  };
  const save = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: t.bearer(token),
      payload: { assets: [{ id, fileCategory: 'PRODUCT_IMAGE' }] },
    });

  it('uploads straight to the bucket, then checks the bytes when the asset is saved', async () => {
    const jpg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const { signedUrl, uploadMeta } = await uploadUrl('product.jpg', 'image/jpeg', jpg.length);
    expect(signedUrl.url).toBe(`${s3.endpoint}/${BUCKET}`);
    expect((await postForm(signedUrl, jpg, 'image/jpeg')).status).toBe(204);
    const preview = () =>
      t.app.inject({ method: 'GET', url: `/api/spring/files/${uploadMeta.id}`, headers: t.bearer(token) });
    // Posted but not yet checked: no URL is handed out for it.
    expect((await preview()).statusCode).toBe(404);
    const res = await save(uploadMeta.id);
    expect(res.statusCode).toBe(200);
    const asset = res.json().data.assets[0];
    expect(asset).toMatchObject({ width: 40, height: 30, mimetype: 'image/jpeg' });
    const read = await fetch(asset.url);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(jpg)).toBe(true);
    // The page's CSP allows exactly the bucket's origin for the image and for the upload POST.
    const csp = parseCsp(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ] as string,
    );
    expect(new URL(asset.url).origin).toBe(s3.endpoint);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', s3.endpoint]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:', s3.endpoint]);
    const checked = await preview();
    expect(checked.statusCode).toBe(200);
    expect((await fetch(checked.json().data.url)).status).toBe(200);
  });

  it('refuses and deletes an object whose bytes are not an image', async () => {
    const html = Buffer.from('<html><body>hi</body></html>');
    const { signedUrl, uploadMeta } = await uploadUrl('fake.png', 'image/png', html.length);
    expect((await postForm(signedUrl, html)).status).toBe(204);
    const res = await save(uploadMeta.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('fake.png is not an accepted file type');
    expect(await adapter().head(signedUrl.fields.key!)).toBeNull();
  });
});

describe('the app on S3 behind a CDN (S3_CDN_ORIGIN)', () => {
  let t: TestApp;
  let dataDir: string;
  let cdn: http.Server;
  let cdnOrigin: string;
  beforeAll(async () => {
    // A CDN as configured in docs/files.md: path and query forwarded untouched, Host = the bucket's.
    const bucketHost = new URL(s3.endpoint).host;
    cdn = http.createServer((req, res) => {
      const forward = http.request(
        `${s3.endpoint}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: bucketHost } },
        (inner) => {
          res.writeHead(inner.statusCode ?? 502, inner.headers);
          inner.pipe(res);
        },
      );
      req.pipe(forward);
    });
    await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
    cdnOrigin = `http://localhost:${(cdn.address() as AddressInfo).port}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-s3cdn-'));
    t = await createTestApp({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_CDN_ORIGIN: cdnOrigin,
    });
  });
  afterAll(async () => {
    await t?.close();
    cdn?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('hands out read URLs on the CDN that read the object, and the CSP allows the CDN for images only', async () => {
    const png = await solidPng(20, 20, '#3a6');
    const storage = createStorage(t.deps.config);
    await storage.put('generated/cdn/original.png', png, 'image/png');
    const url = await storage.signedGetUrl('generated/cdn/original.png', { contentType: 'image/png' });
    expect(new URL(url).origin).toBe(cdnOrigin);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    // Tampered on the way: the bucket still checks the signature.
    expect((await fetch(url.replace('original.png', 'other.png'))).status).toBe(403);

    const csp = parseCsp(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ] as string,
    );
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', cdnOrigin]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:', s3.endpoint]);
  });
});
