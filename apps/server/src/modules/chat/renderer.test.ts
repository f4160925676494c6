/**
 * Chat edits drawn by the background renderer (lib/render-pool.ts), as a server runs them: the
 * answer is the edited image, charged once; a renderer killed mid-edit fails that turn cleanly
 * (credits released, the failure said) and the next edit draws in a new renderer.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHAT_MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeEditableDesign } from '../../../test/designs.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { chatConversations } from '../../db/schema/index.ts';

let t: TestApp;
let dataDir: string;

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const balanceOf = async (token: string) =>
  (await get(token, '/api/credits/balance')).json().data.balance as number;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-chat-renderer-'));
  t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '30000', RENDER_IN_BACKGROUND: 'true' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function person(email: string) {
  const token = await t.signIn(email);
  const userId = (await get(token, '/api/users/me')).json().data.userId as string;
  const sessionId = (await post(token, '/api/design-sessions', { name: 'Edit' })).json().data.session.id;
  const asset = await storeEditableDesign(t.deps, userId);
  return { token, sessionId, assetId: asset.id };
}
const edit = (p: Awaited<ReturnType<typeof person>>, conversationId?: string) =>
  post(p.token, '/api/chat/messages', {
    assetId: p.assetId,
    designSessionId: p.sessionId,
    ...(conversationId ? { conversationId } : {}),
    content: 'make it green',
  });

it('an edit drawn in the background is answered with its image and charged once', async () => {
  const p = await person('drawn@renderer.test');
  const before = await balanceOf(p.token);
  const res = await edit(p);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.status).toBe('standby');
  expect(res.json().data.aiMessage.outputAssets).toHaveLength(1);
  expect(t.deps.renderSlots.pid()).not.toBe(process.pid);
  expect(await balanceOf(p.token)).toBe(before - 5);
}, 120_000);

it('a renderer killed mid-edit: that turn fails and is refunded, the next edit draws in a new renderer', async () => {
  const p = await person('killed@renderer.test');
  const before = await balanceOf(p.token);
  // a 4× upscale (a 4096 px render): long enough to be killed in
  const sending = post(p.token, '/api/chat/messages', {
    assetId: p.assetId,
    designSessionId: p.sessionId,
    content: 'Upscale',
    metadata: { toolbox: { tool: 'upscale', size: 4 } },
  });
  // the status the turn writes as it sends the drawing out: then the renderer dies
  const drawing = () =>
    t.db
      .select({ status: chatConversations.status })
      .from(chatConversations)
      .where(eq(chatConversations.sessionId, p.sessionId));
  while ((await drawing())[0]?.status !== 'generating_images') await new Promise((r) => setTimeout(r, 2));
  const killed = t.deps.renderSlots.pid()!;
  process.kill(killed, 'SIGKILL');
  const res = await sending;
  expect(res.statusCode, res.body).toBe(200);
  const failed = res.json().data;
  expect(failed.status).toBe('standby');
  expect(failed.aiMessage.content).toBe(CHAT_MESSAGES.turnFailed(CHAT_MESSAGES.editFailed));
  expect(await balanceOf(p.token)).toBe(before);

  const again = await edit(p, failed.conversationId);
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json().data.aiMessage.outputAssets).toHaveLength(1);
  expect(t.deps.renderSlots.pid()).not.toBe(killed);
  expect(await balanceOf(p.token)).toBe(before - 5);
}, 120_000);
