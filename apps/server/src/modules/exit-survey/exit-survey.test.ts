import { EXIT_SURVEY_LIMITS, EXIT_SURVEY_MESSAGES, type Tier } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { exitSurveyAnswers, users } from '../../db/schema/index.ts';

let t: TestApp;
let staff: string;

const onTier = async (email: string, tier: Tier) => {
  const token = await t.signIn(email);
  await t.db.update(users).set({ tier }).where(eq(users.email, email));
  return token;
};

const answer = (token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/exit-survey',
    headers: token ? t.bearer(token) : {},
    payload,
  });

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('ops@packsmith.app');
});
afterAll(() => t.close());

describe('the exit survey', () => {
  it('stores the reason with the plan the person leaves, read on the server', async () => {
    const dana = await onTier('dana@brand.co', 'growth');
    const res = await answer(dana, {
      reason: 'too_expensive',
      details: '  Budget cut  ',
      newTier: 'starter',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(EXIT_SURVEY_MESSAGES.thanks);
    expect(res.json().data).toMatchObject({
      reason: 'too_expensive',
      details: 'Budget cut',
      previousTier: 'growth',
      newTier: 'starter',
    });
    // A cancel (to Free) from a yearly plan.
    const eli = await onTier('eli@brand.co', 'pro');
    expect((await answer(eli, { reason: 'project_finished', newTier: 'free' })).statusCode).toBe(201);
    const rows = await t.db.select().from(exitSurveyAnswers);
    expect(rows.map((r) => [r.reason, r.previousTier, r.newTier, r.details]).sort()).toEqual([
      ['project_finished', 'pro', 'free', null],
      ['too_expensive', 'growth', 'starter', 'Budget cut'],
    ]);
  });

  it('refuses a move that is not down, a missing reason and over-long details with their messages', async () => {
    const fay = await onTier('fay@brand.co', 'starter');
    const up = await answer(fay, { reason: 'other', newTier: 'growth' });
    expect(up.statusCode).toBe(400);
    expect(up.json().message).toBe(EXIT_SURVEY_MESSAGES.notDowngrade);
    // Plus is Starter paid yearly: the same rank, so not a downgrade either.
    expect((await answer(fay, { reason: 'other', newTier: 'plus' })).json().message).toBe(
      EXIT_SURVEY_MESSAGES.notDowngrade,
    );
    const free = await t.signIn('gus@brand.co');
    expect((await answer(free, { reason: 'other', newTier: 'free' })).json().message).toBe(
      EXIT_SURVEY_MESSAGES.notDowngrade,
    );
    const noReason = await answer(fay, { newTier: 'free' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(EXIT_SURVEY_MESSAGES.reason);
    const madeUp = await answer(fay, { reason: 'bored', newTier: 'free' });
    expect(madeUp.json().message).toBe(EXIT_SURVEY_MESSAGES.reason);
    const long = await answer(fay, {
      reason: 'other',
      details: 'x'.repeat(EXIT_SURVEY_LIMITS.maxDetails + 1),
      newTier: 'free',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(EXIT_SURVEY_MESSAGES.details);
    expect((await answer(undefined, { reason: 'other', newTier: 'free' })).statusCode).toBe(401);
    const fays = await t.db.select().from(exitSurveyAnswers).where(eq(exitSurveyAnswers.reason, 'other'));
    expect(fays).toEqual([]);
  });

  it('shows staff every answer, newest first, with who answered; others get 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exit-surveys',
      headers: t.bearer(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(2);
    expect(body.data.map((a: { userEmail: string }) => a.userEmail)).toEqual([
      'eli@brand.co',
      'dana@brand.co',
    ]);
    const member = await t.signIn('hal@brand.co');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/exit-surveys', headers: t.bearer(member) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/exit-surveys' })).statusCode).toBe(401);
  });
});
