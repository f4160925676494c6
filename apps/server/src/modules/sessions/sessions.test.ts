import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { designActionImages, designActions } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn('alice@sessions.test');
  bob = await t.signIn('bob@sessions.test');
});
afterAll(() => t.close());

const req = (tok: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tok), payload });

describe('design sessions', () => {
  it('creates, lists (newest first by default), renames and soft-deletes', async () => {
    const a = (await req(alice, 'POST', '/api/design-sessions', { name: 'Cold brew' })).json().data.session;
    const b = (await req(alice, 'POST', '/api/design-sessions', {})).json().data.session;
    expect(a.name).toBe('Cold brew');
    expect(b.name).toBe('Untitled session');
    const list = await req(alice, 'POST', '/api/design-sessions/summary', {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    expect(list.json().data[0]).toMatchObject({ thumbnailUrl: null, numDesignRouteImages: 0 });
    const alpha = await req(alice, 'POST', '/api/design-sessions/summary', { sortBy: 'alphabetical' });
    expect(alpha.json().data[0].id).toBe(a.id);
    const search = await req(alice, 'POST', '/api/design-sessions/summary', {
      filters: { searchTerm: 'brew' },
    });
    expect(search.json().totalCount).toBe(1);

    const renamed = await req(alice, 'PATCH', `/api/design-sessions/${a.id}`, { name: 'Iced brew' });
    expect(renamed.json().data.session.name).toBe('Iced brew');
    expect((await req(alice, 'PATCH', `/api/design-sessions/${a.id}`, { name: ' ' })).json().message).toBe(
      'Please enter a session name',
    );
    const one = (await req(alice, 'GET', `/api/design-sessions/${a.id}`)).json().data;
    expect(one).toMatchObject({ id: a.id, name: 'Iced brew', events: [], designActions: [] });

    expect((await req(alice, 'DELETE', `/api/design-sessions/${a.id}`)).statusCode).toBe(200);
    expect((await req(alice, 'GET', `/api/design-sessions/${a.id}`)).statusCode).toBe(404);
    expect((await req(alice, 'POST', '/api/design-sessions/summary', {})).json().totalCount).toBe(1);
  });

  it('returns the actions in full, newest first, with their images and metadata', async () => {
    const s = (await req(alice, 'POST', '/api/design-sessions', { name: 'Range' })).json().data.session;
    const create = (metadata: object) =>
      req(alice, 'POST', '/api/design-actions', { type: 'ai-imagery', sessionId: s.id, metadata });
    const first = (await create({ prompt: 'A lemon soda can', imageCount: 1 })).json().data.designAction;
    const second = (await create({ prompt: 'A mint tea tin', imageCount: 2 })).json().data.designAction;
    const one = (await req(alice, 'GET', `/api/design-sessions/${s.id}`)).json().data;
    expect(one.designActions.map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
    expect(one.designActions[0]).toMatchObject({
      type: 'ai-imagery',
      metadata: { prompt: 'A mint tea tin', imageCount: 2 },
      numberOfImagesRequestedByUser: 2,
    });
    expect(one.designActions[0].images).toHaveLength(2);
    expect(one.events.map((e: { type: string }) => e.type)).toContain('design_action_created');
  });

  it('names a session from what started it when none is given, and never overwrites a rename', async () => {
    const carol = await t.signIn('carol@sessions.test');
    const start = async (type: string, metadata: object, sessionId?: string) => {
      const res = await req(carol, 'POST', '/api/design-actions', { type, sessionId, metadata });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.designAction as { sessionId: string };
    };
    const logo = await start('LOGO_DESIGN', { brand: 'Lumen Tea', brandDescription: 'A premium tea' });
    const imagery = await start('ai-imagery', {
      prompt:
        'Create a photorealistic image of a matcha tin on wet slate with eucalyptus leaves. Soft morning light.',
      imageCount: 1,
    });
    const generator = await req(carol, 'POST', '/api/spring/generation', {
      brand: 'Fizz & Co',
      packagingImage: 'drinks-can',
      imageCount: 1,
    });
    expect(generator.statusCode, generator.body).toBe(201);
    const named = await req(carol, 'POST', '/api/design-sessions', {});
    const names = async () =>
      Object.fromEntries(
        (await req(carol, 'POST', '/api/design-sessions/summary', {}))
          .json()
          .data.map((p: { id: string; name: string }) => [p.id, p.name]),
      );
    expect(await names()).toEqual({
      [logo.sessionId]: 'Lumen Tea logo',
      [imagery.sessionId]: 'A matcha tin on wet slate with eucalyptus leaves',
      [generator.json().data.designAction.sessionId]: 'Fizz & Co drinks can',
      [named.json().data.session.id]: 'Untitled session',
    });

    // Renamed, then more work in the session: the user's name stays.
    await req(carol, 'PATCH', `/api/design-sessions/${logo.sessionId}`, { name: 'Tea relaunch' });
    await start('ai-imagery', { prompt: 'A tea shop window', imageCount: 1 }, logo.sessionId);
    expect((await names())[logo.sessionId]).toBe('Tea relaunch');
  });

  it("404s on another user's session and 401s anonymous callers", async () => {
    const s = (await req(alice, 'POST', '/api/design-sessions', { name: 'Private' })).json().data.session;
    expect((await req(bob, 'GET', `/api/design-sessions/${s.id}`)).statusCode).toBe(404);
    expect((await req(bob, 'PATCH', `/api/design-sessions/${s.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await req(bob, 'DELETE', `/api/design-sessions/${s.id}`)).statusCode).toBe(404);
    expect((await req(bob, 'POST', '/api/design-sessions/summary', {})).json().data).toEqual([]);
    for (const [method, url] of [
      ['PATCH', `/api/design-sessions/${s.id}`],
      ['DELETE', `/api/design-sessions/${s.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: { name: 'x' } })).statusCode).toBe(401);
    }
  });
});

describe('prompt prefill and spring generations', () => {
  it('extracts logo fields, hex colours without #', async () => {
    const res = await req(alice, 'POST', '/api/prompt-prefill/logo-design', {
      prompt:
        'A logo for "Solbrew", a cold brew coffee brand for busy young professionals. It should feel energetic and trusted. Use #1a2b3c and orange. Include a sun icon.',
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.brand).toBe('Solbrew');
    expect(d.industry).toBe('Coffee');
    expect(d.targetAudience).toContain('professionals');
    expect(d.brandFeel.toLowerCase()).toContain('energetic');
    expect(d.hexColours[0]).toBe('1A2B3C');
    expect(d.hexColours.every((h: string) => /^[0-9A-F]{6}$/.test(h))).toBe(true);
    expect(d.additionalNotes).toContain('sun icon');
  });

  it('lists spring generations with a total (page size 100 by default)', async () => {
    const res = await req(alice, 'GET', '/api/spring/generation?page=1');
    expect(res.json()).toMatchObject({ data: [], total: 0 });
  });
});

describe('reads in a fixed number of queries, however many actions', () => {
  /** Queries the pool runs while `fn` does (reads outside a transaction all go through pool.query). */
  async function countQueries(fn: () => Promise<void>): Promise<number> {
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const original = pool.query;
    let n = 0;
    pool.query = function (this: pg.Pool, ...args: unknown[]) {
      n++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pool.query;
    try {
      await fn();
    } finally {
      pool.query = original;
    }
    return n;
  }

  /** A session of `count` finished actions with two stored images each (private: signed URLs). */
  async function sessionWith(token: string, count: number) {
    const userId = (await req(token, 'GET', '/api/users/me')).json().data.userId as string;
    const session = (await req(token, 'POST', '/api/design-sessions', {})).json().data.session;
    const assets = assetsServiceFor(t.deps);
    const png = await solidPng(16, 16, '#3366cc');
    for (let i = 0; i < count; i++) {
      const [action] = await t.db
        .insert(designActions)
        .values({ userId, sessionId: session.id, type: 'ai-imagery', status: 'completed', metadata: {} })
        .returning();
      for (const position of [0, 1]) {
        const asset = await assets.storeGeneratedImage(userId, png, { visibility: 'private' });
        await t.db
          .insert(designActionImages)
          .values({ designActionId: action!.id, position, status: 'completed', assetId: asset.id });
      }
    }
    return session.id as string;
  }

  it('GET /api/design-sessions/:id: 1 action and 20 actions cost the same queries', async () => {
    const token = await t.signIn('counted@sessions.test');
    const read = async (sessionId: string, count: number) =>
      countQueries(async () => {
        const res = await req(token, 'GET', `/api/design-sessions/${sessionId}`);
        expect(res.statusCode, res.body).toBe(200);
        const actions = res.json().data.designActions as { images: { url: string | null }[] }[];
        expect(actions).toHaveLength(count);
        for (const a of actions) expect(a.images.map((i) => Boolean(i.url))).toEqual([true, true]);
      });
    const one = await read(await sessionWith(token, 1), 1);
    const twenty = await read(await sessionWith(token, 20), 20);
    expect(twenty).toBe(one);
  });

  it('the summary: 1 session and 20 sessions cost the same queries', async () => {
    const few = await t.signIn('few@sessions.test');
    const many = await t.signIn('many@sessions.test');
    await sessionWith(few, 1);
    for (let i = 0; i < 20; i++) await sessionWith(many, 1);
    const summary = (token: string, count: number) =>
      countQueries(async () => {
        const res = await req(token, 'POST', '/api/design-sessions/summary', {});
        expect(res.statusCode, res.body).toBe(200);
        const rows = res.json().data as { thumbnailUrl: string | null; numDesignRouteImages: number }[];
        expect(rows).toHaveLength(count);
        for (const r of rows) expect([Boolean(r.thumbnailUrl), r.numDesignRouteImages]).toEqual([true, 2]);
      });
    expect(await summary(many, 20)).toBe(await summary(few, 1));
  });
});
