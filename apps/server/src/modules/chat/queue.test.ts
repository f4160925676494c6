import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { registerAssetJobs } from '../assets/jobs.ts';
import { chatTurnJob } from './jobs.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-chat-queue-'));
  t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '0' }, {}, { jobs: 'pg-boss' });
  await chatTurnJob.register(t.services);
  await registerAssetJobs(t.deps);
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('a posted message is run by the chat-turn workers until the conversation is back in standby', async () => {
  const token = await t.signIn('queue@chat.test');
  const userId = (
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })
  ).json().data.userId;
  const sessionId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/design-sessions',
      headers: t.bearer(token),
      payload: { name: 'Edit' },
    })
  ).json().data.session.id;
  const upload = await assetsServiceFor(t.deps).storeGeneratedImage(
    userId,
    await solidPng(200, 120, '#336699'),
    {
      visibility: 'private',
    },
  );
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: t.bearer(token),
    payload: { assetId: upload.id, designSessionId: sessionId, content: 'zoom out' },
  });
  expect(sent.statusCode).toBe(202);
  const conversationId = sent.json().data.conversationId;
  let conversation: { status: string; assets: { parentId: string }[] } | undefined;
  for (let i = 0; i < 60; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${conversationId}`,
      headers: t.bearer(token),
    });
    conversation = res.json().data;
    if (conversation!.status === 'standby') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  expect(conversation!.status).toBe('standby');
  expect(conversation!.assets.map((a) => a.parentId)).toEqual([upload.id]);
  // the output's thumbnail job is queued once the turn has answered, and runs
  const outputId = (conversation!.assets[0] as unknown as { id: string }).id;
  let status = '';
  for (let i = 0; i < 60 && status !== 'ready'; i++) {
    const [row] = await t.db.select().from(assets).where(eq(assets.id, outputId));
    status = row!.processingStatus;
    if (status !== 'ready') await new Promise((r) => setTimeout(r, 250));
  }
  expect(status).toBe('ready');
}, 60_000);
