import { getTemplate, type PackagingTemplate, type View } from '@packsmith/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../test/fixtures.ts';
import { withDimensions } from '../../compose/packaging-scene.ts';
import { mockupDoc } from '../../generators/ranges.ts';
import { render } from '../../render.ts';
import type { Pt } from '../../scene/path.ts';
import type { StructureNet } from './builder.ts';
import { designFold } from './design-fold.ts';
import { drawFolded, type FoldedRender, foldedNet } from './folded-mockup.ts';

/** A square artwork: a dark-green edge round blue and orange halves. */
async function halvesArtwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#1d6b3a"/>
    <rect x="30" y="30" width="270" height="540" fill="#2456b0"/><rect x="300" y="30" width="270" height="540" fill="#e08a1e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SS = 2; // drawFolded's supersampling
const tpl = (id: string) => getTemplate(id)!;

/** A net whose every piece is painted by the pack face it becomes (unmarked pieces white). */
function facePaintedNet(net: StructureNet, paint: Partial<Record<string, string>>): string {
  const body = net.pieces
    .map(
      (p) =>
        `<path d="M${p.poly.map((q) => q.join(' ')).join('L')}Z" fill="${paint[p.art?.face ?? ''] ?? '#FFFFFF'}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${net.width}" height="${net.height}" viewBox="0 0 ${net.width} ${net.height}">${body}</svg>`;
}

const centroid = (poly: Pt[]): Pt => [
  poly.reduce((s, p) => s + p[0], 0) / poly.length,
  poly.reduce((s, p) => s + p[1], 0) / poly.length,
];

/** Inside a convex polygon (either winding). */
function inside(poly: Pt[], [x, y]: Pt): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i]!;
    const [bx, by] = poly[(i + 1) % poly.length]!;
    const c = Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
    if (c === 0) continue;
    if (sign === 0) sign = c;
    else if (c !== sign) return false;
  }
  return true;
}

/**
 * The pixels in the middle of a face (its outline shrunk by a third about its centre, so edges
 * and neighbours stay out), on a picture whose pixel (0,0) is at canvas point `origin`.
 */
function pixelsIn(
  pixels: { data: Uint8Array | Uint8ClampedArray | Buffer; width: number; height: number; channels: number },
  face: Pt[],
  origin: Pt,
  scale: number,
): [number, number, number][] {
  const c = centroid(face);
  const core = face.map(([x, y]) => [c[0] + (x - c[0]) * 0.66, c[1] + (y - c[1]) * 0.66] as Pt);
  const out: [number, number, number][] = [];
  const span = (k: 0 | 1, size: number) => {
    const vs = core.map((q) => (q[k] - origin[k]) * scale);
    return [Math.max(0, Math.floor(Math.min(...vs))), Math.min(size - 1, Math.ceil(Math.max(...vs)))];
  };
  const [x0, x1] = span(0, pixels.width);
  const [y0, y1] = span(1, pixels.height);
  for (let y = y0!; y <= y1!; y++)
    for (let x = x0!; x <= x1!; x++) {
      if (!inside(core, [origin[0] + (x + 0.5) / scale, origin[1] + (y + 0.5) / scale])) continue;
      const i = (y * pixels.width + x) * pixels.channels;
      out.push([pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!]);
    }
  expect(out.length, 'the face covers pixels').toBeGreaterThan(200);
  return out;
}

const meanIn = (...args: Parameters<typeof pixelsIn>) => {
  const px = pixelsIn(...args);
  return [0, 1, 2].map((k) => px.reduce((s, p) => s + p[k]!, 0) / px.length) as [number, number, number];
};

/** The visible face whose world normal points along the given axis. */
function faceTowards(r: FoldedRender, normal: [number, number, number]): Pt[] {
  const f = r.faces
    .filter((q) => q.facing && q.normal.every((v, k) => Math.abs(v - normal[k]!) < 0.05))
    .sort((a, b) => area(b.canvas) - area(a.canvas))[0];
  expect(f, `a face towards ${normal} in view`).toBeDefined();
  return f!.canvas;
}

