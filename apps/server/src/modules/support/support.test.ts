import {
  notificationsChannel,
  REALTIME_EVENTS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type SupportEvent,
} from '@packsmith/core';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { devMails, supportMessages, users } from '../../db/schema/index.ts';
import { PG_CHANNEL } from '../../providers/realtime/port.ts';

let t: TestApp;
let alice: string;
let bob: string;
let staff: string;
let aliceId: string;
let staffId: string;
/** Every realtime event the database carried, as a second process would hear it (LISTEN). */
const heard: { channel: string; event: string; data: unknown }[] = [];
let listener: pg.Client;

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const call = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, payload });

const supportEventsFor = (userId: string) =>
  heard
    .filter((h) => h.channel === notificationsChannel(userId) && h.event === REALTIME_EVENTS.support)
    .map((h) => h.data as SupportEvent);

const mailsToInbox = async () =>
  (await t.db.select().from(devMails)).filter((m) => m.to === 'help@packsmith.app');

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app', SUPPORT_INBOX: 'help@packsmith.app' });
  listener = new pg.Client({ connectionString: t.databaseUrl });
  await listener.connect();
  listener.on('notification', (msg) => {
    const envelope = JSON.parse(msg.payload ?? '{}');
    heard.push({ channel: envelope.c, event: envelope.e, data: envelope.d });
  });
  await listener.query(`LISTEN ${PG_CHANNEL}`);
  alice = await t.signIn('alice@brand.co');
  bob = await t.signIn('bob@brand.co');
  staff = await t.signIn('care@packsmith.app');
  aliceId = await idOf('alice@brand.co');
  staffId = await idOf('care@packsmith.app');
});
afterAll(async () => {
  await listener.end();
  await t.close();
});

