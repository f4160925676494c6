import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition, safeReadHeaders, windowedExpiry } from './index.ts';
import { assertSafeKey, localStorage, StoragePolicyError } from './local.ts';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-local-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

let clock = new Date('2026-03-01T10:00:00Z');
const storage = localStorage({
  root,
  secret: 's3cret',
  uploadPath: '/up',
  readPath: '/get',
  now: () => clock,
});
const other = localStorage({ root, secret: 'other', uploadPath: '/up', readPath: '/get', now: () => clock });

const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof StoragePolicyError ? err.code : String(err);
  }
};

describe('local storage: S3-shaped POST policies', () => {
  it('issues fields like an S3 presigned POST and verifies them', async () => {
    const post = await storage.createPresignedPost({
      key: 'uploads/1/original.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 500,
      expiresInSeconds: 60,
      filename: 'Café logo.png',
    });
    expect(post.url).toBe('/up');
    expect(Object.keys(post.fields).sort()).toEqual(
      [
        'Content-Type',
        'Policy',
        'X-Amz-Algorithm',
        'X-Amz-Date',
        'X-Amz-Signature',
        'bucket',
        'key',
        'x-amz-meta-filename',
      ].sort(),
    );
    expect(storage.verifyPost(post.fields)).toEqual({
      key: 'uploads/1/original.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 500,
      filename: 'Café logo.png',
    });
    // Field names are case-insensitive, as on S3.
    const lower = Object.fromEntries(Object.entries(post.fields).map(([k, v]) => [k.toLowerCase(), v]));
    expect(code(() => storage.verifyPost(lower))).toBe('ok');
    expect(code(() => other.verifyPost(post.fields))).toBe('SignatureDoesNotMatch');
    expect(code(() => storage.verifyPost({ ...post.fields, key: 'uploads/2/original.png' }))).toBe(
      'AccessDenied',
    );
    expect(code(() => storage.verifyPost({ ...post.fields, 'x-ignore-note': 'fine' }))).toBe('ok');
    const { 'X-Amz-Signature': _sig, ...unsigned } = post.fields;
    expect(code(() => storage.verifyPost(unsigned))).toBe('AccessDenied');
    clock = new Date(clock.getTime() + 61_000);
    expect(code(() => storage.verifyPost(post.fields))).toBe('ExpiredToken');
  });

  it('signs reads for one key, type and disposition until expiry', async () => {
    clock = new Date('2026-03-01T10:00:00Z');
    const url = await storage.signedGetUrl('derived/a/thumb.webp', {
      contentType: 'image/webp',
      filename: 'a.png',
    });
    const u = new URL(url, 'http://x');
    expect(u.pathname).toBe('/get/derived/a/thumb.webp');
    const q = Object.fromEntries(u.searchParams);
    expect(storage.verifyGet('derived/a/thumb.webp', q)).toMatchObject({ contentType: 'image/webp' });
    expect(code(() => storage.verifyGet('derived/b/thumb.webp', q))).toBe('SignatureDoesNotMatch');
    expect(code(() => storage.verifyGet('derived/a/thumb.webp', { ...q, ct: 'text/html' }))).toBe(
      'SignatureDoesNotMatch',
    );
    expect(code(() => storage.verifyGet('derived/a/thumb.webp', { ...q, cd: 'attachment' }))).toBe(
      'SignatureDoesNotMatch',
    );
    clock = new Date(Number(q.exp) * 1000 + 1);
    expect(code(() => storage.verifyGet('derived/a/thumb.webp', q))).toBe('ExpiredToken');
  });

  it('keeps every key inside the root', async () => {
    for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a/./b', '.hidden', 'a\\b', 'a b']) {
      expect(
        code(() => assertSafeKey(bad)),
        bad,
      ).toBe('AccessDenied');
    }
    await expect(storage.get('../x')).rejects.toBeInstanceOf(StoragePolicyError);
    await storage.put('a/b.png', Buffer.from('x'), 'image/png');
    expect(await storage.head('a/b.png')).toEqual({ bytes: 1, contentType: null });
    await storage.delete('a/b.png');
    expect(await storage.head('a/b.png')).toBeNull();
  });

  it('rounds read expiry to a window and writes safe Content-Disposition', () => {
    const exp = windowedExpiry(Date.parse('2026-03-01T10:20:00Z'), 3600);
    expect(new Date(exp * 1000).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(windowedExpiry(Date.parse('2026-03-01T10:59:59Z'), 3600)).toBe(exp);
    expect(contentDisposition('na"me\u00e9.png', true)).toBe(
      `attachment; filename="na_me_.png"; filename*=UTF-8''na%22me%C3%A9.png`,
    );
    expect(contentDisposition(undefined, false)).toBe('inline');
  });

  it('signs reads only with safe types: SVG and anything unknown as attachments', async () => {
    expect(safeReadHeaders({ contentType: 'image/png', filename: 'a.png' })).toEqual({
      contentType: 'image/png',
      disposition: contentDisposition('a.png', false),
    });
    expect(safeReadHeaders({ contentType: 'image/svg+xml' })).toEqual({
      contentType: 'image/svg+xml',
      disposition: 'attachment',
    });
    for (const contentType of ['text/html', 'application/xhtml+xml', undefined]) {
      expect(safeReadHeaders({ contentType })).toEqual({
        contentType: 'application/octet-stream',
        disposition: 'attachment',
      });
    }
    const q = new URL(await storage.signedGetUrl('a/page.html', { contentType: 'text/html' }), 'http://x')
      .searchParams;
    expect([q.get('ct'), q.get('cd')]).toEqual(['application/octet-stream', 'attachment']);
  });
});

describe('local storage: missing is not the same as unreadable', () => {
  it('answers null for a key with nothing there or no object possible, and the size when present', async () => {
    await fs.mkdir(path.join(root, 'present'), { recursive: true });
    await fs.writeFile(path.join(root, 'present/a.png'), 'four');
    expect(await storage.head('present/a.png')).toEqual({ bytes: 4, contentType: null });
    expect(await storage.head('present/never-written.png')).toBeNull();
    expect(await storage.head('present/a.png/below-a-file.png')).toBeNull(); // ENOTDIR
    expect(await storage.head('../outside.png')).toBeNull();
  });

  it('surfaces a disk fault as an error instead of "missing"', async () => {
    // A symlink loop fails every stat with ELOOP (as EACCES or EIO would; ELOOP also fails as root).
    await fs.symlink('loop', path.join(root, 'loop'));
    await expect(storage.head('loop/a.png')).rejects.toMatchObject({ code: 'ELOOP' });
  });
});
