import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { designActionCost, MONTHLY_ALLOWANCE, TEST_CARDS } from '@packsmith/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  creditHistory,
  designActionImages,
  designActions,
  designSessions,
  topUpCredits,
} from '../../db/schema/index.ts';

/**
 * Money under a burst: one user fires 50 design actions at once through a small pool. Every
 * answer is 201 or 402, only 201s are charged and created, exactly ⌊balance / cost⌋ succeed, and
 * another user's requests keep working meanwhile.
 */
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-burst-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const userIdOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })).json().data
    .userId as string;

describe('a burst of 50 parallel design actions', () => {
  it('answers only 201 or 402, charges exactly the 201s, and leaves other users unaffected', async () => {
    const token = await t.signIn('burst@burst.test');
    const bystander = await t.signIn('bystander@burst.test');
    const userId = await userIdOf(token);
    const cost = designActionCost('ai-imagery', { imageCount: 1 });
    const balance = MONTHLY_ALLOWANCE.free as number;

    const burst = Array.from({ length: 50 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/design-actions',
        headers: t.bearer(token),
        payload: { type: 'ai-imagery', metadata: { prompt: 'a kraft coffee pouch', imageCount: 1 } },
      }),
    );
    const bystanderReads = Array.from({ length: 10 }, () =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(bystander) }),
    );
    const [answers, reads] = await Promise.all([Promise.all(burst), Promise.all(bystanderReads)]);

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 402)).toEqual([]);
    const created = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.designAction);
    expect(created).toHaveLength(Math.floor(balance / cost));
    for (const a of answers.filter((a) => a.statusCode === 402)) {
      expect(a.json().error.code).toBe('insufficient_credits');
    }
    expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));

    // The ledger and the tables hold exactly what the 201s promised.
    const actions = await t.db.select().from(designActions).where(eq(designActions.userId, userId));
    expect(actions.map((a) => a.id).sort()).toEqual(created.map((a: { id: string }) => a.id).sort());
    const spends = await t.db
      .select()
      .from(creditHistory)
      .where(and(eq(creditHistory.userId, userId), eq(creditHistory.status, 'pending')));
    expect(spends.map((s) => s.reference).sort()).toEqual(actions.map((a) => a.id).sort());
    expect(spends.reduce((sum, s) => sum - s.amount, 0)).toBe(created.length * cost);
    const sessions = await t.db.select().from(designSessions).where(eq(designSessions.userId, userId));
    expect(sessions).toHaveLength(created.length);
    for (const action of created) {
      const images = await t.db
        .select()
        .from(designActionImages)
        .where(eq(designActionImages.designActionId, action.id));
      expect(images).toHaveLength(1);
      expect(action.images).toHaveLength(1);
      expect(action.images[0].id).toBe(images[0]!.id);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/credits/balance',
      headers: t.bearer(token),
    });
    expect(after.json().data.balance).toBe(balance - created.length * cost);
  });

  it('fulfils a top-up once while the same user pays 20 times at once and spends in parallel', async () => {
    const token = await t.signIn('payer@burst.test');
    const userId = await userIdOf(token);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/top-up',
      headers: t.bearer(token),
      payload: { credits: 100, amount: 800 },
    });
    const { paymentId } = bought.json().data.paymentData;
    const pays = Array.from({ length: 20 }, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/checkout/test/${paymentId}/pay`,
        headers: t.bearer(token),
        payload: { cardNumber: TEST_CARDS.success, expiry: '12/34', cvc: '123' },
      }),
    );
    const spends = Array.from({ length: 20 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/design-actions',
        headers: t.bearer(token),
        payload: { type: 'ai-imagery', metadata: { prompt: 'jam jar label', imageCount: 1 } },
      }),
    );
    const [paid, spent] = await Promise.all([Promise.all(pays), Promise.all(spends)]);
    expect(paid.map((p) => p.statusCode)).toEqual(paid.map(() => 200));
    expect(spent.filter((s) => s.statusCode !== 201 && s.statusCode !== 402)).toEqual([]);
    const buckets = await t.db.select().from(topUpCredits).where(eq(topUpCredits.userId, userId));
    expect(buckets).toHaveLength(1);
    const created = spent.filter((s) => s.statusCode === 201).length;
    const cost = designActionCost('ai-imagery', { imageCount: 1 });
    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/credits/balance',
      headers: t.bearer(token),
    });
    expect(balance.json().data.balance).toBe((MONTHLY_ALLOWANCE.free as number) + 100 - created * cost);
  });
});
