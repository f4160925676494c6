import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CREDIT_COSTS,
  JUDGE_CRITERIA,
  JUDGE_MESSAGES,
  type Tier,
  USER_IMAGE_CATEGORIES,
} from '@packsmith/core';
import {
  applyEdit,
  generatePackagingConcepts,
  type PackagingDocument,
  packagingFormSchema,
  renderThumbnail,
} from '@packsmith/render';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoOnWhite, solidPng, uploadAndSave } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, notifications, storedFiles, userCredits, users } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { type JudgeJobDeps, runJudge } from './pipeline.ts';

let t: TestApp;
let dataDir: string;
let paid: string;
let paidId: string;
let free: string;
let other: string;
let otherId: string;

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const evaluate = (tok: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/judge/evaluations',
    headers: tok ? t.bearer(tok) : {},
    payload,
  });
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;
const jobDeps = (): JudgeJobDeps => ({
  db: t.db,
  assets: t.services.assets,
  credits: t.services.credits,
  notifications: t.services.notifications,
  storage: t.deps.storage,
  realtime: t.deps.realtime,
  jobs: t.deps.jobs,
});
const setTier = (email: string, tier: Tier) => t.db.update(users).set({ tier }).where(eq(users.email, email));

let baseDoc: PackagingDocument;
/** A packaging design of the user's: a render with its document in the metadata, as the generator stores it. */
async function storeDesign(uid: string, doc: PackagingDocument = baseDoc) {
  const png = await renderThumbnail(doc, { size: 320, format: 'png' });
  const asset = await assetsServiceFor(t.deps).storeGeneratedImage(uid, png, { metadata: { document: doc } });
  return asset.id;
}
/** The same design recoloured grey on grey: the judge must find its text hard to read. */
const greyDoc = () =>
  applyEdit(baseDoc, {
    type: 'recolour',
    colours: [],
    palette: {
      background: '#9A9A9A',
      primary: '#8E8E8E',
      secondary: '#969696',
      accent: '#929292',
      ink: '#A0A0A0',
      paper: '#8A8A8A',
    },
  }) as PackagingDocument;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-judge-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  paid = await t.signIn('paid@judge.test');
  free = await t.signIn('free@judge.test');
  other = await t.signIn('other@judge.test');
  paidId = (await get(paid, '/api/users/me')).json().data.userId;
  otherId = (await get(other, '/api/users/me')).json().data.userId;
  await setTier('paid@judge.test', 'growth');
  await setTier('other@judge.test', 'growth');
  const [concept] = await generatePackagingConcepts(
    packagingFormSchema.parse({ brand: 'Solbrew', packagingImage: 'mailer-box', slogan: 'Cold and bright' }),
    { count: 1, seed: 11, render: false },
  );
  baseDoc = concept!.document as PackagingDocument;
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/judge/evaluations', () => {
  it('SINGLE on a Free user → 403 with the upsell reason, nothing charged', async () => {
    const freeId = (await get(free, '/api/users/me')).json().data.userId;
    const design = await storeDesign(freeId);
    const before = await balanceOf(free);
    const res = await evaluate(free, { mode: 'SINGLE', assetIds: [design] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(JUDGE_MESSAGES.upsellMessage);
    expect(res.json().error.code).toBe('upsell_required');
    expect(await balanceOf(free)).toBe(before);
  });

  it('SINGLE on a paid user → scores and notes on six criteria, balance down by the cost, judge_complete', async () => {
    const design = await storeDesign(paidId);
    const before = await balanceOf(paid);
    const res = await evaluate(paid, { mode: 'SINGLE', assetIds: [design] });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.status).toBe('pending');
    expect(created.creditCost).toBe(CREDIT_COSTS.judgeEvaluation);
    expect(await balanceOf(paid)).toBe(before - CREDIT_COSTS.judgeEvaluation);

    expect(await runJudge(jobDeps(), created.id)).toBe('completed');
    expect(await runJudge(jobDeps(), created.id)).toBe('skipped');
    expect(await balanceOf(paid)).toBe(before - CREDIT_COSTS.judgeEvaluation);

    const got = (await get(paid, `/api/judge/evaluations/${created.id}`)).json().data;
    expect(got.status).toBe('completed');
    expect(got.winnerAssetId).toBeNull();
    expect(got.summary).toMatch(/\/10 overall/);
    const [d] = got.designs;
    expect(d.assetId).toBe(design);
    expect(d.thumbnailUrl).toBeTruthy();
    expect(d.overall).toBeGreaterThan(0);
    expect(d.criteria.map((c: { key: string }) => c.key)).toEqual(JUDGE_CRITERIA.map((c) => c.key));
    for (const c of d.criteria) {
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(10);
      expect(c.note.length).toBeGreaterThan(10);
    }
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, paidId), eq(notifications.type, 'judge_complete')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.deeplink).toBe(`/judge?evaluationId=${created.id}`);

    const history = (await get(paid, '/api/credits/history?page=1')).json().data.history;
    expect(history).toContainEqual(
      expect.objectContaining({
        actionType: 'judge_eval',
        status: 'completed',
        amount: -CREDIT_COSTS.judgeEvaluation,
      }),
    );
  });

  it('MULTI with 3 designs → 3 × the cost and a winner (the readable design beats grey on grey)', async () => {
    const grey = await storeDesign(paidId, greyDoc());
    const good = await storeDesign(paidId);
    const grey2 = await storeDesign(paidId, greyDoc());
    const before = await balanceOf(paid);
    const res = await evaluate(paid, { mode: 'MULTI', assetIds: [grey, good, grey2] });
    expect(res.statusCode).toBe(201);
    expect(await balanceOf(paid)).toBe(before - 3 * CREDIT_COSTS.judgeEvaluation);
    expect(await runJudge(jobDeps(), res.json().data.id)).toBe('completed');
    const got = (await get(paid, `/api/judge/evaluations/${res.json().data.id}`)).json().data;
    expect(got.designs).toHaveLength(3);
    expect(got.winnerAssetId).toBe(good);
    expect(got.summary).toMatch(/^Design 2 wins/);
    const contrast = (i: number) =>
      got.designs[i].criteria.find((c: { key: string }) => c.key === 'colourContrast').score;
    expect(contrast(1)).toBeGreaterThan(contrast(0));
    expect(await balanceOf(paid)).toBe(before - 3 * CREDIT_COSTS.judgeEvaluation);

    const list = (await get(paid, '/api/judge/evaluations')).json();
    expect(list.totalCount).toBeGreaterThanOrEqual(2);
    expect(list.data[0].id).toBe(got.id);
  });

  it('an image whose stored file no longer decodes: failed, credits returned', async () => {
    const design = await storeDesign(paidId);
    const before = await balanceOf(paid);
    const res = await evaluate(paid, { mode: 'SINGLE', assetIds: [design] });
    const [file] = await t.db
      .select({ key: storedFiles.storageKey })
      .from(assets)
      .innerJoin(storedFiles, eq(storedFiles.id, assets.fileId))
      .where(eq(assets.id, design));
    await t.deps.storage.put(file!.key, Buffer.from('not an image'), 'image/png');
    expect(await runJudge(jobDeps(), res.json().data.id)).toBe('failed');
    expect(await balanceOf(paid)).toBe(before);
    const got = (await get(paid, `/api/judge/evaluations/${res.json().data.id}`)).json().data;
    expect(got.status).toBe('failed');
    expect(got.error).toBeTruthy();
  });

  it('the picker’s list holds every image the user owns (generations, edits, uploads, collected) and no one else’s', async () => {
    const lister = await t.signIn('lister@judge.test');
    const listerId = (await get(lister, '/api/users/me')).json().data.userId;
    const generated = await storeDesign(listerId);
    const edit = await storeDesign(listerId);
    await t.db
      .update(assets)
      .set({ metadata: { chatConversationId: 'c2' } })
      .where(eq(assets.id, edit));
    const upload = await uploadAndSave(t, lister, {
      bytes: await solidPng(80, 60, '#aa3300'),
      name: 'photo.png',
      type: 'image/png',
      category: 'PRODUCT_IMAGE',
    });
    const collected = await uploadAndSave(t, lister, {
      bytes: await solidPng(60, 80, '#0033aa'),
      name: 'moodboard.png',
      type: 'image/png',
      category: 'DESIGN INSPIRATION',
    });
    const col = await t.app.inject({
      method: 'POST',
      url: '/api/assets/collections',
      headers: t.bearer(lister),
      payload: { name: 'Moodboard' },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/assets/collections/${col.json().data.id}/items/add`,
      headers: t.bearer(lister),
      payload: { assetIds: [collected.id] },
    });
    expect(added.statusCode).toBeLessThan(300);
    const theirs = await storeDesign(otherId);
    const q = `fileCategories=${encodeURIComponent(USER_IMAGE_CATEGORIES.join(','))}&excludeProcessedAssets=true&limit=100`;
    const res = await get(lister, `/api/assets?${q}`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((a: { id: string }) => a.id);
    expect(new Set(ids)).toEqual(new Set([generated, edit, upload.id, collected.id]));
    expect(ids).not.toContain(theirs);
  });

  it('uploads and images with no document are rated from their pixels', async () => {
    const upload = await uploadAndSave(t, paid, {
      bytes: await logoOnWhite(),
      name: 'rival-pack.png',
      type: 'image/png',
      category: 'PACKAGING EVALUATION IMAGE',
    });
    const edited = await storeDesign(paidId);
    await t.db
      .update(assets)
      .set({ metadata: { chatConversationId: 'c1' } })
      .where(eq(assets.id, edited));
    const res = await evaluate(paid, { mode: 'MULTI', assetIds: [upload.id, edited] });
    expect(res.statusCode).toBe(201);
    expect(await runJudge(jobDeps(), res.json().data.id)).toBe('completed');
    const got = (await get(paid, `/api/judge/evaluations/${res.json().data.id}`)).json().data;
    expect(got.designs.map((d: { assetId: string }) => d.assetId)).toEqual([upload.id, edited]);
    for (const d of got.designs) {
      expect(d.criteria.map((c: { key: string }) => c.key)).toEqual(JUDGE_CRITERIA.map((c) => c.key));
      for (const c of d.criteria) expect(c.note).toMatch(/from the pixels/);
    }
  });
});

describe('bad input', () => {
  it('refuses wrong design counts, duplicates and unknown modes with 400', async () => {
    const a = await storeDesign(paidId);
    const b = await storeDesign(paidId);
    const cases: [object, string][] = [
      [{ mode: 'SINGLE', assetIds: [a, b] }, JUDGE_MESSAGES.single],
      [{ mode: 'SINGLE', assetIds: [] }, JUDGE_MESSAGES.single],
      [{ mode: 'MULTI', assetIds: [a] }, JUDGE_MESSAGES.multi],
      [{ mode: 'MULTI', assetIds: [a, b, a, b, a] }, JUDGE_MESSAGES.multi],
      [{ mode: 'MULTI', assetIds: [a, a] }, JUDGE_MESSAGES.duplicate],
    ];
    const before = await balanceOf(paid);
    for (const [payload, message] of cases) {
      const res = await evaluate(paid, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const payload of [{ mode: 'TRIPLE', assetIds: [a] }, { assetIds: [a] }, { mode: 'SINGLE' }, {}]) {
      expect((await evaluate(paid, payload as object)).statusCode).toBe(400);
    }
    expect(await balanceOf(paid)).toBe(before);
  });

  it('another user’s design, upload or an unknown id → 404', async () => {
    const foreign = await storeDesign(otherId);
    const foreignUpload = await uploadAndSave(t, other, {
      bytes: await solidPng(64, 64),
      name: 'theirs.png',
      type: 'image/png',
      category: 'PRODUCT_IMAGE',
    });
    for (const id of [foreign, foreignUpload.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await evaluate(paid, { mode: 'SINGLE', assetIds: [id] });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(JUDGE_MESSAGES.designNotFound);
    }
  });

  it('50 ratings at once with credits for 3: three recorded and charged, the rest 402, never below zero', async () => {
    const burst = await t.signIn('burst@judge.test');
    await setTier('burst@judge.test', 'growth');
    const burstId = (await get(burst, '/api/users/me')).json().data.userId;
    const design = await storeDesign(burstId);
    await balanceOf(burst); // the account at its tier's allowance first, then cut to three ratings
    await t.db
      .update(userCredits)
      .set({ currentAllowanceBalance: 3 * CREDIT_COSTS.judgeEvaluation })
      .where(eq(userCredits.userId, burstId));
    expect(await balanceOf(burst)).toBe(3 * CREDIT_COSTS.judgeEvaluation);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => evaluate(burst, { mode: 'SINGLE', assetIds: [design] })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(47);
    for (const r of answers.filter((a) => a.statusCode === 402))
      expect(r.json().message).toBe(JUDGE_MESSAGES.insufficient);
    expect(await balanceOf(burst)).toBe(0);
    expect((await get(burst, '/api/judge/evaluations')).json().totalCount).toBe(3);
    // another user cannot read them; anonymous cannot rate
    const [mine] = answers.filter((a) => a.statusCode === 201);
    expect((await get(other, `/api/judge/evaluations/${mine!.json().data.id}`)).statusCode).toBe(404);
    expect((await evaluate(null, { mode: 'SINGLE', assetIds: [design] })).statusCode).toBe(401);
  }, 60_000);

  it('short of credits → 402 with the judge message, nothing recorded', async () => {
    const designs = [await storeDesign(otherId), await storeDesign(otherId), await storeDesign(otherId)];
    const balance = await balanceOf(other);
    const rounds = Math.floor(balance / (3 * CREDIT_COSTS.judgeEvaluation));
    for (let i = 0; i < rounds; i++)
      expect((await evaluate(other, { mode: 'MULTI', assetIds: designs })).statusCode).toBe(201);
    const before = (await get(other, '/api/judge/evaluations')).json().totalCount;
    const res = await evaluate(other, { mode: 'MULTI', assetIds: designs });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(JUDGE_MESSAGES.insufficient);
    expect((await get(other, '/api/judge/evaluations')).json().totalCount).toBe(before);
  });

  it('anonymous → 401; another user’s evaluation → 404', async () => {
    const design = await storeDesign(paidId);
    expect((await evaluate(null, { mode: 'SINGLE', assetIds: [design] })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/judge/evaluations' })).statusCode).toBe(401);
    const mine = (await get(paid, '/api/judge/evaluations')).json().data[0].id;
    expect((await t.app.inject({ method: 'GET', url: `/api/judge/evaluations/${mine}` })).statusCode).toBe(
      401,
    );
    expect((await get(other, `/api/judge/evaluations/${mine}`)).statusCode).toBe(404);
    expect(
      (await get(other, '/api/judge/evaluations')).json().data.map((e: { id: string }) => e.id),
    ).not.toContain(mine);
    expect((await get(paid, '/api/judge/evaluations/nope')).statusCode).toBe(404);
    expect((await get(paid, '/api/judge/evaluations?limit=0')).statusCode).toBe(400);
  });
});