const area = (poly: Pt[]) =>
  Math.abs(
    poly.reduce(
      (s, [x, y], i) => s + x * poly[(i + 1) % poly.length]![1] - poly[(i + 1) % poly.length]![0] * y,
      0,
    ),
  ) / 2;

const pixelsOf = (r: FoldedRender) => ({ ...r.image, channels: 4 });
const FRONT: [number, number, number] = [0, 0, 1];
const RIGHT: [number, number, number] = [1, 0, 0];
const LEFT: [number, number, number] = [-1, 0, 0];
const TOP: [number, number, number] = [0, 1, 0];

describe('a box drawn from its folded structure', () => {
  it('each visible face shows its own panel of the net: front, the side in view, the top', () => {
    const { net, topMain } = foldedNet(tpl('product-box'))!;
    const art = facePaintedNet(net, { front: '#E02020', right: '#20C040', left: '#E0D020', top: '#2040E0' });
    const dominant = (c: number[]) => ['red', 'green', 'blue'][c.indexOf(Math.max(...c))];
    for (const [view, side, sideColour] of [
      ['front', RIGHT, 'green'],
      ['three-quarter-right', RIGHT, 'green'],
      ['three-quarter-left', LEFT, 'yellow'],
    ] as const) {
      const r = drawFolded(net, art, view, { topMain });
      const px = pixelsOf(r);
      const o: Pt = [r.x, r.y];
      const front = meanIn(px, faceTowards(r, FRONT), o, SS);
      const sideMean = meanIn(px, faceTowards(r, side), o, SS);
      const top = meanIn(px, faceTowards(r, TOP), o, SS);
      expect(dominant(front), `${view} front`).toBe('red');
      expect(dominant(top), `${view} top`).toBe('blue');
      if (sideColour === 'green') expect(dominant(sideMean), `${view} side`).toBe('green');
      // yellow: red and green both high, blue low
      else
        expect(Math.min(sideMean[0], sideMean[1]) > 2 * sideMean[2], `${view} side ${sideMean}`).toBe(true);
    }
  }, 60_000);

  it('a design keeps its own side panel on the side, not its front', async () => {
    const fold = (await designFold(sampleDoc({ template: 'product-box', layout: 'badge' })))!;
    const r = drawFolded(fold.net, fold.artwork, 'front', { topMain: false });
    const px = pixelsOf(r);
    const o: Pt = [r.x, r.y];
    // the same design drawn with the front panel's artwork copied onto every face
    const front = fold.net.pieces.find((p) => p.art?.face === 'front')!;
    const side = fold.net.pieces.find((p) => p.art?.face === 'right')!;
    expect(side.art!.role).toBe('side');
    const sideFace = meanIn(px, faceTowards(r, RIGHT), o, SS);
    const frontFace = meanIn(px, faceTowards(r, FRONT), o, SS);
    // the side panel's print differs from the front's (the design composes them apart)
    const diff = Math.hypot(...sideFace.map((v, k) => v / 0.75 - frontFace[k]!));
    expect(diff, `${sideFace} vs ${frontFace} (${front.name} / ${side.name})`).toBeGreaterThan(12);
  }, 60_000);

  it('lights the front brighter than the side in view', () => {
    const { net, topMain } = foldedNet(tpl('tea-box'))!;
    const white = facePaintedNet(net, {
      front: '#DDDDDD',
      right: '#DDDDDD',
      left: '#DDDDDD',
      top: '#DDDDDD',
      back: '#DDDDDD',
    });
    const luma = ([r, g, b]: number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    for (const [view, side] of [
      ['front', RIGHT],
      ['three-quarter-right', RIGHT],
      ['three-quarter-left', LEFT],
    ] as const) {
      const r = drawFolded(net, white, view, { topMain });
      const px = pixelsOf(r);
      const o: Pt = [r.x, r.y];
      const front = luma(meanIn(px, faceTowards(r, FRONT), o, SS));
      const s = luma(meanIn(px, faceTowards(r, side), o, SS));
      expect(s, `${view}: side ${s.toFixed(0)} vs front ${front.toFixed(0)}`).toBeLessThan(front * 0.88);
      // the front keeps the print's own colour (about #DD)
      expect(Math.abs(front - 0xdd)).toBeLessThan(20);
    }
  }, 60_000);

  it('follows the box size: a tall carton renders taller than a flat one, its front in true proportion', () => {
    const sized = (w: number, h: number, d: number): PackagingTemplate =>
      withDimensions(tpl('product-box'), { w, h, d });
    const shape = (t: PackagingTemplate, view: View = 'front') => {
      const { net, topMain } = foldedNet(t)!;
      const r = drawFolded(net, facePaintedNet(net, {}), view, { topMain });
      const front = faceTowards(r, FRONT);
      const xs = front.map((p) => p[0]);
      const ys = front.map((p) => p[1]);
      return {
        aspect: r.h / r.w,
        // the front's height over width, measured along its near and far edges
        front: (Math.max(...ys) - Math.min(...ys)) / (Math.max(...xs) - Math.min(...xs)),
      };
    };
    const tall = shape(sized(80, 220, 50));
    const flat = shape(sized(220, 40, 160));
    expect(tall.aspect).toBeGreaterThan(1.6);
    expect(flat.aspect).toBeLessThan(0.8);
    expect(tall.aspect / flat.aspect).toBeGreaterThan(2.5);
    // perspective and the turn shorten the width a little and add a little height: within 25%
    expect(tall.front / (220 / 80)).toBeGreaterThan(1);
    expect(tall.front / (220 / 80)).toBeLessThan(1.25);
    const cube = shape(sized(100, 100, 100));
    expect(cube.front).toBeGreaterThan(1);
    expect(cube.front).toBeLessThan(1.25);
  }, 60_000);

  it('is deterministic: the same mockup twice gives the same bytes', async () => {
    const art = await halvesArtwork();
    const shot = () =>
      render(mockupDoc('artwork', 'mailer-box', 'three-quarter-left', 3, 'mockups'), {
        format: 'png',
        size: 1024,
        assets: { artwork: art },
      });
    const a = await shot();
    const b = await shot();
    expect(Buffer.compare(a, b)).toBe(0);
  }, 60_000);
});

describe('box mockups go through the fold', () => {
  it('the artwork on the front panel, the bleed (not the artwork) on the side in view', async () => {
    const art = await halvesArtwork();
    const png = await render(mockupDoc('artwork', 'tea-box', 'front', 1, 'mockups'), {
      format: 'png',
      size: 1024,
      assets: { artwork: art },
    });
    const raw = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const px = {
      data: raw.data,
      width: raw.info.width,
      height: raw.info.height,
      channels: raw.info.channels,
    };
    const { net, topMain } = foldedNet(tpl('tea-box'))!;
    const where = drawFolded(net, facePaintedNet(net, {}), 'front', { topMain });
    const share = (colours: [number, number, number][], is: (c: [number, number, number]) => boolean) =>
      colours.filter(is).length / colours.length;
    const blue = ([r, , b]: [number, number, number]) => b > r + 60;
    const orange = ([r, , b]: [number, number, number]) => r > b + 80;
    const front = pixelsIn(px, faceTowards(where, FRONT), [0, 0], 1);
    const side = pixelsIn(px, faceTowards(where, RIGHT), [0, 0], 1);
    // the front's middle holds the artwork's blue and orange halves
    expect(share(front, blue)).toBeGreaterThan(0.3);
    expect(share(front, orange)).toBeGreaterThan(0.3);
    // the side carries the artwork's dark-green edge round the corner, shaded, not the artwork
    expect(share(side, blue) + share(side, orange)).toBeLessThan(0.02);
    const [r, g, b] = meanIn(px, faceTowards(where, RIGHT), [0, 0], 1);
    expect(g).toBeGreaterThan(r + 20);
    expect(g).toBeGreaterThan(b + 20);
  }, 60_000);
});
