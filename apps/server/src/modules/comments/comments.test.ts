import { HOTSPOT_COMMENT_MESSAGES as M } from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assetsServiceFor } from '../assets/index.ts';

const COLLECTIONS = '/api/assets/collections';

let t: TestApp;
type Person = { token: string; id: string; email: string };
let owner: Person;
let bea: Person;
let cal: Person;
let dan: Person;

/** Signs in and onboards under the address's first part as name ('bea@…' is 'bea'). */
async function person(email: string): Promise<Person> {
  const token = await t.signIn(email, { onboard: false });
  await t.app.inject({
    method: 'POST',
    url: '/api/users/me/onboarding',
    headers: t.bearer(token),
    payload: { name: email.split('@')[0], jobRole: 'Marketing', timing: 'Just exploring' },
  });
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  return { token, id: me.json().data.userId as string, email };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', p: Person | null, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: p ? t.bearer(p.token) : {}, payload });

async function image(p: Person) {
  const png = await solidPng(64, 64, '#cc6633');
  return (await assetsServiceFor(t.deps).storeGeneratedImage(p.id, png, { visibility: 'private' })).id;
}

/** The owner's collection holding `assetId`, shared with `collaborators` (who accept). */
async function shared(assetId: string, ...collaborators: Person[]) {
  const id = (await call('POST', owner, COLLECTIONS, { name: 'Review' })).json().data.id as string;
  expect(
    (await call('POST', owner, `${COLLECTIONS}/${id}/items/add`, { assetIds: [assetId] })).statusCode,
  ).toBe(200);
  for (const c of collaborators) {
    await call('POST', owner, `${COLLECTIONS}/${id}/collaborators`, { email: c.email });
    expect((await call('POST', c, `${COLLECTIONS}/${id}/invitation/accept`)).statusCode).toBe(200);
  }
  return id;
}

async function pin(p: Person, assetId: string, body = 'Make the logo bigger', x = 0.25, y = 0.75) {
  const res = await call('POST', p, `/api/assets/${assetId}/comments`, { x, y, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const commentNotifications = async (p: Person) =>
  (await call('GET', p, '/api/notifications?limit=50'))
    .json()
    .data.notifications.filter((n: { type: string }) => n.type === 'hotspot_comment');

beforeAll(async () => {
  t = await createTestApp();
  owner = await person('owner@pins.co');
  bea = await person('bea@pins.co');
  cal = await person('cal@pins.co');
  dan = await person('dan@pins.co');
});
afterAll(() => t.close());

describe('pinning and validating', () => {
  it('pins a thread at a point with its first comment; bad points and bodies are 400 with the messages', async () => {
    const a = await image(owner);
    const thread = await pin(owner, a, '  Bigger logo please  ', 0.1, 0.9);
    expect(thread).toMatchObject({
      assetId: a,
      x: expect.closeTo(0.1, 5),
      y: expect.closeTo(0.9, 5),
      resolvedAt: null,
      canResolve: true,
      author: { id: owner.id, name: 'owner' },
    });
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]).toMatchObject({ body: 'Bigger logo please', mine: true, editedAt: null });

    const bad = [
      [{ x: 1.2, y: 0.5, body: 'x' }, M.pointRange],
      [{ x: -0.01, y: 0.5, body: 'x' }, M.pointRange],
      [{ x: 0.5, body: 'x' }, M.pointRange],
      [{ x: 0.5, y: 0.5, body: '   ' }, M.bodyRequired],
      [{ x: 0.5, y: 0.5, body: 'a'.repeat(2001) }, M.bodyTooLong],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await call('POST', owner, `/api/assets/${a}/comments`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const list = (await call('GET', owner, `/api/assets/${a}/comments`)).json().data;
    expect(list).toHaveLength(1);
  });

  it('anonymous callers get 401 on every route', async () => {
    const a = await image(owner);
    const thread = await pin(owner, a);
    const c = thread.comments[0].id;
    const routes = [
      ['GET', `/api/assets/${a}/comments`],
      ['POST', `/api/assets/${a}/comments`],
      ['POST', `/api/comment-threads/${thread.id}/replies`],
      ['POST', `/api/comment-threads/${thread.id}/resolve`],
      ['POST', `/api/comment-threads/${thread.id}/reopen`],
      ['PATCH', `/api/comments/${c}`],
      ['DELETE', `/api/comments/${c}`],
    ] as const;
    for (const [method, url] of routes) expect((await call(method, null, url, {})).statusCode, url).toBe(401);
  });
});

describe('who sees the pins', () => {
  it('a stranger gets 404 for the image, its threads and its comments; a deleted image is 404 for all', async () => {
    const a = await image(owner);
    const thread = await pin(owner, a);
    const c = thread.comments[0].id;
    const attempts = [
      call('GET', dan, `/api/assets/${a}/comments`),
      call('POST', dan, `/api/assets/${a}/comments`, { x: 0.5, y: 0.5, body: 'hi' }),
      call('POST', dan, `/api/comment-threads/${thread.id}/replies`, { body: 'hi' }),
      call('POST', dan, `/api/comment-threads/${thread.id}/resolve`),
      call('PATCH', dan, `/api/comments/${c}`, { body: 'hi' }),
      call('DELETE', dan, `/api/comments/${c}`),
    ];
    const messages = [
      M.imageNotFound,
      M.imageNotFound,
      M.threadNotFound,
      M.threadNotFound,
      M.commentNotFound,
      M.commentNotFound,
    ];
    for (const [i, res] of (await Promise.all(attempts)).entries()) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(messages[i]);
    }
    // Nothing changed behind the 404s.
    expect((await call('GET', owner, `/api/assets/${a}/comments`)).json().data[0].comments).toHaveLength(1);

    expect((await call('DELETE', owner, `/api/assets/${a}`)).statusCode).toBe(204);
    expect((await call('GET', owner, `/api/assets/${a}/comments`)).statusCode).toBe(404);
  });

  it('an accepted collaborator of a collection holding the image sees and writes; an invited one does not', async () => {
    const a = await image(owner);
    await pin(owner, a);
    const collectionId = await shared(a, bea);
    // Cal is invited but has not accepted.
    await call('POST', owner, `${COLLECTIONS}/${collectionId}/collaborators`, { email: cal.email });
    expect((await call('GET', cal, `/api/assets/${a}/comments`)).statusCode).toBe(404);

    const seen = (await call('GET', bea, `/api/assets/${a}/comments`)).json().data;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ canResolve: false, author: { id: owner.id } });
    expect(seen[0].comments[0].mine).toBe(false);
    const beaThread = await pin(bea, a, 'Love the colour', 0.6, 0.4);
    expect(beaThread.canResolve).toBe(true);

    // Taking the image out of the collection takes the comments away from Bea.
    await call('POST', owner, `${COLLECTIONS}/${collectionId}/items/remove`, { assetIds: [a] });
    expect((await call('GET', bea, `/api/assets/${a}/comments`)).statusCode).toBe(404);
    expect((await call('GET', owner, `/api/assets/${a}/comments`)).json().data).toHaveLength(2);
  });
});

describe('replies, notifications, editing and resolving', () => {
  it('a reply notifies the other participants with their own link, never the replier', async () => {
    const a = await image(owner);
    const collectionId = await shared(a, bea, cal);
    const before = {
      owner: (await commentNotifications(owner)).length,
      bea: (await commentNotifications(bea)).length,
      cal: (await commentNotifications(cal)).length,
    };

    // Bea pins: the owner hears of it.
    const thread = await pin(bea, a, 'Is this the final blue?');
    const ownerNew = (await commentNotifications(owner)).slice(0, 1)[0];
    expect((await commentNotifications(owner)).length).toBe(before.owner + 1);
    expect(ownerNew).toMatchObject({
      title: M.newThreadTitle,
      message: 'bea pinned a comment: “Is this the final blue?”',
      deeplink: `/dashboard/edit/editor?revisionId=${a}`,
      queryKeys: [['hotspot-comments', a]],
    });
    expect((await commentNotifications(bea)).length).toBe(before.bea);

    // The owner replies: Bea (a participant) hears, Cal (not in the thread) does not.
    const replied = await call('POST', owner, `/api/comment-threads/${thread.id}/replies`, {
      body: 'Yes, final.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json().data.comments.map((c: { body: string }) => c.body)).toEqual([
      'Is this the final blue?',
      'Yes, final.',
    ]);
    const beaNew = (await commentNotifications(bea))[0];
    expect((await commentNotifications(bea)).length).toBe(before.bea + 1);
    expect(beaNew).toMatchObject({
      title: M.replyTitle,
      message: 'owner replied: “Yes, final.”',
      deeplink: `/dashboard/collections/${collectionId}?assetId=${a}`,
    });
    expect((await commentNotifications(cal)).length).toBe(before.cal);

    // Cal replies: both the owner and Bea hear; Cal does not.
    await call('POST', cal, `/api/comment-threads/${thread.id}/replies`, { body: 'Agreed' });
    expect((await commentNotifications(owner)).length).toBe(before.owner + 2);
    expect((await commentNotifications(bea)).length).toBe(before.bea + 2);
    expect((await commentNotifications(cal)).length).toBe(before.cal);
  });

  it('only the author edits or deletes a comment; deleting the last comment removes the pin', async () => {
    const a = await image(owner);
    await shared(a, bea);
    const thread = await pin(owner, a, 'First');
    const first = thread.comments[0].id;
    const reply = (
      await call('POST', bea, `/api/comment-threads/${thread.id}/replies`, { body: 'Reply' })
    ).json().data.comments[1].id;

    for (const res of [
      await call('PATCH', bea, `/api/comments/${first}`, { body: 'Hijacked' }),
      await call('DELETE', bea, `/api/comments/${first}`),
      await call('PATCH', owner, `/api/comments/${reply}`, { body: 'Hijacked' }),
      await call('DELETE', owner, `/api/comments/${reply}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.authorOnly);
    }
    const edited = await call('PATCH', bea, `/api/comments/${reply}`, { body: 'Reply, edited' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      body: 'Reply, edited',
      mine: true,
      editedAt: expect.any(String),
    });
    expect((await call('PATCH', bea, `/api/comments/${reply}`, { body: ' ' })).json().message).toBe(
      M.bodyRequired,
    );

    expect((await call('DELETE', owner, `/api/comments/${first}`)).statusCode).toBe(204);
    let threads = (await call('GET', owner, `/api/assets/${a}/comments`)).json().data;
    expect(threads).toHaveLength(1);
    expect(threads[0].comments.map((c: { body: string }) => c.body)).toEqual(['Reply, edited']);
    expect((await call('DELETE', bea, `/api/comments/${reply}`)).statusCode).toBe(204);
    threads = (await call('GET', owner, `/api/assets/${a}/comments`)).json().data;
    expect(threads).toEqual([]);
    expect((await call('DELETE', bea, `/api/comments/${reply}`)).statusCode).toBe(404);
  });

  it("the image's owner or the thread's author resolves and reopens; others get 403; a resolved thread takes no reply", async () => {
    const a = await image(owner);
    await shared(a, bea, cal);
    const beas = await pin(bea, a, 'Bea’s point');
    const owners = await pin(owner, a, 'Owner’s point');

    // Cal is neither the image's owner nor the author.
    for (const url of [
      `/api/comment-threads/${beas.id}/resolve`,
      `/api/comment-threads/${owners.id}/resolve`,
    ]) {
      const res = await call('POST', cal, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.resolveForbidden);
    }
    // Bea may not resolve the owner's thread, but may resolve her own; the owner resolves any.
    expect((await call('POST', bea, `/api/comment-threads/${owners.id}/resolve`)).statusCode).toBe(403);
    const resolved = await call('POST', bea, `/api/comment-threads/${beas.id}/resolve`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({
      resolvedAt: expect.any(String),
      resolvedBy: { id: bea.id },
    });

    const late = await call('POST', cal, `/api/comment-threads/${beas.id}/replies`, { body: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.resolvedReplyForbidden);

    const reopened = await call('POST', owner, `/api/comment-threads/${beas.id}/reopen`);
    expect(reopened.json().data).toMatchObject({ resolvedAt: null, resolvedBy: null });
    expect(
      (await call('POST', cal, `/api/comment-threads/${beas.id}/replies`, { body: 'Now' })).statusCode,
    ).toBe(201);
    expect((await call('POST', owner, `/api/comment-threads/${owners.id}/resolve`)).statusCode).toBe(200);
  });

  it('a burst of parallel pins on one image stops exactly at the per-image limit', async () => {
    const a = await image(owner);
    const { HOTSPOT_COMMENTS } = await import('@packsmith/core');
    const limit = HOTSPOT_COMMENTS.maxThreadsPerImage;
    // Fill to 10 below the limit one by one, then race 30 more.
    for (let i = 0; i < limit - 10; i++) await pin(owner, a, `n${i}`, 0.5, 0.5);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('POST', owner, `/api/assets/${a}/comments`, { x: 0.1, y: 0.1, body: `b${i}` }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = burst.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.json().message).toBe(M.tooManyThreads);
    expect((await call('GET', owner, `/api/assets/${a}/comments`)).json().data).toHaveLength(limit);
  });
});
