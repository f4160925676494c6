/** The dieline generator: any structure of the library drawn at any size, downloadable. */
export { DielineGenerator } from './dieline-generator';
/** A design on a dieline folded in 3D with its artwork. */
export { FoldDesignButton } from './fold-design';
