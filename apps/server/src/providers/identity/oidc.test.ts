import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { cookieJar, startTestIssuer } from '../../../test/oidc-issuer.ts';
import { oidcFlows, userAuthentications, users } from '../../db/schema/index.ts';

const CALLBACK = '/api/auth/google/callback';

/** A real issuer and the real app listening on a real port, each knowing the other's address. */
async function startPair(options: { emailInIdToken?: boolean } = {}) {
  // The redirect URI must be known to both sides before either starts, so pick the app's port first.
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const issuer = await startTestIssuer({
    clientId: 'packsmith-test',
    clientSecret: 'packsmith-test-secret',
    redirectUri: `${appUrl}${CALLBACK}`,
    ...options,
  });
  const t = await createTestApp({
    GOOGLE_CLIENT_ID: 'packsmith-test',
    GOOGLE_CLIENT_SECRET: 'packsmith-test-secret',
    OIDC_ISSUER_URL: issuer.url,
    PUBLIC_URL: appUrl,
    BLOCKED_EMAILS: '*@blocked.test',
  });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });

  /**
   * Drives a browser's redirect dance: the app's start route, the issuer's authorize endpoint and
   * interactions (with the issuer's cookies), back to the app's callback. Returns where the
   * callback sends the browser. `tamper` may rewrite the callback URL first.
   */
  async function googleSignIn(startPath: string, tamper: (callback: URL) => URL = (u) => u) {
    const jar = cookieJar();
    let url = new URL(startPath, appUrl);
    for (let hop = 0; hop < 20; hop++) {
      const onIssuer = url.origin === issuer.url;
      if (!onIssuer && url.pathname === CALLBACK) url = tamper(url);
      const res = await fetch(url, { redirect: 'manual', headers: onIssuer ? { cookie: jar.header() } : {} });
      if (onIssuer) jar.store(res);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        throw new Error(`${url.pathname} answered ${res.status}: ${await res.text()}`);
      }
      if (url.pathname === CALLBACK) return { location, callbackUrl: url };
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }

  return {
    t,
    issuer,
    appUrl,
    googleSignIn,
    close: async () => {
      await t.close();
      await issuer.close();
    },
  };
}

const fragmentOf = (location: string) => new URLSearchParams(location.split('#')[1]);

describe('Google sign-in through a real OpenID Connect issuer', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
  let appUrl: string;
  let googleSignIn: Awaited<ReturnType<typeof startPair>>['googleSignIn'];
  beforeAll(async () => {
    pair = await startPair();
    ({ t, issuer, appUrl, googleSignIn } = pair);
  });
  afterAll(() => pair?.close());

  it('reports Google sign-in as available', async () => {
    const res = await fetch(`${appUrl}/api/auth/providers`);
    expect(await res.json()).toEqual({ data: { google: true } });
  });

  it('signs a new user in with code + PKCE and hands the web app a working token', async () => {
    issuer.signInAs('google-sub-1', 'Ada.Lovelace@Example.com');
    const { location } = await googleSignIn('/api/auth/google/start?redirect=/dashboard/credits');
    expect(location).toMatch(
      /^\/auth\/callback#token=[^&]+&onboarded=false&redirect=%2Fdashboard%2Fcredits$/,
    );
    const token = fragmentOf(location).get('token') ?? '';

    const me = await fetch(`${appUrl}/api/users/me`, { headers: t.bearer(token) });
    expect(me.status).toBe(404);
    const onboard = await fetch(`${appUrl}/api/users/me/onboarding`, {
      method: 'POST',
      headers: { ...t.bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', jobRole: 'Marketing', timing: 'Just exploring' }),
    });
    expect(onboard.status).toBe(200);
    const after = await fetch(`${appUrl}/api/users/me`, { headers: t.bearer(token) });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { data: unknown }).data).toMatchObject({
      email: 'ada.lovelace@example.com',
    });

    const [user] = await t.db.select().from(users).where(eq(users.email, 'ada.lovelace@example.com'));
    const methods = await t.db
      .select()
      .from(userAuthentications)
      .where(eq(userAuthentications.userId, user.id));
    expect(methods).toEqual([expect.objectContaining({ method: 'google', handle: 'google-sub-1' })]);
    expect(await t.db.select().from(oidcFlows)).toEqual([]);
    // This issuer keeps email out of the ID token, so the adapter had to ask userinfo.
    expect(issuer.requests).toContain('GET /me');
    expect(issuer.errors).toEqual([]);
  });

  it('signs the same person in again as onboarded, defaulting the redirect to /dashboard', async () => {
    issuer.signInAs('google-sub-1', 'ada.lovelace@example.com');
    const { location } = await googleSignIn('/api/auth/google/start');
    const fragment = fragmentOf(location);
    expect(fragment.get('onboarded')).toBe('true');
    expect(fragment.get('redirect')).toBe('/dashboard');
    const rows = await t.db
      .select()
      .from(userAuthentications)
      .where(and(eq(userAuthentications.method, 'google'), eq(userAuthentications.handle, 'google-sub-1')));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown, tampered or replayed state with /login?error=google', async () => {
    const unknown = await fetch(`${appUrl}${CALLBACK}?code=abc&state=never-issued`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/login?error=google');

    issuer.signInAs('google-sub-2', 'grace@example.com');
    const tampered = await googleSignIn('/api/auth/google/start', (callback) => {
      callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      return callback;
    });
    expect(tampered.location).toBe('/login?error=google');

    const first = await googleSignIn('/api/auth/google/start');
    expect(first.location).toMatch(/^\/auth\/callback#token=/);
    const replay = await fetch(first.callbackUrl, { redirect: 'manual' });
    expect(replay.headers.get('location')).toBe('/login?error=google');
  });

  it('refuses a forged code for a real state with /login?error=google', async () => {
    issuer.signInAs('google-sub-2', 'grace@example.com');
    const { location } = await googleSignIn('/api/auth/google/start', (callback) => {
      callback.searchParams.set('code', 'forged-code');
      return callback;
    });
    expect(location).toBe('/login?error=google');
  });

  it('refuses an address the issuer has not verified', async () => {
    issuer.signInAs('google-sub-4', 'unverified@example.com', { verified: false });
    const { location } = await googleSignIn('/api/auth/google/start');
    expect(location).toBe('/login?error=google');
    expect(await t.db.select().from(users).where(eq(users.email, 'unverified@example.com'))).toEqual([]);
  });

  it('sends a blocked address to /login?blocked=1 without creating a user', async () => {
    issuer.signInAs('google-sub-3', 'mallory@blocked.test');
    const { location } = await googleSignIn('/api/auth/google/start');
    expect(location).toBe('/login?blocked=1');
    expect(await t.db.select().from(users).where(eq(users.email, 'mallory@blocked.test'))).toEqual([]);
  });
});

describe('Google sign-in through an issuer that puts email in the ID token, as Google does', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair({ emailInIdToken: true });
  });
  afterAll(() => pair?.close());

  it('signs in from the ID token alone', async () => {
    pair.issuer.signInAs('google-sub-9', 'lin@example.com');
    const { location } = await pair.googleSignIn('/api/auth/google/start?redirect=/projects');
    expect(location).toMatch(/^\/auth\/callback#token=[^&]+&onboarded=false&redirect=%2Fprojects$/);
    const me = await fetch(`${pair.appUrl}/api/users/me`, {
      headers: pair.t.bearer(fragmentOf(location).get('token') ?? ''),
    });
    expect(me.status).toBe(404);
    expect(pair.issuer.requests).not.toContain('GET /me');
    expect(pair.issuer.requests).toContain('POST /token');
  });
});
