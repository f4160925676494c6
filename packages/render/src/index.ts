/**
 * @packsmith/render — the local design engine. Pure functions from a design document to pixels;
 * deterministic by seed; no database, no HTTP, no network.
 */

export { HEX_COLOUR_MESSAGE, hexColourSchema, normaliseHex } from './color.ts';
export type { SceneResult } from './compose/packaging-scene.ts';
export { type AssetBytes, type RenderAssets, sniffMime } from './document/asset-bytes.ts';
export * from './document/design-document.ts';
export { FONT_KEYS, type FontKey } from './document/font-keys.ts';
export * from './edit/index.ts';
export * from './extract/index.ts';
export { type GeneratedDesign, type GenerateOptions, generateOptionsSchema } from './generators/common.ts';
export {
  generateImagery,
  imageryDocuments,
  imageryPromptSchema,
  referenceColours,
} from './generators/imagery.ts';
export { generateLogos, type LogoMeta, logoDocuments, logoMetaSchema } from './generators/logos.ts';
export {
  chooseRoutes,
  generatePackagingConcepts,
  type PackagingForm,
  packagingConceptDocument,
  packagingFormSchema,
  readBrief,
  resolveTemplate,
} from './generators/packaging.ts';
export {
  generatePhotoshoot,
  type PhotoshootMeta,
  photoshootDocuments,
  photoshootMetaSchema,
} from './generators/photoshoot.ts';
export {
  generateMockups,
  generatePackagingRange,
  generateVariantRange,
  MOCKUP_VALIDATION,
  mockupDoc,
  mockupRequestSchema,
  productsSchema,
  type VariantInstructions,
  variantInstructionsSchema,
  variantNames,
  viewsOf,
} from './generators/ranges.ts';
export * from './judge/index.ts';
export { type LibraryItem, libraryItem, libraryItemId, libraryItems } from './library/library-items.ts';
export { blurredPreview, PREVIEW_BLUR_SIGMA, PREVIEW_WIDTH } from './preview.ts';
export {
  PDF_WATERMARK_NOTE,
  PRINT_MARGIN_MM,
  type PrintOptions,
  printPages,
  printPlan,
  printReadyCapability,
  printReadyDxf,
  printReadyPdf,
  printReadySvg,
  printReadySvgs,
} from './print/index.ts';
export {
  canFold,
  type DesignFold,
  designFold,
  drawFolded,
  foldedNet,
  foldedPieces,
  foldMotions,
  getStructure,
  STRUCTURES,
  type Structure,
  type StructureNet,
  structureDxf,
  structureLabel,
  structurePdf,
  structureSvg,
} from './print/structures/index.ts';
export {
  cutOut,
  dominantColours,
  recolour,
  replaceBackground,
  UPSCALE_MESSAGE,
  upscale,
  zoomOut,
} from './raster/image-operations.ts';
export {
  WATERMARK_TEXT,
  watermark,
  watermarkCorner,
  watermarkOverlay,
  watermarkPixels,
} from './raster/image-watermark.ts';
export {
  deltaE,
  hexToLab,
  type Lab,
  labToHex,
  type MeasuredColour,
  matchesColour,
  measurePalette,
  PALETTE_MIN_SHARE,
  presetColoursOf,
  rgbToLab,
} from './raster/measured-palette.ts';
export { encode } from './raster/rasterise.ts';
export * from './read/index.ts';
export {
  buildScene,
  type RawImage,
  type RenderOptions,
  render,
  renderOptionsSchema,
  renderPixels,
  renderSvg,
  renderThumbnail,
} from './render.ts';
export { FONT_FAMILIES } from './scene/fonts.ts';
export { ICON_NAMES, iconsForText } from './scene/icons.ts';
