import type { Asset, ExtractionCorner } from '@packsmith/core';

/** Engine designs are extracted exactly from their document; other images need the 4 corners. */
export function isEngineDesign(asset: Pick<Asset, 'metadata'> | undefined): boolean {
  const doc = (asset?.metadata as { document?: { kind?: unknown } } | undefined)?.document;
  return doc?.kind === 'packaging';
}

export const CORNER_NAMES = ['Top left', 'Top right', 'Bottom right', 'Bottom left'] as const;

/** Where the corners start: a centred rectangle inset by a fifth, ready to drag onto the label. */
export const DEFAULT_CORNERS: ExtractionCorner[] = [
  { x: 0.2, y: 0.2 },
  { x: 0.8, y: 0.2 },
  { x: 0.8, y: 0.8 },
  { x: 0.2, y: 0.8 },
];

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round = (v: number) => Math.round(v * 10_000) / 10_000;

export function moveCorner(corners: ExtractionCorner[], i: number, x: number, y: number): ExtractionCorner[] {
  return corners.map((c, j) => (j === i ? { x: round(clamp01(x)), y: round(clamp01(y)) } : c));
}

/** Keyboard nudge: arrows move a corner 0.5 % of the image, with Shift 5 %. */
export function nudge(
  corners: ExtractionCorner[],
  i: number,
  key: string,
  shift: boolean,
): ExtractionCorner[] | null {
  const step = shift ? 0.05 : 0.005;
  const d: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const m = d[key];
  if (!m) return null;
  const c = corners[i]!;
  return moveCorner(corners, i, c.x + m[0], c.y + m[1]);
}
