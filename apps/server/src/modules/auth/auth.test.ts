import { AUTH, MESSAGES } from '@packsmith/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { authTokens, blockedEmails, loginCodes } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BLOCKED_EMAILS: '*@blocked.test, spam*@example.com,exact@bad.io' });
});
afterAll(() => t.close());

/** A code request from a client address (each test address its own, so limits don't mix). */
const request = (email: string, ip = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/code/request', payload: { email }, remoteAddress: ip });
const verify = (email: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/code/verify', payload: { email, code } });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('email code sign-in', () => {
  it('mails a 6-digit code, stores only its hash, and accepts it once', async () => {
    const res = await request('New.Person@Example.com');
    expect(res.statusCode).toBe(200);
    const code = await t.latestCode('new.person@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(loginCodes).where(eq(loginCodes.email, 'new.person@example.com'));
    expect(row.codeHash).not.toContain(code);

    const ok = await verify('new.person@example.com', code);
    expect(ok.statusCode).toBe(200);
    const { token, onboarded, expiresAt } = ok.json().data;
    expect(onboarded).toBe(false);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(AUTH.tokenTtlDays - 0.01);
    const stored = await t.db.select().from(authTokens);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);

    const again = await verify('new.person@example.com', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('code_invalid');
  });

  it('refuses a wrong code with the message, and a malformed one with a 400', async () => {
    await request('wrong@example.com');
    const code = await t.latestCode('wrong@example.com');
    const res = await verify('wrong@example.com', wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.auth.codeInvalid);
    const bad = await verify('wrong@example.com', '12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.auth.codeFormat);
    const badEmail = await request('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe(MESSAGES.auth.invalidEmail);
  });

  it('refuses an expired code', async () => {
    await request('late@example.com');
    const code = await t.latestCode('late@example.com');
    await t.db
      .update(loginCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginCodes.email, 'late@example.com'));
    const res = await verify('late@example.com', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.auth.codeExpired, error: { code: 'code_expired' } });
  });

  it('allows five wrong tries, then refuses even the right code until a new one is requested', async () => {
    await request('guesser@example.com');
    const code = await t.latestCode('guesser@example.com');
    for (let i = 0; i < AUTH.maxCodeAttempts; i++) {
      expect((await verify('guesser@example.com', wrong(code))).json().error.code).toBe('code_invalid');
    }
    const sixth = await verify('guesser@example.com', code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({
      message: MESSAGES.auth.codeTooManyAttempts,
      error: { code: 'code_attempts' },
    });

    await request('guesser@example.com');
    const fresh = await t.latestCode('guesser@example.com');
    expect((await verify('guesser@example.com', fresh)).statusCode).toBe(200);
  });

  it('counts parallel guesses atomically', async () => {
    await request('race@example.com');
    const code = await t.latestCode('race@example.com');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verify('race@example.com', wrong(code))),
    );
    const codes = results.map((r) => r.json().error.code);
    expect(codes.filter((c) => c === 'code_invalid')).toHaveLength(AUTH.maxCodeAttempts);
    expect(codes.filter((c) => c === 'code_attempts')).toHaveLength(12 - AUTH.maxCodeAttempts);
  });

  it('rate-limits code requests per email and per IP', async () => {
    for (let i = 0; i < AUTH.codeRequestsPerEmail; i++) {
      expect((await request('busy@example.com', '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await request('busy@example.com', '10.9.9.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.auth.tooManyRequests);

    for (let i = 0; i < AUTH.codeRequestsPerIp; i++) {
      expect((await request(`ip${i}@example.com`, '10.1.2.3')).statusCode).toBe(200);
    }
    expect((await request('one-more@example.com', '10.1.2.3')).statusCode).toBe(429);
    expect((await request('one-more@example.com', '10.1.2.4')).statusCode).toBe(200);
  });

  it('blocks addresses that match a configured or stored wildcard pattern, sending no mail', async () => {
    await t.db.insert(blockedEmails).values({ pattern: 'troll?@example.org' });
    for (const email of [
      'anyone@blocked.test',
      'SPAM.bot@example.com',
      'exact@bad.io',
      'troll1@example.org',
    ]) {
      const res = await request(email);
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'email_blocked' } });
      await expect(t.latestCode(email)).rejects.toThrow('no code');
    }
    for (const email of [
      'ok@blocked.test.com',
      'notspam@example.com',
      'troll12@example.org',
      'exact@bad.iox',
    ]) {
      expect((await request(email)).statusCode, email).toBe(200);
    }
  });

  it('answers 401 without a token or with a bad one, and revokes the token on sign-out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const bogus = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer('nope') });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().error.code).toBe('unauthorized');

    const token = await t.signIn('leaver@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: t.bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('reports Google sign-in as unavailable when not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ data: { google: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/google/start' })).statusCode).toBe(404);
  });
});
