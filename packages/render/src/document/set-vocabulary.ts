/** The words of a photographed set, shared by the prompt reader and the document schema. */
export const CAMERAS = ['flat-lay', 'three-quarter', 'close-up', 'hero'] as const;
export type Camera = (typeof CAMERAS)[number];
export const LIGHTS = ['soft', 'morning', 'golden', 'hard', 'window', 'evening'] as const;
export type Light = (typeof LIGHTS)[number];
export const SETTINGS = ['studio', 'kitchen', 'outdoor', 'bathroom', 'cafe'] as const;
export type Setting = (typeof SETTINGS)[number];
export const PACK_MATERIALS = ['kraft', 'paper', 'glass', 'metal', 'plastic', 'foil', 'ceramic'] as const;
export type PackMaterial = (typeof PACK_MATERIALS)[number];
export const FINISHES = ['matte', 'gloss', 'foil', 'metallic', 'soft-touch', 'embossed'] as const;
export type Finish = (typeof FINISHES)[number];

/** Surfaces a scene can stand on (and walls it can stand against). */
export const SURFACES = [
  'wood',
  'marble',
  'slate',
  'linen',
  'concrete',
  'kraft',
  'paper',
  'plaster',
] as const;
export type SurfaceKind = (typeof SURFACES)[number];

/** Shaded props a still life or photoshoot can scatter (drawn in `scene/props.ts`). */
export const PROPS = [
  'raspberry',
  'blueberry',
  'strawberry',
  'cherry',
  'coffee-bean',
  'leaf',
  'citrus',
  'nut',
  'flower',
  'pebble',
  'chocolate',
  'cinnamon',
  'wheat',
] as const;
export type PropKind = (typeof PROPS)[number];
