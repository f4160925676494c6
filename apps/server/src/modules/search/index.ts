/**
 * The search module's public face, for other modules and the wiring alike: its routes, its jobs and
 * the indexer (tests, bench).
 */

export { assetIndex, searchAssetIndex } from './asset-index.ts';
export {
  buildLibrary,
  type IndexerDeps,
  indexAssets,
  type LibraryDeps,
  syncAssets,
} from './indexer.ts';
export { registerSearchJobs } from './jobs.ts';
export { insertRows } from './repository.ts';
export { searchRoutes } from './routes.ts';
export { type SearchService, searchService } from './service.ts';
