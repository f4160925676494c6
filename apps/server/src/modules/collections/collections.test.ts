import { COLLECTIONS, MESSAGES } from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { listDevMails } from '../../providers/mail/dev-mailbox.ts';
import { assetsServiceFor } from '../assets/index.ts';

const M = MESSAGES.collections;
const BASE = '/api/assets/collections';

let t: TestApp;
type Person = { token: string; id: string; email: string };
let owner: Person;
let bea: Person;
let cal: Person;

async function person(email: string): Promise<Person> {
  const token = await t.signIn(email);
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  return { token, id: me.json().data.userId as string, email };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  token: string | null,
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, payload });
const get = (p: Person | null, url: string) => call('GET', p?.token ?? null, url);
const post = (p: Person | null, url: string, payload?: object) =>
  call('POST', p?.token ?? null, url, payload);

async function image(p: Person, colour = '#cc6633') {
  const png = await solidPng(64, 64, colour);
  return (await assetsServiceFor(t.deps).storeGeneratedImage(p.id, png, { visibility: 'private' })).id;
}

async function create(p: Person, name: string, extra: object = {}) {
  const res = await post(p, BASE, { name, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await person('owner@brand.co');
  bea = await person('bea@brand.co');
  cal = await person('cal@brand.co');
});
afterAll(() => t.close());

describe('creating and filling a collection', () => {
  it('refuses a blank name, stores private always, counts an image added twice once', async () => {
    const blank = await post(owner, BASE, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.nameRequired);
    expect((await post(owner, BASE, {})).json().message).toBe(M.nameRequired);

    const id = await create(owner, 'Summer range', { private: false });
    const [a, b] = [await image(owner), await image(owner, '#3366cc')];
    const added = await post(owner, `${BASE}/${id}/items/add`, { assetIds: [a, b, a] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ collectionId: id, changed: 2, assetsCount: 2 });
    const again = await post(owner, `${BASE}/${id}/items/add`, { assetIds: [a] });
    expect(again.json().data).toMatchObject({ changed: 0, assetsCount: 2 });

    const c = await image(owner, '#33cc66');
    await post(owner, `${BASE}/${id}/items/add`, { assetIds: [c] });
    const one = (await get(owner, `${BASE}/${id}`)).json().data;
    expect(one).toMatchObject({ name: 'Summer range', private: true, role: 'owner', assetsCount: 3 });
    expect(one.mostRecentAsset.id).toBe(c);
    expect(one.items.map((i: { assetId: string }) => i.assetId).sort()).toEqual([a, b, c].sort());
    expect(one.items[0].assetId).toBe(c);
    expect(one.items[0].thumbnailUrl).toMatch(/^\/api\/files\/get\//);

    const memberships = await post(owner, `${BASE}/memberships`, { assetIds: [a] });
    expect(memberships.json().data).toEqual({ [a]: [id] });

    const items = (await get(owner, `${BASE}/${id}/items?limit=2`)).json();
    expect(items.totalCount).toBe(3);
    expect(items.data).toHaveLength(2);
    expect(items.data[0]).toMatchObject({ assetId: c, addedBy: owner.id, asset: { id: c } });
  });

  it('the stream family creates and lists through the same service', async () => {
    const created = await post(owner, '/api/stream/collections/add', {
      name: 'Stream made',
      description: 'From the panel',
      private: false,
    });
    expect(created.statusCode).toBe(200);
    const list = (
      await get(owner, '/api/stream/collections/list?limit=10&sortBy=lastUpdatedAt&viewType=list')
    ).json();
    expect(list.data[0]).toMatchObject({
      id: created.json().data.id,
      name: 'Stream made',
      description: 'From the panel',
      private: true,
      assetsCount: 0,
      mostRecentAsset: null,
    });
  });

  it('a foreign, deleted or unknown asset is a 404 and nothing is written', async () => {
    const id = await create(owner, 'Strict');
    const mine = await image(owner);
    const theirs = await image(bea);
    const gone = await image(owner);
    expect((await call('DELETE', owner.token, `/api/assets/${gone}`)).statusCode).toBe(204);
    for (const bad of [theirs, gone, crypto.randomUUID()]) {
      const res = await post(owner, `${BASE}/${id}/items/add`, { assetIds: [mine, bad] });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.assetNotFound);
    }
    expect((await get(owner, `${BASE}/${id}`)).json().data.assetsCount).toBe(0);
  });

  it('deleting an image takes it out of every collection; deleting a collection deletes no image', async () => {
    const first = await create(owner, 'First');
    const second = await create(owner, 'Second');
    const [kept, doomed] = [await image(owner), await image(owner)];
    for (const id of [first, second])
      await post(owner, `${BASE}/${id}/items/add`, { assetIds: [kept, doomed] });
    await call('DELETE', owner.token, `/api/assets/${doomed}`);
    for (const id of [first, second]) {
      expect((await get(owner, `${BASE}/${id}`)).json().data.assetsCount).toBe(1);
      const items = (await get(owner, `${BASE}/${id}/items`)).json();
      expect(items.data.map((i: { assetId: string }) => i.assetId)).toEqual([kept]);
      expect(items.totalCount).toBe(1);
    }
    expect((await post(owner, `${BASE}/memberships`, { assetIds: [doomed] })).json().data[doomed]).toEqual(
      [],
    );
    expect((await call('DELETE', owner.token, `${BASE}/${first}`)).statusCode).toBe(204);
    expect((await get(owner, `${BASE}/${first}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/assets/${kept}`)).statusCode).toBe(200);
    expect((await get(owner, `${BASE}/${second}`)).json().data.assetsCount).toBe(1);
  });

  it('renames, describes and removes items (only the owner)', async () => {
    const id = await create(owner, 'Old name');
    const a = await image(owner);
    await post(owner, `${BASE}/${id}/items/add`, { assetIds: [a] });
    const renamed = await call('PATCH', owner.token, `${BASE}/${id}`, {
      name: 'New name',
      description: 'Notes',
    });
    expect(renamed.json().data).toMatchObject({ name: 'New name', description: 'Notes' });
    expect((await call('PATCH', owner.token, `${BASE}/${id}`, { name: '' })).json().message).toBe(
      M.nameRequired,
    );
    const removed = await post(owner, `${BASE}/${id}/items/remove`, { assetIds: [a] });
    expect(removed.json().data).toMatchObject({ changed: 1, assetsCount: 0 });
  });
});

describe('lists: sorting, paging, excludeEmpty, filters', () => {
  it('pages with totalCount and the three sorts', async () => {
    const lister = await person('lister@brand.co');
    const ids: Record<string, string> = {};
    for (const name of ['banana', 'Apple', 'cherry']) ids[name] = await create(lister, name);
    const img = await image(lister);
    await post(lister, `${BASE}/${ids.banana}/items/add`, { assetIds: [img] });

    const names = async (q: string) => {
      const res = (await get(lister, `${BASE}?${q}`)).json();
      return { names: res.data.map((c: { name: string }) => c.name), total: res.totalCount };
    };
    expect(await names('sortBy=alphabetical')).toEqual({ names: ['Apple', 'banana', 'cherry'], total: 3 });
    expect((await names('sortBy=date-created')).names).toEqual(['cherry', 'Apple', 'banana']);
    expect((await names('sortBy=last-modified')).names).toEqual(['banana', 'cherry', 'Apple']);
    expect(await names('sortBy=alphabetical&limit=2&offset=2')).toEqual({ names: ['cherry'], total: 3 });
    expect(await names('excludeEmpty=true')).toEqual({ names: ['banana'], total: 1 });
    expect(await names('filters=APP')).toEqual({ names: ['Apple'], total: 1 });
  });
});

describe('items: filters (a search over the items)', () => {
  it('matches names, prompts and descriptions of everyone’s items, pages the matches, stays owner-scoped', async () => {
    const id = await create(owner, 'Searchable range');
    const png = await solidPng(32, 32, '#cc6633');
    const store = (p: Person, options: object) =>
      assetsServiceFor(t.deps)
        .storeGeneratedImage(p.id, png, { visibility: 'private', ...options })
        .then((a) => a.id);
    const lemon = await store(owner, { originalFileName: 'Lemon-soda-can.png' });
    const oat = await store(owner, { metadata: { prompt: 'oat milk carton, pastel' } });
    const other = await store(owner, { originalFileName: 'coffee-bag.png' });
    await post(owner, `${BASE}/${id}/items/add`, { assetIds: [lemon, oat, other] });
    await post(owner, `${BASE}/${id}/collaborators`, { email: bea.email });
    await post(bea, `${BASE}/${id}/invitation/accept`);
    const beaLemon = await store(bea, { description: 'Lemon tart box' });
    await post(bea, `${BASE}/${id}/items/add`, { assetIds: [beaLemon] });

    const found = async (p: Person, query: string) => {
      const res = await get(p, `${BASE}/${id}/items?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { ids: body.data.map((i: { assetId: string }) => i.assetId), total: body.totalCount };
    };
    expect(await found(owner, 'filters=lemon')).toEqual({ ids: [beaLemon, lemon], total: 2 });
    expect(await found(bea, 'filters=LEMON&limit=1')).toEqual({ ids: [beaLemon], total: 2 });
    expect(await found(bea, 'filters=LEMON&limit=1&offset=1')).toEqual({ ids: [lemon], total: 2 });
    expect(await found(owner, 'filters=pastel')).toEqual({ ids: [oat], total: 1 });
    expect(await found(owner, 'filters=50%25')).toEqual({ ids: [], total: 0 });
    const blank = await found(owner, 'filters=%20%20');
    expect([blank.ids.sort(), blank.total]).toEqual([[beaLemon, other, oat, lemon].sort(), 4]);

    // Another person learns nothing, whatever they search for.
    const stranger = await get(cal, `${BASE}/${id}/items?filters=lemon`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(M.notFound);
    expect((await get(null, `${BASE}/${id}/items?filters=lemon`)).statusCode).toBe(401);
    const tooLong = await get(
      owner,
      `${BASE}/${id}/items?filters=${'a'.repeat(COLLECTIONS.nameMaxLength + 1)}`,
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('another user gets 404 everywhere; anonymous 401', async () => {
    const id = await create(owner, 'Private to owner');
    const a = await image(owner);
    const mine = await image(cal);
    await post(owner, `${BASE}/${id}/items/add`, { assetIds: [a] });
    for (const res of [
      await get(cal, `${BASE}/${id}`),
      await get(cal, `${BASE}/${id}/items`),
      await post(cal, `${BASE}/${id}/items/add`, { assetIds: [mine] }),
      await post(cal, `${BASE}/${id}/items/remove`, { assetIds: [a] }),
      await call('PATCH', cal.token, `${BASE}/${id}`, { name: 'x' }),
      await call('DELETE', cal.token, `${BASE}/${id}`),
      await get(cal, `${BASE}/${id}/collaborators`),
      await post(cal, `${BASE}/${id}/collaborators`, { email: cal.email }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await post(cal, `${BASE}/memberships`, { assetIds: [a] })).json().data).toEqual({ [a]: [] });
    expect((await get(cal, BASE)).json().data.map((c: { id: string }) => c.id)).not.toContain(id);
    for (const res of [
      await get(null, BASE),
      await post(null, BASE, { name: 'x' }),
      await get(null, `${BASE}/${id}`),
      await post(null, `${BASE}/${id}/items/add`, { assetIds: [a] }),
      await get(null, '/api/stream/collections/list'),
      await post(null, '/api/stream/collections/add', { name: 'x' }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('owner invites B, B accepts and adds an image, C gets 404, owner removes B, B gets 404', async () => {
    const id = await create(owner, 'Shared range');
    const ownerImage = await image(owner);
    await post(owner, `${BASE}/${id}/items/add`, { assetIds: [ownerImage] });

    const invited = await post(owner, `${BASE}/${id}/collaborators`, { email: 'BEA@brand.co' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data).toMatchObject({
      userId: null,
      email: bea.email,
      name: null,
      status: 'invited',
      accepted: false,
    });
    expect((await post(owner, `${BASE}/${id}/collaborators`, { email: bea.email })).json().message).toBe(
      M.alreadyInvited,
    );
    expect((await post(owner, `${BASE}/${id}/collaborators`, { email: owner.email })).statusCode).toBe(400);

    // Before accepting: the invitation and its notification, but not the collection.
    expect((await get(bea, `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await get(bea, `${BASE}/${id}/invitation`)).json().data.name).toBe('Shared range');
    const note = (await get(bea, '/api/notifications')).json().data.notifications[0];
    expect(note).toMatchObject({
      type: 'collection_invitation',
      deeplink: `/dashboard/collections/${id}?invitation=1`,
    });
    expect((await get(cal, `${BASE}/${id}/invitation`)).statusCode).toBe(404);
    expect((await post(cal, `${BASE}/${id}/invitation/accept`)).statusCode).toBe(404);
    // The invitee's Collections list shows it as pending; no one else's does.
    const pending = (await get(bea, `${BASE}/invitations`)).json().data;
    expect(pending).toContainEqual({ collectionId: id, name: 'Shared range', invitedBy: 'Test User' });
    expect(
      (await get(cal, `${BASE}/invitations`))
        .json()
        .data.map((i: { collectionId: string }) => i.collectionId),
    ).not.toContain(id);
    expect((await get(owner, `${BASE}/invitations`)).json().data).toEqual([]);
    expect((await get(null, `${BASE}/invitations`)).statusCode).toBe(401);

    const accepted = await post(bea, `${BASE}/${id}/invitation/accept`);
    expect(accepted.json().data).toMatchObject({ id, role: 'collaborator', assetsCount: 1 });
    const beaImage = await image(bea);
    const added = await post(bea, `${BASE}/${id}/items/add`, { assetIds: [beaImage] });
    expect(added.json().data.assetsCount).toBe(2);
    // A collaborator adds only their own images, sees the owner's through signed URLs.
    expect((await post(bea, `${BASE}/${id}/items/add`, { assetIds: [await image(owner)] })).statusCode).toBe(
      404,
    );
    const items = (await get(bea, `${BASE}/${id}/items`)).json().data;
    expect(items.map((i: { assetId: string }) => i.assetId)).toEqual([beaImage, ownerImage]);
    expect(items[1].asset.url).toMatch(/sig=/);
    expect((await get(bea, BASE)).json().data.map((c: { id: string }) => c.id)).toContain(id);
    expect((await post(bea, `${BASE}/memberships`, { assetIds: [beaImage] })).json().data).toEqual({
      [beaImage]: [id],
    });

    // Owner-only actions.
    expect((await call('PATCH', bea.token, `${BASE}/${id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('DELETE', bea.token, `${BASE}/${id}`)).statusCode).toBe(403);
    expect((await post(bea, `${BASE}/${id}/collaborators`, { email: cal.email })).statusCode).toBe(403);
    const notOwn = await post(bea, `${BASE}/${id}/items/remove`, { assetIds: [ownerImage, beaImage] });
    expect(notOwn.statusCode).toBe(403);
    expect((await get(owner, `${BASE}/${id}`)).json().data.assetsCount).toBe(2);

    expect((await get(cal, `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await get(cal, `${BASE}/${id}/items`)).statusCode).toBe(404);

    const collaborators = (await get(owner, `${BASE}/${id}/collaborators`)).json().data;
    expect(collaborators).toMatchObject([
      { userId: bea.id, email: bea.email, name: 'Test User', status: 'accepted', accepted: true },
    ]);
    expect((await post(owner, `${BASE}/${id}/collaborators`, { email: bea.email })).json().message).toBe(
      M.alreadyCollaborator,
    );
    expect((await call('DELETE', owner.token, `${BASE}/${id}/collaborators/${bea.id}`)).statusCode).toBe(204);
    expect((await get(bea, `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await get(bea, `${BASE}/${id}/items`)).statusCode).toBe(404);
    expect((await post(bea, `${BASE}/${id}/items/add`, { assetIds: [beaImage] })).statusCode).toBe(404);
    expect((await get(bea, BASE)).json().data.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('an invited person may decline; a collaborator may leave; neither may remove others', async () => {
    const id = await create(owner, 'Decline me');
    await post(owner, `${BASE}/${id}/collaborators`, { email: cal.email });
    await post(owner, `${BASE}/${id}/collaborators`, { email: bea.email });
    await post(bea, `${BASE}/${id}/invitation/accept`);
    expect((await call('DELETE', bea.token, `${BASE}/${id}/collaborators/${cal.id}`)).statusCode).toBe(403);
    expect((await call('DELETE', cal.token, `${BASE}/${id}/collaborators/${bea.id}`)).statusCode).toBe(404);
    const pendingFor = async (p: Person) =>
      (await get(p, `${BASE}/invitations`)).json().data.map((i: { collectionId: string }) => i.collectionId);
    expect(await pendingFor(cal)).toContain(id);
    expect(await pendingFor(bea)).not.toContain(id);
    expect((await call('DELETE', cal.token, `${BASE}/${id}/collaborators/${cal.id}`)).statusCode).toBe(204);
    expect((await get(cal, `${BASE}/${id}/invitation`)).statusCode).toBe(404);
    expect(await pendingFor(cal)).not.toContain(id);
    expect((await call('DELETE', bea.token, `${BASE}/${id}/collaborators/${bea.id}`)).statusCode).toBe(204);
    expect((await get(bea, `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await get(owner, `${BASE}/${id}/collaborators`)).json().data).toEqual([]);
  });
});

describe('invitations by e-mail (issue 26: no account enumeration)', () => {
  /** The parts of an answer that do not differ between two invitations by nature (id, time, address). */
  const shape = (c: Record<string, unknown>) => {
    const { id, createdAt, email, ...rest } = c;
    return {
      keys: Object.keys(c).sort(),
      id: typeof id,
      createdAt: typeof createdAt,
      email: typeof email,
      rest,
    };
  };

  it('answers a registered and an unknown address the same, and mails both', async () => {
    const dan = await person('dan@brand.co');
    const id = await create(owner, 'Same answer');
    const known = await post(owner, `${BASE}/${id}/collaborators`, { email: 'Dan@Brand.co' });
    const unknown = await post(owner, `${BASE}/${id}/collaborators`, { email: 'nobody-yet@brand.co' });
    expect(known.statusCode, known.body).toBe(200);
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(shape(known.json().data)).toEqual(shape(unknown.json().data));
    expect(known.json().data).toMatchObject({
      email: dan.email,
      userId: null,
      name: null,
      status: 'invited',
    });
    expect(unknown.json().data).toMatchObject({ email: 'nobody-yet@brand.co', userId: null, name: null });

    // The list too: both only by the address invited, until accepted.
    const list = (await get(owner, `${BASE}/${id}/collaborators`)).json().data;
    expect(list.map((c: { email: string }) => c.email)).toEqual([dan.email, 'nobody-yet@brand.co']);
    expect(shape(list[0])).toEqual(shape(list[1]));

    // Both get the same invitation mail (the dev mailbox keeps it), with the link to the invitation.
    const mails = await listDevMails(t.db);
    for (const to of [dan.email, 'nobody-yet@brand.co']) {
      const mail = mails.find((m) => m.to === to && m.text.includes('Same answer'));
      expect(mail?.text).toContain(`/dashboard/collections/${id}?invitation=1`);
    }
    // Same answer for a repeat, known or not.
    for (const email of [dan.email, 'nobody-yet@brand.co']) {
      const again = await post(owner, `${BASE}/${id}/collaborators`, { email });
      expect([again.statusCode, again.json().message]).toEqual([400, M.alreadyInvited]);
    }
  });

  it('a pending invitation becomes a working collaboration when the person signs up with that address', async () => {
    const id = await create(owner, 'Before they joined');
    const ownerImage = await image(owner);
    await post(owner, `${BASE}/${id}/items/add`, { assetIds: [ownerImage] });
    await post(owner, `${BASE}/${id}/collaborators`, { email: 'newcomer@brand.co' });

    const newcomer = await person('NewComer@brand.co');
    const note = (await get(newcomer, '/api/notifications')).json().data.notifications[0];
    expect(note).toMatchObject({
      type: 'collection_invitation',
      deeplink: `/dashboard/collections/${id}?invitation=1`,
    });
    expect((await get(newcomer, `${BASE}/${id}/invitation`)).json().data).toMatchObject({
      name: 'Before they joined',
    });
    expect((await get(newcomer, `${BASE}/${id}`)).statusCode).toBe(404);
    const accepted = await post(newcomer, `${BASE}/${id}/invitation/accept`);
    expect(accepted.json().data).toMatchObject({ id, role: 'collaborator', assetsCount: 1 });
    const items = (await get(newcomer, `${BASE}/${id}/items`)).json().data;
    expect(items.map((i: { assetId: string }) => i.assetId)).toEqual([ownerImage]);
    const mine = await image(newcomer);
    expect((await post(newcomer, `${BASE}/${id}/items/add`, { assetIds: [mine] })).statusCode).toBe(200);
    expect((await get(owner, `${BASE}/${id}/collaborators`)).json().data).toMatchObject([
      { userId: newcomer.id, email: 'newcomer@brand.co', status: 'accepted', accepted: true },
    ]);
  });

  it('the owner removes a pending invitation by its id; that address then finds nothing', async () => {
    const id = await create(owner, 'Changed my mind');
    // An open invitation is not found by the account id of a person with that address.
    const known = (await post(owner, `${BASE}/${id}/collaborators`, { email: bea.email })).json().data;
    expect((await call('DELETE', owner.token, `${BASE}/${id}/collaborators/${bea.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', owner.token, `${BASE}/${id}/collaborators/${known.id}`)).statusCode).toBe(
      204,
    );
    const invited = (
      await post(owner, `${BASE}/${id}/collaborators`, { email: 'never-mind@brand.co' })
    ).json().data;
    expect((await call('DELETE', owner.token, `${BASE}/${id}/collaborators/${invited.id}`)).statusCode).toBe(
      204,
    );
    expect((await get(owner, `${BASE}/${id}/collaborators`)).json().data).toEqual([]);
    const late = await person('never-mind@brand.co');
    expect((await get(late, `${BASE}/${id}/invitation`)).statusCode).toBe(404);
    expect((await post(late, `${BASE}/${id}/invitation/accept`)).statusCode).toBe(404);
  });

  it('another person’s collection (or none) is a 404, known address or not', async () => {
    const id = await create(owner, 'Not yours');
    for (const email of [bea.email, 'stranger@brand.co']) {
      expect((await post(cal, `${BASE}/${id}/collaborators`, { email })).statusCode).toBe(404);
      expect((await post(cal, `${BASE}/${crypto.randomUUID()}/collaborators`, { email })).statusCode).toBe(
        404,
      );
    }
    expect((await get(owner, `${BASE}/${id}/collaborators`)).json().data).toEqual([]);
  });

  it(`allows ${COLLECTIONS.invitesPerHour} invitations an hour a person, even in a burst; then 429`, async () => {
    const sender = await person('sender@brand.co');
    const [a, b] = [await create(sender, 'Burst A'), await create(sender, 'Burst B')];
    const attempts = COLLECTIONS.invitesPerHour + 5;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        post(sender, `${BASE}/${i % 2 ? a : b}/collaborators`, { email: `burst${i}@brand.co` }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(COLLECTIONS.invitesPerHour);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect(results.find((r) => r.statusCode === 429)!.json().message).toBe(M.tooManyInvites);

    // Removing an invitation does not give its turn back; other people are not limited by it.
    const first = (await get(sender, `${BASE}/${a}/collaborators`)).json().data[0];
    expect((await call('DELETE', sender.token, `${BASE}/${a}/collaborators/${first.id}`)).statusCode).toBe(
      204,
    );
    const after = await post(sender, `${BASE}/${a}/collaborators`, { email: 'one-more@brand.co' });
    expect([after.statusCode, after.json().message]).toEqual([429, M.tooManyInvites]);
    const other = await create(owner, 'Not limited');
    expect(
      (await post(owner, `${BASE}/${other}/collaborators`, { email: 'one-more@brand.co' })).statusCode,
    ).toBe(200);
  });
});

describe('bad input', () => {
  it('answers each with a clear 400 or 404 and writes nothing', async () => {
    const id = await create(owner, 'Bad input');
    const a = await image(owner);
    const cases: [string, Awaited<ReturnType<typeof get>>, number, string?][] = [
      ['201-char name', await post(owner, BASE, { name: 'x'.repeat(201) }), 400, M.nameTooLong],
      ['limit above 100', await get(owner, `${BASE}?limit=101`), 400, M.limitRange],
      ['items limit above 100', await get(owner, `${BASE}/${id}/items?limit=101`), 400, M.limitRange],
      ['negative offset', await get(owner, `${BASE}?offset=-1`), 400, M.offsetRange],
      ['non-UUID collection', await get(owner, `${BASE}/not-a-uuid`), 400],
      [
        'non-UUID asset',
        await post(owner, `${BASE}/${id}/items/add`, { assetIds: ['nope'] }),
        400,
        M.invalidAssetId,
      ],
      [
        'more than 100 ids',
        await post(owner, `${BASE}/${id}/items/add`, {
          assetIds: Array.from({ length: 101 }, () => crypto.randomUUID()),
        }),
        400,
        M.tooManyAssetIds,
      ],
      ['no ids', await post(owner, `${BASE}/memberships`, { assetIds: [] }), 400, M.assetIdsRequired],
      ['bad sort', await get(owner, `${BASE}?sortBy=random`), 400],
      ['bad email', await post(owner, `${BASE}/${id}/collaborators`, { email: 'nope' }), 400, M.invalidEmail],
      ['unknown collection', await get(owner, `${BASE}/${crypto.randomUUID()}`), 404, M.notFound],
    ];
    for (const [label, res, status, message] of cases) {
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      if (message) expect(res.json().message, label).toBe(message);
    }
    const add = await post(owner, `${BASE}/${id}/items/add`, { assetIds: [a, 'nope'] });
    expect(add.statusCode).toBe(400);
    expect((await get(owner, `${BASE}/${id}`)).json().data.assetsCount).toBe(0);
  });
});

describe('staff list', () => {
  it('lists every collection with owner, counts and last update; searchable by owner e-mail or name', async () => {
    const staffApp = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
    try {
      const sign = async (email: string) => {
        const token = await staffApp.signIn(email);
        const me = await staffApp.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: staffApp.bearer(token),
        });
        return { token, id: me.json().data.userId as string };
      };
      const staff = await sign('ops@packsmith.app');
      const maker = await sign('maker@brand.co');
      const friend = await sign('friend@brand.co');
      const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
        staffApp.app.inject({ method, url, headers: staffApp.bearer(token), payload });
      const id = (await as(maker.token, 'POST', BASE, { name: 'Autumn range' })).json().data.id;
      await as(maker.token, 'POST', BASE, { name: 'Winter range' });
      const png = await solidPng(32, 32, '#aa3300');
      const img = await assetsServiceFor(staffApp.deps).storeGeneratedImage(maker.id, png, {
        visibility: 'private',
      });
      await as(maker.token, 'POST', `${BASE}/${id}/items/add`, { assetIds: [img.id] });
      await as(maker.token, 'POST', `${BASE}/${id}/collaborators`, { email: 'friend@brand.co' });
      await as(friend.token, 'POST', `${BASE}/${id}/invitation/accept`);

      const all = (await as(staff.token, 'GET', '/api/admin/collections')).json();
      expect(all.totalCount).toBe(2);
      expect(all.data[0]).toMatchObject({
        id,
        name: 'Autumn range',
        ownerEmail: 'maker@brand.co',
        assetsCount: 1,
        collaboratorsCount: 1,
      });
      const byEmail = (await as(staff.token, 'GET', '/api/admin/collections?q=MAKER@brand.co')).json();
      expect(byEmail.totalCount).toBe(2);
      const byName = (await as(staff.token, 'GET', '/api/admin/collections?q=wint')).json();
      expect(byName.data.map((c: { name: string }) => c.name)).toEqual(['Winter range']);
      expect(
        (await as(staff.token, 'GET', '/api/admin/collections?limit=1&offset=1')).json().data,
      ).toHaveLength(1);
      expect((await as(maker.token, 'GET', '/api/admin/collections')).statusCode).toBe(404);
      expect((await staffApp.app.inject({ method: 'GET', url: '/api/admin/collections' })).statusCode).toBe(
        401,
      );
    } finally {
      await staffApp.close();
    }
  });
});
