/**
 * The print files' layout invariant (like the engine's layout invariants in render.test.ts): on
 * every template with a print file, in every view and every layout route, no text, icon or
 * ornament crosses a piece's safe area (3 mm in from each fold and trim), so nothing is cut by the
 * trim or broken over a fold; shapes a layout runs off an edge run on into the bleed; no copy is
 * set below the print type floor.
 */
import { PRINT_BLEED_MM, PRINT_SAFE_MM, printReadyCapability, TEMPLATES, VIEWS } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import type { PackagingDocument } from '../document/design-document.ts';
import { LAYOUTS } from '../document/design-document.ts';
import { apply, bbox, type Matrix, rect } from '../scene/path.ts';
import type { Box } from '../scene/text.ts';
import { type PlacedPiece, printPieces } from './layout.ts';
import { polyBox } from './net.ts';
import { MIN_TYPE_MM } from './panels.ts';

const S = PRINT_SAFE_MM;
const TOL = 0.05;

/** An artwork-space box as a page-space box (quarter turns keep boxes boxes). */
function onPage(b: Box, m: Matrix): Box {
  const pts = [apply(m, b.x, b.y), apply(m, b.x + b.w, b.y + b.h)];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.abs(xs[0]! - xs[1]!),
    h: Math.abs(ys[0]! - ys[1]!),
  };
}

const piecesOf = (id: string, doc: PackagingDocument) =>
  printPieces(doc, TEMPLATES.find((t) => t.id === id)!);

/** Faults of a print file's pieces: what crosses a safe line, a fold or the trim. */
function safeAreaFaults(pages: PlacedPiece[][], label: string): string[] {
  const faults: string[] = [];
  for (const page of pages)
    for (const { piece, design, m } of page) {
      const p = polyBox(piece.poly);
      const disc = piece.poly.length !== 4;
      const r = Math.min(p.w, p.h) / 2;
      const inSafe = (b: Box) =>
        disc
          ? [
              [b.x, b.y],
              [b.x + b.w, b.y],
              [b.x, b.y + b.h],
              [b.x + b.w, b.y + b.h],
            ].every(([x, y]) => Math.hypot(x! - (p.x + r), y! - (p.y + r)) <= r - S + TOL)
          : b.x >= p.x + S - TOL &&
            b.y >= p.y + S - TOL &&
            b.x + b.w <= p.x + p.w - S + TOL &&
            b.y + b.h <= p.y + p.h - S + TOL;
      const where = `${label} ${piece.name}`;
      for (const k of design.kept) {
        if (!inSafe(onPage(k.box, m))) faults.push(`${where}: ${k.kind} "${k.label}" crosses the safe area`);
        if (k.kind === 'text' && k.size !== undefined && k.size < MIN_TYPE_MM)
          faults.push(`${where}: "${k.label}" set at ${k.size.toFixed(2)} mm`);
      }
      // everything drawn over the ground, tagged or not: inside the safe area, or a shape that on
      // each side either keeps the safe distance or runs on past the cut into the bleed
      for (const it of design.design) {
        const b = onPage(it.kind === 'image' ? { x: it.x, y: it.y, w: it.w, h: it.h } : bbox(it.d), m);
        if (inSafe(b)) continue;
        const sides = [
          [b.x - p.x, p.x - b.x],
          [b.y - p.y, p.y - b.y],
          [p.x + p.w - (b.x + b.w), b.x + b.w - (p.x + p.w)],
          [p.y + p.h - (b.y + b.h), b.y + b.h - (p.y + p.h)],
        ];
        const ok = sides.every(([inside, beyond]) => inside! >= S - TOL || beyond! >= PRINT_BLEED_MM - TOL);
        if (!ok)
          faults.push(`${where}: a shape at ${JSON.stringify(b)} crosses the safe line short of the bleed`);
      }
    }
  return faults;
}

const printable = TEMPLATES.filter((t) => printReadyCapability(t.id) !== 'none').map((t) => t.id);

describe('print files: every piece laid out for its own size', () => {
  it('no text, icon or ornament crosses the safe area, a fold or the trim (every template × view × route)', () => {
    expect(printable.length).toBeGreaterThan(90);
    const faults: string[] = [];
    let n = 0;
    for (const id of printable)
      for (const view of VIEWS) {
        // every route on the front view; the other views rotate through the routes
        const layouts = view === 'front' ? LAYOUTS : [LAYOUTS[n++ % LAYOUTS.length]!];
        for (const layout of layouts)
          faults.push(
            ...safeAreaFaults(
              piecesOf(id, sampleDoc({ template: id, view, layout })),
              `${id}/${view}/${layout}`,
            ),
          );
      }
    expect(faults).toEqual([]);
  }, 300_000);

  it('the check finds a word moved onto a fold, a shape stopping short of the bleed, type below the floor', () => {
    const pages = piecesOf('tea-box', sampleDoc({ template: 'tea-box', layout: 'band' }));
    expect(safeAreaFaults(pages, 'tea-box')).toEqual([]);
    const front = pages[0]!.find((p) => p.piece.name === 'front')!;
    const text = front.design.kept.find((k) => k.kind === 'text')!;
    // the word moved onto the fold to the right side panel
    const onFold = { ...text, box: { ...text.box, x: front.piece.art!.w - text.box.w / 2 } };
    const moved = { ...front, design: { ...front.design, kept: [onFold] } };
    expect(safeAreaFaults([[moved]], 'moved')).toEqual([expect.stringContaining('crosses the safe area')]);
    const tiny = { ...front, design: { ...front.design, kept: [{ ...text, size: MIN_TYPE_MM / 2 }] } };
    expect(safeAreaFaults([[tiny]], 'tiny')).toEqual([expect.stringMatching(/set at 0\.88 mm/)]);
    // a band laid across the front that stops a millimetre inside the fold
    const band = {
      kind: 'path' as const,
      d: rect(-PRINT_BLEED_MM, 10, front.piece.art!.w + PRINT_BLEED_MM - 1, 8),
      fill: '#000',
    };
    const short = { ...front, design: { ...front.design, kept: [], design: [band] } };
    expect(safeAreaFaults([[short]], 'short')).toEqual([expect.stringContaining('short of the bleed')]);
  });

  it('strips get the copy that fits: a lid skirt the brand and descriptor front and back; a 6 mm wall only the ground', () => {
    const skirt = piecesOf('round-tin', sampleDoc({ template: 'round-tin' }))[0]!.find(
      (p) => p.piece.name === 'lid skirt',
    )!;
    const texts = skirt.design.kept.filter((k) => k.kind === 'text');
    expect(texts.map((t) => t.label)).toEqual([
      'NORTHBOUND',
      'COLD BREW COFFEE',
      'NORTHBOUND',
      'COLD BREW COFFEE',
    ]);
    for (const t of texts) expect(t.size).toBeGreaterThanOrEqual(MIN_TYPE_MM);
    // one lockup over the body's front (a quarter of the way round), one over its back
    const w = skirt.piece.art!.w;
    const centre = (k: (typeof texts)[number]) => k.box.x + k.box.w / 2;
    expect(centre(texts[0]!)).toBeLessThan(w / 2);
    expect(centre(texts[2]!)).toBeGreaterThan(w / 2);
    const mint = piecesOf('mint-tin', sampleDoc({ template: 'mint-tin' }))[0]!;
    const wall = mint.find((p) => p.piece.name === 'lid front wall')!;
    expect(wall.design.design).toEqual([]);
    expect(wall.design.ground.length).toBeGreaterThan(0);
  });
});
