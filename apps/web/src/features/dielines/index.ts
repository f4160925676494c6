/** The dieline generator: any structure of the library drawn at any size, downloadable. */
export { DielineGenerator } from './dieline-generator';
