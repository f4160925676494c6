/**
 * The assets module's public face, for other modules and the wiring alike: they reach images and files
 * through this service (ownership checks, batched addresses, generated images), never through the
 * assets tables.
 */
export {
  type AssetIndex,
  type AssetSearchFilters,
  type AssetsService,
  type AssetUrls,
  assetsService,
  assetsServiceFor,
  type StoreGeneratedImageOptions,
} from './service.ts';
/** Other modules re-check stored SVGs with the same allow-list the uploads use. */
export { sanitiseSvg } from './svg.ts';
