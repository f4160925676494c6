export { type PanelArtwork, panelArtworks } from './panels.ts';
export {
  flatSize,
  type Homography,
  invertHomography,
  type Point,
  project,
  type Quad,
  type RawImage,
  squareToQuad,
  UNWARP_MAX_SIDE,
  unwarp,
} from './unwarp.ts';
