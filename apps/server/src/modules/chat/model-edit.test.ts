/**
 * Issue 29: an image without a design document (an upload, a vendor-made design) edited by an
 * image-edit model when one is configured (here a local fake of fal's queue API): the output is
 * a child of the edited image, made by the model from the image and the instruction, charged as
 * any chat edit; a model's refusal charges nothing; a burst charges exactly.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { falContentRefusal, startFakeFal } from '../../../test/vendors.ts';
import { assets, creditHistory, userCredits } from '../../db/schema/index.ts';
import { runDesignAction } from '../actions/pipeline.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { runChatTurn } from './turn.ts';

const KEY = 'fal-chat-edit-key';
let t: TestApp;
let dataDir: string;
let fal: Awaited<ReturnType<typeof startFakeFal>>;
let token: string;
let userId: string;
let sessionId: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const balance = async () => (await get('/api/credits/balance')).json().data.balance as number;
const upload = async (hex = '#aa3300') =>
  assetsServiceFor(t.deps).storeGeneratedImage(userId, await solidPng(120, 160, hex), {
    visibility: 'private',
  });
const send = (assetId: string, body: Record<string, unknown>) =>
  post('/api/chat/messages', { assetId, designSessionId: sessionId, ...body });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-model-edit-'));
  fal = await startFakeFal(KEY);
  t = await createTestApp({
    DATA_DIR: dataDir,
    CHAT_SYNC_WAIT_MS: '0',
    IMAGE_PROVIDERS: 'fal',
    FAL_KEY: KEY,
    FAL_QUEUE_URL: fal.url,
  });
  token = await t.signIn('maker@model-edit.test');
  userId = (await get('/api/users/me')).json().data.userId;
  sessionId = (await post('/api/design-sessions', { name: 'Edit' })).json().data.session.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await fal.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => fal.reset());

describe('chat edits of images without a design document, by an image-edit model', () => {
  it('"change the brand name to NORDA" on an uploaded pack photo: a child image made by Kontext, 5 credits', async () => {
    const photo = await upload();
    const before = await balance();
    const res = await send(photo.id, { content: 'change the brand name to NORDA' });
    expect(res.statusCode, res.body).toBe(202);
    const conversationId = res.json().data.conversationId;
    expect(await balance()).toBe(before - 5);
    expect(await runChatTurn(t.services, conversationId)).toBe('completed');
    expect(await balance()).toBe(before - 5);

    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/flux-pro/kontext');
    expect(String(sub!.input.prompt)).toContain("Change the brand name on the packaging to 'NORDA'");
    expect(String(sub!.input.prompt)).toContain('Keep everything else exactly the same');
    expect(sub!.input.num_images).toBe(1);
    expect(String(sub!.input.image_url)).toMatch(/^data:image\/png;base64,/);

    const conversation = (await get(`/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.status).toBe('standby');
    const children = await t.db.select().from(assets).where(eq(assets.parentId, photo.id));
    expect(children).toHaveLength(1);
    expect(children[0]!.metadata).toMatchObject({
      provider: 'fal',
      model: 'fal-ai/flux-pro/kontext',
      prompt: sub!.input.prompt,
    });
  }, 60_000);

  it('a design the cloud model made (no document) is edited the same way: Kontext, a child, 5 credits', async () => {
    const made = await post('/api/design-actions', {
      type: 'packaging-generation',
      metadata: { brand: 'Hedgerow', packagingImage: 'drinks-can', imageCount: 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const action = made.json().data.designAction;
    expect(await runDesignAction({ ...t.services, backoffMs: 0 }, action.id)).toBe('completed');
    expect(fal.submissions.map((s) => s.model)).toEqual(['fal-ai/flux/dev']);
    const session = (await get(`/api/design-sessions/${action.sessionId}`)).json().data;
    const designId = session.designActions[0].images[0].assetId as string;
    const [design] = await t.db.select().from(assets).where(eq(assets.id, designId));
    expect(design!.metadata).not.toHaveProperty('document');

    fal.reset();
    const before = await balance();
    const res = await post('/api/chat/messages', {
      assetId: designId,
      designSessionId: action.sessionId,
      content: 'change the brand name to NORDA',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await runChatTurn(t.services, res.json().data.conversationId)).toBe('completed');
    expect(await balance()).toBe(before - 5);
    expect(fal.submissions.map((s) => s.model)).toEqual(['fal-ai/flux-pro/kontext']);
    expect(String(fal.submissions[0]!.input.prompt)).toContain(
      "Change the brand name on the packaging to 'NORDA'",
    );
    const children = await t.db.select().from(assets).where(eq(assets.parentId, designId));
    expect(children).toHaveLength(1);
    expect(children[0]!.metadata).toMatchObject({ provider: 'fal', model: 'fal-ai/flux-pro/kontext' });
  }, 60_000);

  it('meta.json says an image-edit model is configured (the toolbox offers every tool on such images)', async () => {
    const meta = await t.app.inject({ method: 'GET', url: '/api/meta.json' });
    expect(meta.json()).toMatchObject({ imageEditModel: true });
  });

  it('an instruction the reader has no operation for goes to the model as it is; a question is answered free', async () => {
    const photo = await upload('#225566');
    const before = await balance();
    const res = await send(photo.id, { content: 'put a cartoon mascot on the front' });
    expect(res.statusCode, res.body).toBe(202);
    expect(await runChatTurn(t.services, res.json().data.conversationId)).toBe('completed');
    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/flux-pro/kontext');
    expect(String(sub!.input.prompt)).toContain('The request: "put a cartoon mascot on the front".');
    expect(await balance()).toBe(before - 5);

    fal.reset();
    const question = await send(photo.id, { content: 'what do you think of it?' });
    expect(question.statusCode, question.body).toBe(200);
    expect(question.json().data.aiMessage.content).toContain('Nothing was charged');
    expect(fal.submissions).toHaveLength(0);
    expect(await balance()).toBe(before - 5);
  }, 60_000);

  it('variationCount 3 → one request for three images, three children, charged per image', async () => {
    const photo = await upload('#336699');
    const before = await balance();
    const res = await send(photo.id, { content: 'show it as a pouch', variationCount: 3 });
    expect(res.statusCode, res.body).toBe(202);
    expect(await runChatTurn(t.services, res.json().data.conversationId)).toBe('completed');
    expect(fal.submissions.map((s) => s.input.num_images)).toEqual([3]);
    const children = await t.db.select().from(assets).where(eq(assets.parentId, photo.id));
    expect(children).toHaveLength(3);
    expect(await balance()).toBe(before - 15);
  }, 60_000);

  it('the model answers 2 of the 3 images asked: two children, 10 credits kept, 5 released', async () => {
    const photo = await upload('#446688');
    const before = await balance();
    fal.script({ imagesReturned: 2 });
    const res = await send(photo.id, { content: 'show it as a pouch', variationCount: 3 });
    expect(res.statusCode, res.body).toBe(202);
    const conversationId = res.json().data.conversationId;
    expect(await balance()).toBe(before - 15);
    expect(await runChatTurn(t.services, conversationId)).toBe('completed');
    expect(fal.submissions.map((s) => s.input.num_images)).toEqual([3]);
    const children = await t.db.select().from(assets).where(eq(assets.parentId, photo.id));
    expect(children).toHaveLength(2);
    expect(await balance()).toBe(before - 10);
    const [row] = await t.db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.reference, res.json().data.userMessage.id));
    expect(row).toMatchObject({ amount: -10, status: 'completed' });
    const conversation = (await get(`/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.messages.at(-1).content).toContain('made 2 of the 3 images');
    expect(
      conversation.messages.at(-1).outputAssets ?? conversation.messages.at(-1).outputAssetIds,
    ).toHaveLength(2);
  }, 60_000);

  it("the model's refusal is the AI's message, nothing is charged, and the conversation goes on", async () => {
    const photo = await upload('#117733');
    const before = await balance();
    fal.script({
      submit: [falContentRefusal()],
    });
    const res = await send(photo.id, { content: 'change the brand name to NORDA' });
    const conversationId = res.json().data.conversationId;
    expect(await runChatTurn(t.services, conversationId)).toBe('error');
    expect(await balance()).toBe(before);
    const conversation = (await get(`/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.status).toBe('standby');
    expect(conversation.messages.at(-1).content).toContain(
      'Prompt flagged by the content checker. Nothing was charged.',
    );

    const again = await send(photo.id, { content: 'change the brand name to NORDA', conversationId });
    expect(again.statusCode, again.body).toBe(202);
    expect(await runChatTurn(t.services, conversationId)).toBe('completed');
    expect(await balance()).toBe(before - 5);
  }, 60_000);

  it('Replace logo sends the new logo as a reference to the multi-image model; Upscale goes to the upscaler model', async () => {
    const photo = await upload('#663399');
    const logo = await upload('#ffffff');
    const res = await send(photo.id, {
      content: 'Replace logo',
      metadata: { toolbox: { tool: 'replace-logo', description: 'our new leaf logo', logoAssetId: logo.id } },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await runChatTurn(t.services, res.json().data.conversationId)).toBe('completed');
    const [sub] = fal.submissions;
    expect(sub!.model).toBe('fal-ai/flux-pro/kontext/multi');
    expect(sub!.input.image_urls).toHaveLength(2);
    expect(String(sub!.input.prompt)).toMatch(
      /^Replace the logo on the packaging with the logo in the reference image: our new leaf logo\./,
    );

    fal.reset();
    const up = await send(photo.id, {
      content: 'Upscale',
      metadata: { toolbox: { tool: 'upscale', size: 2 } },
    });
    expect(up.statusCode, up.body).toBe(202);
    expect(await runChatTurn(t.services, up.json().data.conversationId)).toBe('completed');
    expect(fal.submissions.map((s) => [s.model, s.input.upscale_factor])).toEqual([
      ['fal-ai/clarity-upscaler', 2],
    ]);
    const [upscaled] = await t.db
      .select()
      .from(assets)
      .where(eq(assets.parentId, photo.id))
      .orderBy(desc(assets.createdAt))
      .limit(1);
    expect([upscaled!.width, upscaled!.height]).toEqual([240, 320]);
    expect(upscaled!.metadata).toMatchObject({
      provider: 'fal',
      model: 'fal-ai/clarity-upscaler',
      prompt: 'Upscale 2×',
    });
  }, 60_000);

  it('see all angles: one request per view, four children, each asking for its side', async () => {
    const photo = await upload('#994400');
    const res = await send(photo.id, { content: 'see all angles' });
    expect(res.statusCode, res.body).toBe(202);
    expect(await runChatTurn(t.services, res.json().data.conversationId)).toBe('completed');
    expect(fal.submissions).toHaveLength(4);
    // the four calls run at once: compared in any order
    const asked = fal.submissions.map((s) => String(s.input.prompt).match(/Show the ([a-z -]+) view/)?.[1]);
    expect(asked.sort()).toEqual(['back', 'front', 'three quarter left', 'three quarter right']);
    const children = await t.db.select().from(assets).where(eq(assets.parentId, photo.id));
    expect(children).toHaveLength(4);
  }, 60_000);

  it('a burst of parallel edits the model answers short: every answer 202 or 402, each charged for what came back', async () => {
    const photos = await Promise.all(['#a10000', '#00a100', '#0000a1', '#a1a100', '#00a1a1'].map(upload));
    await balance();
    // room for three reservations of 15, not four
    await t.db.update(userCredits).set({ currentAllowanceBalance: 50 }).where(eq(userCredits.userId, userId));
    const before = await balance();
    fal.script({ imagesReturned: 2 });
    const answers = await Promise.all(
      photos.map((p) => send(p.id, { content: 'show it as a pouch', variationCount: 3 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 202, 202, 402, 402]);
    const accepted = answers.filter((a) => a.statusCode === 202);
    const outcomes = await Promise.all(
      accepted.map((a) => runChatTurn(t.services, a.json().data.conversationId)),
    );
    expect(outcomes).toEqual(['completed', 'completed', 'completed']);
    expect(await balance()).toBe(before - 3 * 10);
    const rows = await Promise.all(
      accepted.map(
        async (a) =>
          (
            await t.db
              .select()
              .from(creditHistory)
              .where(eq(creditHistory.reference, a.json().data.userMessage.id))
          )[0],
      ),
    );
    expect(rows.map((r) => [r!.amount, r!.status])).toEqual([
      [-10, 'completed'],
      [-10, 'completed'],
      [-10, 'completed'],
    ]);
  }, 120_000);

  it('a burst of parallel edits: every answer 202 or 402, charged exactly for those accepted', async () => {
    const photos = await Promise.all(['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa'].map(upload));
    await balance();
    await t.db.update(userCredits).set({ currentAllowanceBalance: 15 }).where(eq(userCredits.userId, userId));
    const before = await balance();
    const answers = await Promise.all(
      photos.map((p) => send(p.id, { content: 'change the brand name to NORDA' })),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 202 || s === 402)).toBe(true);
    const accepted = answers.filter((a) => a.statusCode === 202);
    expect(accepted.length).toBe(Math.min(photos.length, Math.floor(before / 5)));
    const outcomes = await Promise.all(
      accepted.map((a) => runChatTurn(t.services, a.json().data.conversationId)),
    );
    expect(outcomes.every((o) => o === 'completed')).toBe(true);
    expect(await balance()).toBe(before - 5 * accepted.length);
    const captured = await t.db.select().from(creditHistory).where(eq(creditHistory.userId, userId));
    expect(captured.length).toBeGreaterThan(0);
  }, 120_000);
});
