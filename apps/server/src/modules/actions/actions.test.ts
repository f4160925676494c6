import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CREDIT_MESSAGES, DESIGN_FLOW_TEXTS } from '@packsmith/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  assets,
  creditHistory,
  designActionImages,
  designActions,
  designVariations,
  notifications,
  userCredits,
} from '../../db/schema/index.ts';
import {
  ImageGenerationError,
  type ImageGenerationProvider,
} from '../../providers/image-generation/index.ts';
import { localImageProvider } from '../../providers/image-generation/local.ts';
import { assetsServiceFor } from '../assets/service.ts';
import { type DesignJobDeps, runDesignAction } from './pipeline.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let other: string;
let userId: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-actions-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  token = await t.signIn('maker@actions.test');
  other = await t.signIn('other@actions.test');
  userId = (await get(token, '/api/users/me')).json().data.userId;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });

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
  flags: t.deps.flags,
  imageProviders: () => [localImageProvider({ size: 128 })],
  backoffMs: 0,
  ...over,
});

const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;

async function ownAsset(uid: string) {
  const png = await solidPng(256, 256, '#cc6633');
  return assetsServiceFor(t.deps).storeGeneratedImage(uid, png, { visibility: 'private' });
}

describe('POST /api/design-actions validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'LOGO_DESIGN',
      { type: 'LOGO_DESIGN', brand: 'Solbrew', hexColours: ['12345G'] },
      'Color must be a valid 6 character hex color',
    ],
    [
      'logo-design',
      { brand: 'Solbrew', hexColours: ['111111', '222222', '333333', '444444', '555555'] },
      'Choose up to 4 colours',
    ],
    [
      'logo-design',
      { brand: 'Solbrew', brandDescription: 'x'.repeat(10001) },
      'Must be at most 10000 characters',
    ],
    [
      'packaging-range',
      { sourceAssetId: '00000000-0000-4000-8000-000000000001', productsTypes: [] },
      'Please select at least one product type',
    ],
    [
      'packaging-range',
      {
        sourceAssetId: '00000000-0000-4000-8000-000000000001',
        productsTypes: ['a', 'b', 'c', 'd', 'e'].map((product) => ({ product })),
      },
      'You can only select up to 4 product types',
    ],
    ['ai-imagery', { prompt: '   ' }, 'Please enter a prompt'],
    [
      'variant-range',
      { sourceAssetId: '00000000-0000-4000-8000-000000000001', userInstructions: '  ' },
      'Please describe the variation you want',
    ],
    [
      'product-photoshoot',
      { referenceImageAssetId: '00000000-0000-4000-8000-000000000001', productCategory: 'x', useCase: 'y' },
      'Please enter the audience',
    ],
    [
      'product-photoshoot',
      { referenceImageAssetId: '00000000-0000-4000-8000-000000000001', audience: 'x', useCase: 'y' },
      'Please enter the product category',
    ],
    [
      'product-photoshoot',
      { referenceImageAssetId: '00000000-0000-4000-8000-000000000001', audience: 'x', productCategory: 'y' },
      'Please enter the use case',
    ],
    ['logo-design', { industry: 'Coffee' }, 'Please enter your brand name'],
    ['LOGO_DESIGN', { brand: '   ' }, 'Please enter your brand name'],
    ['logo-design', { brand: 'Solbrew', remixedFrom: 'not-a-uuid' }, 'Must be a valid id'],
    ['packaging-range', { productsTypes: [{ product: 'Jar' }] }, 'Please select an asset'],
    ['packaging-range', { sourceAssetId: 'nope', productsTypes: [{ product: 'Jar' }] }, 'Must be a valid id'],
    ['variant-range', { sourceAssetId: '42', userInstructions: 'mango' }, 'Must be a valid id'],
    [
      'variant-range',
      { sourceAssetId: '00000000-0000-4000-8000-000000000001', userInstructions: 'x', remixedFromId: 'x' },
      'Must be a valid id',
    ],
    [
      'product-photoshoot',
      { audience: 'x', productCategory: 'y', useCase: 'z' },
      'Please select an image of your product',
    ],
    ['ai-imagery', { prompt: 'p', referenceAssetId: 'abc' }, 'Must be a valid id'],
    ['brand-moodboard', { imageCount: 2 }, 'Please enter a prompt'],
    ['brand-moodboard', { prompt: 'x'.repeat(10001) }, 'Must be at most 10000 characters'],
    ['brand-moodboard', { prompt: 'coastal', referenceAssetIds: ['nope'] }, 'Must be a valid id'],
    ['packaging-mockup', { templates: ['tall-drinks-can'] }, 'Please select an artwork'],
    [
      'packaging-mockup',
      { artworkAssetId: '00000000-0000-4000-8000-000000000001', templates: [] },
      'Please select at least one product',
    ],
    [
      'packaging-mockup',
      {
        artworkAssetId: '00000000-0000-4000-8000-000000000001',
        templates: ['tall-drinks-can'],
        instructions: 'x'.repeat(1001),
      },
      'Instructions must be at most 1000 characters',
    ],
    ['packaging-generation', { packagingImage: 'can' }, 'Required field'],
    ['packaging-generation', { brand: 'Solbrew' }, 'Please select a specific packaging option'],
    [
      'packaging-generation',
      { brand: 'B', packagingImage: 'can', artwork: { description: 'x'.repeat(10001) } },
      'Description must be less than 10000 characters',
    ],
    [
      'packaging-generation',
      { brand: 'B', packagingImage: 'can', newUserEmail: 'nope' },
      'Please enter a valid email address',
    ],
  ];
  it.each(cases.map(([type, metadata, message]) => ({ type, metadata, message })))(
    '$type → $message',
    async ({ type, metadata, message }) => {
      const res = await post(token, '/api/design-actions', { type, metadata });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    },
  );

  it('refuses a malformed remix or refine id on the request', async () => {
    for (const key of ['remixedFromId', 'refinedFromId', 'sessionId']) {
      const res = await post(token, '/api/design-actions', {
        type: 'ai-imagery',
        [key]: 'not-a-uuid',
        metadata: { prompt: 'p', imageCount: 1 },
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message, key).toBe('Must be a valid id');
    }
  });

  it('rejects out-of-range image counts and too many additional files', async () => {
    for (const [type, metadata] of [
      ['brand-moodboard', { prompt: 'p', imageCount: 6 }],
      [
        'brand-moodboard',
        { prompt: 'p', referenceAssetIds: Array(6).fill('00000000-0000-4000-8000-000000000001') },
      ],
      [
        'packaging-mockup',
        { artworkAssetId: '00000000-0000-4000-8000-000000000001', templates: ['can'], imageCount: 3 },
      ],
      [
        'packaging-mockup',
        { artworkAssetId: '00000000-0000-4000-8000-000000000001', templates: ['can'], imageCount: 11 },
      ],
      ['ai-imagery', { prompt: 'p', imageCount: 6 }],
      [
        'variant-range',
        { sourceAssetId: '00000000-0000-4000-8000-000000000001', userInstructions: 'x', imageCount: 5 },
      ],
      ['packaging-generation', { brand: 'B', packagingImage: 'can', imageCount: 10 }],
      [
        'packaging-generation',
        { brand: 'B', packagingImage: 'can', additionalFiles: ['1', '2', '3', '4', '5', '6'] },
      ],
    ] as const) {
      expect((await post(token, '/api/design-actions', { type, metadata })).statusCode, type).toBe(400);
    }
  });

  it('answers 401 to anonymous callers', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/design-actions'],
      ['GET', `/api/design-actions/${id}`],
      ['GET', `/api/design-variations/${id}`],
      ['POST', '/api/design-sessions'],
      ['POST', '/api/design-sessions/summary'],
      ['GET', `/api/design-sessions/${id}`],
      ['POST', '/api/prompt-prefill/logo-design'],
      ['GET', '/api/spring/generation'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('design action pipeline', () => {
  it('creates a session, reserves credits, runs to completed with assets and a notification', async () => {
    const before = await balanceOf(token);
    const res = await post(token, '/api/design-actions', {
      type: 'ai-imagery',
      metadata: { prompt: 'lemons and mint on a summer table', imageCount: 2 },
    });
    expect(res.statusCode).toBe(201);
    const action = res.json().data.designAction;
    expect(action.sessionId).toBeTruthy();
    expect(action.status).toBe('pending');
    expect(action.images).toHaveLength(2);
    expect(await balanceOf(token)).toBe(before - 6);

    expect(await runDesignAction(jobDeps(), action.id)).toBe('completed');
    const done = (await get(token, `/api/design-actions/${action.id}`)).json().data;
    expect(done.status).toBe('completed');
    expect(done.routesSummary.routes).toHaveLength(2);
    for (const image of done.images) {
      expect(image).toMatchObject({ status: 'completed', provider: 'local' });
      expect(image.assetId).toBeTruthy();
      expect(image.score).toBeGreaterThan(0);
    }
    const [ledger] = await t.db.select().from(creditHistory).where(eq(creditHistory.reference, action.id));
    expect(ledger?.status).toBe('completed');
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    const note = notes.find((n) => n.type === 'design_action_ai_imagery_complete');
    expect(note?.deeplink).toBe(`/dashboard/sessions/${action.sessionId}`);
    expect(note?.queryKeys).toContainEqual(['design-action', action.id]);

    const session = (await get(token, `/api/design-sessions/${action.sessionId}`)).json().data;
    expect(session.events.map((e: { type: string }) => e.type)).toEqual([
      'design_action_created',
      'design_action_completed',
    ]);
    const summary = (await post(token, '/api/design-sessions/summary', {})).json();
    const row = summary.data.find((s: { id: string }) => s.id === action.sessionId);
    expect(row.numDesignRouteImages).toBe(2);
    expect(row.thumbnailUrl).toBeTruthy();

    // idempotent: a re-run changes nothing and never captures twice
    expect(await runDesignAction(jobDeps(), action.id)).toBe('skipped');
    expect(await balanceOf(token)).toBe(before - 6);
  });

  it('resumes after a worker died mid-job: completed images are kept, credits captured once', async () => {
    const local = localImageProvider({ size: 128 });
    // A worker killed after storing image 0 leaves the action generating: build that state.
    const res2 = await post(token, '/api/design-actions', {
      type: 'logo-design',
      metadata: { brand: 'Crashco' },
    });
    const a2 = res2.json().data.designAction;
    await t.db.update(designActions).set({ status: 'generating' }).where(eq(designActions.id, a2.id));
    const first = await local.generate({
      actionId: a2.id,
      actionType: 'logo-design',
      metadata: { brand: 'Crashco' },
      index: 0,
      count: a2.images.length,
      seed: 1,
    });
    const stored = await assetsServiceFor(t.deps).storeGeneratedImage(userId, first.bytes, {
      metadata: { designActionImageId: a2.images[0].id, provider: 'local', score: 0.5 },
    });
    let generated = 0;
    const counting: ImageGenerationProvider = {
      name: 'local',
      generate: (req) => {
        generated++;
        return local.generate(req);
      },
    };
    expect(await runDesignAction(jobDeps({ imageProviders: () => [counting] }), a2.id)).toBe('completed');
    expect(generated).toBe(a2.images.length - 1);
    const images = await t.db
      .select()
      .from(designActionImages)
      .where(eq(designActionImages.designActionId, a2.id));
    expect(images.find((i) => i.position === 0)?.assetId).toBe(stored.id);
    const ledger = await t.db.select().from(creditHistory).where(eq(creditHistory.reference, a2.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.status).toBe('completed');
  });

  it('retries a flaky provider, then fails over to the next one', async () => {
    const res = await post(token, '/api/design-actions', {
      type: 'ai-imagery',
      metadata: { prompt: 'ocean', imageCount: 1 },
    });
    const action = res.json().data.designAction;
    const flaky: ImageGenerationProvider = {
      name: 'flaky',
      generate: async () => {
        throw new ImageGenerationError('HTTP 503', true);
      },
    };
    expect(
      await runDesignAction(
        jobDeps({ imageProviders: () => [flaky, localImageProvider({ size: 128 })], maxAttempts: 2 }),
        action.id,
      ),
    ).toBe('completed');
    const done = (await get(token, `/api/design-actions/${action.id}`)).json().data;
    expect(done.retryCount).toBe(2);
    expect(done.lastRetriedAt).toBeTruthy();
    expect(done.images[0]).toMatchObject({ status: 'completed', provider: 'local', retryCount: 2 });
  });

  it('an image that succeeds on a retry puts the action back to generating, retry count kept', async () => {
    const action = (
      await post(token, '/api/design-actions', {
        type: 'ai-imagery',
        metadata: { prompt: 'pears', imageCount: 2 },
      })
    ).json().data.designAction;
    const local = localImageProvider({ size: 128 });
    // What the action shows each time an image is asked for: the first attempt fails once.
    const seen: string[] = [];
    const failsOnce: ImageGenerationProvider = {
      name: 'local',
      generate: async (req) => {
        const [row] = await t.db.select().from(designActions).where(eq(designActions.id, action.id));
        seen.push(`${req.index}:${row!.status}`);
        if (seen.length === 1) throw new ImageGenerationError('HTTP 503', true);
        return local.generate(req);
      },
    };
    expect(await runDesignAction(jobDeps({ imageProviders: () => [failsOnce] }), action.id)).toBe(
      'completed',
    );
    expect(seen).toEqual(['0:generating', '0:retrying', '1:generating']);
    const done = (await get(token, `/api/design-actions/${action.id}`)).json().data;
    expect(done).toMatchObject({ status: 'completed', retryCount: 1 });
    expect(done.lastRetriedAt).toBeTruthy();
    expect(done.images.map((i: { retryCount: number }) => i.retryCount)).toEqual([1, 0]);
  });

  it('permanent provider failure → error, credits released, error notification', async () => {
    const before = await balanceOf(token);
    const res = await post(token, '/api/design-actions', {
      type: 'ai-imagery',
      metadata: { prompt: 'fail me', imageCount: 3 },
    });
    const action = res.json().data.designAction;
    expect(await balanceOf(token)).toBe(before - 9);
    const broken: ImageGenerationProvider = {
      name: 'broken',
      generate: async () => {
        throw new ImageGenerationError('content policy', false);
      },
    };
    expect(await runDesignAction(jobDeps({ imageProviders: () => [broken] }), action.id)).toBe('error');
    const done = (await get(token, `/api/design-actions/${action.id}`)).json().data;
    expect(done.status).toBe('error');
    expect(done.error).toBe('content policy');
    expect(await balanceOf(token)).toBe(before);
    const [ledger] = await t.db.select().from(creditHistory).where(eq(creditHistory.reference, action.id));
    expect(ledger?.status).toBe('cancelled');
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'design_generation_error')));
    expect(notes.some((n) => n.title === DESIGN_FLOW_TEXTS['ai-imagery'].errorTitle)).toBe(true);
  });

  it('variant range with a source asset completes and exposes its variation', async () => {
    const asset = await ownAsset(userId);
    const res = await post(token, '/api/design-actions', {
      type: 'variant-range',
      metadata: { sourceAssetId: asset.id, userInstructions: 'mango and lime', imageCount: 2 },
    });
    expect(res.statusCode).toBe(201);
    const action = res.json().data.designAction;
    expect(await runDesignAction(jobDeps(), action.id)).toBe('completed');
    const session = (await get(token, `/api/design-sessions/${action.sessionId}`)).json().data;
    expect(session.id).toBe(action.sessionId);
    // The answer names the variation, so a client can reach GET /api/design-variations/{id}.
    expect(action.designVariationId).toEqual(expect.any(String));
    expect((await get(token, `/api/design-actions/${action.id}`)).json().data.designVariationId).toBe(
      action.designVariationId,
    );
    const v = (await get(token, `/api/design-variations/${action.designVariationId}`)).json().data;
    expect(v).toMatchObject({ type: 'user-instructions', status: 'completed', numberOfImagesCompleted: 2 });
    expect(v.images).toHaveLength(2);
    expect((await get(other, `/api/design-variations/${action.designVariationId}`)).statusCode).toBe(404);
  });

  it('packaging range writes a packaging-range variation with its images', async () => {
    const asset = await ownAsset(userId);
    const res = await post(token, '/api/design-actions', {
      type: 'packaging-range',
      metadata: { sourceAssetId: asset.id, productsTypes: [{ product: 'Jar' }, { product: 'Pouch' }] },
    });
    expect(res.statusCode).toBe(201);
    const action = res.json().data.designAction;
    const [variation] = await t.db
      .select()
      .from(designVariations)
      .where(eq(designVariations.designActionId, action.id));
    expect(variation).toMatchObject({ type: 'packaging-range', status: 'pending', sourceAssetId: asset.id });
    expect(action.designVariationId).toBe(variation!.id);
    expect(await runDesignAction(jobDeps(), action.id)).toBe('completed');
    const done = (await get(token, `/api/design-actions/${action.id}`)).json().data;
    const v = (await get(token, `/api/design-variations/${variation!.id}`)).json().data;
    expect(v).toMatchObject({
      type: 'packaging-range',
      status: 'completed',
      designActionId: action.id,
      sourceAssetId: asset.id,
      numberOfImagesRequested: 2,
      numberOfImagesCompleted: 2,
    });
    expect(v.images.map((i: { assetId: string }) => i.assetId)).toEqual(
      done.images.map((i: { assetId: string }) => i.assetId),
    );
    expect(v.images.every((i: { url: string | null }) => i.url)).toBe(true);
    expect((await get(other, `/api/design-variations/${variation!.id}`)).statusCode).toBe(404);
  });

  it("AI imagery's reference image reaches the provider; the engine takes its palette from it", async () => {
    const reference = await ownAsset(userId);
    const action = (
      await post(token, '/api/design-actions', {
        type: 'ai-imagery',
        metadata: { prompt: 'a still life', imageCount: 1, referenceAssetId: reference.id },
      })
    ).json().data.designAction;
    const local = localImageProvider({ size: 128 });
    const sent: (string | undefined)[] = [];
    const recording: ImageGenerationProvider = {
      name: 'local',
      generate: (req) => {
        sent.push(req.source?.assetId);
        return local.generate(req);
      },
    };
    expect(await runDesignAction(jobDeps({ imageProviders: () => [recording] }), action.id)).toBe(
      'completed',
    );
    expect(sent).toEqual([reference.id]);
    const done = (await get(token, `/api/design-actions/${action.id}`)).json().data;
    const [stored] = await t.db.select().from(assets).where(eq(assets.id, done.images[0].assetId));
    const meta = stored!.metadata as { reference?: unknown; document: { palette: { primary: string } } };
    expect(meta.reference).toEqual({ assetId: reference.id, use: 'palette' });
    expect(meta.document.palette.primary).toBe('#CC6633'); // ownAsset's colour

    // A moodboard sends its first reference image.
    const second = await ownAsset(userId);
    const board = (
      await post(token, '/api/design-actions', {
        type: 'brand-moodboard',
        metadata: { prompt: 'coastal calm', imageCount: 1, referenceAssetIds: [second.id, reference.id] },
      })
    ).json().data.designAction;
    sent.length = 0;
    expect(await runDesignAction(jobDeps({ imageProviders: () => [recording] }), board.id)).toBe('completed');
    expect(sent).toEqual([second.id]);
  });

  it('answers 402 with the flow text when credits are short', async () => {
    const tok = await t.signIn('poor@actions.test');
    const uid = (await get(tok, '/api/users/me')).json().data.userId;
    await balanceOf(tok);
    await t.db.update(userCredits).set({ currentAllowanceBalance: 2 }).where(eq(userCredits.userId, uid));
    const { id: sourceAssetId } = await ownAsset(uid);
    const products = ['Jar', 'Pouch', 'Can'].map((product) => ({ product }));
    for (const [type, metadata, message] of [
      ['ai-imagery', { prompt: 'x', imageCount: 1 }, CREDIT_MESSAGES.insufficientFor.images],
      ['LOGO_DESIGN', { brand: 'Poor' }, CREDIT_MESSAGES.insufficientFor.logos],
      [
        'variant-range',
        { sourceAssetId, userInstructions: 'mango', imageCount: 1 },
        'Please add more credits to your account to generate your variations',
      ],
      [
        'product-photoshoot',
        { referenceImageAssetId: sourceAssetId, audience: 'a', productCategory: 'b', useCase: 'c' },
        'Please add more credits to generate your photoshoot',
      ],
      [
        'packaging-range',
        { sourceAssetId, productsTypes: products },
        'Please add more credits to your account to generate your packaging range',
      ],
    ] as const) {
      const res = await post(tok, '/api/design-actions', { type, metadata });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ message, error: { code: 'insufficient_credits' } });
    }
    // nothing was created
    expect(await t.db.select().from(designActions).where(eq(designActions.userId, uid))).toHaveLength(0);
  });

  it("404s on others' actions, sessions, remix sources and assets", async () => {
    const res = await post(token, '/api/design-actions', {
      type: 'ai-imagery',
      metadata: { prompt: 'mine', imageCount: 1 },
    });
    const action = res.json().data.designAction;
    expect((await get(other, `/api/design-actions/${action.id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/design-actions/not-a-uuid`)).statusCode).toBe(404);
    expect((await get(other, `/api/design-sessions/${action.sessionId}`)).statusCode).toBe(404);
    const remix = await post(other, '/api/design-actions', {
      type: 'ai-imagery',
      remixedFromId: action.id,
      metadata: { prompt: 'copy', imageCount: 1 },
    });
    expect(remix.statusCode).toBe(404);
    const intoSession = await post(other, '/api/design-actions', {
      type: 'ai-imagery',
      sessionId: action.sessionId,
      metadata: { prompt: 'copy', imageCount: 1 },
    });
    expect(intoSession.statusCode).toBe(404);
    const asset = await ownAsset(userId);
    const steal = await post(other, '/api/design-actions', {
      type: 'variant-range',
      metadata: { sourceAssetId: asset.id, userInstructions: 'x' },
    });
    expect(steal.statusCode).toBe(404);
    // an uploaded logo ('Add logo') must be the caller's too, and is kept for the providers
    const logoOf = (tok: string) =>
      post(tok, '/api/design-actions', {
        type: 'logo-design',
        metadata: { brand: 'Solbrew', logoAssetId: asset.id },
      });
    expect((await logoOf(other)).statusCode).toBe(404);
    const logo = await logoOf(token);
    expect(logo.statusCode).toBe(201);
    expect(logo.json().data.designAction.metadata.logoAssetId).toBe(asset.id);
    // the owner may remix their own action
    const own = await post(token, '/api/design-actions', {
      type: 'ai-imagery',
      remixedFromId: action.id,
      sessionId: action.sessionId,
      metadata: { prompt: 'again', imageCount: 1 },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.designAction).toMatchObject({
      remixedFromId: action.id,
      sessionId: action.sessionId,
    });
  });
});
