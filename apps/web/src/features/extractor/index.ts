/** Artwork extractor: the extractions list, the image selector and the extractor (corner marking). */
export { ExtractionsPage } from './extractions-page';
export { ExtractorPage } from './extractor-page';
export { ExtractSelectorPage } from './selector-page';
