/**
 * What a browser needs to fold a structure in 3D: the library and the fold maths. Pure geometry,
 * no rendering dependencies (the web app imports `@packsmith/render/structures`).
 */
export { dieLines, type Net, type Piece } from '../net.ts';
export type { Fold, StructureNet } from './builder.ts';
export { getStructure, STRUCTURES, type Structure } from './catalogue.ts';
export { foldMotions, type Motion } from './fold.ts';
export type { Size } from './parts.ts';
