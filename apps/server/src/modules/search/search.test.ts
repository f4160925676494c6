import { SEARCH_LIMITS, SEARCH_SUGGESTIONS, type SearchResult } from '@packsmith/core';
import {
  measurePalette,
  packagingConceptDocument,
  presetColoursOf,
  readBrief,
  renderThumbnail,
} from '@packsmith/render';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { analyticsEvents, featureFlags, searchItems, searchWords } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { collectionsService } from '../collections/index.ts';
import { buildLibrary, syncAssets } from './index.ts';
import { correctionCandidates } from './repository.ts';

const LIBRARY = 40;
let t: TestApp;
type Person = { token: string; id: string };
let free: Person;
let paid: Person;
let other: Person;

async function person(email: string): Promise<Person> {
  const token = await t.signIn(email);
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
  return { token, id: me.json().data.userId as string };
}

const get = (p: Person | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: p ? t.bearer(p.token) : {} });

async function search(p: Person, query: string) {
  const res = await get(p, `/api/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: SearchResult[];
    totalCount: number;
    facets: Record<string, unknown[]>;
    suggestion: string | null;
  };
}

/** A real generated design (rendered by the engine) stored for `p`; paid tiers keep theirs private. */
async function design(
  p: Person,
  o: { title: string; template?: string; colour: string; styles: string[]; prompt?: string },
  visibility?: 'private',
) {
  const brief = readBrief({
    brand: o.title.split(' ')[0]!,
    packagingImage: o.template ?? 'coffee-bag',
    prompt: o.prompt ?? o.title,
    colours: [o.colour],
  });
  const document = packagingConceptDocument(brief, 'band', 3);
  const png = await renderThumbnail(document, { size: 256, format: 'png' });
  const asset = await assetsServiceFor(t.deps).storeGeneratedImage(p.id, png, {
    description: o.title,
    metadata: { title: o.title, styles: o.styles, document },
    ...(visibility ? { visibility } : {}),
  });
  return asset.id;
}

/** Colours measured again from the result's own thumbnail, as a visitor's browser gets it. */
async function measuredColours(r: SearchResult) {
  const res = await t.app.inject({ method: 'GET', url: r.thumbnailUrl, headers: t.bearer(free.token) });
  expect(res.statusCode, r.thumbnailUrl).toBe(200);
  return presetColoursOf(await measurePalette(res.rawPayload));
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ SEARCH_LIBRARY_SIZE: String(LIBRARY) });
  free = await person('free@brand.co');
  paid = await person('paid@brand.co');
  other = await person('other@brand.co');
  ids.greenMinimal = await design(free, {
    title: 'Verde coffee beans',
    colour: '#2E7D4F',
    styles: ['minimalist'],
  });
  ids.sageMinimal = await design(free, {
    title: 'Salvia coffee roast',
    colour: '#9CAF88',
    styles: ['minimalist'],
  });
  ids.redMinimal = await design(free, { title: 'Rosso coffee', colour: '#D7263D', styles: ['minimalist'] });
  ids.greenPlayful = await design(free, { title: 'Jolly coffee', colour: '#2E7D4F', styles: ['playful'] });
  ids.greenTea = await design(free, {
    title: 'Verde green tea',
    template: 'tea-tin',
    colour: '#2E7D4F',
    styles: ['minimalist'],
  });
  ids.creme = await design(free, { title: 'Crème caramel', colour: '#E8DCC4', styles: ['elegant'] });
  ids.paid = await design(
    paid,
    { title: 'Zanzibar secret coffee', colour: '#2E7D4F', styles: ['minimalist'] },
    'private',
  );
  expect(await buildLibrary(t.deps, LIBRARY)).toBe(LIBRARY);
  // Indexed as they were stored: the periodic sync finds nothing left to do.
  expect(await syncAssets({ ...t.deps, assets: assetsServiceFor(t.deps) })).toBe(0);
}, 120_000);
afterAll(() => t.close());

describe('the index', () => {
  it('holds the seeded library and resumes instead of rebuilding; a second sync adds nothing', async () => {
    const deps = { ...t.deps, assets: assetsServiceFor(t.deps) };
    expect(await buildLibrary(deps, LIBRARY)).toBe(0);
    expect(await syncAssets(deps)).toBe(0);
    const all = await search(other, 'source=library&limit=100');
    expect(all.totalCount).toBe(LIBRARY);
    expect(all.data[0]).toMatchObject({ id: 'lib-00001', source: 'library', assetId: null });
    expect(all.data.every((r) => r.palette.length > 0 && r.title && r.materials.length)).toBe(true);
  });

  it('a build stopped part-way resumes: only the missing designs are drawn again, the same as before', async () => {
    const gone = ['lib-00003', 'lib-00030'];
    const rows = () =>
      t.deps.db
        .select({ id: searchItems.id, colours: searchItems.colours, palette: searchItems.palette })
        .from(searchItems)
        .where(inArray(searchItems.id, gone))
        .orderBy(searchItems.id);
    const before = await rows();
    expect(before).toHaveLength(2);
    await t.deps.db.delete(searchItems).where(inArray(searchItems.id, gone));
    expect(await buildLibrary(t.deps, LIBRARY)).toBe(2);
    expect(await rows()).toEqual(before);
  });

  it('serves a library image rendered on first view, and the thumbnail made at index time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/search/lib-00002/image' });
    expect(first.statusCode).toBe(302);
    const image = await t.app.inject({ method: 'GET', url: first.headers.location as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.length).toBeGreaterThan(10_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/search/lib-99999/image' })).statusCode).toBe(404);
    const [item] = (await search(other, 'source=library&limit=1')).data;
    expect((await t.app.inject({ method: 'GET', url: item!.thumbnailUrl })).statusCode).toBe(200);
  });
});

describe('GET /api/search', () => {
  it('coffee + green + minimalist: every result is a coffee design with a measured green, style minimalist', async () => {
    const res = await search(other, 'q=coffee&colours=green&styles=minimalist');
    const found = new Set(res.data.map((r) => r.id));
    expect(found).toContain(`asset-${ids.greenMinimal}`);
    expect(found).toContain(`asset-${ids.sageMinimal}`); // sage is a green
    for (const bad of [ids.redMinimal, ids.greenPlayful, ids.greenTea, ids.paid])
      expect(found).not.toContain(`asset-${bad}`);
    expect(res.totalCount).toBe(res.data.length);
    for (const r of res.data) {
      expect(`${r.title} ${r.description}`.toLowerCase()).toContain('coffee');
      expect(r.styles).toContain('minimalist');
      expect(await measuredColours(r), r.id).toContain('green');
    }
    // Facet counts: each facet counted with the other filters applied.
    const styles = res.facets.styles as { value: string; count: number }[];
    expect(styles.find((s) => s.value === 'playful')?.count).toBeGreaterThanOrEqual(1);
  });

  it('counts each facet value as the total the search would find with that value chosen instead', async () => {
    const filters = { colours: 'green', styles: 'minimalist', types: 'coffee-bag' } as const;
    for (const q of ['q=coffee&', '']) {
      const res = await search(other, `${q}${new URLSearchParams(filters)}`);
      for (const facet of ['colours', 'styles', 'types'] as const) {
        const counts = res.facets[facet] as { value: string; count: number }[];
        for (const { value, count } of counts) {
          const instead = await search(other, `${q}${new URLSearchParams({ ...filters, [facet]: value })}`);
          expect(instead.totalCount, `${q}${facet}=${value}`).toBe(count);
        }
      }
      const wide = await search(other, `${q}styles=minimalist`);
      const colours = wide.facets.colours as { value: string; count: number }[];
      expect(colours.length, q).toBeGreaterThan(0);
      for (const { value, count } of colours)
        expect((await search(other, `${q}styles=minimalist&colours=${value}`)).totalCount).toBe(count);
    }
  });

  it('tolerates a typo, folds accents both ways and matches prefixes', async () => {
    const typo = await search(other, 'q=cofee&source=community');
    expect(typo.data.map((r) => r.id)).toContain(`asset-${ids.greenMinimal}`);
    expect((typo as { suggestion?: string | null }).suggestion).toBe('coffee');
    expect((await search(other, 'q=coffee&source=community')).suggestion).toBeNull();
    expect((await search(other, 'q=creme&source=community')).data.map((r) => r.id)).toContain(
      `asset-${ids.creme}`,
    );
    expect((await search(other, 'q=Cr%C3%A8me')).data.map((r) => r.id)).toContain(`asset-${ids.creme}`);
    const prefix = await search(other, 'q=caram&source=community');
    expect(prefix.data[0]!.id).toBe(`asset-${ids.creme}`);
  });

  it('corrects a typo from a bounded few candidates, however many words of its length the index holds', async () => {
    // 3,000 indexed words of cofee's length, none of them near it: the lookup reads at most a
    // few candidates, and the one edit away is among them.
    const filler = Array.from({ length: 3000 }, (_, i) => ({ word: `qx${i.toString(36).padStart(3, 'z')}` }));
    await t.deps.db.insert(searchWords).values(filler).onConflictDoNothing();
    expect(await correctionCandidates(t.deps.db, ['cofee'])).toContain('coffee');
    expect((await correctionCandidates(t.deps.db, ['cofee'])).length).toBeLessThanOrEqual(40);
    expect(await correctionCandidates(t.deps.db, ['tae'])).toContain('tea');
    const typo = await search(other, 'q=cofee&source=community');
    expect((typo as { suggestion?: string | null }).suggestion).toBe('coffee');
    await t.deps.db.delete(searchWords).where(like(searchWords.word, 'qx%'));
  });
  it("never shows a paid user's image to anyone else; the owner finds it among their own", async () => {
    for (const source of ['', '&source=community', '&source=library', '&source=mine']) {
      const res = await search(other, `q=zanzibar${source}`);
      expect(res.data.map((r) => r.id)).not.toContain(`asset-${ids.paid}`);
      // Nor counted: the library's counts come from word profiles, the assets' from their rows.
      expect(res.totalCount, source).toBe(0);
      expect(Object.values(res.facets).flat(), source).toEqual([]);
    }
    expect((await get(other, `/api/search/asset-${ids.paid}`)).statusCode).toBe(404);
    const mine = await search(paid, 'q=zanzibar&source=mine');
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ source: 'mine', assetId: ids.paid });
    expect((await get(paid, `/api/search/asset-${ids.paid}`)).json().data.assetId).toBe(ids.paid);
    // Free-tier designs are public: another user sees them as community, without the asset id.
    const seen = (await get(other, `/api/search/asset-${ids.creme}`)).json().data;
    expect(seen).toMatchObject({ source: 'community', assetId: null });
  });

  it('titles a chat edit after its design, never after the reply that made it', async () => {
    const brief = readBrief({
      brand: 'Quillon',
      packagingImage: 'coffee-bag',
      prompt: 'coffee',
      colours: ['#2E7D4F'],
    });
    const document = packagingConceptDocument(brief, 'band', 3);
    const png = await renderThumbnail(document, { size: 128, format: 'png' });
    const asset = await assetsServiceFor(t.deps).storeGeneratedImage(free.id, png, {
      description: 'Rendered it from four angles.',
      metadata: { chatMessageId: 'm-1', document },
    });
    await syncAssets({ ...t.deps, assets: assetsServiceFor(t.deps) });
    const mine = await search(free, 'q=quillon&source=mine');
    expect(mine.data.map((r) => r.assetId)).toEqual([asset.id]);
    expect(mine.data[0]!.title).toMatch(/^Quillon .*Coffee Bag$/);
    expect(mine.data[0]!.description).toBe('');
    expect((await search(free, 'q=angles&source=mine')).totalCount).toBe(0);
  });

  it('drops a deleted design at once', async () => {
    const id = await design(free, { title: 'Ephemeral quokka snack', colour: '#F46036', styles: ['bold'] });
    await syncAssets({ ...t.deps, assets: assetsServiceFor(t.deps) });
    expect((await search(other, 'q=quokka')).totalCount).toBe(1);
    await assetsServiceFor(t.deps).softDelete(free.id, id);
    expect((await search(other, 'q=quokka')).totalCount).toBe(0);
  });

  it('matches a hex colour by distance', async () => {
    const res = await search(other, `q=coffee&colours=${encodeURIComponent('#2E7D4F')}&source=community`);
    const found = res.data.map((r) => r.id);
    expect(found).toContain(`asset-${ids.greenMinimal}`);
    expect(found).not.toContain(`asset-${ids.redMinimal}`);
  });

  it('treats tsquery syntax and a 1,000-character prompt as plain words', async () => {
    for (const q of ['& | ! : * ( )', "coffee & (tea | !x):* '", '\\', ':*', '!!!', 'coffee <-> tea']) {
      const res = await get(other, `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    // `!` negates nothing: the words are simply required.
    const plain = (await search(other, 'q=coffee+tea&source=community')).data.map((r) => r.id);
    const operators = await search(other, `q=${encodeURIComponent('coffee & !tea')}&source=community`);
    expect(operators.data.map((r) => r.id)).toEqual(plain);
    const long = `coffee ${'x'.repeat(SEARCH_LIMITS.queryMaxChars - 7)}`;
    expect((await get(other, `/api/search?q=${long}`)).statusCode).toBe(200);
    const tooLong = await get(other, `/api/search?q=${long}x`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses unknown facet values (listing the allowed ones), too many values and a limit above 100', async () => {
    const unknown = await get(other, '/api/search?styles=minimalist,wobbly');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown styles: wobbly');
    expect(unknown.json().message).toContain('art-deco');
    const fifty = Array.from({ length: 50 }, () => 'green').join(',');
    expect((await get(other, `/api/search?colours=${fifty}`)).statusCode).toBe(400);
    expect((await get(other, '/api/search?limit=101')).statusCode).toBe(400);
    expect((await get(other, '/api/search?source=everyone')).statusCode).toBe(400);
    expect((await get(null, '/api/search?q=coffee')).statusCode).toBe(401);
  });

  it('records a search event for analytics', async () => {
    await search(other, 'q=honey&colours=gold');
    await t.deps.analytics.flush();
    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'search'));
    expect(rows.find((r) => r.userId === other.id && r.properties.query === 'honey')?.properties).toEqual({
      query: 'honey',
      colours: ['gold'],
    });
  });
});

