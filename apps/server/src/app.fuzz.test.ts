import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { apiRoutes } from '../test/routes.ts';

/**
 * Bad input never reaches a 500: every route the app registers (read from the app itself, so a
 * new route is fuzzed the day it lands) gets malformed bodies, hostile text (NUL, unpaired
 * surrogates) in every field its contract names, odd query strings and garbage path parameters,
 * signed in and anonymous.
 */
let t: TestApp;
let dataDir: string;
let emails = 0;
let token: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-fuzz-'));
  t = await createTestApp({ DATA_DIR: dataDir, AUTH_CODE_REQUESTS_PER_IP: '10000' });
  token = await t.signIn(`fuzz${++emails}@fuzz.test`);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const HOSTILE = [
  'a\u0000b',
  'broken \ud800 surrogate',
  '\udc00',
  'x'.repeat(100_000),
  '%00',
  '../../etc/passwd',
];
/** Field names the contracts use; each gets every hostile string and a wrong type. */
const FIELDS = [
  'name',
  'email',
  'code',
  'prompt',
  'brand',
  'type',
  'claimToken',
  'sessionId',
  'assetId',
  'description',
  'recaptchaToken',
  'jobRole',
  'timing',
  'plan',
  'packagingImage',
];

function nested(depth: number): unknown {
  let value: unknown = 'deep\u0000';
  for (let i = 0; i < depth; i++) value = { a: [value] };
  return value;
}

function bodies(): unknown[] {
  const all = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
  return [
    {},
    [],
    null,
    'text',
    42,
    true,
    nested(2_000),
    Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
    { name: 'x'.repeat(100_000), prompt: 'y'.repeat(100_000) },
    { type: 'ai-imagery', metadata: { prompt: '\ud800', imageCount: 1 } },
    { brand: 'B\u0000', packagingImage: 'pouch', isLaunchPackaging: true, newUserEmail: 'a@b.test' },
    ...HOSTILE.map(all),
    ...[12, [], { x: 1 }, null, -1, 1e308].map(all),
    ...FIELDS.map((field) => ({ [field]: 'a\u0000b' })),
  ];
}

const QUERIES = [
  '',
  '?page=-1&limit=abc',
  '?limit=1e9&offset=-5',
  '?q=%00',
  '?searchTerm=%ED%A0%80',
  '?x[]=1&x[y]=2',
];
const fill = (url: string, value: string) => url.replace(/:[^/]+/g, value);

async function usableToken(): Promise<string> {
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  if (me.statusCode !== 200) token = await t.signIn(`fuzz${++emails}@fuzz.test`);
  return token;
}

describe('fuzzing every route', () => {
  it('answers no 5xx to malformed bodies, hostile text, odd queries and garbage ids', async () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, payload: unknown, headers: Record<string, string>) => {
      const withBody = method !== 'GET' && method !== 'DELETE';
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
        payload: withBody ? (typeof payload === 'string' ? payload : JSON.stringify(payload)) : undefined,
      });
      sent++;
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${method} ${url} ${String(payload).slice(0, 120)}`);
    };
    // Sign-out last: it revokes the token the other routes use.
    const ordered = [...routes].sort(
      (a, b) => Number(a.url.endsWith('sign-out')) - Number(b.url.endsWith('sign-out')),
    );
    for (const { method, url } of ordered) {
      for (const signedIn of [true, false]) {
        const headers = signedIn ? t.bearer(await usableToken()) : {};
        for (const id of ['not-an-id', '%00', '%ED%A0%80']) await send(method, fill(url, id), {}, headers);
        for (const query of QUERIES) await send(method, fill(url, randomUUID()) + query, {}, headers);
        if (method === 'GET' || method === 'DELETE') continue;
        for (const payload of bodies()) await send(method, fill(url, randomUUID()), payload, headers);
        // Not JSON at all, with a JSON content type.
        await send(method, fill(url, randomUUID()), '{"name": "unterminated', headers);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_500);
  }, 180_000);

  it('answers hostile text with a clear 400, and writes nothing', async () => {
    const headers = t.bearer(await usableToken());
    for (const name of ['a\u0000b', 'lone \ud800']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/design-sessions',
        headers,
        payload: { name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.generic.unsafeText);
    }
    const action = await t.app.inject({
      method: 'POST',
      url: '/api/design-actions',
      headers,
      payload: { type: 'ai-imagery', metadata: { prompt: 'jam \ud800 jar', imageCount: 1 } },
    });
    expect(action.statusCode).toBe(400);
    const launch = await t.app.inject({
      method: 'POST',
      url: '/api/spring/generation',
      payload: {
        brand: 'Jam\u0000',
        packagingImage: 'jar',
        isLaunchPackaging: true,
        newUserEmail: 'a@b.test',
      },
    });
    expect(launch.statusCode).toBe(400);
    const sessions = await t.app.inject({ method: 'GET', url: '/api/design-sessions?search=%00', headers });
    expect(sessions.statusCode).toBeLessThan(500);
    const history = await t.app.inject({ method: 'GET', url: '/api/credits/history', headers });
    expect(history.json().data.items ?? history.json().data).not.toContainEqual(
      expect.objectContaining({ status: 'pending' }),
    );
  });
});
