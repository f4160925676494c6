import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { apiRoutes } from '../../../test/routes.ts';
import { ADMIN_PREFIX } from './scope.ts';

let t: TestApp;
let member: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  member = await t.signIn('member@brand.co');
  staff = await t.signIn('ops@packsmith.app');
});
afterAll(() => t.close());

const fill = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000');

describe('every admin endpoint', () => {
  it('answers 401 to anonymous callers and 404 to everyone but staff, before reading any input', async () => {
    const routes = apiRoutes(t.app).filter((route) => route.url.startsWith(ADMIN_PREFIX));
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const { method, url } of routes) {
      const request = { method: method as 'GET', url: fill(url), payload: method === 'GET' ? undefined : {} };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      const asMember = await t.app.inject({ ...request, headers: t.bearer(member) });
      expect(asMember.statusCode, `${method} ${url} as a member`).toBe(404);
      expect(asMember.json().message).toBe('Not found');
      const asStaff = await t.app.inject({ ...request, headers: t.bearer(staff) });
      // Staff reach the route (an id that does not exist may still be a 404 of its own).
      if (!url.includes(':')) expect(asStaff.statusCode, `${method} ${url} as staff`).not.toBe(404);
      expect(asStaff.statusCode, `${method} ${url} as staff`).toBeLessThan(500);
    }
  });
});
