import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mockupDoc } from '../generators/ranges.ts';
// boxes, cartons and sleeves are drawn from their folded structure, as through the package's face
import '../print/structures/folded-mockup.ts';
import { render } from '../render.ts';

/**
 * A landscape artwork framed in yellow on all four sides, just inside its red and blue edge (the
 * bleed a contained artwork sits on is the edge's colour): a crop cuts the frame off.
 */
async function framedArtwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <rect width="800" height="500" fill="#1f5fbf"/><rect width="400" height="500" fill="#d8342c"/>
    <rect x="22" y="22" width="756" height="456" fill="none" stroke="#ffd400" stroke-width="20"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Rows and columns of the render where the frame's yellow shows, as runs across its box. */
async function frame(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const yellow = (i: number) => data[i]! > 200 && data[i + 1]! > 170 && data[i + 2]! < 90;
  const pts: [number, number][] = [];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) if (yellow((y * info.width + x) * info.channels)) pts.push([x, y]);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const box = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  /** Share of the box's width covered by yellow in the band of rows [from, to]. */
  const across = (from: number, to: number) => {
    const cols = new Set(pts.filter(([, y]) => y >= from && y <= to).map(([x]) => x));
    return cols.size / (box.x1 - box.x0 + 1);
  };
  const band = Math.max(3, Math.round((box.y1 - box.y0) * 0.06));
  return {
    count: pts.length,
    width: box.x1 - box.x0,
    top: across(box.y0, box.y0 + band),
    bottom: across(box.y1 - band, box.y1),
  };
}

describe('mockups show the whole artwork where covering the face would crop it', () => {
  it.each(['blister-pack', 'flow-wrap', 'chocolate-bar-wrap', 'wipe-pack'])(
    '%s',
    async (template) => {
      const art = await framedArtwork();
      const png = await render(mockupDoc('artwork', template, 'front', 1, 'mockups'), {
        format: 'png',
        size: 1024,
        assets: { artwork: art },
      });
      const f = await frame(png);
      // the frame is drawn large enough to see (the blister used to print it on its thin top edge)
      expect(f.width).toBeGreaterThan(150);
      // its top and bottom edges run across the artwork: nothing was cut off above or below
      expect(f.top).toBeGreaterThan(0.8);
      expect(f.bottom).toBeGreaterThan(0.8);
    },
    60_000,
  );
});
