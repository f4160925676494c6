import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MockupDocument, PhotoshootDocument } from '@packsmith/render';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets } from '../../db/schema/index.ts';
import { localImageProvider } from '../../providers/image-generation/local.ts';
import { runDesignAction } from '../actions/pipeline.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { runMockup } from '../mockups/pipeline.ts';

/**
 * Mockups and photoshoots name their image ('artwork', 'product') instead of giving its asset id;
 * the id is stored with the output, so a chat edit re-renders them (answered in the request).
 */
let t: TestApp;
let dataDir: string;
let token: string;
let userId: string;
let sessionId: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const metadataOf = async (id: string) => {
  const [row] = await t.db.select().from(assets).where(eq(assets.id, id));
  return row!.metadata as { document: unknown; assetRefs?: Record<string, string> };
};
/** A chat edit of one image, answered in the request; its one output's id. */
async function edit(assetId: string, content: string): Promise<string> {
  const res = await post('/api/chat/messages', { assetId, designSessionId: sessionId, content });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data.aiMessage.content).not.toMatch(/couldn't/);
  expect(data.aiMessage.outputAssets).toHaveLength(1);
  const output = data.aiMessage.outputAssets[0];
  expect(output.parentId).toBe(assetId);
  return output.id;
}
/** A two-colour picture, so the artwork is a real image of the user's. */
async function picture() {
  const half = await solidPng(96, 192, '#d8342c');
  const png = await sharp(await solidPng(192, 192, '#1f5fbf'))
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return assetsServiceFor(t.deps).storeGeneratedImage(userId, png, { visibility: 'private' });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-chat-refs-'));
  // edits are answered in the request; the wait is long for a loaded test machine
  t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '20000' });
  token = await t.signIn('refs@chat.test');
  userId = (await get('/api/users/me')).json().data.userId;
  sessionId = (await post('/api/design-sessions', { name: 'Edit' })).json().data.session.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('chat edits of documents that name their images', () => {
  it('a mockup output: zoomed out, then shown from the back, the artwork drawn each time', async () => {
    const art = await picture();
    const created = await post('/api/mockups', {
      requestId: randomUUID(),
      artworks: [art.id],
      products: ['drinks-can'],
      imageCount: 4,
      step: 1,
    });
    expect(created.statusCode).toBe(201);
    const mockupId = created.json().data.id;
    expect(await runMockup({ ...t.services, size: 160 }, mockupId)).toBe('completed');
    const [output] = await t.db
      .select({ id: assets.id })
      .from(assets)
      .where(sql`${assets.metadata}->>'mockupId' = ${mockupId}`)
      .limit(1);
    const outputId = output!.id;
    const stored = await metadataOf(outputId);
    expect((stored.document as MockupDocument).artwork.ref).toBe('artwork');
    expect(stored.assetRefs).toEqual({ artwork: art.id });

    const zoomed = await edit(outputId, 'zoom out');
    const first = await metadataOf(zoomed);
    expect((first.document as MockupDocument).framing?.zoom).toBeLessThan(1);
    expect((first.document as MockupDocument).artwork.ref).toBe('artwork');
    // the copy carries the name's asset on, so an edit of the edit renders too
    expect(first.assetRefs).toEqual({ artwork: art.id });
    const back = await edit(zoomed, 'show the back');
    expect(((await metadataOf(back)).document as MockupDocument).view).toBe('back');
  }, 120_000);

  it('a product photoshoot made by a design action is recoloured', async () => {
    const product = await picture();
    const created = await post('/api/design-actions', {
      type: 'product-photoshoot',
      metadata: {
        referenceImageAssetId: product.id,
        audience: 'busy parents',
        productCategory: 'snacks',
        useCase: 'social media',
        imageCount: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    const action = created.json().data.designAction;
    expect(
      await runDesignAction(
        {
          db: t.db,
          assets: t.services.assets,
          credits: t.services.credits,
          notifications: t.services.notifications,
          featureFlags: t.services.featureFlags,
          renderSlots: t.deps.renderSlots,
          config: t.deps.config,
          storage: t.deps.storage,
          jobs: t.deps.jobs,
          onDesignActionSettled: t.deps.onDesignActionSettled,
          flags: t.deps.flags,
          imageProviders: () => [localImageProvider({ size: 128 })],
          backoffMs: 0,
        },
        action.id,
      ),
    ).toBe('completed');
    const done = (await get(`/api/design-actions/${action.id}`)).json().data;
    const shotId = done.images[0].assetId;
    const stored = await metadataOf(shotId);
    expect((stored.document as PhotoshootDocument).product.ref).toBe('product');
    expect(stored.assetRefs).toEqual({ product: product.id });

    const warmer = await edit(shotId, 'make the colours warmer');
    const edited = await metadataOf(warmer);
    expect((edited.document as PhotoshootDocument).palette).not.toEqual(
      (stored.document as PhotoshootDocument).palette,
    );
    expect(edited.assetRefs).toEqual({ product: product.id });
  }, 120_000);
});
