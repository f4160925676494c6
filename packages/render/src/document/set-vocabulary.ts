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
