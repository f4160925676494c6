import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHAT_EDIT_REPLIES, CHAT_MESSAGES } from '@packsmith/core';
import type { PackagingDocument } from '@packsmith/render';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEditableDesign } from '../../../test/designs.ts';
import { solidPng, uploadAndSave } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, creditHistory, storedFiles, userCredits } from '../../db/schema/index.ts';
import type { RealtimeMessage } from '../../providers/realtime/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { runChatTurn } from './turn.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let other: string;
let userId: string;
let sessionId: string;
let designId: string;
let design: PackagingDocument;
const events: RealtimeMessage[] = [];

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });
const send = (tok: string, body: Record<string, unknown>) =>
  post(tok, '/api/chat/messages', { assetId: designId, designSessionId: sessionId, ...body });
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;
const turn = (conversationId: string) => runChatTurn(t.services, conversationId);
const stagesOf = (conversationId: string) =>
  events
    .filter(
      (e) =>
        e.event === 'chat-progress' &&
        (e.data as { conversationId: string }).conversationId === conversationId,
    )
    .map((e) => (e.data as { stage: string }).stage);

const storeDesign = (uid: string) => storeEditableDesign(t.deps, uid);
const imageCount = async () => (await t.db.select().from(assets).where(eq(assets.userId, userId))).length;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-chat-'));
  t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '0' });
  const publish = t.deps.realtime.publish.bind(t.deps.realtime);
  t.deps.realtime.publish = async (message, tx) => {
    events.push(message);
    return publish(message, tx);
  };
  // several stages go out in one statement
  const publishMany = t.deps.realtime.publishMany.bind(t.deps.realtime);
  t.deps.realtime.publishMany = async (messages, tx) => {
    events.push(...messages);
    return publishMany(messages, tx);
  };
  token = await t.signIn('maker@chat.test');
  other = await t.signIn('other@chat.test');
  userId = (await get(token, '/api/users/me')).json().data.userId;
  sessionId = (await post(token, '/api/design-sessions', { name: 'Edit' })).json().data.session.id;
  ({ id: designId, document: design } = await storeDesign(userId));
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a chat turn on a generated packaging design', () => {
  let conversationId: string;

  it('"make it green": statuses to standby, a child asset with only the palette changed, 5 credits', async () => {
    const before = await balanceOf(token);
    const res = await send(token, { content: 'make it green' });
    expect(res.statusCode).toBe(202);
    const data = res.json().data;
    conversationId = data.conversationId;
    expect(data.status).toBe('queued');
    expect(data.aiMessage).toBeNull();
    expect(await balanceOf(token)).toBe(before - 5);

    // one turn per conversation at a time
    const busy = await send(token, { content: 'call it "Nordlys"', conversationId });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(CHAT_MESSAGES.busy);

    expect(await turn(conversationId)).toBe('completed');
    expect(await turn(conversationId)).toBe('skipped');
    expect(stagesOf(conversationId)).toEqual([
      'pending',
      'queued',
      'dispatched',
      'thinking',
      'generating_images',
      'finalizing',
      'completed',
    ]);
    const conversation = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.status).toBe('standby');
    expect(conversation.messages.map((m: { type: string }) => m.type)).toEqual(['user', 'ai']);
    expect(conversation.assets).toHaveLength(1);
    const output = conversation.assets[0];
    expect(output.parentId).toBe(designId);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, output.id));
    expect(row!.parentId).toBe(designId);
    const meta = row!.metadata as { document: PackagingDocument; operations: { type: string }[] };
    expect(meta.operations[0]!.type).toBe('recolour');
    expect(meta.document.palette).not.toEqual(design.palette);
    expect({ ...meta.document, palette: null }).toEqual({ ...design, palette: null });
    const ledger = await t.db.select().from(creditHistory).where(eq(creditHistory.userId, userId));
    expect(ledger.filter((r) => r.actionType === 'chat_image_generation').map((r) => r.status)).toEqual([
      'completed',
    ]);
    expect(await balanceOf(token)).toBe(before - 5);

    const existing = await get(
      token,
      `/api/chat/conversations/existing?sessionId=${sessionId}&assetId=${designId}`,
    );
    expect(existing.json().data.id).toBe(conversationId);

    // The Edit home's recent edits list what the editor made, not the design it started from.
    const edits = (await get(token, '/api/assets?editsOnly=true')).json();
    expect(edits.data.map((a: { id: string }) => a.id)).toEqual([output.id]);
  }, 60_000);

  it('recommends next actions from the conversation and the image: another colour leads after a recolour; owner only', async () => {
    const url = `/api/chat/conversations/${conversationId}/recommended-actions`;
    const res = await get(token, url);
    expect(res.statusCode, res.body).toBe(200);
    const actions = res.json().data as { id: string; kind: string; message?: string }[];
    expect(actions[0]).toMatchObject({ id: 'colour', kind: 'message' });
    expect(actions[0]!.message).not.toMatch(/green/i);
    expect(actions.map((a) => a.id)).toEqual(expect.arrayContaining(['see-angles', 'print']));

    const otherId = (await get(other, '/api/users/me')).json().data.userId;
    const { id: theirs } = await storeDesign(otherId);
    expect((await get(other, url)).statusCode).toBe(404);
    expect((await get(token, `${url}?assetId=${theirs}`)).statusCode).toBe(404);
    expect((await get(token, `${url}?assetId=not-an-id`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  }, 60_000);

  it('renames the brand and changes nothing else in the document', async () => {
    const res = await send(token, { content: "change the brand name to 'Nordlys'", conversationId });
    expect(res.statusCode).toBe(202);
    expect(await turn(conversationId)).toBe('completed');
    const conversation = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data;
    const [row] = await t.db
      .select()
      .from(assets)
      .where(eq(assets.id, conversation.assets.at(-1).id));
    const doc = (row!.metadata as { document: PackagingDocument }).document;
    expect(doc.text.brand).toBe('Nordlys');
    expect({ ...doc, text: { ...doc.text, brand: 'x' } }).toEqual({
      ...design,
      text: { ...design.text, brand: 'x' },
    });
  }, 60_000);

  it('variationCount 3 gives 3 outputs for 15 credits', async () => {
    const before = await balanceOf(token);
    const res = await send(token, { content: 'make it blue', variationCount: 3, conversationId });
    expect(res.statusCode).toBe(202);
    expect(await balanceOf(token)).toBe(before - 15);
    expect(await turn(conversationId)).toBe('completed');
    const conversation = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.messages.at(-1).outputAssets).toHaveLength(3);
    expect(await balanceOf(token)).toBe(before - 15);
  }, 90_000);

  it('"show me three colour options" makes three schemes for 15 credits; without a number it asks, free', async () => {
    // its own person, so the shared balance of the tests after it is untouched
    const tok = await t.signIn('options@chat.test');
    const uid = (await get(tok, '/api/users/me')).json().data.userId;
    const session = (await post(tok, '/api/design-sessions', { name: 'Options' })).json().data.session.id;
    const { id: assetId } = await storeDesign(uid);
    const say = (content: string, conversation?: string) =>
      post(tok, '/api/chat/messages', {
        assetId,
        designSessionId: session,
        content,
        ...(conversation ? { conversationId: conversation } : {}),
      });
    const before = await balanceOf(tok);
    const asked = await say('show me a few colour options');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.aiMessage.content).toMatch(
      /^How many colour options should I make\?.*Nothing was charged\.$/,
    );
    expect(await balanceOf(tok)).toBe(before);
    const res = await say('show me three colour options', asked.json().data.conversationId);
    expect(res.statusCode).toBe(202);
    expect(await balanceOf(tok)).toBe(before - 15);
    const conversation = res.json().data.conversationId as string;
    expect(await turn(conversation)).toBe('completed');
    const last = (await get(tok, `/api/chat/conversations/${conversation}`)).json().data.messages.at(-1);
    expect(last.outputAssets).toHaveLength(3);
    const palettes = await Promise.all(
      last.outputAssets.map(async (o: { id: string }) => {
        const [row] = await t.db.select().from(assets).where(eq(assets.id, o.id));
        return JSON.stringify((row!.metadata as { document: PackagingDocument }).document.palette);
      }),
    );
    expect(new Set(palettes).size).toBe(3);
    expect(await balanceOf(tok)).toBe(before - 15);
  }, 90_000);

  it('"see all angles" renders the four views for 4 × the per-image cost', async () => {
    const before = await balanceOf(token);
    const res = await send(token, { content: 'see all angles', conversationId });
    expect(res.statusCode).toBe(202);
    expect(await balanceOf(token)).toBe(before - 12);
    expect(await turn(conversationId)).toBe('completed');
    const outputs = (await get(token, `/api/chat/conversations/${conversationId}`))
      .json()
      .data.messages.at(-1).outputAssets as { id: string }[];
    const rows = await Promise.all(
      outputs.map(async (o) => (await t.db.select().from(assets).where(eq(assets.id, o.id)))[0]!),
    );
    expect(rows.map((r) => (r.metadata as { document: PackagingDocument }).document.view)).toEqual([
      'front',
      'three-quarter-left',
      'three-quarter-right',
      'back',
    ]);
  }, 90_000);

  it('refreshes the recommendations with the conversation: angles seen, they are no longer offered', async () => {
    const res = await get(token, `/api/chat/conversations/${conversationId}/recommended-actions`);
    const ids = (res.json().data as { id: string }[]).map((a) => a.id);
    expect(ids).not.toContain('see-angles');
    expect(ids).toContain('print');
  });

  it('a resumed turn reuses an output a dead run stored but did not write down', async () => {
    const res = await send(token, { content: 'make it red', conversationId });
    const messageId = res.json().data.userMessage.id;
    const orphan = await assetsServiceFor(t.deps).storeGeneratedImage(
      userId,
      await solidPng(64, 64, '#ff0000'),
      {
        metadata: { outputKey: `chat:${messageId}:0` },
      },
    );
    const count = async () => (await t.db.select().from(assets).where(eq(assets.userId, userId))).length;
    const before = await count();
    expect(await turn(conversationId)).toBe('completed');
    const last = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data.messages.at(-1);
    expect(last.outputAssets.map((a: { id: string }) => a.id)).toEqual([orphan.id]);
    expect(await count()).toBe(before);
  }, 60_000);

  it('a message it cannot map gets the help reply and costs nothing', async () => {
    const before = await balanceOf(token);
    const res = await send(token, { content: 'what is the weather like', conversationId });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('standby');
    expect(data.aiMessage.content).toMatch(/I can .*Nothing was charged/);
    expect(await balanceOf(token)).toBe(before);
  });

  it.each([
    [
      'a 4,000-character message',
      'Make it feel premium. '.repeat(182).slice(0, 4_000),
      CHAT_EDIT_REPLIES.tooLong,
    ],
    ['emoji only', '🍋🍋✨', CHAT_EDIT_REPLIES.noWords],
    ['another language', 'mach den Hintergrund bitte blau', CHAT_EDIT_REPLIES.otherLanguage],
    [
      'an element the can does not have',
      'remove the window',
      CHAT_EDIT_REPLIES.missingElement('window', 'drinks can'),
    ],
  ])('%s: a clear answer, no new image, nothing charged', async (_name, content, reply) => {
    expect(content.length).toBeLessThanOrEqual(4_000);
    const before = await balanceOf(token);
    const images = await imageCount();
    const res = await send(token, { content, conversationId });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('standby');
    expect(data.aiMessage.content).toBe(reply);
    expect(await balanceOf(token)).toBe(before);
    expect(await imageCount()).toBe(images);
  });

  it("another user's conversation or image is a 404; anonymous 401", async () => {
    expect((await get(other, `/api/chat/conversations/${conversationId}`)).statusCode).toBe(404);
    const otherSession = (await post(other, '/api/design-sessions', { name: 'Mine' })).json().data.session.id;
    expect((await send(other, { content: 'make it green', designSessionId: otherSession })).statusCode).toBe(
      404,
    );
    expect((await send(other, { content: 'make it green', conversationId })).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: `/api/chat/conversations/${conversationId}` });
    expect(anon.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat/messages', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('a burst of sends', () => {
  it('50 messages at once to one conversation: one turn, charged once, the rest 409 busy', async () => {
    const first = await send(token, { content: 'make it blue' });
    const conversationId = first.json().data.conversationId;
    expect(await turn(conversationId)).toBe('completed');
    const before = await balanceOf(token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(token, { content: 'make it red', conversationId })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().message).toBe(CHAT_MESSAGES.busy);
    expect(await balanceOf(token)).toBe(before - 5);
    expect(await turn(conversationId)).toBe('completed');
    const conversation = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data;
    expect(
      conversation.messages.filter((m: { content: string }) => m.content === 'make it red'),
    ).toHaveLength(1);
    // someone else's conversation: 404, nothing charged to anyone
    expect((await send(other, { content: 'make it red', conversationId })).statusCode).toBe(404);
    expect(await balanceOf(token)).toBe(before - 5);
  }, 60_000);
});

describe('credits and bad input', () => {
  it('balance 4: 402 with the exact text, written as the AI message, nothing charged', async () => {
    const poor = await t.signIn('poor@chat.test');
    const poorId = (await get(poor, '/api/users/me')).json().data.userId;
    const session = (await post(poor, '/api/design-sessions', { name: 'Edit' })).json().data.session.id;
    const { id } = await storeDesign(poorId);
    await balanceOf(poor); // the credit row is created on first use
    await t.db.update(userCredits).set({ currentAllowanceBalance: 4 }).where(eq(userCredits.userId, poorId));
    const res = await post(poor, '/api/chat/messages', {
      assetId: id,
      designSessionId: session,
      content: 'make it green',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      "You don't have enough credits for this operation. Please purchase more credits to continue.",
    );
    expect(await balanceOf(poor)).toBe(4);
    const existing = (
      await get(poor, `/api/chat/conversations/existing?sessionId=${session}&assetId=${id}`)
    ).json().data;
    expect(existing.status).toBe('standby');
    expect(existing.messages.at(-1).content).toBe(CHAT_MESSAGES.insufficientCredits);
    const ledger = await t.db.select().from(creditHistory).where(eq(creditHistory.userId, poorId));
    expect(ledger.filter((r) => r.actionType === 'chat_image_generation')).toEqual([]);
  }, 60_000);

  it('refuses bad input with a clear 400 and charges nothing', async () => {
    const before = await balanceOf(token);
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '   ' }, CHAT_MESSAGES.contentRequired],
      [{ content: 'x'.repeat(10_000) }, CHAT_MESSAGES.contentTooLong],
      [{ content: 'make it green', variationCount: 0 }, CHAT_MESSAGES.variationCount],
      [{ content: 'make it green', variationCount: 5 }, CHAT_MESSAGES.variationCount],
      [{ content: 'make it green', variationCount: '2' }, CHAT_MESSAGES.variationCount],
      [
        { content: 'Upscale', metadata: { toolbox: { tool: 'upscale', size: 3 } } },
        CHAT_MESSAGES.upscaleSize,
      ],
      [{ content: 'Magic', metadata: { toolbox: { tool: 'magic' } } }, CHAT_MESSAGES.unknownTool],
      [
        {
          content: 'like these',
          metadata: { supplementaryFiles: { attachedAssetIds: Array(6).fill(designId) } },
        },
        CHAT_MESSAGES.tooManyReferenceImages,
      ],
      [
        { content: 'Fix text', metadata: { toolbox: { tool: 'fix-text', description: ' ' } } },
        CHAT_MESSAGES.descriptionRequired,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send(token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await balanceOf(token)).toBe(before);
  });

  it("toolbox: Upscale 2 renders one image at twice the size for 5 credits; another user's logo is a 404", async () => {
    const before = await balanceOf(token);
    const res = await send(token, {
      content: 'Upscale',
      metadata: { toolbox: { tool: 'upscale', size: 2 } },
    });
    expect(res.statusCode).toBe(202);
    const conversationId = res.json().data.conversationId;
    expect(await balanceOf(token)).toBe(before - 5);
    expect(await turn(conversationId)).toBe('completed');
    const output = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data.assets;
    expect(output).toHaveLength(1);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, output[0].id));
    expect(row!.width).toBe(2048);

    const otherId = (await get(other, '/api/users/me')).json().data.userId;
    const foreign = await assetsServiceFor(t.deps).storeGeneratedImage(
      otherId,
      await solidPng(64, 64, '#000000'),
    );
    const logo = await send(token, {
      content: 'Replace logo',
      metadata: { toolbox: { tool: 'replace-logo', description: 'our logo', logoAssetId: foreign.id } },
    });
    expect(logo.statusCode).toBe(404);
    expect(await balanceOf(token)).toBe(before - 5);
  }, 60_000);

  it('fixing text on an upload with no document and no image provider: said, nothing charged', async () => {
    const png = await solidPng(64, 64, '#aa3300');
    const upload = await assetsServiceFor(t.deps).storeGeneratedImage(userId, png, { visibility: 'private' });
    const before = await balanceOf(token);
    const res = await send(token, { content: "change the brand name to 'Nordlys'", assetId: upload.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.aiMessage.content).toMatch(/no design document.*nothing was changed or charged/);
    expect(await balanceOf(token)).toBe(before);
  });

  it('variations of an upload with no document: refused before anything is reserved', async () => {
    const png = await solidPng(64, 64, '#aa3300');
    const upload = await assetsServiceFor(t.deps).storeGeneratedImage(userId, png, { visibility: 'private' });
    const before = await balanceOf(token);
    const res = await send(token, {
      content: 'make the background blue',
      assetId: upload.id,
      variationCount: 2,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('standby');
    expect(data.aiMessage.content).toBe(CHAT_MESSAGES.rasterVariations);
    expect(await balanceOf(token)).toBe(before);
    const holds = await t.db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.reference, data.userMessage.id));
    expect(holds).toHaveLength(0);
    // (one version of a pixel edit is made and charged: 'a failed turn releases…' reserves one)
  });

  it('a deleted image is a 404; a conversation whose image is gone is archived', async () => {
    const { id } = await storeDesign(userId);
    const first = await send(token, { content: 'zoom out', assetId: id });
    const conversationId = first.json().data.conversationId;
    expect(await turn(conversationId)).toBe('completed');
    await t.app.inject({ method: 'DELETE', url: `/api/assets/${id}`, headers: t.bearer(token) });
    const before = await balanceOf(token);
    expect((await send(token, { content: 'make it green', assetId: id })).statusCode).toBe(404);
    const archived = await send(token, { content: 'make it green', conversationId });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toContain('archived');
    expect((await get(token, `/api/chat/conversations/${conversationId}`)).json().data.archived).toBe(true);
    expect(await balanceOf(token)).toBe(before);
  }, 60_000);

  it('a failed turn releases the credits and says why', async () => {
    const png = await solidPng(64, 64, '#3366cc');
    const upload = await assetsServiceFor(t.deps).storeGeneratedImage(userId, png, { visibility: 'private' });
    const before = await balanceOf(token);
    const res = await send(token, { content: 'zoom out', assetId: upload.id });
    expect(res.statusCode, res.body).toBe(202);
    const conversationId = res.json().data.conversationId;
    expect(await balanceOf(token)).toBe(before - 5);
    // the source's file disappears between the message and the turn
    await t.db
      .update(assets)
      .set({ deletedAt: new Date(), userId: (await get(other, '/api/users/me')).json().data.userId })
      .where(eq(assets.id, upload.id));
    expect(await turn(conversationId)).toBe('error');
    expect(await balanceOf(token)).toBe(before);
    const conversation = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.status).toBe('standby');
    expect(conversation.messages.at(-1).content).toContain('Nothing was charged');
    expect(stagesOf(conversationId).at(-1)).toBe('error');
  }, 60_000);
});

