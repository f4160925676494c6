import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DESIGN_ACTION_TYPES, PRODUCT_VERSION } from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAINTENANCE: 'true' });
});
afterAll(() => t.close());

describe('meta, health, docs and the error envelope', () => {
  it('serves the package version and the maintenance setting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meta.json' });
    expect(res.json()).toEqual({ version: PRODUCT_VERSION, maintenance: true, imageEditModel: false });
  });

  it('is one product version: every package.json carries it', async () => {
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const manifests = ['.', 'apps/server', 'apps/web', 'packages/core', 'packages/render', 'e2e', 'bench'];
    for (const dir of manifests) {
      const pkg = JSON.parse(await readFile(path.join(root, dir, 'package.json'), 'utf8'));
      expect(pkg.version, dir).toBe(PRODUCT_VERSION);
    }
  });

  it('reports health after touching the database, with a request id header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('publishes an OpenAPI document built from the zod contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/auth/code/verify'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('code');
    expect(doc.paths['/api/users/me'].get).toBeDefined();
    // Design actions: one request shape per type, told apart by `type`.
    const action = doc.paths['/api/design-actions'].post.requestBody.content['application/json'].schema;
    const variants = action.oneOf ?? action.anyOf;
    expect(variants.map((v: { properties: { type: { enum: string[] } } }) => v.properties.type.enum)).toEqual(
      DESIGN_ACTION_TYPES.map((type) => [type]),
    );
    expect(variants[0].properties.metadata.properties).toHaveProperty('prompt');
  });

  it('answers unknown API paths and malformed bodies with the error envelope', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'Not found',
      error: { code: 'not_found', message: 'Not found' },
    });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBeTruthy();

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code/request',
      payload: { email: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('lists dev mail outside production', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/code/request',
      payload: { email: 'box@example.com' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.json().data[0]).toMatchObject({ to: 'box@example.com' });
  });

  it('shows the dev mailbox only to callers on this machine unless DEV_MAILBOX says otherwise', async () => {
    const read = (app: TestApp, remoteAddress: string) =>
      app.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
    expect((await read(t, '127.0.0.1')).statusCode).toBe(200);
    expect((await read(t, '::1')).statusCode).toBe(200);
    expect((await read(t, '192.168.1.20')).statusCode).toBe(404);
    // A forwarded header cannot make a remote caller look local (TRUST_PROXY is off).
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    for (const [setting, remote, local] of [
      ['open', 200, 200],
      ['off', 404, 404],
    ] as const) {
      const other = await createTestApp({ DEV_MAILBOX: setting });
      try {
        expect((await read(other, '192.168.1.20')).statusCode).toBe(remote);
        expect((await read(other, '127.0.0.1')).statusCode).toBe(local);
      } finally {
        await other.close();
      }
    }
    const production = await createTestApp({
      NODE_ENV: 'production',
      DEV_MAILBOX: 'open',
      FILE_SIGNING_SECRET: 'a-long-random-test-secret-0123456789',
    });
    try {
      expect((await read(production, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