describe('the built-in support chat', () => {
  it('answers which chat to show: the built-in one without CRISP_WEBSITE_ID, to visitors too', async () => {
    const res = await call(undefined, 'GET', '/api/support/config');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ driver: 'built-in', crispWebsiteId: null });
    expect(String(res.headers['content-security-policy'])).not.toContain('crisp');
  });

  it('needs a signed-in person and a message of 1 to 2000 characters, with the spec-style message', async () => {
    expect((await call(undefined, 'GET', '/api/support/conversation')).statusCode).toBe(401);
    expect(
      (await call(undefined, 'POST', '/api/support/conversation/messages', { text: 'hi' })).statusCode,
    ).toBe(401);
    for (const text of ['   ', 'x'.repeat(SUPPORT_LIMITS.maxText + 1), 'bad\u0000text']) {
      const res = await call(alice, 'POST', '/api/support/conversation/messages', { text });
      expect(res.statusCode, JSON.stringify(text).slice(0, 20)).toBe(400);
      expect(res.json().message).toBe(SUPPORT_MESSAGES.text);
    }
    const missing = await call(alice, 'POST', '/api/support/conversation/messages', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SUPPORT_MESSAGES.text);
    // Nothing was stored by the refused sends, and no conversation was opened.
    expect((await call(alice, 'GET', '/api/support/conversation')).json().data).toEqual({
      id: null,
      messages: [],
      unread: 0,
    });
  });

  it('a message reaches staff live with an unread count and one mail; the reply reaches the person live', async () => {
    const sent = await call(alice, 'POST', '/api/support/conversation/messages', {
      text: '  Where is my invoice?  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ author: 'user', text: 'Where is my invoice?', readAt: null });
    await call(alice, 'POST', '/api/support/conversation/messages', { text: 'It was for the Growth plan.' });

    const thread = (await call(alice, 'GET', '/api/support/conversation')).json().data;
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual([
      'Where is my invoice?',
      'It was for the Growth plan.',
    ]);
    const conversationId = thread.id as string;

    // Staff hear of both messages live, and see the conversation with 2 unread.
    await expect.poll(() => supportEventsFor(staffId).length).toBeGreaterThanOrEqual(2);
    expect(supportEventsFor(staffId)[0]).toEqual({ conversationId, kind: 'message', author: 'user' });
    const listed = await call(staff, 'GET', '/api/admin/support/conversations');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json();
    expect(list.totalCount).toBe(1);
    expect(list.awaiting).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: conversationId,
      userId: aliceId,
      userEmail: 'alice@brand.co',
      unread: 2,
      lastMessage: 'It was for the Growth plan.',
      lastAuthor: 'user',
    });

    // One mail for the unread run, with a link to the conversation.
    await expect.poll(async () => (await mailsToInbox()).length).toBe(1);
    const [mail] = await mailsToInbox();
    expect(mail!.subject).toBe(SUPPORT_MESSAGES.emailSubject('alice@brand.co'));
    expect(mail!.text).toContain('Where is my invoice?');
    expect(mail!.text).toContain(`/admin/support?c=${conversationId}`);

    // Staff open it (read) and answer; the person hears it live and has 1 unread.
    const opened = await call(staff, 'GET', `/api/admin/support/conversations/${conversationId}`);
    expect(opened.json().data.messages).toHaveLength(2);
    expect(
      (await call(staff, 'POST', `/api/admin/support/conversations/${conversationId}/read`)).statusCode,
    ).toBe(200);
    expect((await call(staff, 'GET', '/api/admin/support/conversations')).json()).toMatchObject({
      awaiting: 0,
      data: [{ unread: 0 }],
    });
    const before = supportEventsFor(aliceId).filter(
      (e) => e.author === 'staff' && e.kind === 'message',
    ).length;
    const reply = await call(staff, 'POST', `/api/admin/support/conversations/${conversationId}/messages`, {
      text: 'It is in Billing now.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data).toMatchObject({ author: 'staff', authorName: 'Test User' });
    await expect
      .poll(
        () => supportEventsFor(aliceId).filter((e) => e.author === 'staff' && e.kind === 'message').length,
      )
      .toBe(before + 1);
    expect((await call(alice, 'GET', '/api/support/unread')).json().data).toEqual({ count: 1 });
    const mine = (await call(alice, 'GET', '/api/support/conversation')).json().data;
    expect(mine.unread).toBe(1);
    expect(
      mine.messages.map((m: { author: string; readAt: string | null }) => [m.author, m.readAt !== null]),
    ).toEqual([
      ['user', true],
      ['user', true],
      ['staff', false],
    ]);
    await call(alice, 'POST', '/api/support/conversation/read');
    expect((await call(alice, 'GET', '/api/support/unread')).json().data).toEqual({ count: 0 });

    // After staff read the run, the next message starts a new run: a second mail.
    await call(alice, 'POST', '/api/support/conversation/messages', { text: 'Found it, thanks!' });
    await expect.poll(async () => (await mailsToInbox()).length).toBe(2);
  });

  it('keeps each person to their own conversation, and staff routes answer others 404 (401 signed out)', async () => {
    const bobs = (await call(bob, 'GET', '/api/support/conversation')).json().data;
    expect(bobs).toEqual({ id: null, messages: [], unread: 0 });
    await call(bob, 'POST', '/api/support/conversation/messages', { text: 'Bob here' });
    const after = (await call(bob, 'GET', '/api/support/conversation')).json().data;
    expect(after.messages.map((m: { text: string }) => m.text)).toEqual(['Bob here']);
    const alices = (await call(alice, 'GET', '/api/support/conversation')).json().data;
    expect(alices.id).not.toBe(after.id);
    expect(alices.messages.map((m: { text: string }) => m.text)).not.toContain('Bob here');
    // Bob's events go to Bob and staff, never to Alice.
    expect(supportEventsFor(aliceId).some((e) => e.conversationId === after.id)).toBe(false);

    for (const [method, url] of [
      ['GET', '/api/admin/support/conversations'],
      ['GET', `/api/admin/support/conversations/${alices.id}`],
      ['POST', `/api/admin/support/conversations/${alices.id}/messages`],
      ['POST', `/api/admin/support/conversations/${alices.id}/read`],
    ] as const) {
      const payload = method === 'POST' ? { text: 'sneaky' } : undefined;
      expect((await call(bob, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const texts = (await t.db.select().from(supportMessages)).map((m) => m.text);
    expect(texts).not.toContain('sneaky');
    const unknown = await call(
      staff,
      'GET',
      '/api/admin/support/conversations/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SUPPORT_MESSAGES.conversationNotFound);
    const bad = await call(staff, 'POST', `/api/admin/support/conversations/${alices.id}/messages`, {
      text: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SUPPORT_MESSAGES.text);
  });

  it('a burst of 30 parallel messages stores exactly the per-minute limit and answers the rest 429', async () => {
    const carol = await t.signIn('carol@brand.co');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(carol, 'POST', '/api/support/conversation/messages', { text: `burst ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(SUPPORT_LIMITS.messagesPerMinute);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - SUPPORT_LIMITS.messagesPerMinute);
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toBe(SUPPORT_MESSAGES.rateLimited);
    const thread = (await call(carol, 'GET', '/api/support/conversation')).json().data;
    expect(thread.messages).toHaveLength(SUPPORT_LIMITS.messagesPerMinute);
    // One conversation however many arrived at once.
    const list = (await call(staff, 'GET', '/api/admin/support/conversations')).json();
    expect(list.data.filter((c: { userEmail: string }) => c.userEmail === 'carol@brand.co')).toHaveLength(1);
  });
});

describe('with CRISP_WEBSITE_ID set', () => {
  it('tells the browser to load Crisp with that website id', async () => {
    const crisp = await createTestApp({ CRISP_WEBSITE_ID: '7598bf86-9ebb-46bc-8d61-be8929bbf93d' });
    try {
      const res = await crisp.app.inject({ method: 'GET', url: '/api/support/config' });
      expect(res.json().data).toEqual({
        driver: 'crisp',
        crispWebsiteId: '7598bf86-9ebb-46bc-8d61-be8929bbf93d',
      });
    } finally {
      await crisp.close();
    }
  });
});