describe('facets and suggestions', () => {
  it('counts one dimension for the explore pages', async () => {
    const res = await get(other, '/api/search/facets?dimension=industries&source=library');
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json().data as { value: string; count: number }[];
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(LIBRARY);
    const food = await get(
      other,
      '/api/search/facets?dimension=types&source=library&industries=food+%26+beverage',
    );
    expect(food.statusCode, food.body).toBe(200);
    expect((await get(other, '/api/search/facets?dimension=wobbly')).statusCode).toBe(400);
  });

  it('suggests searches in a different order per call', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await get(other, '/api/stream/search/suggested?random=true');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { id: string; query: string }[];
      expect(data).toHaveLength(SEARCH_LIMITS.suggestedCount);
      for (const s of data) expect(SEARCH_SUGGESTIONS).toContainEqual(s);
      orders.add(data.map((s) => s.id).join());
    }
    expect(orders.size).toBeGreaterThan(1);
    expect((await get(null, '/api/stream/search/suggested?random=true')).statusCode).toBe(401);
  });
});

describe('POST /api/search/:id/save', () => {
  const save = (p: Person, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/search/${id}/save`, headers: t.bearer(p.token) });
  const assetOf = async (p: Person, assetId: string) => {
    const res = await get(p, `/api/assets/${assetId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { fileCategory: string; visibility: string; width: number };
  };

  it("copies a library design into the caller's own assets once; saving again answers the same asset", async () => {
    const first = await save(other, 'lib-00003');
    expect(first.statusCode, first.body).toBe(200);
    const { assetId } = first.json().data as { assetId: string };
    expect(await assetOf(other, assetId)).toMatchObject({
      fileCategory: 'DESIGN INSPIRATION',
      visibility: 'private',
      width: 1024,
    });
    const again = await save(other, 'lib-00003');
    expect(again.json().data.assetId).toBe(assetId);
    // another user gets their own copy, and cannot open this one
    const theirs = await save(paid, 'lib-00003');
    expect(theirs.json().data.assetId).not.toBe(assetId);
    expect((await get(paid, `/api/assets/${assetId}`)).statusCode).toBe(404);
  });

  it("saves a community design as a copy and the caller's own result as itself", async () => {
    const res = await save(other, `asset-${ids.greenMinimal}`);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data.assetId as string;
    expect(copy).not.toBe(ids.greenMinimal);
    expect((await assetOf(other, copy)).fileCategory).toBe('DESIGN INSPIRATION');
    const own = await save(free, `asset-${ids.greenMinimal}`);
    expect(own.json().data.assetId).toBe(ids.greenMinimal);
  });

  it("answers 404 for another user's private design and an unknown id, 401 anonymous", async () => {
    expect((await save(other, `asset-${ids.paid}`)).statusCode).toBe(404);
    expect((await save(other, 'lib-99999')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/search/lib-00003/save' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('search inside a collection (collections-search flag)', () => {
  let collectionId: string;
  const inCollection = (p: Person, query: string) =>
    get(p, `/api/search?source=collection&collectionId=${collectionId}&${query}`);

  beforeAll(async () => {
    const collections = collectionsService(t.services);
    const created = await collections.create(free.id, { name: 'Coffee shelf' });
    collectionId = created.id;
    await collections.addItems(free.id, collectionId, [ids.greenMinimal!, ids.redMinimal!]);
    await collections.invite(free.id, collectionId, 'other@brand.co');
    await collections.accept(other.id, collectionId);
  });

  it('finds only the collection items matching the query, for the owner and a collaborator', async () => {
    for (const p of [free, other]) {
      const all = await inCollection(p, 'q=coffee');
      expect(all.statusCode, all.body).toBe(200);
      expect(
        all
          .json()
          .data.map((r: SearchResult) => r.title)
          .sort(),
      ).toEqual(['Rosso coffee', 'Verde coffee beans']);
      const green = await inCollection(p, 'colours=green');
      expect(green.json().data.map((r: SearchResult) => r.title)).toEqual(['Verde coffee beans']);
    }
  });

  it('answers 404 to a non-member and with the flag off, 400 without a collection', async () => {
    expect((await inCollection(paid, 'q=coffee')).statusCode).toBe(404);
    expect((await get(free, '/api/search?source=collection&q=coffee')).statusCode).toBe(400);
    await t.db.insert(featureFlags).values({
      key: 'collections-search',
      audience: { everyone: false, staff: false, tiers: [], userIds: [], percentage: 0 },
    });
    t.deps.flags.invalidate();
    try {
      expect((await inCollection(free, 'q=coffee')).statusCode).toBe(404);
    } finally {
      await t.db.delete(featureFlags).where(eq(featureFlags.key, 'collections-search'));
      t.deps.flags.invalidate();
    }
  });
});
