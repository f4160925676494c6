/**
 * Writes docs/gallery/structures.webp: every structure of the library, its flat dieline beside the
 * same net folded (an isometric drawing of the 3D fold, faces painted back to front), at one
 * size per board. The sheet a structural designer scans to find a starting point.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIELINE_DEFAULT_SIZE, DIELINE_LIMITS } from '@packsmith/core';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { dieLines } from '../src/print/net.ts';
import { STRUCTURES } from '../src/print/structures/catalogue.ts';
import { assemblyOfBlanks, foldedPieces, type Vec3 } from '../src/print/structures/fold.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');
mkdirSync(out, { recursive: true });

const CELL_W = 520;
const CELL_H = 300;
const COLS = 3;
const BOX = 230;
const FILL = { panel: '#E9DCC4', flap: '#DCCBAB', glue: '#F6D96B' } as const;

const fit = (pts: [number, number][], x0: number, y0: number) => {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const k = BOX / Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY);
  return ([x, y]: [number, number]) =>
    `${(x0 + (x - minX) * k).toFixed(1)},${(y0 + (y - minY) * k).toFixed(1)}`;
};

/** Isometric view from the front-right, above: x right, y into the page, z up (the fold goes to −z). */
const iso = ([x, y, z]: Vec3): [number, number] => [(x - y) * 0.866, (x + y) * 0.5 + z];

const cells = STRUCTURES.map((s, i) => {
  const size = { ...DIELINE_DEFAULT_SIZE[s.board], caliper: DIELINE_LIMITS[s.board].defaultCaliper };
  const net = s.build(size);
  const x0 = (i % COLS) * CELL_W;
  const y0 = Math.floor(i / COLS) * CELL_H;
  const flat = fit(
    net.pieces.flatMap((p) => p.poly),
    x0 + 15,
    y0 + 40,
  );
  const { cut, crease } = dieLines(net);
  const lines = (segs: typeof cut, colour: string, dash = '') =>
    segs
      .map(
        (g) =>
          `<polyline points="${flat(g.a)} ${flat(g.b)}" stroke="${colour}" stroke-width="1.2" fill="none"${dash}/>`,
      )
      .join('');
  const flatSvg =
    net.pieces
      .map((p) => `<polygon points="${p.poly.map(flat).join(' ')}" fill="${FILL[p.kind]}"/>`)
      .join('') +
    lines(crease, '#0E7490', ' stroke-dasharray="4 3"') +
    lines(cut, '#C026D3');
  // a two-piece box assembles lid up towards +z; this drawing has −z up, so it is turned over,
  // and drawn with the lid (or sleeve) held just clear of its base, as the fold slider at 80 %
  // shows it: faces painted back to front cannot draw one nested in the other
  const nested = assemblyOfBlanks(net) !== null;
  const upright = nested ? ([x, y, z]: Vec3): Vec3 => [x, -y, -z] : (p: Vec3) => p;
  const folded = foldedPieces(net, nested ? 0.8 : 1).map((poly) => poly.map(upright));
  const projected = folded.map((poly) => poly.map(iso));
  const place = fit(projected.flat(), x0 + 275, y0 + 40);
  // faces whose printed (outside) side faces the viewer go last: a box is seen from outside, and
  // an open tray's inside shows first; within each group, farthest first
  const area = (poly: [number, number][]) =>
    poly.reduce(
      (acc, p, j) => acc + p[0] * poly[(j + 1) % poly.length]![1] - poly[(j + 1) % poly.length]![0] * p[1],
      0,
    );
  const outsideSign = Math.sign(area(net.pieces[0]!.poly.map(([x, y]) => iso([x, y, 0]))));
  const depth = (poly: Vec3[]) => poly.reduce((acc, [x, y, z]) => acc + x + y - z, 0) / poly.length;
  const facing = (k: number) => (Math.sign(area(projected[k]!)) === outsideSign ? 1 : 0);
  const order = folded
    .map((poly, k) => ({ k, d: depth(poly) }))
    .sort((a, b) => facing(a.k) - facing(b.k) || b.d - a.d);
  const foldedSvg = order
    .map(
      ({ k }) =>
        `<polygon points="${projected[k]!.map(place).join(' ')}" fill="${FILL[net.pieces[k]!.kind]}" stroke="#8B7355" stroke-width="0.8"/>`,
    )
    .join('');
  const title = `${s.name}${s.code ? ` · FEFCO ${s.code}` : ''}`;
  return `<g><rect x="${x0 + 4}" y="${y0 + 4}" width="${CELL_W - 8}" height="${CELL_H - 8}" rx="10" fill="#FFFFFF"/><text x="${x0 + 16}" y="${y0 + 26}" font-family="sans-serif" font-size="15" font-weight="600" fill="#18181B">${title.replace(/&/g, '&amp;')}</text>${flatSvg}${foldedSvg}</g>`;
});

const rows = Math.ceil(STRUCTURES.length / COLS);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLS * CELL_W}" height="${rows * CELL_H}"><rect width="100%" height="100%" fill="#F4F4F5"/>${cells.join('')}</svg>`;
const png = new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng();
writeFileSync(
  join(out, 'structures.webp'),
  await sharp(png).resize({ width: 1200 }).webp({ quality: 70 }).toBuffer(),
);
console.log(`wrote structures.webp: ${STRUCTURES.length} structures`);
