/**
 * Search over the index: one query for the page, one for the total and one per facet count
 * (each facet counted with the other filters applied, so a multi-select shows what adding a
 * value would bring), all in parallel.
 */
import { randomInt } from 'node:crypto';
import {
  planSearch,
  type SavedSearchResult,
  SEARCH_FACET_VALUES,
  SEARCH_MESSAGES,
  SEARCH_SUGGESTIONS,
  type SearchFacet,
  type SearchFilters,
  type SearchResult,
  type SuggestedSearch,
  searchSuggestion,
  type Vocabulary,
} from '@packsmith/core';
import { type DesignDocument, render } from '@packsmith/render';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { SHARED_READ_TTL_SECONDS, type Storage } from '../../providers/storage/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CollectionsService } from '../collections/index.ts';
import type { FlagsService } from '../flags/index.ts';
import {
  correctionCandidates,
  knownWords,
  libraryCountWord,
  libraryItemImage,
  type SearchItemRow,
  searchPage,
  setImageKey,
  totalAndFacetCounts,
  visibleItem,
} from './repository.ts';

import {
  countsSql,
  libraryWordCountsSql,
  profileFilters,
  type QueryTerm,
  queryWords,
  type Scope,
  whereSql,
} from './repository-query.ts';

export interface SearchDeps {
  db: Db;
  storage: Storage;
  assets: AssetsService;
  collections: CollectionsService;
  flags: FlagsService;
}

type Row = SearchItemRow;
type FacetCounts = { value: string; count: number }[];

/** Library images: served through the API so the full render can be made on first view. */
export const libraryImagePath = (id: string) => `/api/search/${id}/image`;
const FULL_SIZE = 1024;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'design';

/**
 * The query read as required terms (core's `planSearch`): which of its words the index holds
 * is looked up here, and only when a word is unknown are a bounded few indexed words read as
 * its possible corrections.
 */
export async function termsOf(db: Db, q: string | undefined): Promise<QueryTerm[]> {
  const words = queryWords(q);
  if (words.length === 0) return [];
  // The words, their singulars and their tails (compounds: 'suncream' → 'cream').
  const forms = (w: string) => [
    w,
    w.slice(0, -1),
    w.slice(0, -2),
    `${w.slice(0, -3)}y`,
    ...Array.from({ length: Math.max(0, w.length - 6) }, (_, i) => w.slice(i + 3)),
  ];
  const probes = [...new Set(words.flatMap(forms))].filter((w) => w.length >= 2);
  const known = await knownWords(db, probes);
  const unknown = words.filter((w) => !known.has(w));
  const candidates = unknown.length ? await correctionCandidates(db, unknown) : [];
  const vocabulary: Vocabulary = { has: (w) => known.has(w), words: () => candidates };
  return planSearch(words, vocabulary);
}

