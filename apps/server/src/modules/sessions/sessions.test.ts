import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

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
