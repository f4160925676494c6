import { getTemplate, MOCKUP_LIMITS, type MockupPlacement } from '@packsmith/core';

/** One arrow-key press moves the artwork this share of the printable area (Shift: five times). */
export const NUDGE = 0.02;

const clamp = (v: number, lim: number) => Math.round(Math.min(lim, Math.max(-lim, v)) * 1000) / 1000;

export function clampOffset(x: number, y: number): MockupPlacement['offset'] {
  return { x: clamp(x, MOCKUP_LIMITS.maxOffset), y: clamp(y, MOCKUP_LIMITS.maxOffset) };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The offset after an arrow key, or undefined for any other key. */
export function nudged(offset: MockupPlacement['offset'], key: string, big: boolean) {
  const arrow = ARROWS[key];
  if (!arrow) return undefined;
  const step = big ? NUDGE * 5 : NUDGE;
  return clampOffset(offset.x + arrow[0] * step, offset.y + arrow[1] * step);
}

/** Width / height of a product's front, from its catalogue size: the preview's printable area. */
export function printAspect(productId: string): number {
  const p = (getTemplate(productId)?.render?.params ?? {}) as Record<string, unknown>;
  const num = (k: string) => (typeof p[k] === 'number' ? (p[k] as number) : undefined);
  const h = num('h');
  const w = num('w') ?? num('d');
  const aspect = w && h ? w / h : 1;
  return Math.min(2.5, Math.max(0.4, aspect));
}

/** The artwork's box in the preview, as percentages of the printable area (the engine's placedBox). */
export function previewBox(placement: MockupPlacement, artAspect: number, faceAspect: number) {
  const wide = faceAspect > artAspect;
  const fit = placement.fit === 'cover' ? 'cover' : 'contain';
  const byHeight = fit === 'cover' ? !wide : wide;
  const w = (byHeight ? artAspect / faceAspect : 1) * placement.scale;
  const h = (byHeight ? 1 : faceAspect / artAspect) * placement.scale;
  return {
    left: (0.5 + placement.offset.x - w / 2) * 100,
    top: (0.5 + placement.offset.y - h / 2) * 100,
    width: w * 100,
    height: h * 100,
  };
}
