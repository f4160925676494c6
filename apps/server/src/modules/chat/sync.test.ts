import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHAT_MESSAGES } from '@packsmith/core';
import {
  generatePackagingConcepts,
  mockupDoc,
  type PackagingDocument,
  packagingFormSchema,
} from '@packsmith/render';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, creditHistory } from '../../db/schema/index.ts';
import { inProcessQueue } from '../../jobs/in-process-queue.ts';
import { parseServerTiming } from '../../lib/server-timing.ts';
import type { JobQueue } from '../../ports.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { notificationsService } from '../notifications/index.ts';
import { CHAT_TURN_QUEUE } from './jobs.ts';
import { chatService } from './service.ts';
import { runChatTurn } from './turn.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let userId: string;
let sessionId: string;
let designId: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const balance = async () => (await get('/api/credits/balance')).json().data.balance as number;
const post = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: t.bearer(token),
    payload: { assetId: designId, designSessionId: sessionId, ...body },
  });
/** The same service with another wait or role, calling it directly. */
const serviceWith = (config: Partial<TestApp['deps']['config']>, jobs: JobQueue = t.deps.jobs) =>
  chatService({ ...t.services, config: { ...t.deps.config, ...config }, jobs });
/** A job queue whose chat-turn jobs `onTurn` takes (another process's worker, in the tests). */
const turnQueue = (onTurn: (conversationId: string) => void): JobQueue => {
  const jobs = inProcessQueue();
  return {
    ...jobs,
    send: async (queue, data, options) => {
      if (queue === CHAT_TURN_QUEUE) onTurn((data as { conversationId: string }).conversationId);
      return jobs.send(queue, data, options);
    },
  };
};
const body = (content: string) => ({
  assetId: designId,
  designSessionId: sessionId,
  content,
  variationCount: 1,
  metadata: {},
});

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-chat-sync-'));
  // a wait long enough for two renders on a loaded test machine (the default is 2 s)
  t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '20000' });
  token = await t.signIn('sync@chat.test');
  userId = (await get('/api/users/me')).json().data.userId;
  sessionId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/design-sessions',
      headers: t.bearer(token),
      payload: { name: 'Edit' },
    })
  ).json().data.session.id;
  const [concept] = await generatePackagingConcepts(
    packagingFormSchema.parse({ brand: 'Solbrew', packagingImage: 'drinks-can' }),
    { count: 1, seed: 11 },
  );
  designId = (
    await assetsServiceFor(t.deps).storeGeneratedImage(userId, concept!.image!, {
      metadata: { document: concept!.document },
    })
  ).id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a turn that finishes within the wait is answered in the POST', () => {
  let conversationId: string;

  it('"make it green" answers with the AI message and its outputs, credits captured', async () => {
    const before = await balance();
    const res = await post({ content: 'make it green', variationCount: 2 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    conversationId = data.conversationId;
    expect(data.status).toBe('standby');
    expect(data.userMessage.type).toBe('user');
    expect(data.aiMessage.type).toBe('ai');
    expect(data.aiMessage.content).toMatch(/recoloured/i);
    expect(data.aiMessage.outputAssets).toHaveLength(2);
    // where the turn's time went, step by step
    const timings = parseServerTiming(String(res.headers['server-timing']));
    for (const step of ['admit', 'reserve', 'turn', 'store', 'settle', 'answer'])
      expect(timings.get(step), step).toBeGreaterThanOrEqual(0);
    for (const output of data.aiMessage.outputAssets) {
      expect(output.parentId).toBe(designId);
      expect(output.url).toBeTruthy();
      const [row] = await t.db.select().from(assets).where(eq(assets.id, output.id));
      expect(row!.parentId).toBe(designId);
      expect((row!.metadata as { document: PackagingDocument }).document.palette).toBeTruthy();
    }
    // the same answer the conversation gives afterwards
    const conversation = (await get(`/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.status).toBe('standby');
    expect(conversation.messages.at(-1)).toEqual(data.aiMessage);
    expect(await balance()).toBe(before - 10);
    const ledger = await t.db.select().from(creditHistory).where(eq(creditHistory.userId, userId));
    expect(ledger.filter((r) => r.actionType === 'chat_image_generation').map((r) => r.status)).toEqual([
      'completed',
    ]);
    // nothing left for a worker: the turn is settled, a late job skips it
    expect(await runChatTurn(t.services, conversationId)).toBe('skipped');
  }, 60_000);

  it('a turn that fails is answered with the failure, nothing charged', async () => {
    // a mockup stored without the asset behind its artwork's name: the re-render cannot draw it
    const orphan = await assetsServiceFor(t.deps).storeGeneratedImage(
      userId,
      await solidPng(64, 64, '#884422'),
      { metadata: { document: mockupDoc('artwork', 'drinks-can', 'front', 1, 'mockups') } },
    );
    const before = await balance();
    const res = await post({ assetId: orphan.id, content: 'show the back' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('standby');
    expect(data.aiMessage.content).toBe(CHAT_MESSAGES.turnFailed(CHAT_MESSAGES.imageUnavailable));
    expect(data.aiMessage.outputAssets).toEqual([]);
    expect(await balance()).toBe(before);
  }, 60_000);

  it('a turn longer than the wait is answered "queued" and finishes in the background', async () => {
    const before = await balance();
    const jobs = inProcessQueue();
    const chat = serviceWith({ CHAT_SYNC_WAIT_MS: 1 }, jobs);
    const answer = await chat.send(userId, { ...body('make it blue'), conversationId });
    expect(answer.status).toBe('queued');
    expect(answer.aiMessage).toBeNull();
    await chat.drain();
    expect(jobs.keys(CHAT_TURN_QUEUE)).toEqual([]); // the run in the request finished it: no job needed
    const conversation = (await get(`/api/chat/conversations/${conversationId}`)).json().data;
    expect(conversation.status).toBe('standby');
    expect(conversation.messages.at(-1).outputAssets).toHaveLength(1);
    expect(await balance()).toBe(before - 5);
  }, 60_000);

  it('an API-only process queues the turn and answers with what the worker made within the wait', async () => {
    const worker: Promise<unknown>[] = [];
    const chat = serviceWith(
      { ROLE: 'api' },
      turnQueue((id) => {
        worker.push(new Promise((r) => setTimeout(r, 100)).then(() => runChatTurn(t.services, id)));
      }),
    );
    const answer = await chat.send(userId, { ...body('make it red'), conversationId });
    expect(worker).toHaveLength(1);
    expect(answer.status).toBe('standby');
    expect(answer.aiMessage!.outputAssets).toHaveLength(1);
    expect(answer.aiMessage!.content).toMatch(/red/i);

    // no worker picks it up: the POST gives up waiting and answers "queued"
    const idle = serviceWith({ ROLE: 'api', CHAT_SYNC_WAIT_MS: 300 }, inProcessQueue());
    const started = Date.now();
    const late = await idle.send(userId, { ...body('make it orange'), conversationId });
    expect(late.status).toBe('queued');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await runChatTurn(t.services, conversationId)).toBe('completed');
  }, 60_000);
});

describe('past the reservation, a send never answers an error', () => {
  it('the live events fail after the commit: answered "queued", and the turn is charged once when it is made', async () => {
    const before = await balance();
    // the realtime fan-out is down (the status events cannot be sent) and no job can be queued
    const realtime = {
      ...t.deps.realtime,
      publish: async () => {
        throw new Error('realtime down');
      },
    };
    const chat = chatService({
      ...t.services,
      config: { ...t.deps.config, CHAT_SYNC_WAIT_MS: 0 },
      realtime,
      notifications: notificationsService({ ...t.deps, realtime }),
      jobs: {
        ...inProcessQueue(),
        send: async () => {
          throw new Error('queue down');
        },
      },
    });
    const answer = await chat.send(userId, body('make it teal'));
    expect(answer.status).toBe('queued');
    expect(answer.userMessage.content).toBe('make it teal');
    // held, not taken: the turn the answer promised is the only way it is charged
    expect(await balance()).toBe(before - 5);
    expect(await runChatTurn(t.services, answer.conversationId)).toBe('completed');
    expect(await runChatTurn(t.services, answer.conversationId)).toBe('skipped');
    expect(await balance()).toBe(before - 5);
    const conversation = (await get(`/api/chat/conversations/${answer.conversationId}`)).json().data;
    expect(conversation.messages.at(-1).outputAssets).toHaveLength(1);
  }, 60_000);
});
