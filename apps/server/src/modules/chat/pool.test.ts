/**
 * A burst of chat turns cannot take the database pool (issue 26). The test database's pool has 5
 * connections; 12 people each send a toolbox edit at the same moment, and each turn runs in its
 * request (a long sync wait), as on a single-process install. A turn that held a connection for
 * its whole run (the old advisory lock) left the others and a bystander waiting for a connection
 * until pg-pool gave up: 500s, and edits that failed while rendering.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeEditableDesign } from '../../../test/designs.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

const PEOPLE = 12;
let t: TestApp;
let dataDir: string;

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const balanceOf = async (token: string) =>
  (await get(token, '/api/credits/balance')).json().data.balance as number;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-chat-pool-'));
  t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '30000', RENDER_CONCURRENCY: '2' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('12 toolbox edits at once on a 5-connection pool: every one answered and charged once, no 5xx', async () => {
  const people = [];
  for (let i = 0; i < PEOPLE; i++) {
    const token = await t.signIn(`burst${i}@pool.test`);
    const userId = (await get(token, '/api/users/me')).json().data.userId as string;
    const sessionId = (await post(token, '/api/design-sessions', { name: 'Edit' })).json().data.session.id;
    const asset = await storeEditableDesign(t.deps, userId);
    people.push({ token, sessionId, assetId: asset.id, before: await balanceOf(token) });
  }
  const bystander = await t.signIn('bystander@pool.test');

  const sends = people.map((p) =>
    post(p.token, '/api/chat/messages', {
      assetId: p.assetId,
      designSessionId: p.sessionId,
      content: 'New colour scheme',
      metadata: { toolbox: { tool: 'colour-scheme', description: 'warm autumn colours' } },
    }),
  );
  // a bystander reads their account all the while
  const reads: number[] = [];
  let sending = true;
  const reading = (async () => {
    while (sending) reads.push((await get(bystander, '/api/users/me')).statusCode);
  })();
  const answers = await Promise.all(sends);
  sending = false;
  await reading;

  for (const answer of answers) expect([200, 202], answer.body).toContain(answer.statusCode);
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((code) => code === 200)).toBe(true);
  // every turn finishes with its image, charged exactly once
  for (const [i, p] of people.entries()) {
    const { conversationId } = answers[i]!.json().data;
    let conversation: { status: string; assets: unknown[] } | undefined;
    for (let tries = 0; tries < 600; tries++) {
      conversation = (await get(p.token, `/api/chat/conversations/${conversationId}`)).json().data;
      if (conversation?.status === 'standby') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(conversation?.status).toBe('standby');
    expect(conversation?.assets).toHaveLength(1);
    expect(await balanceOf(p.token)).toBe(p.before - 5);
  }
}, 180_000);
