import { TEMPLATES } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mockupDoc } from '../generators/ranges.ts';
// boxes, cartons and sleeves are drawn from their folded structure, as through the package's face
import '../print/structures/folded-mockup.ts';
import { render } from '../render.ts';
import { COVER_CROP_LIMIT, fitFor } from './non-packaging-scenes.ts';

/**
 * An artwork of the given aspect whose outer 5% is a border: a thin dark-green edge (the first
 * 1.5%, what a bleed may extend) and then magenta up to 5%. Inside: blue and orange halves.
 * A crop of more than ~1.5% on any side shows as a side without magenta.
 */
export async function borderedArtwork(w: number, h: number): Promise<Buffer> {
  const m = Math.min(w, h);
  const e = Math.round(m * 0.015);
  const b = Math.round(m * 0.05);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#1d6b3a"/>
    <rect x="${e}" y="${e}" width="${w - 2 * e}" height="${h - 2 * e}" fill="#ff00ff"/>
    <rect x="${b}" y="${b}" width="${(w - 2 * b) / 2}" height="${h - 2 * b}" fill="#2456b0"/>
    <rect x="${w / 2}" y="${b}" width="${(w - 2 * b) / 2}" height="${h - 2 * b}" fill="#e08a1e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Where the magenta border shows in a render: for the middle 80% of its box's columns, the share
 * with magenta in the upper half (top edge) and in the lower half (bottom edge); the same for rows
 * (left and right edges).
 */
export async function borderSides(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const W = info.width;
  const H = info.height;
  const all = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * info.channels;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      // magenta under shading, tints and clear plastic: red and blue alike and well above green
      if (r > 70 && b > 70 && g < 0.75 * Math.min(r, b) && Math.abs(r - b) < 0.3 * Math.max(r, b))
        all[y * W + x] = 1;
    }
  // the frame is one ring: keep the largest connected patch (a tape, a sticker sheet or tissue repeats the artwork)
  const label = new Int32Array(W * H);
  let best = { id: 0, area: 0, x0: 0, x1: 0, y0: 0, y1: 0 };
  let next = 0;
  const stack: number[] = [];
  for (let s = 0; s < W * H; s++) {
    if (!all[s] || label[s]) continue;
    next++;
    label[s] = next;
    stack.push(s);
    const c = { id: next, area: 0, x0: W, x1: -1, y0: H, y1: -1 };
    while (stack.length) {
      const k = stack.pop()!;
      const x = k % W;
      const y = (k - x) / W;
      c.x0 = Math.min(c.x0, x);
      c.x1 = Math.max(c.x1, x);
      c.y0 = Math.min(c.y0, y);
      c.y1 = Math.max(c.y1, y);
      for (const [dx, dy] of STEPS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
        const q = ny * W + nx;
        if (all[q] && !label[q]) {
          label[q] = next;
          stack.push(q);
        }
      }
    }
    c.area = (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1);
    if (c.area > best.area) best = c;
  }
  const mag = new Uint8Array(W * H);
  let n = 0;
  for (let s = 0; s < W * H; s++)
    if (best.id && label[s] === best.id) {
      mag[s] = 1;
      n++;
    }
  const { x0, x1, y0, y1 } = best;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const share = (lo: number, hi: number, has: (k: number) => boolean) => {
    const a = Math.round(lo + (hi - lo) * 0.1);
    const z = Math.round(hi - (hi - lo) * 0.1);
    let hit = 0;
    for (let k = a; k <= z; k++) if (has(k)) hit++;
    return hit / Math.max(1, z - a + 1);
  };
  const colHas = (x: number, from: number, to: number) => {
    for (let y = Math.floor(from); y <= to; y++) if (mag[y * W + x]) return true;
    return false;
  };
  const rowHas = (y: number, from: number, to: number) => {
    for (let x = Math.floor(from); x <= to; x++) if (mag[y * W + x]) return true;
    return false;
  };
  return {
    count: n,
    x0,
    x1,
    y0,
    y1,
    width: x1 - x0,
    height: y1 - y0,
    top: share(x0, x1, (x) => colHas(x, y0, cy)),
    bottom: share(x0, x1, (x) => colHas(x, cy, y1)),
    left: share(y0, y1, (y) => rowHas(y, x0, cx)),
    right: share(y0, y1, (y) => rowHas(y, cx, x1)),
  };
}

/** Neighbours joined into one patch: up to 16 px apart (a bag's drawstring crossing the frame does not split it). */
const STEPS = [1, 2, 4, 8, 16].flatMap((d) => [
  [d, 0],
  [-d, 0],
  [0, d],
  [0, -d],
]);

