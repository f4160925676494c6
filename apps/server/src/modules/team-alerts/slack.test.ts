import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SLACK_LIMITS, SLACK_MESSAGES } from '@packsmith/core';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { slackMessages } from '../../db/schema/index.ts';

const send = (t: TestApp, token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/send-slack-notification',
    headers: token ? t.bearer(token) : {},
    payload,
  });

/** A local Slack: answers incoming-webhook posts like Slack does ("ok", or an error status). */
function startSlackFake() {
  const received: { path: string; contentType: string | undefined; body: unknown }[] = [];
  let failWith: number | null = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        body: JSON.parse(body),
      });
      if (failWith) {
        res.writeHead(failWith, { 'content-type': 'text/plain' }).end('invalid_payload');
        failWith = null;
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  return {
    received,
    failNext: (status: number) => {
      failWith = status;
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /api/send-slack-notification, default adapter (logged and stored)', () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
    staff = await t.signIn('ops@packsmith.app');
    member = await t.signIn('member@slack.test');
  });
  afterAll(() => t.close());

  it('stores a staff message; others get 403, signed-out 401, a blank message 400', async () => {
    const res = await send(t, staff, { message: '  Deploy at 5pm  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true, via: 'log' }, message: SLACK_MESSAGES.sent });
    const [stored] = await t.db.select().from(slackMessages).orderBy(desc(slackMessages.createdAt)).limit(1);
    expect(stored).toMatchObject({ text: 'Deploy at 5pm', source: 'staff' });

    const refused = await send(t, member, { message: 'hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SLACK_MESSAGES.staffOnly);
    expect((await send(t, undefined, { message: 'hello' })).statusCode).toBe(401);
    const blank = await send(t, staff, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(SLACK_MESSAGES.text);
    expect((await send(t, staff, { message: 'x'.repeat(SLACK_LIMITS.maxText + 1) })).statusCode).toBe(400);
    const texts = (await t.db.select().from(slackMessages)).map((m) => m.text);
    expect(texts).not.toContain('hello');
  });

  it('rate-limits each staff member to a few posts a minute (429 after)', async () => {
    const other = await t.signIn('busy@packsmith.app');
    const answers = [];
    for (let i = 0; i < SLACK_LIMITS.perMinute + 2; i++)
      answers.push((await send(t, other, { message: `n${i}` })).statusCode);
    expect(answers.filter((c) => c === 200)).toHaveLength(SLACK_LIMITS.perMinute);
    expect(answers.slice(SLACK_LIMITS.perMinute)).toEqual([429, 429]);
  });

  it('tells the team about a product request and a waitlist sign-up (once)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mockups/product-requests',
      headers: t.bearer(member),
      payload: { name: 'Hexagonal tin' },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (let i = 0; i < 2; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/feature-invites/waitlist',
        headers: t.bearer(member),
        payload: { feature: 'photoshoots' },
      });
    await expect
      .poll(async () => (await t.db.select().from(slackMessages)).map((m) => `${m.source}: ${m.text}`).sort())
      .toEqual(
        expect.arrayContaining([
          'product_request: New product request: Hexagonal tin',
          'waitlist: New waitlist sign-up for Photoshoots',
        ]),
      );
    const waitlist = (await t.db.select().from(slackMessages)).filter((m) => m.source === 'waitlist');
    expect(waitlist).toHaveLength(1);
  });
});

describe('Slack incoming-webhook adapter (SLACK_WEBHOOK_URL), against a local Slack', () => {
  const fake = startSlackFake();
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    const port = await fake.listen();
    t = await createTestApp({
      STAFF_EMAIL_DOMAIN: 'packsmith.app',
      SLACK_WEBHOOK_URL: `http://127.0.0.1:${port}/services/T000/B000/XXXX`,
    });
    staff = await t.signIn('hook@packsmith.app');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('posts {text} as JSON to the webhook, stores nothing locally, and answers 502 when Slack refuses', async () => {
    const res = await send(t, staff, { message: 'New SKU live' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.via).toBe('webhook');
    expect(fake.received.at(-1)).toEqual({
      path: '/services/T000/B000/XXXX',
      contentType: 'application/json',
      body: { text: 'New SKU live' },
    });
    expect(await t.db.select().from(slackMessages)).toEqual([]);

    fake.failNext(400);
    const refused = await send(t, staff, { message: 'bad' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(SLACK_MESSAGES.failed);
  });

  it('delivers the waitlist sign-up alert through the webhook, and a Slack failure never fails the sign-up', async () => {
    const person = await t.signIn('waiter@slack.test');
    fake.failNext(500);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/feature-invites/waitlist',
      headers: t.bearer(person),
      payload: { feature: 'extractor' },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/feature-invites/waitlist',
      headers: t.bearer(person),
      payload: { feature: 'print-ready' },
    });
    expect(second.statusCode).toBe(200);
    await expect
      .poll(() => fake.received.map((r) => (r.body as { text: string }).text))
      .toContain('New waitlist sign-up for Print-ready');
  });
});
