import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHAT_HISTORY_MESSAGES, CHAT_MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEditableDesign } from '../../../test/designs.ts';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, creditHistory } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { runChatTurn } from './turn.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let other: string;
let userId: string;
let sessionId: string;
let otherSessionId: string;
let designId: string;

const get = (tok: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tok) });
const post = (tok: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(tok), payload });
const send = (assetId: string, content: string, conversationId?: string, tok = token, session = sessionId) =>
  post(tok, '/api/chat/messages', { assetId, designSessionId: session, content, conversationId });
const balanceOf = async () => (await get(token, '/api/credits/balance')).json().data.balance as number;
const ledgerRows = async () =>
  (await t.db.select().from(creditHistory).where(eq(creditHistory.userId, userId))).length;
const turn = (conversationId: string) => runChatTurn(t.services, conversationId);

/** Sends an edit, runs its turn and returns the one output. */
async function edit(assetId: string, content: string, conversationId: string | undefined) {
  const res = await send(assetId, content, conversationId);
  expect(res.statusCode).toBe(202);
  const id = res.json().data.conversationId as string;
  expect(await turn(id)).toBe('completed');
  const conversation = (await get(token, `/api/chat/conversations/${id}`)).json().data;
  const output = conversation.assets.at(-1) as { id: string; parentId: string };
  expect(output.parentId).toBe(assetId);
  return { conversationId: id, outputId: output.id };
}

