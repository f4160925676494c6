import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});
async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ AUTH_CODE_REQUESTS_PER_IP: '3', ...env });
  apps.push(t);
  let n = 0;
  /** A code request from a socket address, claiming a client address in X-Forwarded-For. */
  return (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/code/request',
      payload: { email: `p${++n}@example.com` },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
}

describe('AUTH_CODE_REQUESTS_PER_IP and TRUST_PROXY', () => {
  it('limits one address, and X-Forwarded-For cannot bypass it by default', async () => {
    const request = await appWith({});
    for (const n of [1, 2, 3]) expect((await request('198.51.100.1', `10.0.0.${n}`)).statusCode).toBe(200);
    expect((await request('198.51.100.1', '10.9.9.9')).statusCode).toBe(429);
    expect((await request('198.51.100.1')).statusCode).toBe(429);
    expect((await request('198.51.100.2')).statusCode).toBe(200);
  });

  it('counts the forwarded client behind a trusted hop count', async () => {
    const request = await appWith({ TRUST_PROXY: '1' });
    for (const _ of [1, 2, 3]) expect((await request('10.0.0.1', '203.0.113.5')).statusCode).toBe(200);
    expect((await request('10.0.0.1', '203.0.113.5')).statusCode).toBe(429);
    expect((await request('10.0.0.1', '203.0.113.6')).statusCode).toBe(200);
  });

  it('trusts X-Forwarded-For only from listed proxy addresses', async () => {
    const request = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    for (const _ of [1, 2, 3]) expect((await request('10.1.2.3', '203.0.113.7')).statusCode).toBe(200);
    expect((await request('10.1.2.3', '203.0.113.7')).statusCode).toBe(429);
    // Not a listed proxy: its own address counts, whatever header it sends.
    for (const n of [1, 2, 3]) expect((await request('198.51.100.9', `203.0.113.${n}`)).statusCode).toBe(200);
    expect((await request('198.51.100.9', '203.0.113.99')).statusCode).toBe(429);
  });

  it('refuses a setting that would trust any client', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