const ASPECTS: [string, number, number][] = [
  ['1:1', 600, 600],
  ['16:10', 800, 500],
  ['2:3', 500, 750],
];

const cases = TEMPLATES.flatMap((t) => ASPECTS.map(([name, w, h]) => [t.id, name, w, h] as const));

describe('every mockup product shows the artwork whole (its outer 5% border on all four sides)', () => {
  const arts = new Map<string, Promise<Buffer>>();
  const art = (w: number, h: number) => {
    const k = `${w}x${h}`;
    if (!arts.has(k)) arts.set(k, borderedArtwork(w, h));
    return arts.get(k)!;
  };
  it.each(cases)(
    '%s, %s artwork',
    async (template, _name, w, h) => {
      const png = await render(mockupDoc('artwork', template, 'front', 1, 'mockups'), {
        format: 'png',
        size: 1024,
        assets: { artwork: await art(w, h) },
      });
      const s = await borderSides(png);
      if (process.env.FIT_DEBUG) console.log(template, _name, JSON.stringify(s));
      // big enough to see (a tape's copy on the roll is a narrow one)
      expect(Math.max(s.width, s.height)).toBeGreaterThan(100);
      expect(Math.min(s.width, s.height)).toBeGreaterThan(40);
      // each edge runs along most of its side (a cropped side shows next to none of it)
      expect({
        template,
        top: s.top > 0.6,
        bottom: s.bottom > 0.6,
        left: s.left > 0.6,
        right: s.right > 0.6,
      }).toEqual({ template, top: true, bottom: true, left: true, right: true });
    },
    60_000,
  );
});

/** Wrap-around labels: the revolved packs whose label runs (nearly) all the way round. */
const WRAPS = TEMPLATES.filter(
  (t) =>
    ['bottle', 'can', 'jar', 'tub', 'cup', 'bowl', 'canister', 'tin'].includes(t.render.family) &&
    t.render.params.shape !== 'rect' &&
    t.render.printArea.w >= 0.85 &&
    t.render.views.includes('three-quarter-left'),
).map((t) => t.id);

describe('wrap-around products: the artwork on the front, the seam at the back', () => {
  it('has wrap products to check', () => expect(WRAPS.length).toBeGreaterThan(8));
  it.each(WRAPS)(
    '%s, ¾ view',
    async (template) => {
      const png = await render(mockupDoc('artwork', template, 'three-quarter-left', 1, 'mockups'), {
        format: 'png',
        size: 1024,
        assets: { artwork: await borderedArtwork(800, 500) },
      });
      const s = await borderSides(png);
      // the artwork's frame is in view, its turned-away side foreshortened but its near side whole
      expect(s.width).toBeGreaterThan(60);
      expect({ template, top: s.top > 0.6, bottom: s.bottom > 0.6 }).toEqual({
        template,
        top: true,
        bottom: true,
      });
      // no label edge across the front: on the frame's middle row, the label beside the frame is
      // one bleed colour (the artwork's dark-green edge, lit and shaded), never the artwork's inside
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const y = Math.round((s.y0 + s.y1) / 2);
      let foreign = 0;
      let label = 0;
      for (let x = Math.max(0, s.x0 - 120); x < s.x0 - 6; x++) {
        const i = (y * info.width + x) * info.channels;
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        const grey = Math.abs(r - g) < 14 && Math.abs(g - b) < 14;
        if (grey) continue; // the backdrop, a rim or a glass edge
        label++;
        if (!(g > r && g >= b - 4)) foreign++;
      }
      expect({ template, foreign: foreign <= Math.max(3, label * 0.05) }).toEqual({
        template,
        foreign: true,
      });
    },
    60_000,
  );
});

describe('fitFor: cover only when it crops next to nothing', () => {
  it("covers a face of the artwork's own shape, contains one that would crop", () => {
    expect(fitFor('auto', 1.6, 160, 100)).toBe('cover');
    // 1% off each side at most still covers; 16:10 on a square face would lose 18.75% a side
    expect(fitFor('auto', 1, 102, 100)).toBe('cover');
    expect(fitFor('auto', 1.6, 100, 100)).toBe('contain');
    expect(fitFor('auto', 2 / 3, 160, 100)).toBe('contain');
    expect(COVER_CROP_LIMIT).toBeLessThan(0.05);
    // a document asking for contain keeps it; a degenerate face keeps what was asked
    expect(fitFor('contain', 1, 100, 100)).toBe('contain');
    // a person's explicit cover crops as asked
    expect(fitFor('cover', 1.6, 100, 100)).toBe('cover');
    expect(fitFor('auto', 1, 0, 100)).toBe('cover');
  });
});
