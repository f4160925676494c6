import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CREDIT_COSTS, EXTRACTION_MESSAGES } from '@packsmith/core';
import {
  generatePackagingConcepts,
  type PackagingDocument,
  packagingFormSchema,
  renderThumbnail,
} from '@packsmith/render';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, notifications, userCredits } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';

let t: TestApp;
let dataDir: string;
let maker: string;
let makerId: string;
let other: string;
let staff: string;
let uploader: string;
let uploaderId: string;

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const extract = (tok: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/extractions', headers: tok ? t.bearer(tok) : {}, payload });
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;

let design: string;
let designDoc: PackagingDocument;
/** A packaging design of the user's, stored with its document as the generator stores it. */
async function storeDesignFor(uid: string) {
  const png = await renderThumbnail(designDoc, { size: 320, format: 'png' });
  return (await assetsServiceFor(t.deps).storeGeneratedImage(uid, png, { metadata: { document: designDoc } }))
    .id;
}

/** A photo of a label at an angle: a red/blue label (quad below) on a grey table, drawn in SVG. */
async function labelPhoto(uid: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="#808080"/>
    <polygon points="80,40 320,60 300,250 100,270" fill="#1e50d2"/>
    <polygon points="80,40 200,50 200,260 100,270" fill="#dc2828"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return (
    await assetsServiceFor(t.deps).storeGeneratedImage(uid, png, {
      visibility: 'private',
      category: 'ARTWORK',
    })
  ).id;
}
const corners = [
  { x: 80 / 400, y: 40 / 300 },
  { x: 320 / 400, y: 60 / 300 },
  { x: 300 / 400, y: 250 / 300 },
  { x: 100 / 400, y: 270 / 300 },
];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-extractor-'));
  t = await createTestApp({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  maker = await t.signIn('maker@extract.test');
  other = await t.signIn('other@extract.test');
  staff = await t.signIn('ops@packsmith.app');
  uploader = await t.signIn('uploader@extract.test');
  uploaderId = (await get(uploader, '/api/users/me')).json().data.userId;
  makerId = (await get(maker, '/api/users/me')).json().data.userId;
  const [concept] = await generatePackagingConcepts(
    packagingFormSchema.parse({ brand: 'Solbrew', packagingImage: 'mailer-box', slogan: 'Cold and bright' }),
    { count: 1, seed: 11, render: false },
  );
  designDoc = concept!.document as PackagingDocument;
  design = await storeDesignFor(makerId);
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/extractions', () => {
  it('an engine design: every panel rendered flat from its document, stored as ARTWORK EXTRACTION, 50 credits', async () => {
    const before = await balanceOf(maker);
    const res = await extract(maker, { assetId: design });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.method).toBe('document');
    expect(data.outputs.map((o: { name: string }) => o.name).sort()).toEqual([
      'back',
      'front',
      'side',
      'side-2',
    ]);
    expect(await balanceOf(maker)).toBe(before - CREDIT_COSTS.artworkExtraction);
    const rows = await t.db
      .select()
      .from(assets)
      .where(and(eq(assets.userId, makerId), eq(assets.fileCategory, 'ARTWORK EXTRACTION')));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.parentId === design)).toBe(true);
    // the front panel at the mailer's own proportions (250 × 180 mm)
    const front = data.outputs.find((o: { name: string }) => o.name === 'front');
    const img = await t.app.inject({
      method: 'GET',
      url: new URL(front.url, 'http://x').pathname + new URL(front.url, 'http://x').search,
      headers: t.bearer(maker),
    });
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.width! / meta.height!).toBeCloseTo(250 / 180, 1);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, makerId), eq(notifications.type, 'extraction_complete')));
    expect(notes).toHaveLength(1);
    const list = (await get(maker, '/api/extractions')).json();
    expect(list.data[0].id).toBe(data.id);
    expect((await get(maker, `/api/extractions/${data.id}`)).json().data.outputs).toHaveLength(4);
  });

  it('an upload: the marked quadrilateral un-warped into a flat label (red left, blue right)', async () => {
    const photo = await labelPhoto(uploaderId);
    const res = await extract(uploader, { assetId: photo, corners });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.method).toBe('unwarp');
    expect(data.corners).toEqual(corners);
    const [out] = data.outputs;
    const img = await t.app.inject({
      method: 'GET',
      url: new URL(out.url, 'http://x').pathname + new URL(out.url, 'http://x').search,
      headers: t.bearer(uploader),
    });
    const { data: px, info } = await sharp(img.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (fx: number, fy: number) => {
      const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
      return [px[i]!, px[i + 1]!, px[i + 2]!];
    };
    expect(at(0.2, 0.5)[0]).toBeGreaterThan(180); // red half
    expect(at(0.8, 0.5)[2]).toBeGreaterThan(180); // blue half
    // nothing of the grey table inside
    for (const [fx, fy] of [
      [0.03, 0.03],
      [0.97, 0.03],
      [0.97, 0.97],
      [0.03, 0.97],
    ] as const)
      expect(at(fx, fy)).not.toEqual([128, 128, 128]);
  });
});

