import sharp from 'sharp';
import type { Item } from '../scene/surface.ts';

/** How a person placed the artwork: its size against the fit (1 = fitted) and its move from the centre. */
export interface ArtworkPlacement {
  scale: number;
  /** Shares of the printable area's width and height. */
  offset: { x: number; y: number };
}

export const isDefaultPlacement = (p: ArtworkPlacement) =>
  p.scale === 1 && p.offset.x === 0 && p.offset.y === 0;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The artwork's box on a face of w × h: fitted (cover or contain), scaled about its centre, moved. */
export function placedBox(
  fit: 'cover' | 'contain',
  aspect: number,
  w: number,
  h: number,
  p: ArtworkPlacement,
): Box {
  const wide = w / h > aspect;
  // cover fills the face's shorter match, contain its longer one
  const byHeight = fit === 'cover' ? !wide : wide;
  const fw = (byHeight ? h * aspect : w) * p.scale;
  const fh = (byHeight ? h : w / aspect) * p.scale;
  return { x: w / 2 + p.offset.x * w - fw / 2, y: h / 2 + p.offset.y * h - fh / 2, w: fw, h: fh };
}

/** The part of `box` inside the face, or undefined when it is moved off entirely. */
export function visiblePart(box: Box, w: number, h: number): Box | undefined {
  const x0 = Math.max(0, box.x);
  const y0 = Math.max(0, box.y);
  const x1 = Math.min(w, box.x + box.w);
  const y1 = Math.min(h, box.y + box.h);
  return x1 - x0 > 0.5 && y1 - y0 > 0.5 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : undefined;
}

/**
 * The placed artwork's image on a face of w × h, cut to the face (the engine's items are not
 * clipped, so a moved or enlarged artwork would spill onto the next face otherwise).
 */
export async function placedArtworkItem(
  jpg: Buffer,
  fit: 'cover' | 'contain',
  w: number,
  h: number,
  placement: ArtworkPlacement,
): Promise<Item | undefined> {
  const meta = await sharp(jpg).metadata();
  const W = meta.width ?? 1;
  const H = meta.height ?? 1;
  const box = placedBox(fit, W / H, w, h, placement);
  const seen = visiblePart(box, w, h);
  if (!seen) return undefined;
  const left = Math.max(0, Math.floor(((seen.x - box.x) / box.w) * W));
  const top = Math.max(0, Math.floor(((seen.y - box.y) / box.h) * H));
  const width = Math.max(1, Math.min(W - left, Math.round((seen.w / box.w) * W)));
  const height = Math.max(1, Math.min(H - top, Math.round((seen.h / box.h) * H)));
  const cut = await sharp(jpg).extract({ left, top, width, height }).jpeg({ quality: 86 }).toBuffer();
  return {
    kind: 'image',
    href: `data:image/jpeg;base64,${cut.toString('base64')}`,
    ...seen,
    preserve: 'none',
  };
}

/**
 * The placed artwork per face size. The faces are only known while the scene is composed, and the
 * cut is asynchronous: a first compose asks for the faces (get answers undefined and notes them),
 * `prepare` cuts them, the second compose gets them.
 */
export class PlacedFaces {
  private readonly items = new Map<string, Item | undefined>();
  private readonly wanted = new Map<string, [number, number]>();
  constructor(
    readonly placement: ArtworkPlacement,
    private readonly fitOf: (w: number, h: number) => 'cover' | 'contain',
  ) {}

  get(w: number, h: number): Item | undefined {
    const key = `${w}x${h}`;
    if (!this.items.has(key)) this.wanted.set(key, [w, h]);
    return this.items.get(key);
  }

  async prepare(jpg: Buffer): Promise<void> {
    for (const [key, [w, h]] of this.wanted)
      this.items.set(key, await placedArtworkItem(jpg, this.fitOf(w, h), w, h, this.placement));
    this.wanted.clear();
  }
}
