/**
 * Upscale on an image without a design document and without an upscaler model: sharp's Lanczos
 * resize to 2× or 4× the size (more pixels of the same picture, never the same pixels relabelled);
 * with an upscaler model that fails for good, the local resize takes over (IMAGE_PROVIDERS order).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { samplePng, startFakeFal } from '../../../test/vendors.ts';
import { assets } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { runChatTurn } from './turn.ts';

const KEY = 'fal-upscale-key';
let dataDir: string;
let fal: Awaited<ReturnType<typeof startFakeFal>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-upscale-'));
  fal = await startFakeFal(KEY);
}, 60_000);
afterAll(async () => {
  for (const t of apps) await t.close();
  await fal.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '0', ...env });
  apps.push(t);
  const token = await t.signIn(`maker-${apps.length}@upscale.test`);
  const headers = t.bearer(token);
  const userId = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).json().data.userId;
  const sessionId = (
    await t.app.inject({ method: 'POST', url: '/api/design-sessions', headers, payload: { name: 'Up' } })
  ).json().data.session.id;
  const balance = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/credits/balance', headers })).json().data
      .balance as number;
  /** Upscales an upload by the toolbox; answers the source's and the output's bytes and row. */
  async function upscaleUpload(size: 2 | 4) {
    const photo = await samplePng(90, 60, 7);
    const upload = await assetsServiceFor(t.deps).storeGeneratedImage(userId, photo, {
      visibility: 'private',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers,
      payload: {
        assetId: upload.id,
        designSessionId: sessionId,
        content: 'Upscale',
        metadata: { toolbox: { tool: 'upscale', size } },
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await runChatTurn(t.services, res.json().data.conversationId)).toBe('completed');
    const [row] = await t.db.select().from(assets).where(eq(assets.parentId, upload.id));
    const source = await assetsServiceFor(t.deps).sourceImage(userId, upload.id);
    const output = await assetsServiceFor(t.deps).sourceImage(userId, row!.id);
    return { photo: source!.bytes, output: output!.bytes, row: row! };
  }
  return { t, balance, upscaleUpload };
}

/** Mean absolute difference per channel (0–255) between two same-size images. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < ra!.length; i++) sum += Math.abs(ra![i]! - rb![i]!);
  return sum / ra!.length;
}

describe('Upscale on an image without a design document', () => {
  it("locally: Lanczos to 2× and 4× the size, whose downscale is the source's picture; 5 credits", async () => {
    const { balance, upscaleUpload } = await appWith({ IMAGE_PROVIDERS: 'local' });
    for (const size of [2, 4] as const) {
      const before = await balance();
      const { photo, output, row } = await upscaleUpload(size);
      expect(await balance()).toBe(before - 5);
      const meta = await sharp(output).metadata();
      expect([meta.width, meta.height]).toEqual([90 * size, 60 * size]);
      expect([row.width, row.height]).toEqual([90 * size, 60 * size]);
      // the same picture at more pixels: scaled back down, it matches the source…
      const down = await sharp(output).resize(90, 60, { kernel: 'lanczos3' }).png().toBuffer();
      expect(await meanDifference(down, photo)).toBeLessThan(3);
      // …and it is not the source's bytes under a new name
      expect(output.equals(photo)).toBe(false);
      expect(row.metadata).not.toHaveProperty('model');
    }
  }, 90_000);

  it('an upscaler model that refuses for good fails over to the local resize (IMAGE_PROVIDERS=fal,local)', async () => {
    const { balance, upscaleUpload } = await appWith({
      IMAGE_PROVIDERS: 'fal,local',
      FAL_KEY: KEY,
      FAL_QUEUE_URL: fal.url,
    });
    fal.script({
      submit: [
        {
          status: 422,
          body: { detail: [{ loc: ['body', 'image_url'], msg: 'Unsupported image', type: 'value_error' }] },
        },
      ],
    });
    const before = await balance();
    const { output, row } = await upscaleUpload(2);
    expect(fal.submissions.map((s) => s.model)).toEqual(['fal-ai/clarity-upscaler']);
    expect((await sharp(output).metadata()).width).toBe(180);
    expect(row.metadata).toMatchObject({ provider: 'local', model: 'lanczos3' });
    expect(await balance()).toBe(before - 5);
  }, 90_000);
});
