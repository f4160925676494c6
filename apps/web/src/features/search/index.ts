/**
 * Search feature: the /search page, the explore galleries and the box dielines page, over
 * GET /api/search (routes load them lazily).
 */
export { DielinesPage } from './dielines-page';
export { EXPLORE_FACET, type ExploreSlug } from './explore';
export { ExploreGallery, LibraryGallery } from './explore-gallery';
export { SearchPage } from './search-page';
