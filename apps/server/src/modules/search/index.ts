/** The search module's face: its routes, its jobs and the indexer (tests, bench). */

export { assetIndex, searchAssetIndex } from './asset-index.ts';
export {
  buildLibrary,
  type IndexerDeps,
  indexAssets,
  insertRows,
  type LibraryDeps,
  syncAssets,
} from './indexer.ts';
export { registerSearchJobs } from './jobs.ts';
export { searchRoutes } from './routes.ts';
export { type SearchService, searchService } from './service.ts';
