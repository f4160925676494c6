/**
 * The search index as the assets module sees it (wired by the composition root): new assets are
 * indexed as they are stored, and the library's search filters match through the index with the
 * owner rule, so colours come from the pixels and a typo still finds the design.
 */
import { isHexColour, SEARCH_FACET_VALUES, type SearchFacet, type SearchFilters } from '@packsmith/core';
import { or } from 'drizzle-orm';
import type { AppDeps } from '../../ports.ts';
import { type AssetIndex, type AssetSearchFilters, assetsService } from '../assets/index.ts';
import { type IndexerDeps, indexAssets } from './indexer.ts';
import { assetIdsWhereSql, type Scope, whereSql, wordsSql } from './repository-query.ts';
import { termsOf } from './service.ts';

/** The values the index knows for a facet; null when some were asked and none is known. */
function known(facet: SearchFacet, values: string[] | undefined): string[] | undefined | null {
  if (!values?.length) return undefined;
  const allowed: readonly string[] = SEARCH_FACET_VALUES[facet];
  const ok = values
    .map((v) => v.toLowerCase())
    .filter((v) => allowed.includes(v) || (facet === 'colours' && isHexColour(v)));
  return ok.length ? ok : null;
}

/**
 * The search index as the assets module sees it, built by the composition root (deps.ts). Its own
 * assets service has no index: indexing stores no asset.
 */
export function searchAssetIndex({
  db,
  storage,
  log,
  jobs,
}: Pick<AppDeps, 'db' | 'storage' | 'log' | 'jobs'>) {
  return assetIndex({ db, storage, log, assets: assetsService({ db, storage, log, jobs }) });
}

export function assetIndex(deps: IndexerDeps): AssetIndex {
  return {
    async stored(assetIds) {
      try {
        await indexAssets(deps, assetIds);
      } catch (err) {
        deps.log?.warn({ err, assetIds }, 'search: could not index new assets; the sync will');
      }
    },

    async matching(userId: string, f: AssetSearchFilters) {
      const colours = known('colours', f.colours);
      const styles = known('styles', f.styles);
      const types = known('types', f.productTypes);
      if (colours === null || styles === null || types === null) return undefined;
      const brands = f.brandNames ?? [];
      if (!f.searchTerm && !colours && !styles && !types && brands.length === 0) return undefined;
      const scope: Scope = {
        userId,
        source: 'mine',
        isLive: (assetId) => deps.assets.isLiveSql(assetId),
      };
      const filters: SearchFilters = { colours, styles, types, limit: 0, offset: 0 };
      const [terms, ...brandTerms] = await Promise.all([
        termsOf(deps.db, f.searchTerm),
        ...brands.map((b) => termsOf(deps.db, b)),
      ]);
      const brandSql = brandTerms.length ? or(...brandTerms.map((b) => wordsSql(b))) : undefined;
      return assetIdsWhereSql(whereSql(scope, terms ?? [], filters), brandSql);
    },
  };
}
