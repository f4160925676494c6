/**
 * Money under a burst, for every paid chat route (issue 26): each toolbox tool, "see all angles"
 * and a plain message. A person with credits for exactly two sends fires six at once, each
 * starting its own conversation (so none is turned away as busy): exactly two are accepted, the
 * other four answer 402 and hold nothing, the balance never goes below zero, and once the two
 * turns have run the balance is down by exactly two sends. No answer is anything else.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHAT_MESSAGES, chatTurnCost, type ToolMessageInput } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEditableDesign } from '../../../test/designs.ts';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { creditHistory, userCredits } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { runChatTurn } from './turn.ts';

const SENDS = 6;
let t: TestApp;
let dataDir: string;

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const balanceOf = async (token: string) =>
  (await get(token, '/api/credits/balance')).json().data.balance as number;

/** Each paid kind of send: its toolbox form (none for a plain message) and what the person types. */
const SENDS_BY_KIND: {
  name: string;
  content: string;
  tool?: (image: string) => ToolMessageInput;
}[] = [
  { name: 'a plain message', content: 'make it green' },
  { name: 'see all angles', content: 'see all angles' },
  {
    name: 'Replace logo',
    content: 'Replace logo',
    tool: (image) => ({ tool: 'replace-logo', description: 'use this logo', logoAssetId: image }),
  },
  {
    name: 'Fix text',
    content: 'Fix text',
    tool: () => ({ tool: 'fix-text', description: "change the brand name to 'Nordlys'" }),
  },
  { name: 'Upscale', content: 'Upscale', tool: () => ({ tool: 'upscale', size: 2 }) },
  {
    name: 'Add background',
    content: 'Add background',
    tool: () => ({ tool: 'add-background', description: 'on a white background' }),
  },
  { name: 'New SKU', content: 'New SKU', tool: () => ({ tool: 'new-sku', description: 'mango' }) },
  {
    name: 'Add product image',
    content: 'Add product image',
    tool: (image) => ({
      tool: 'add-product-image',
      description: 'put this product on the pack',
      productAssetId: image,
    }),
  },
  { name: 'See back of pack', content: 'See back of pack', tool: () => ({ tool: 'back-of-pack' }) },
  {
    name: 'New colour scheme',
    content: 'New colour scheme',
    tool: () => ({ tool: 'colour-scheme', description: 'warm autumn colours' }),
  },
  {
    name: 'Change packaging format',
    content: 'Change packaging format',
    tool: (image) => ({
      tool: 'change-packaging-format',
      description: 'as a stand-up pouch',
      referenceImageAssetId: image,
    }),
  },
  {
    name: 'Change size',
    content: 'Change size',
    tool: () => ({ tool: 'change-size', description: '80 x 200 mm' }),
  },
  {
    name: 'Generate variations',
    content: 'Generate variations',
    tool: () => ({ tool: 'variations', description: 'another version' }),
  },
  {
    name: 'New variant',
    content: 'New variant',
    tool: () => ({ tool: 'new-variant', description: 'new flavour: mango' }),
  },
  { name: 'Angle variations', content: 'Angle variations', tool: () => ({ tool: 'angle-variations' }) },
  { name: 'Zoom out', content: 'Zoom out', tool: () => ({ tool: 'zoom-out' }) },
];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-chat-tools-burst-'));
  t = await createTestApp({ DATA_DIR: dataDir, CHAT_SYNC_WAIT_MS: '0' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe.each(SENDS_BY_KIND)('$name: six sends at once with credits for two', ({ name, content, tool }) => {
  it('two accepted and charged once each, four 402 holding nothing, never below zero', async () => {
    const email = `${name.replace(/\W+/g, '-').toLowerCase()}@burst.test`;
    const token = await t.signIn(email);
    const userId = (await get(token, '/api/users/me')).json().data.userId as string;
    const sessionId = (await post(token, '/api/design-sessions', { name: 'Burst' })).json().data.session.id;
    const assets = assetsServiceFor(t.deps);
    const source = await storeEditableDesign(t.deps, userId);
    const image = await assets.storeGeneratedImage(userId, await solidPng(64, 64, '#2a6f4e'), {
      visibility: 'private',
    });
    const form = tool?.(image.id);
    const cost = chatTurnCost(
      (form?.tool ?? (content === 'see all angles' ? 'angle-variations' : undefined)) as never,
      1,
    );
    await balanceOf(token); // the credit row is made on first use
    await t.db
      .update(userCredits)
      .set({ currentAllowanceBalance: 2 * cost })
      .where(eq(userCredits.userId, userId));

    const answers = await Promise.all(
      Array.from({ length: SENDS }, () =>
        post(token, '/api/chat/messages', {
          assetId: source.id,
          designSessionId: sessionId,
          content,
          metadata: form ? { toolbox: form } : {},
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([202, 202, 402, 402, 402, 402]);
    for (const refused of answers.filter((a) => a.statusCode === 402))
      expect(refused.json().message).toBe(CHAT_MESSAGES.insufficientCredits);
    expect(await balanceOf(token)).toBe(0);

    for (const accepted of answers.filter((a) => a.statusCode === 202))
      expect(await runChatTurn(t.services, accepted.json().data.conversationId)).toBe('completed');
    expect(await balanceOf(token)).toBe(0);
    const ledger = await t.db.select().from(creditHistory).where(eq(creditHistory.userId, userId));
    const spending = ledger.filter((row) => row.amount < 0);
    expect(spending.map((row) => [row.status, row.amount])).toEqual([
      ['completed', -cost],
      ['completed', -cost],
    ]);
  }, 60_000);
});
