import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfrepProvider } from './ofrep.ts';
import { openFeatureFlags } from './openfeature.ts';

/** A flag service speaking OFREP's single-flag evaluation: render-mvp for pro users, print-ready a string (wrong type). */
let server: Server;
let baseUrl: string;
const received: { key: string; context: Record<string, unknown>; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = decodeURIComponent(req.url!.replace('/ofrep/v1/evaluate/flags/', ''));
      const { context } = JSON.parse(body) as { context: Record<string, unknown> };
      received.push({ key, context, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || !req.url!.startsWith('/ofrep/v1/evaluate/flags/')) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ errorCode: 'INVALID_CONTEXT' }));
      }
      if (key === 'render-mvp') {
        return res.end(
          JSON.stringify({ key, value: context.tier === 'pro', reason: 'TARGETING_MATCH', variant: 'on' }),
        );
      }
      if (key === 'print-ready') return res.end(JSON.stringify({ key, value: 'yes', reason: 'STATIC' }));
      if (key === 'maintenance-page') {
        res.statusCode = 500;
        return res.end('{}');
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ key, errorCode: 'FLAG_NOT_FOUND' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('flags through OpenFeature, from a flag service over OFREP', () => {
  it('evaluates every flag with the user as targeting key plus tier, staff and job role', async () => {
    const flags = openFeatureFlags(new OfrepProvider({ baseUrl, apiKey: 'secret' }));
    const pro = await flags.evaluate({ userId: 'u-pro', tier: 'pro', staff: false, jobRole: 'Marketing' });
    expect(pro['render-mvp']).toBe(true);
    const request = received.find((r) => r.key === 'render-mvp')!;
    expect(request.context).toEqual({
      targetingKey: 'u-pro',
      tier: 'pro',
      staff: false,
      jobRole: 'Marketing',
    });
    expect(request.auth).toBe('Bearer secret');
    // Unknown to the service, the wrong type, or a failing service: off, never an error.
    expect(pro['early-access-alpha']).toBe(false);
    expect(pro['print-ready']).toBe(false);
    expect(pro['maintenance-page']).toBe(false);

    const free = await flags.evaluate({ userId: 'u-free', tier: 'free', staff: false, jobRole: null });
    expect(free['render-mvp']).toBe(false);
  });

  it('asks the service once per person while its answer is fresh, and again after invalidate()', async () => {
    const flags = openFeatureFlags(new OfrepProvider({ baseUrl }));
    const person = { userId: 'u-cache', tier: 'free', staff: false, jobRole: null } as const;
    const asked = () => received.filter((r) => r.context.targetingKey === 'u-cache').length;
    await flags.evaluate(person);
    const once = asked();
    expect(once).toBeGreaterThan(0);
    await flags.evaluate(person);
    expect(asked()).toBe(once);
    flags.invalidate();
    await flags.evaluate(person);
    expect(asked()).toBe(once * 2);
  });
});
