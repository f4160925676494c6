/** Structural packaging: a library of parametric dielines, their 3D fold, and their exports. */
export type { Fold, StructureNet } from './builder.ts';
export {
  type Board,
  getStructure,
  STRUCTURES,
  type Structure,
  type StructureCategory,
  structureOfConstruction,
} from './catalogue.ts';
export { canFold, type DesignFold, designFold, foldsOf } from './design-fold.ts';
export { structureDxf, structureLabel, structurePage, structurePdf, structureSvg } from './export.ts';
export { apply, edgeGap, foldedPieces, foldedSize, foldMotions, type Motion, type Vec3 } from './fold.ts';
export {
  drawFolded,
  type FoldedRender,
  foldedNet,
  foldedPack,
  foldedWorld,
  netArtworkSvg,
} from './folded-mockup.ts';
export { outer, type Size } from './parts.ts';
