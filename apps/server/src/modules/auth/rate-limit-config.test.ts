import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_CODE_REQUESTS_PER_IP: '3' });
});
afterAll(() => t.close());

const request = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/code/request',
    payload: { email },
    headers: { 'x-forwarded-for': '10.7.7.7' },
  });

describe('AUTH_CODE_REQUESTS_PER_IP', () => {
  it('sets how many codes one address may request per window', async () => {
    for (const n of [1, 2, 3]) expect((await request(`p${n}@example.com`)).statusCode).toBe(200);
    expect((await request('p4@example.com')).statusCode).toBe(429);
  });
});
