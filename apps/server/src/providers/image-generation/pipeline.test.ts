/**
 * The real pipeline (runDesignAction) with providers chosen by config and pointed at local fal and
 * OpenAI servers: retry with backoff, failover, provider recorded per image, permanent failure.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DESIGN_FLOW_TEXTS, DESIGN_MESSAGES } from '@packsmith/core';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { OPENAI_ERRORS, samplePng, startFakeFal, startFakeOpenAI } from '../../../test/vendors.ts';
import {
  assets,
  creditHistory,
  designActionImages,
  designActions,
  featureFlags,
  notifications,
} from '../../db/schema/index.ts';
import { type DesignJobDeps, runDesignAction } from '../../modules/actions/pipeline.ts';
import { assetsServiceFor } from '../../modules/assets/service.ts';

let t: TestApp;
let dataDir: string;
let fal: Awaited<ReturnType<typeof startFakeFal>>;
let openai: Awaited<ReturnType<typeof startFakeOpenAI>>;
let token: string;
let userId: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-providers-'));
  fal = await startFakeFal('fal-pipeline-key');
  openai = await startFakeOpenAI('sk-pipeline');
  t = await createTestApp({
    DATA_DIR: dataDir,
    IMAGE_PROVIDERS: 'fal,openai',
    IMAGE_PROVIDERS_PRODUCT_PHOTOSHOOT: 'openai',
    FAL_KEY: 'fal-pipeline-key',
    FAL_QUEUE_URL: fal.url,
    OPENAI_API_KEY: 'sk-pipeline',
    OPENAI_BASE_URL: openai.url,
  });
  token = await t.signIn('maker@providers.test');
  userId = (await get('/api/users/me')).json().data.userId;
});
afterAll(async () => {
  await t.close();
  await Promise.all([fal.close(), openai.close()]);
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  fal.reset();
  openai.reset();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const create = async (type: string, metadata: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/design-actions',
    headers: t.bearer(token),
    payload: { type, metadata },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.designAction as { id: string; sessionId: string; images: { id: string }[] };
};
const balance = async () => (await get('/api/credits/balance')).json().data.balance as number;
// No `providers`: the pipeline picks them from the config, as in production.
const jobDeps = (over: Partial<DesignJobDeps> = {}): DesignJobDeps => ({
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
  imageProviders: t.deps.imageProviders,
  flags: t.deps.flags,
  backoffMs: 0,
  ...over,
});
const actionRow = async (id: string) =>
  (await t.db.select().from(designActions).where(eq(designActions.id, id)))[0]!;

describe('the dry-run generation flag', () => {
  it('renders a flagged person’s designs on the local engine: no paid provider is asked, the others still go to fal', async () => {
    const actionOf = async (email: string, prompt: string) => {
      const tok = await t.signIn(email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/design-actions',
        headers: t.bearer(tok),
        payload: { type: 'ai-imagery', metadata: { prompt, imageCount: 1 } },
      });
      return {
        tok,
        id: res.json().data.designAction.id as string,
        userId: res.json().data.designAction.userId,
      };
    };
    const dry = await actionOf('dry@providers.test', 'dry run oats');
    const dryUser = (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(dry.tok) })
    ).json().data.userId;
    await t.db.insert(featureFlags).values({
      key: 'dry-run-generation',
      audience: { everyone: false, staff: false, tiers: [], userIds: [dryUser], percentage: 0 },
    });
    t.deps.flags.invalidate();
    try {
      expect(await runDesignAction(jobDeps(), dry.id)).toBe('completed');
      expect(fal.submissions).toEqual([]);
      expect(openai.records).toEqual([]);
      const done = await t.app.inject({
        method: 'GET',
        url: `/api/design-actions/${dry.id}`,
        headers: t.bearer(dry.tok),
      });
      expect(done.json().data).toMatchObject({ status: 'completed', provider: 'local' });

      const real = await actionOf('not-dry@providers.test', 'real oats');
      expect(await runDesignAction(jobDeps(), real.id)).toBe('completed');
      expect(fal.submissions.length).toBeGreaterThan(0);
    } finally {
      await t.db.delete(featureFlags).where(eq(featureFlags.key, 'dry-run-generation'));
      t.deps.flags.invalidate();
    }
  });
});

describe('image providers in the pipeline', () => {
  it('retries fal after a 429 (honouring Retry-After), fails over to OpenAI after three 503s, records the provider per image', async () => {
    const before = await balance();
    const action = await create('ai-imagery', { prompt: 'lemons and mint on a summer table', imageCount: 2 });
    expect(await balance()).toBe(before - 6);
    fal.script({
      submit: [
        { status: 429, body: { detail: 'Too many requests' }, headers: { 'retry-after': '1' } },
        'accept',
        { status: 503, body: { detail: 'Service Unavailable', error_type: 'runner_scheduling_failure' } },
        { status: 503, body: { detail: 'Service Unavailable', error_type: 'runner_scheduling_failure' } },
        { status: 503, body: { detail: 'Service Unavailable', error_type: 'runner_scheduling_failure' } },
      ],
    });
    // When OpenAI is first asked, fal has failed three times: the action and image show it.
    let atFailover: { action: string; image: string; retries: number } | null = null;
    openai.hooks.onRequest = async () => {
      const [image] = await t.db
        .select()
        .from(designActionImages)
        .where(eq(designActionImages.id, action.images[1]!.id));
      atFailover = {
        action: (await actionRow(action.id)).status,
        image: image!.status,
        retries: image!.retryCount,
      };
    };

    const started = Date.now();
    expect(await runDesignAction(jobDeps({ backoffMs: 1 }), action.id)).toBe('completed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(atFailover).toEqual({ action: 'retrying', image: 'retrying', retries: 3 });

    expect(fal.submissions.map((s) => s.model)).toEqual(Array(5).fill('fal-ai/flux/dev'));
    expect(fal.polls.length).toBe(3); // IN_QUEUE → IN_PROGRESS → COMPLETED for the accepted one
    expect(openai.records.map((r) => r.path)).toEqual(['/v1/images/generations']);

    const done = (await get(`/api/design-actions/${action.id}`)).json().data;
    expect(done).toMatchObject({ status: 'completed', retryCount: 4, provider: 'fal,openai' });
    expect(done.lastRetriedAt).toBeTruthy();
    expect(done.images.map((i: { provider: string }) => i.provider)).toEqual(['fal', 'openai']);
    expect(done.images.map((i: { retryCount: number }) => i.retryCount)).toEqual([1, 3]);
    for (const image of done.images) {
      expect(image.status).toBe('completed');
      expect(image.score).toBeGreaterThan(0);
      const [asset] = await t.db.select().from(assets).where(eq(assets.id, image.assetId));
      const meta = asset!.metadata as { provider: string; model: string; title: string };
      expect(meta.model).toBe(image.provider === 'fal' ? 'fal-ai/flux/dev' : 'gpt-image-1');
      expect(meta.title).toBeTruthy();
    }
    expect(done.routesSummary.routes.map((r: { provider: string }) => r.provider).sort()).toEqual([
      'fal',
      'openai',
    ]);

    expect(await balance()).toBe(before - 6);
    const [ledger] = await t.db.select().from(creditHistory).where(eq(creditHistory.reference, action.id));
    expect(ledger?.status).toBe('completed');
    const notes = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), eq(notifications.type, 'design_action_ai_imagery_complete')),
      );
    expect(notes).toHaveLength(1);
  });

  it('permanent failures (fal 422 content, OpenAI moderation) → error, credits released, error notification', async () => {
    const before = await balance();
    const action = await create('ai-imagery', { prompt: 'something the checkers refuse', imageCount: 2 });
    fal.script({
      submit: [
        {
          status: 422,
          body: {
            detail: [{ loc: ['body', 'prompt'], msg: 'Prompt flagged', type: 'content_policy_violation' }],
          },
        },
      ],
    });
    openai.script('images', OPENAI_ERRORS.moderation);

    expect(await runDesignAction(jobDeps(), action.id)).toBe('error');
    // permanent: no retries, one call to each provider, the second image never started
    expect(fal.submissions).toHaveLength(1);
    expect(openai.records).toHaveLength(1);
    const done = (await get(`/api/design-actions/${action.id}`)).json().data;
    expect(done.status).toBe('error');
    expect(done.retryCount).toBe(0);
    expect(done.error).toBe(
      'OpenAI refused the prompt under its content policy: Your request was rejected as a result of our safety system.',
    );
    expect(done.images.every((i: { status: string }) => i.status === 'error')).toBe(true);
    expect(await balance()).toBe(before);
    const [ledger] = await t.db.select().from(creditHistory).where(eq(creditHistory.reference, action.id));
    expect(ledger?.status).toBe('cancelled');
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'design_generation_error')));
    expect(note).toMatchObject({
      title: DESIGN_FLOW_TEXTS['ai-imagery'].errorTitle,
      message: DESIGN_MESSAGES.generationFailed,
      deeplink: `/dashboard/sessions/${action.sessionId}`,
    });
  });

  it('every provider failing retryably: three attempts each, then error with the last reason', async () => {
    const before = await balance();
    const action = await create('logo-design', { brand: 'Outage Co' });
    const down = { status: 500, body: { detail: 'Internal Server Error' } };
    fal.script({ submit: [down, down, down] });
    openai.script('images', OPENAI_ERRORS.server, OPENAI_ERRORS.server, OPENAI_ERRORS.server);

    expect(await runDesignAction(jobDeps(), action.id)).toBe('error');
    expect(fal.submissions).toHaveLength(3);
    expect(openai.records).toHaveLength(3);
    const row = await actionRow(action.id);
    expect(row).toMatchObject({ status: 'error', retryCount: 6 });
    expect(row.error).toBe(
      'OpenAI failed (HTTP 500): The server had an error while processing your request.',
    );
    expect(await balance()).toBe(before);
  });

  it("sends AI imagery's reference image to fal's edit model and records it on the asset", async () => {
    const reference = await assetsServiceFor(t.deps).storeGeneratedImage(
      userId,
      await samplePng(320, 240, 6),
      { visibility: 'private' },
    );
    const action = await create('ai-imagery', {
      prompt: 'a picnic like this one',
      imageCount: 1,
      referenceAssetId: reference.id,
    });
    expect(await runDesignAction(jobDeps(), action.id)).toBe('completed');
    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/flux-pro/kontext');
    expect(sub!.input.prompt).toContain('reference image');
    const uri = String(sub!.input.image_url);
    const sent = await sharp(Buffer.from(uri.split(',')[1]!, 'base64')).metadata();
    expect([sent.width, sent.height]).toEqual([320, 240]);
    const done = (await get(`/api/design-actions/${action.id}`)).json().data;
    const [asset] = await t.db.select().from(assets).where(eq(assets.id, done.images[0].assetId));
    expect((asset!.metadata as { reference?: unknown }).reference).toEqual({
      assetId: reference.id,
      use: 'edit',
    });
  });

  it('a per-type override sends a photoshoot to OpenAI image edits with the product image', async () => {
    const product = await samplePng(640, 480, 4);
    const asset = await assetsServiceFor(t.deps).storeGeneratedImage(userId, product, {
      visibility: 'private',
    });
    const action = await create('product-photoshoot', {
      referenceImageAssetId: asset.id,
      audience: 'trail runners',
      productCategory: 'electrolyte drink',
      useCase: 'recovery after a long run',
    });

    expect(await runDesignAction(jobDeps(), action.id)).toBe('completed');
    expect(fal.submissions).toHaveLength(0);
    expect(openai.records).toHaveLength(4);
    for (const record of openai.records) {
      expect(record.path).toBe('/v1/images/edits');
      expect(record.fields!.prompt).toContain('trail runners');
      const sent = await sharp(record.images![0]!.bytes).metadata();
      expect([sent.width, sent.height]).toEqual([640, 480]);
    }
    const done = (await get(`/api/design-actions/${action.id}`)).json().data;
    expect(done.images.map((i: { provider: string }) => i.provider)).toEqual(Array(4).fill('openai'));
  });
});