describe('bad input', () => {
  it('an upload without corners, with 3 corners or crossed corners → 400; nothing charged', async () => {
    const photo = await labelPhoto(makerId);
    const before = await balanceOf(maker);
    const cases: [object, string][] = [
      [{ assetId: photo }, EXTRACTION_MESSAGES.cornersRequired],
      [{ assetId: photo, corners: corners.slice(0, 3) }, EXTRACTION_MESSAGES.corners],
      [
        { assetId: photo, corners: [corners[0], corners[2], corners[1], corners[3]] },
        EXTRACTION_MESSAGES.notQuad,
      ],
      [{ assetId: photo, corners: [...corners.slice(0, 3), { x: 2, y: 0 }] }, ''],
      [{}, EXTRACTION_MESSAGES.imageRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await extract(maker, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await balanceOf(maker)).toBe(before);
  });

  it('another user’s image or an unknown id → 404; anonymous → 401; another user’s extraction → 404', async () => {
    for (const id of [design, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await extract(other, { assetId: id, corners });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EXTRACTION_MESSAGES.imageNotFound);
    }
    expect((await extract(null, { assetId: design })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/extractions' })).statusCode).toBe(401);
    const mine = (await get(maker, '/api/extractions')).json().data[0].id;
    expect((await get(other, `/api/extractions/${mine}`)).statusCode).toBe(404);
    expect((await get(other, '/api/extractions')).json().totalCount).toBe(0);
  });

  it('short of credits → 402 with the extraction message, nothing recorded', async () => {
    while ((await balanceOf(maker)) >= CREDIT_COSTS.artworkExtraction)
      expect((await extract(maker, { assetId: design })).statusCode).toBe(201);
    const count = (await get(maker, '/api/extractions')).json().totalCount;
    const res = await extract(maker, { assetId: design });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(EXTRACTION_MESSAGES.insufficient);
    expect((await get(maker, '/api/extractions')).json().totalCount).toBe(count);
  });
});

describe('GET /api/admin/artwork-extractions', () => {
  it('lists every extraction with its owner for staff; 404 for others', async () => {
    const res = await get(staff, '/api/admin/artwork-extractions');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    const owners = new Set(page.extractions.map((e: { ownerEmail: string }) => e.ownerEmail));
    expect(owners).toEqual(new Set(['maker@extract.test', 'uploader@extract.test']));
    expect(page.extractions.some((e: { method: string }) => e.method === 'unwarp')).toBe(true);
    const byEmail = (await get(staff, '/api/admin/artwork-extractions?q=other@extract.test')).json().data;
    expect(byEmail.totalCount).toBe(0);
    expect((await get(maker, '/api/admin/artwork-extractions')).statusCode).toBe(404);
  });
});

// After the staff list (which names every owner so far).
describe('money under a burst', () => {
  it('50 extractions at once with credits for 2: two recorded and charged, the rest 402', async () => {
    const burst = await t.signIn('burst@extract.test');
    const burstId = (await get(burst, '/api/users/me')).json().data.userId;
    await balanceOf(burst); // the account at its allowance first, then cut to two extractions
    await t.db
      .update(userCredits)
      .set({ currentAllowanceBalance: 2 * CREDIT_COSTS.artworkExtraction })
      .where(eq(userCredits.userId, burstId));
    const own = await storeDesignFor(burstId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => extract(burst, { assetId: own })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 402)).toHaveLength(48);
    for (const r of answers.filter((a) => a.statusCode === 402))
      expect(r.json().message).toBe(EXTRACTION_MESSAGES.insufficient);
    expect(await balanceOf(burst)).toBe(0);
    expect((await get(burst, '/api/extractions')).json().totalCount).toBe(2);
  }, 60_000);
});
