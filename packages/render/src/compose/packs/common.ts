import type { PackagingTemplate, View } from '@packsmith/core/catalogue/index';
import { darken, lighten, mix } from '../../color.ts';
import type { Item } from '../../scene/surface.ts';
import type { Stop, Svg } from '../../scene/svg.ts';
import type { FittedText } from '../../scene/text.ts';
import type { Role } from '../label-designer.ts';

/** Where label artwork comes from: a design (packaging documents) or a flat artwork image (mockups). */
export interface LabelSource {
  groundColour: string;
  ground(w: number, h: number): Item[];
  panel(role: Role, w: number, h: number): Item[];
  /** Pack details (lid lines, ribbons, windows) drawn over the panel last asked for, in its space. */
  overlay?(items: Item[]): void;
  texts: FittedText[];
}

export interface PackContext {
  svg: Svg;
  template: PackagingTemplate;
  view: View;
  label: LabelSource;
  /** Unprinted material colour (plastic, board, fabric). */
  packColour: string;
  /** Liquid or contents colour seen through clear glass. */
  contentsColour: string;
  accent: string;
}

export interface PackResult {
  body: string;
  /** Contact shadow ellipse on the floor. */
  shadow: { cx: number; cy: number; rx: number; ry: number; strength?: number };
  /** Elements drawn behind the pack but above the shadow (hang tabs, handles). */
  behind?: string;
}

export type MaterialKind = 'plastic' | 'metal' | 'glass' | 'paper' | 'clear' | 'matte';

export function materialStops(kind: MaterialKind, c: string): Stop[] {
  switch (kind) {
    case 'metal':
      return [
        { o: 0, c: darken(c, 0.55) },
        { o: 0.08, c: lighten(c, 0.35) },
        { o: 0.18, c: darken(c, 0.15) },
        { o: 0.32, c: lighten(c, 0.75) },
        { o: 0.42, c },
        { o: 0.6, c: darken(c, 0.25) },
        { o: 0.76, c: lighten(c, 0.3) },
        { o: 0.9, c: darken(c, 0.35) },
        { o: 1, c: darken(c, 0.6) },
      ];
    case 'glass':
      return [
        { o: 0, c: darken(c, 0.6), a: 0.97 },
        { o: 0.1, c: darken(c, 0.3), a: 0.93 },
        { o: 0.22, c: lighten(c, 0.08), a: 0.88 },
        { o: 0.28, c: lighten(c, 0.55), a: 0.92 },
        { o: 0.34, c, a: 0.86 },
        { o: 0.7, c: darken(c, 0.12), a: 0.88 },
        { o: 0.86, c: darken(c, 0.3), a: 0.92 },
        { o: 0.94, c: lighten(c, 0.2), a: 0.9 },
        { o: 1, c: darken(c, 0.6), a: 0.97 },
      ];
    case 'clear':
      return [
        { o: 0, c: '#FFFFFF', a: 0.55 },
        { o: 0.12, c: '#FFFFFF', a: 0.18 },
        { o: 0.3, c: '#FFFFFF', a: 0.5 },
        { o: 0.36, c: '#FFFFFF', a: 0.1 },
        { o: 0.85, c: '#FFFFFF', a: 0.12 },
        { o: 1, c: '#FFFFFF', a: 0.5 },
      ];
    case 'paper':
    case 'matte':
      return [
        { o: 0, c: darken(c, 0.32) },
        { o: 0.14, c: darken(c, 0.1) },
        { o: 0.34, c: lighten(c, 0.1) },
        { o: 0.55, c },
        { o: 0.86, c: darken(c, 0.14) },
        { o: 1, c: darken(c, 0.36) },
      ];
    default:
      return [
        { o: 0, c: darken(c, 0.42) },
        { o: 0.09, c: darken(c, 0.16) },
        { o: 0.24, c: lighten(c, 0.14) },
        { o: 0.3, c: lighten(c, 0.42) },
        { o: 0.37, c: lighten(c, 0.05) },
        { o: 0.72, c: darken(c, 0.08) },
        { o: 0.9, c: darken(c, 0.3) },
        { o: 1, c: darken(c, 0.5) },
      ];
  }
}

/** Overlay that turns flat print into a lit cylinder: dark edges, a highlight streak, a rim light. */
export function cylinderShade(gloss = 1): Stop[] {
  return [
    { o: 0, c: '#000000', a: 0.62 },
    { o: 0.08, c: '#000000', a: 0.3 },
    { o: 0.2, c: '#000000', a: 0.04 },
    { o: 0.26, c: '#FFFFFF', a: 0.16 * gloss },
    { o: 0.3, c: '#FFFFFF', a: 0.42 * gloss },
    { o: 0.34, c: '#FFFFFF', a: 0.1 * gloss },
    { o: 0.42, c: '#FFFFFF', a: 0 },
    { o: 0.68, c: '#000000', a: 0.04 },
    { o: 0.86, c: '#000000', a: 0.24 },
    { o: 0.93, c: '#FFFFFF', a: 0.08 * gloss },
    { o: 0.96, c: '#000000', a: 0.36 },
    { o: 1, c: '#000000', a: 0.66 },
  ];
}

export const NAMED_MATERIALS: Record<string, { kind: MaterialKind; colour: string }> = {
  metal: { kind: 'metal', colour: '#C9CDD2' },
  gold: { kind: 'metal', colour: '#C9A44C' },
  black: { kind: 'plastic', colour: '#1E1E20' },
  white: { kind: 'plastic', colour: '#F3F2EF' },
  wood: { kind: 'matte', colour: '#A87A4F' },
  red: { kind: 'plastic', colour: '#B3261E' },
  'glass-clear': { kind: 'glass', colour: '#DCE7E6' },
  'glass-amber': { kind: 'glass', colour: '#7A3E0E' },
  'glass-green': { kind: 'glass', colour: '#1F3B24' },
  'glass-dark': { kind: 'glass', colour: '#1D2A1C' },
  'glass-frosted': { kind: 'matte', colour: '#E9ECEC' },
  aluminium: { kind: 'metal', colour: '#C3C8CE' },
  plastic: { kind: 'plastic', colour: '#F2F1EE' },
};

export const isGlass = (m: string) => m.startsWith('glass-') && m !== 'glass-frosted';

export function viewAngle(view: View): number {
  switch (view) {
    case 'back':
      return Math.PI;
    case 'three-quarter-left':
      return -0.62;
    case 'three-quarter-right':
      return 0.62;
    default:
      return 0;
  }
}

export const tint = mix;