/** Sends an undo/redo message and checks nothing was charged or reserved. */
async function move(assetId: string, content: string, conversationId?: string) {
  const [balance, rows] = await Promise.all([balanceOf(), ledgerRows()]);
  const res = await send(assetId, content, conversationId);
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data.status).toBe('standby');
  expect(data.userMessage.content).toBe(content);
  expect(data.aiMessage.outputAssets).toEqual([]);
  expect(await balanceOf()).toBe(balance);
  expect(await ledgerRows()).toBe(rows);
  return data as { conversationId: string; activeAssetId?: string; aiMessage: { content: string } };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-chat-history-'));
  t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '0' });
  token = await t.signIn('undo@chat.test');
  other = await t.signIn('someone-else@chat.test');
  userId = (await get(token, '/api/users/me')).json().data.userId;
  // the month's allowance is granted on first read (its own ledger row), before anything is counted
  await balanceOf();
  sessionId = (await post(token, '/api/design-sessions', { name: 'Edit' })).json().data.session.id;
  otherSessionId = (await post(other, '/api/design-sessions', { name: 'Edit' })).json().data.session.id;
  designId = (await storeEditableDesign(t.deps, userId)).id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('undo and redo in the chat', () => {
  let conversationId: string;
  let green: string;
  let red: string;

  it('nothing to undo on the first image: a clear reply, a conversation, nothing charged', async () => {
    const data = await move(designId, 'undo');
    expect(data.aiMessage.content).toBe(CHAT_HISTORY_MESSAGES.nothingToUndo);
    expect(data.activeAssetId).toBeUndefined();
    conversationId = data.conversationId;
    const redo = await move(designId, 'redo', conversationId);
    expect(redo.aiMessage.content).toBe(CHAT_HISTORY_MESSAGES.nothingToRedo);
    expect(redo.activeAssetId).toBeUndefined();
  });

  it('undo walks back along the chain, redo forward again; no image is made, nothing is charged', async () => {
    ({ outputId: green } = await edit(designId, 'make it green', conversationId));
    ({ outputId: red } = await edit(green, 'make it red', conversationId));
    const before = (await t.db.select({ id: assets.id }).from(assets).where(eq(assets.userId, userId)))
      .length;

    const undo1 = await move(red, 'undo that', conversationId);
    expect(undo1.aiMessage.content).toBe(CHAT_HISTORY_MESSAGES.undone);
    expect(undo1.activeAssetId).toBe(green);
    const undo2 = await move(green, 'Go back', conversationId);
    expect(undo2.activeAssetId).toBe(designId);
    const none = await move(designId, 'revert', conversationId);
    expect(none.aiMessage.content).toBe(CHAT_HISTORY_MESSAGES.nothingToUndo);
    expect(none.activeAssetId).toBeUndefined();

    const redo1 = await move(designId, 'redo', conversationId);
    expect(redo1.aiMessage.content).toBe(CHAT_HISTORY_MESSAGES.redone);
    expect(redo1.activeAssetId).toBe(green);
    const redo2 = await move(green, 'put it back', conversationId);
    expect(redo2.activeAssetId).toBe(red);
    const redo3 = await move(red, 'redo', conversationId);
    expect(redo3.aiMessage.content).toBe(CHAT_HISTORY_MESSAGES.nothingToRedo);

    // nothing rendered, nothing stored
    const after = (await t.db.select({ id: assets.id }).from(assets).where(eq(assets.userId, userId))).length;
    expect(after).toBe(before);
    // the conversation shows every message and its answer, and only the two edits' images
    const conversation = (await get(token, `/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.assets.map((a: { id: string }) => a.id)).toEqual([green, red]);
    expect(conversation.status).toBe('standby');
  }, 60_000);

  it('a new edit after an undo clears the redo', async () => {
    expect((await move(red, 'undo', conversationId)).activeAssetId).toBe(green);
    const { outputId: blue } = await edit(green, 'make it blue', conversationId);
    expect((await move(green, 'redo', conversationId)).aiMessage.content).toBe(
      CHAT_HISTORY_MESSAGES.nothingToRedo,
    );
    // undo from the new edit goes to the image it was made from
    expect((await move(blue, 'undo', conversationId)).activeAssetId).toBe(green);
    expect((await move(green, 'redo', conversationId)).activeAssetId).toBe(blue);
  }, 60_000);

  it('waits for a running turn (409), and another user cannot move my images (404)', async () => {
    const queued = await send(green, 'make it yellow', conversationId);
    expect(queued.statusCode).toBe(202);
    const busy = await send(green, 'undo', conversationId);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(CHAT_MESSAGES.busy);
    expect(await turn(conversationId)).toBe('completed');

    // my image in their session, my conversation: not found, nothing written
    expect((await send(red, 'undo', undefined, other, otherSessionId)).statusCode).toBe(404);
    expect((await send(red, 'undo', conversationId, other, otherSessionId)).statusCode).toBe(404);
    expect((await send(red, 'redo', undefined, other, otherSessionId)).statusCode).toBe(404);
  }, 60_000);

  it('undo stays in the session: a parent from another session, or deleted, is out of reach', async () => {
    const store = assetsServiceFor(t.deps);
    const elsewhere = (await post(token, '/api/design-sessions', { name: 'Elsewhere' })).json().data.session
      .id;
    const png = await solidPng(64, 64);
    const foreign = await store.storeGeneratedImage(userId, png, { metadata: { sessionId: elsewhere } });
    const child = await store.storeGeneratedImage(userId, png, {
      parentId: foreign.id,
      metadata: { sessionId, chatConversationId: conversationId },
    });
    const none = await move(child.id, 'undo', conversationId);
    expect(none.aiMessage.content).toBe(CHAT_HISTORY_MESSAGES.nothingToUndo);
    // the same parent in this session is in reach, until it is deleted
    const local = await store.storeGeneratedImage(userId, png, { metadata: { sessionId } });
    const edited = await store.storeGeneratedImage(userId, png, {
      parentId: local.id,
      metadata: { sessionId, chatConversationId: conversationId },
    });
    expect((await move(edited.id, 'undo', conversationId)).activeAssetId).toBe(local.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/assets/${local.id}`, headers: t.bearer(token) }))
        .statusCode,
    ).toBeLessThan(300);
    expect((await move(edited.id, 'undo', conversationId)).aiMessage.content).toBe(
      CHAT_HISTORY_MESSAGES.nothingToUndo,
    );
  });

  it('"what do you think?" is answered and charges nothing', async () => {
    const data = await move(red, 'what do you think?', conversationId);
    expect(data.aiMessage.content.length).toBeGreaterThan(0);
    expect(data.activeAssetId).toBeUndefined();
  });

  it('a toolbox form is never read as undo', async () => {
    const res = await post(token, '/api/chat/messages', {
      assetId: red,
      designSessionId: sessionId,
      conversationId,
      content: 'undo',
      metadata: { toolbox: { tool: 'colour-scheme', description: 'undo' } },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.activeAssetId).toBeUndefined();
  });
});