describe("attached reference images (the 'chat editor supporting assets' flag)", () => {
  const attach = (ids: string[], content: string) =>
    send(token, { content, metadata: { supplementaryFiles: { attachedAssetIds: ids } } });
  const png = async (hex: string) =>
    (
      await uploadAndSave(t, token, {
        name: 'ref.png',
        type: 'image/png',
        bytes: await solidPng(64, 64, hex),
      })
    ).id;
  /** Sends, runs the turn, and returns the user message and the output's document. */
  async function edit(ids: string[], content: string) {
    const res = await attach(ids, content);
    expect(res.statusCode, res.body).toBe(202);
    const { conversationId, userMessage } = res.json().data;
    expect(await turn(conversationId)).toBe('completed');
    const [output] = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data.assets;
    const [row] = await t.db.select().from(assets).where(eq(assets.id, output.id));
    return { userMessage, document: (row!.metadata as { document: PackagingDocument }).document };
  }

  const NOBODY = { everyone: false, staff: false, tiers: [], userIds: [] as string[], percentage: 0 };
  let ops: string;
  const setAudience = async (audience: typeof NOBODY) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/flags/chat-editor-supporting-assets',
      headers: t.bearer(ops),
      payload: { audience },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    ops = await t.signIn('ops@packsmith.app');
    await t.db
      .update(userCredits)
      .set({ currentAllowanceBalance: 1000 })
      .where(eq(userCredits.userId, userId));
  });

  it('flag off: the same 400 as before, nothing charged', async () => {
    await setAudience(NOBODY);
    const ref = await png('#c0392b');
    const before = await balanceOf(token);
    const res = await attach([ref], 'use the colours of this image');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHAT_MESSAGES.attachmentsUnavailable);
    expect(await balanceOf(token)).toBe(before);
  });

  describe('flag on for this user', () => {
    beforeAll(() => setAudience({ ...NOBODY, userIds: [userId] }));

    it('"use the colours of this image": recoloured in the image\'s colour; ids kept on the user message', async () => {
      const ref = await png('#c0392b');
      const before = await balanceOf(token);
      const { userMessage, document } = await edit([ref], 'use the colours of this image');
      expect(userMessage.metadata.attachedAssetIds).toEqual([ref]);
      expect(Object.values(document.palette)).toContain('#C0392B');
      expect({ ...document, palette: null }).toEqual({ ...design, palette: null });
      expect(await balanceOf(token)).toBe(before - 5);
    }, 60_000);

    it('"use this as the logo" sets the logo; "put this product on the pack" sets the artwork', async () => {
      const logo = await png('#1f6feb');
      expect((await edit([logo], 'use this as the logo')).document.logo).toEqual({ ref: logo });
      const product = await png('#2e7d32');
      const { document } = await edit([product, logo], 'put this product on the pack');
      expect(document.artwork).toEqual({ ref: product });
      expect(document.logo).toEqual(design.logo);
    }, 60_000);

    it("refuses six (400), another user's image (404), and a stored SVG that carries script (400)", async () => {
      const ref = await png('#c0392b');
      const six = await attach(Array(6).fill(ref), 'use these');
      expect(six.statusCode).toBe(400);
      expect(six.json().message).toBe(CHAT_MESSAGES.tooManyReferenceImages);
      const foreign = await uploadAndSave(t, other, {
        name: 'theirs.png',
        type: 'image/png',
        bytes: await solidPng(32, 32),
      });
      expect((await attach([ref, foreign.id], 'use the colours of this image')).statusCode).toBe(404);

      // an upload with script is cleaned on the way in, so it can be used
      const hostile = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="#8e44ad"/></svg>',
      );
      const svg = await uploadAndSave(t, token, { name: 'ref.svg', type: 'image/svg+xml', bytes: hostile });
      const before = await balanceOf(token);
      const { document } = await edit([svg.id], 'use the colours of this image');
      expect(Object.values(document.palette)).toContain('#8E44AD');
      // one stored some other way with its script still in is refused, not rendered
      const [row] = await t.db
        .select({ key: storedFiles.storageKey })
        .from(assets)
        .innerJoin(storedFiles, eq(storedFiles.id, assets.fileId))
        .where(eq(assets.id, svg.id));
      await t.deps.storage.put(row!.key, hostile, 'image/svg+xml');
      const unsafe = await attach([svg.id], 'use the colours of this image');
      expect(unsafe.statusCode).toBe(400);
      expect(unsafe.json().message).toBe(CHAT_MESSAGES.attachmentUnsafe);
      expect(await balanceOf(token)).toBe(before - 5);
    }, 60_000);
  });
});
