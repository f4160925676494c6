import { TOUR_MESSAGES } from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let ana: string;
let ben: string;

const get = (token: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/user-tours', headers: token ? t.bearer(token) : {} });
const put = (token: string | null, tourId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user-tours/${tourId}`,
    headers: token ? t.bearer(token) : {},
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signIn('ana@tours.co');
  ben = await t.signIn('ben@tours.co');
});
afterAll(() => t.close());

describe('user tours', () => {
  it('lists every tour as not answered for a new person', async () => {
    const res = await get(ana);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { tourId: 'dashboard', doNotShow: false },
      { tourId: 'editor', doNotShow: false },
      { tourId: 'toolbox', doNotShow: false },
    ]);
  });

  it("keeps 'Don't show again' per person and per tour, and can turn it back off", async () => {
    const saved = await put(ana, 'editor', { doNotShow: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ tourId: 'editor', doNotShow: true });
    expect((await put(ana, 'editor', { doNotShow: true })).statusCode).toBe(200);
    const mine = (await get(ana)).json().data;
    expect(mine.find((x: { tourId: string }) => x.tourId === 'editor').doNotShow).toBe(true);
    expect(mine.find((x: { tourId: string }) => x.tourId === 'dashboard').doNotShow).toBe(false);
    // Ben's tours are his own.
    expect((await get(ben)).json().data.every((x: { doNotShow: boolean }) => !x.doNotShow)).toBe(true);

    await put(ana, 'editor', { doNotShow: false });
    expect((await get(ana)).json().data.every((x: { doNotShow: boolean }) => !x.doNotShow)).toBe(true);
  });

  it('refuses unknown tours and bad bodies with 400, anonymous callers with 401', async () => {
    const unknown = await put(ana, 'billing', { doNotShow: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(TOUR_MESSAGES.unknownTour);
    const bad = await put(ana, 'editor', { doNotShow: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TOUR_MESSAGES.doNotShowRequired);
    expect((await put(ana, 'editor', {})).json().message).toBe(TOUR_MESSAGES.doNotShowRequired);
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, 'editor', { doNotShow: true })).statusCode).toBe(401);
  });
});
