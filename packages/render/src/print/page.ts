/**
 * A print page as drawing operations on named layers, in millimetres (x right, y down). The PDF
 * writer and the SVG preview both draw from this one description.
 */
import type { Matrix, Path } from '../scene/path.ts';

export type SpotName = 'CutContour' | 'Crease' | 'Glue' | 'All';

/** A process colour (sRGB hex, written as CMYK in the PDF) or a spot colour at a tint. */
export type Ink = { hex: string } | { spot: SpotName; tint: number };

export type Op =
  | { op: 'fill'; d: Path; ink: Ink; opacity?: number; evenOdd?: boolean }
  | {
      op: 'stroke';
      d: Path;
      ink: Ink;
      width: number;
      dash?: number[];
      opacity?: number;
      round?: boolean;
    }
  | {
      op: 'image';
      href: string;
      /** The image's box in its own space, how it fits the box, and the box's placement. */
      box: { x: number; y: number; w: number; h: number };
      preserve: string;
      m: Matrix;
      opacity?: number;
    }
  | { op: 'clip'; d: Path; ops: Op[] };

export interface Layer {
  name: string;
  /** Guides show on screen but do not print. */
  print: boolean;
  ops: Op[];
}

export interface PrintPage {
  width: number;
  height: number;
  title: string;
  layers: Layer[];
}

/** Spot colours and the CMYK each shows as on screen and proofs. */
export const SPOTS: Record<SpotName, [number, number, number, number]> = {
  CutContour: [0, 1, 0, 0],
  Crease: [1, 0, 0, 0],
  Glue: [0, 0.2, 1, 0],
  All: [1, 1, 1, 1],
};

/** Naive sRGB → CMYK (no ICC profile): the margin notes say so. */
export function hexToCmyk(hex: string): [number, number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 1];
  return [(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k];
}

export const isHex = (s: string) => /^#[0-9a-fA-F]{6}$/.test(s);

export function cmykNote(hex: string): string {
  const [c, m, y, k] = hexToCmyk(hex).map((v) => Math.round(v * 100));
  return `C${c} M${m} Y${y} K${k}`;
}