export function searchService(deps: SearchDeps) {
  const { db, storage, assets } = deps;
  const scopeOf = (userId: string, f: Pick<SearchFilters, 'source'>, collectionItems?: SQL): Scope => ({
    userId,
    source: f.source,
    isLive: (assetId) => assets.isLiveSql(assetId),
    collectionItems,
  });

  /** Who may see what; inside a collection only with the flag on and the caller a member (else 404). */
  async function scopeFor(userId: string, f: Pick<SearchFilters, 'source' | 'collectionId'>): Promise<Scope> {
    if (f.source !== 'collection') return scopeOf(userId, f);
    if (!f.collectionId) throw badRequest(SEARCH_MESSAGES.collectionRequired);
    if (!(await deps.flags.isOn('collections-search', userId))) throw notFound();
    return scopeOf(userId, f, await deps.collections.itemIdsSql(userId, f.collectionId));
  }

  /** `shared`: inside a collection, where others' images are read as its collaborators (short-lived). */
  async function toResults(userId: string, rows: Row[], shared = false): Promise<SearchResult[]> {
    const assetIds = rows.map((r) => r.assetId).filter((id): id is string => Boolean(id));
    const urls = await assets.sharedUrls(assetIds, shared ? { ttlSeconds: SHARED_READ_TTL_SECONDS } : {});
    return Promise.all(
      rows.map(async (r): Promise<SearchResult> => {
        const mine = r.kind === 'asset' && r.ownerId === userId;
        const asset = r.assetId ? urls.get(r.assetId) : undefined;
        const thumb = r.thumbnailKey
          ? await storage.signedGetUrl(r.thumbnailKey, { contentType: 'image/webp' })
          : '';
        return {
          id: r.id,
          source: r.kind === 'library' ? 'library' : mine ? 'mine' : 'community',
          title: r.title,
          description: r.description,
          imageUrl: asset?.url ?? libraryImagePath(r.id),
          thumbnailUrl: asset?.thumbnailUrl ?? thumb,
          width: r.width ?? FULL_SIZE,
          height: r.height ?? FULL_SIZE,
          templateId: r.templateId,
          type: r.type,
          category: r.category,
          industry: r.industry,
          styles: r.styles,
          materials: r.materials,
          finishes: r.finishes,
          palette: r.palette.map((p) => p.hex),
          assetId: mine ? r.assetId : null,
        };
      }),
    );
  }

  /** Rows the caller may open: the library, public designs, or their own. */
  const visibleSql = (userId: string) => {
    const visible = whereSql(scopeOf(userId, {}), [], { limit: 1, offset: 0 });
    const mine = whereSql(scopeOf(userId, { source: 'mine' }), [], { limit: 1, offset: 0 });
    return sql`(${visible} or ${mine})`;
  };

  /** The storage key of a library item's full render, made on first use. */
  async function libraryImageKey(id: string): Promise<string> {
    const row = await libraryItemImage(db, id);
    if (!row?.document) throw notFound();
    if (row.imageKey) return row.imageKey;
    const key = `library/${id}/image.webp`;
    const bytes = await render(row.document as unknown as DesignDocument, {
      format: 'webp',
      size: FULL_SIZE,
    });
    await storage.put(key, bytes, 'image/webp');
    await setImageKey(db, id, key);
    return key;
  }

  /**
   * The counting statements' rows. The library's part is read from the facet profiles of the one
   * word the query comes to, when it comes to one (`libraryCountWord`); users' assets (public,
   * the caller's own, a collection's) are always counted from their rows, with their owner and
   * liveness checked there.
   */
  async function countRows(
    scope: Scope,
    words: QueryTerm[],
    f: SearchFilters,
    counted: SearchFacet[],
    some: boolean,
  ) {
    const library = scope.source === undefined || scope.source === 'library';
    const word = library && profileFilters(f) ? await libraryCountWord(db, words) : null;
    if (word === null) return totalAndFacetCounts(db, countsSql(scope, words, f, counted, some));
    const parts = await Promise.all([
      totalAndFacetCounts(db, libraryWordCountsSql(word, f, counted)),
      scope.source === undefined
        ? totalAndFacetCounts(db, countsSql({ ...scope, source: 'community' }, words, f, counted, some))
        : [],
    ]);
    const sums = new Map<string, { facet: string; value: string; count: number }>();
    for (const r of parts.flat()) {
      const key = `${r.facet}\u0000${r.value}`;
      const seen = sums.get(key);
      if (seen) seen.count += r.count;
      else sums.set(key, { ...r });
    }
    return [...sums.values()];
  }

  /** The total and the counts of `counted` facets, only values the facet allows. */
  async function counts(
    scope: Scope,
    words: QueryTerm[],
    f: SearchFilters,
    counted: SearchFacet[],
    some = false,
  ): Promise<{ total: number; facets: Partial<Record<SearchFacet, FacetCounts>> }> {
    const rows = { rows: await countRows(scope, words, f, counted, some) };
    const facets: Partial<Record<SearchFacet, FacetCounts>> = {};
    for (const x of counted) {
      const allowed: readonly string[] = SEARCH_FACET_VALUES[x];
      facets[x] = rows.rows
        .filter((r) => r.facet === x && allowed.includes(r.value))
        .map(({ value, count }) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    }
    return { total: rows.rows.find((r) => r.facet === 'total')?.count ?? 0, facets };
  }

  return {
    /**
     * One page of results, the total and the facet counts. When a query of several terms finds
     * nothing with all of them, designs matching some are shown instead (the most terms first).
     */
    async search(userId: string, f: SearchFilters) {
      const [scope, words] = await Promise.all([scopeFor(userId, f), termsOf(db, f.q)]);
      const run = async (some: boolean) => {
        const where = whereSql(scope, words, f, some);
        const [rows, { total, facets }] = await Promise.all([
          searchPage(db, where, words, f),
          counts(scope, words, f, ['colours', 'styles', 'types'], some),
        ]);
        const { colours = [], styles = [], types = [] } = facets;
        return { rows, totalCount: total, facets: { colours, styles, types } };
      };
      let found = await run(false);
      if (found.totalCount === 0 && words.length > 1) found = await run(true);
      return {
        data: await toResults(userId, found.rows, Boolean(scope.collectionItems)),
        totalCount: found.totalCount,
        facets: found.facets,
        suggestion: searchSuggestion(words),
      };
    },

    /** Counts of one facet's values for the explore pages. */
    async facets(userId: string, f: Omit<SearchFilters, 'limit' | 'offset'>, facet: SearchFacet) {
      const [scope, words] = await Promise.all([scopeFor(userId, f), termsOf(db, f.q)]);
      return (await counts(scope, words, { ...f, limit: 0, offset: 0 }, [facet])).facets[facet] ?? [];
    },

    /** One result the caller may see (library, public, or their own), else 404. */
    async item(userId: string, id: string): Promise<SearchResult> {
      const row = await visibleItem(db, id, visibleSql(userId));
      if (!row) throw notFound();
      return (await toResults(userId, [row]))[0]!;
    },

    /** A library item's full image: rendered from its document on first view, then kept. */
    async libraryImage(id: string): Promise<string> {
      return storage.signedGetUrl(await libraryImageKey(id), { contentType: 'image/webp' });
    },

    /**
     * A result the caller may see as their own asset: theirs already, or a copy of the library or
     * community image made here (DESIGN INSPIRATION, private). Saving the same result again
     * answers the same asset while it lives.
     */
    async save(userId: string, id: string): Promise<SavedSearchResult> {
      const row = await visibleItem(db, id, visibleSql(userId));
      if (!row) throw notFound();
      if (row.kind === 'asset' && row.ownerId === userId && row.assetId) return { assetId: row.assetId };
      const earlier = await assets.findGenerated(userId, row.id, 'searchResultId');
      if (earlier && (await assets.ownLiveIds(userId, [earlier.id])).has(earlier.id)) {
        return { assetId: earlier.id };
      }
      const image =
        row.kind === 'library'
          ? { bytes: await storage.get(await libraryImageKey(row.id)) }
          : row.assetId
            ? await assets.publicImage(row.assetId)
            : null;
      if (!image) throw notFound();
      const asset = await assets.storeGeneratedImage(userId, image.bytes, {
        category: 'DESIGN INSPIRATION',
        visibility: 'private',
        description: row.description || row.title,
        originalFileName: `${slugOf(row.title)}.${row.kind === 'library' ? 'webp' : 'png'}`,
        metadata: { title: row.title, alt: row.title, searchResultId: row.id, styles: row.styles },
      });
      return { assetId: asset.id };
    },

    /** Suggested searches; `random` shuffles them (a different order per call). */
    suggested(random: boolean, size: number): SuggestedSearch[] {
      const list = [...SEARCH_SUGGESTIONS];
      if (random) {
        for (let i = list.length - 1; i > 0; i--) {
          const j = randomInt(i + 1);
          [list[i], list[j]] = [list[j]!, list[i]!];
        }
      }
      return list.slice(0, size);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
