import { SHOWCASE_MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEditableDesign } from '../../../test/designs.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, auditLog, showcaseFeatures } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let stranger: string;
let staff: string;
let design: string;

const call = (method: 'GET' | 'PUT', tok: string | null, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: tok ? t.bearer(tok) : {}, ...(payload ? { payload } : {}) });
const consent = (tok: string | null, id: string, allowed: boolean) =>
  call('PUT', tok, `/api/showcases/consent/${id}`, { allowed });
const featureAs = (tok: string | null, id: string, featured: boolean) =>
  call('PUT', tok, `/api/admin/showcases/${id}`, { featured });
const showcase = async () =>
  (await call('GET', null, '/api/showcases')).json().data as { asset: { id: string; url: string } }[];
const userIdOf = async (tok: string) =>
  (await call('GET', tok, '/api/users/me')).json().data.userId as string;

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  owner = await t.signIn('owner@showcase.test');
  stranger = await t.signIn('stranger@showcase.test');
  staff = await t.signIn('curator@packsmith.app');
  ({ id: design } = await storeEditableDesign(t.deps, await userIdOf(owner)));
}, 60_000);
afterAll(() => t.close());

describe('showcases', () => {
  it('only the owner sets the consent on a design (another user 404, anonymous 401, bad id 400)', async () => {
    expect((await call('GET', owner, `/api/showcases/consent/${design}`)).json().data).toEqual({
      assetId: design,
      allowed: false,
      featured: false,
    });
    expect((await consent(stranger, design, true)).statusCode).toBe(404);
    expect((await call('GET', stranger, `/api/showcases/consent/${design}`)).statusCode).toBe(404);
    expect((await consent(null, design, true)).statusCode).toBe(401);
    expect((await consent(owner, 'nope', true)).statusCode).toBe(400);
    expect((await call('GET', owner, `/api/showcases/consent/${design}`)).json().data.allowed).toBe(false);
  });

  it('staff cannot feature a design without its consent (403); with it, it shows in Explore to anyone', async () => {
    const refused = await featureAs(staff, design, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SHOWCASE_MESSAGES.noConsent);
    expect(await showcase()).toEqual([]);

    const given = await consent(owner, design, true);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      data: { allowed: true, featured: false },
      message: SHOWCASE_MESSAGES.consentGiven,
    });
    const candidates = (await call('GET', staff, '/api/admin/showcases')).json().data;
    expect(candidates).toEqual([
      expect.objectContaining({
        ownerEmail: 'owner@showcase.test',
        featuredAt: null,
        asset: expect.objectContaining({ id: design }),
      }),
    ]);

    const featured = await featureAs(staff, design, true);
    expect(featured.statusCode, featured.body).toBe(200);
    expect(featured.json().data).toEqual({ assetId: design, allowed: true, featured: true });
    expect((await featureAs(staff, design, true)).statusCode).toBe(200); // again: no change
    const items = await showcase();
    expect(items.map((i) => i.asset.id)).toEqual([design]);
    expect(items[0]!.asset.url).toBeTruthy();
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.target, design));
    expect(audits.map((a) => a.action)).toEqual(['showcase.feature']);
  });

  it('staff routes are hidden from everyone else; a missing design is a 404', async () => {
    expect((await featureAs(owner, design, false)).statusCode).toBe(404);
    expect((await call('GET', owner, '/api/admin/showcases')).statusCode).toBe(404);
    expect((await featureAs(null, design, false)).statusCode).toBe(401);
    expect((await featureAs(staff, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });

  it('withdrawing consent takes the design out of the showcase at once; a deleted design is never shown', async () => {
    expect((await consent(owner, design, false)).json().data).toEqual({
      assetId: design,
      allowed: false,
      featured: false,
    });
    expect(await showcase()).toEqual([]);
    expect(await t.db.select().from(showcaseFeatures)).toEqual([]);

    await consent(owner, design, true);
    await featureAs(staff, design, true);
    expect((await showcase()).length).toBe(1);
    await t.db.update(assets).set({ deletedAt: new Date() }).where(eq(assets.id, design));
    expect(await showcase()).toEqual([]);
    expect((await call('GET', staff, '/api/admin/showcases')).json().data).toEqual([]);
  });

  it('a withdrawal racing 20 feature clicks leaves no feature without consent', async () => {
    const { id } = await storeEditableDesign(t.deps, await userIdOf(owner));
    await consent(owner, id, true);
    const answers = await Promise.all([
      consent(owner, id, false),
      ...Array.from({ length: 20 }, () => featureAs(staff, id, true)),
    ]);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 403)).toBe(true);
    const state = (await call('GET', owner, `/api/showcases/consent/${id}`)).json().data;
    expect(state).toEqual({ assetId: id, allowed: false, featured: false });
    expect(await t.db.select().from(showcaseFeatures).where(eq(showcaseFeatures.assetId, id))).toEqual([]);
  });
});
