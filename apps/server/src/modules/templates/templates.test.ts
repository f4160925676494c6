import { catalogueProductList, getTemplate, MESSAGES, TEMPLATES } from '@packsmith/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { TEMPLATE_THUMBNAIL_SIZE, templateThumbnailPath, thumbnailCache } from './thumbnails.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('template thumbnails', () => {
  it('renders a template with the design engine as a square WebP, for anyone', async () => {
    const res = await get(templateThumbnailPath('glass-bottle'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('public');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(TEMPLATE_THUMBNAIL_SIZE);
    expect(meta.height).toBe(TEMPLATE_THUMBNAIL_SIZE);
    // A real render: a lit studio background with a pack in front, not a flat fill.
    const stats = await sharp(res.rawPayload).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(8);
    expect(stats.channels[0]!.max - stats.channels[0]!.min).toBeGreaterThan(100);
  });

  it('answers a repeat with the same bytes and a 304 for a matching ETag', async () => {
    const first = await get(templateThumbnailPath('drinks-can'));
    const second = await get(templateThumbnailPath('drinks-can'));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get(templateThumbnailPath('drinks-can'), { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it("serves the catalogue's own thumbnail_url address too", async () => {
    const entry = catalogueProductList().find((e) => e.id === 'mailer-box');
    expect(entry?.thumbnail_url).toBe('/catalogue/thumbnails/mailer-box.webp');
    const viaCatalogue = await get(entry!.thumbnail_url);
    const viaApi = await get(templateThumbnailPath('mailer-box'));
    expect(viaCatalogue.statusCode).toBe(200);
    expect(viaCatalogue.headers['content-type']).toBe('image/webp');
    expect(viaCatalogue.rawPayload.equals(viaApi.rawPayload)).toBe(true);
  });

  it('404s an unknown template with the standard message', async () => {
    for (const url of [
      templateThumbnailPath('no-such-pack'),
      '/catalogue/thumbnails/no-such-pack.webp',
      '/catalogue/thumbnails/glass-bottle.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MESSAGES.generic.notFound);
    }
  });

  it('every catalogue entry has a thumbnail address the route understands', () => {
    for (const t of TEMPLATES) {
      const id = /^\/catalogue\/thumbnails\/([a-z0-9-]+)\.webp$/.exec(t.thumbnail_url)?.[1];
      expect(id, t.product).toBe(t.id);
      expect(getTemplate(id!)).toBe(t);
    }
  });
});

describe('thumbnail cache', () => {
  it('renders each template once, even for concurrent requests', async () => {
    let calls = 0;
    const cache = thumbnailCache(async (t) => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return Buffer.from(t.id);
    });
    const [a, b] = await Promise.all([cache.get('glass-bottle'), cache.get('glass-bottle')]);
    await cache.get('glass-bottle');
    expect(calls).toBe(1);
    expect(cache.renders).toBe(1);
    expect(a).toBe(b);
    expect(a?.bytes.toString()).toBe('glass-bottle');
    expect(cache.get('unknown-template')).toBeNull();
  });

  it('does not keep a failed render', async () => {
    let fail = true;
    const cache = thumbnailCache(async (t) => {
      if (fail) throw new Error('engine failed');
      return Buffer.from(t.id);
    });
    await expect(cache.get('drinks-can')).rejects.toThrow('engine failed');
    fail = false;
    await expect(cache.get('drinks-can')).resolves.toMatchObject({ bytes: Buffer.from('drinks-can') });
    expect(cache.renders).toBe(2);
  });
});
