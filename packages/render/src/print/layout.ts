/** Lays out the print pages of a packaging design: the net or flat sheets, marks and margin notes. */
import {
  DIELINE_BOARD_NAMES,
  DIELINE_LIMITS,
  type PackagingTemplate,
  PRINT_BLEED_MM,
  PRINT_LAYERS,
  PRINT_SAFE_MM,
} from '@packsmith/core';
import { Designer, type ResolvedArt } from '../compose/label-designer.ts';
import type { PackagingDocument } from '../document/design-document.ts';
import { measure, textPath } from '../scene/fonts.ts';
import { type Matrix, type Path, type Pt, polygon, rect, transformPath } from '../scene/path.ts';
import { artClip, itemOps, pieceMatrix } from './artwork.ts';
import { dieLines, type Net, type Piece, polyBox, rectPoly, type Segment } from './net.ts';
import { cmykNote, type Layer, type Op, type PrintPage } from './page.ts';
import { designPiece, type PieceDesign } from './panels.ts';
import { type FlatSheet, type PrintPlan, printPlan } from './plan.ts';
import { structureOfConstruction } from './structures/catalogue.ts';

const B = PRINT_BLEED_MM;
/** White space around the bleed for marks and dimensions, and the notes' type size (mm). */
export const PRINT_MARGIN_MM = 20;
export const NOTE_SIZE = 2.4;
const NOTE_FONT = 'montserrat-400' as const;
const HAIRLINE = 0.25;

export const segPath = (s: Segment[]): Path =>
  s.flatMap(({ a, b }) => [{ t: 'M', x: a[0], y: a[1] } as const, { t: 'L', x: b[0], y: b[1] } as const]);
export const moved = (s: Segment[], [dx, dy]: Pt): Segment[] =>
  s.map(({ a, b }) => ({ a: [a[0] + dx, a[1] + dy], b: [b[0] + dx, b[1] + dy] }));

export const mm = (v: number) => `${Math.round(v * 10) / 10}`;

export function wrapLines(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(NOTE_FONT, next, NOTE_SIZE) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

export function noteOps(lines: string[], x: number, y: number): Op[] {
  return lines.map((l, i) => ({
    op: 'fill',
    d: textPath(NOTE_FONT, l, NOTE_SIZE, x, y + (i + 1) * NOTE_SIZE * 1.45),
    ink: { hex: '#000000' },
  }));
}

/** A dimension line with end ticks and its length written beside it. */
export function dimension(a: Pt, b: Pt, label: string): Op[] {
  const vertical = Math.abs(a[0] - b[0]) < 1e-6;
  const tick = 1.5;
  const d: Path = [
    { t: 'M', x: a[0], y: a[1] },
    { t: 'L', x: b[0], y: b[1] },
    ...(vertical
      ? ([
          { t: 'M', x: a[0] - tick, y: a[1] },
          { t: 'L', x: a[0] + tick, y: a[1] },
          { t: 'M', x: b[0] - tick, y: b[1] },
          { t: 'L', x: b[0] + tick, y: b[1] },
        ] as Path)
      : ([
          { t: 'M', x: a[0], y: a[1] - tick },
          { t: 'L', x: a[0], y: a[1] + tick },
          { t: 'M', x: b[0], y: b[1] - tick },
          { t: 'L', x: b[0], y: b[1] + tick },
        ] as Path)),
  ];
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let text = textPath(NOTE_FONT, label, NOTE_SIZE, mid[0], mid[1] - 1.2, 'middle');
  if (vertical) {
    // read bottom to top, left of the line
    text = transformPath(textPath(NOTE_FONT, label, NOTE_SIZE, 0, -1.2, 'middle'), [
      0,
      -1,
      1,
      0,
      mid[0],
      mid[1],
    ]);
  }
  return [
    { op: 'stroke', d, ink: { hex: '#000000' }, width: HAIRLINE },
    { op: 'fill', d: text, ink: { hex: '#000000' } },
  ];
}

/** A die line (cut or crease) as its own layer: a hairline in its spot colour, dashed for creases. */
export function dieLayer(
  name: string,
  spot: 'Crease' | 'CutContour',
  d: Path,
  dash?: number[],
  width = HAIRLINE,
): Layer {
  const line: Op = { op: 'stroke', d, ink: { spot, tint: 1 }, width, ...(dash ? { dash } : {}) };
  return { name, print: true, ops: [line] };
}

function cropMarks(x: number, y: number, w: number, h: number): Op {
  const off = B + 2;
  const len = 5;
  const d: Path = [];
  for (const [cx, sx] of [
    [x, -1],
    [x + w, 1],
  ] as const)
    for (const [cy, sy] of [
      [y, -1],
      [y + h, 1],
    ] as const) {
      d.push({ t: 'M', x: cx + sx * off, y: cy }, { t: 'L', x: cx + sx * (off + len), y: cy });
      d.push({ t: 'M', x: cx, y: cy + sy * off }, { t: 'L', x: cx, y: cy + sy * (off + len) });
    }
  return { op: 'stroke', d, ink: { spot: 'All', tint: 1 }, width: HAIRLINE };
}

function paletteNotes(doc: PackagingDocument): string {
  const p = doc.palette;
  const named = [
    ['primary', p.primary],
    ['secondary', p.secondary],
    ['accent', p.accent],
    ['ink', p.ink],
    ['paper', p.paper],
  ] as const;
  return `Colours: process CMYK converted from the design's sRGB without an ICC profile (proof before the run). ${named
    .map(([n, hex]) => `${n} ${hex} = ${cmykNote(hex)}`)
    .join(' · ')}.`;
}

interface Sheet {
  title: string;
  /** Pieces in net space; the page offset is added when drawing. */
  net: Net;
  marks: 'dieline' | 'crop';
  round?: boolean;
  lines: string[];
}

/** Each printed piece of a sheet with its own design and where it lands on the page. */
export interface PlacedPiece {
  piece: Piece;
  design: PieceDesign;
  /** Upright artwork space → page. */
  m: Matrix;
}

const sheetOffset: Pt = [PRINT_MARGIN_MM + B, PRINT_MARGIN_MM + B];

function pieceDesigns(designer: Designer, sheet: Sheet): PlacedPiece[] {
  return sheet.net.pieces.flatMap((piece) =>
    piece.art
      ? [
          {
            piece,
            design: designPiece(designer, piece.art, piece.poly.length === 4 ? 'rect' : 'disc'),
            m: pieceMatrix(piece, piece.art, sheetOffset),
          },
        ]
      : [],
  );
}

function pageOf(designer: Designer, sheet: Sheet): PrintPage {
  const off = sheetOffset;
  const width = sheet.net.width + 2 * (PRINT_MARGIN_MM + B);
  const notes = sheet.lines.flatMap((l) => wrapLines(l, width - 2 * PRINT_MARGIN_MM));
  const notesH = notes.length * NOTE_SIZE * 1.45 + 4;
  const height = sheet.net.height + 2 * (PRINT_MARGIN_MM + B) + notesH;
  const { cut, crease } = dieLines(sheet.net);
  const art: Op[] = [];
  const ground = { hex: designer.groundColour };
  // ground under every printed piece, running into the bleed all round
  for (const p of sheet.net.pieces) {
    if (p.kind === 'glue') continue;
    const d = polygon(p.poly.map(([x, y]) => [x + off[0], y + off[1]] as Pt));
    art.push({ op: 'fill', d, ink: ground }, { op: 'stroke', d, ink: ground, width: 2 * B, round: true });
  }
  for (const { piece, design, m } of pieceDesigns(designer, sheet)) {
    const ops = itemOps([...design.ground, ...design.design], m);
    art.push({ op: 'clip', d: artClip(piece, crease, off), ops });
  }
  // glue areas stay free of ink so the glue holds
  const glue: Op[] = [];
  for (const p of sheet.net.pieces.filter((q) => q.kind === 'glue')) {
    const d = polygon(p.poly.map(([x, y]) => [x + off[0], y + off[1]] as Pt));
    art.push({ op: 'fill', d, ink: { hex: '#FFFFFF' } });
    glue.push({ op: 'fill', d, ink: { spot: 'Glue', tint: 0.35 } });
  }
  const safe: Op[] = sheet.net.pieces
    .filter((p) => p.art)
    .map((p) => ({
      op: 'stroke' as const,
      d: insetPath(p, off),
      ink: { hex: '#00A0E0' },
      width: HAIRLINE,
      dash: [1.5, 1],
    }));
  const info: Op[] = [];
  const nb = { x: off[0], y: off[1], w: sheet.net.width, h: sheet.net.height };
  // dimension lines sit outside the crop marks (which end 10 mm off the trim)
  const out = B + 12;
  info.push(...dimension([nb.x, nb.y - out], [nb.x + nb.w, nb.y - out], `${mm(nb.w)} mm`));
  info.push(...dimension([nb.x - out, nb.y + nb.h], [nb.x - out, nb.y], `${mm(nb.h)} mm`));
  info.push(...noteOps(notes, PRINT_MARGIN_MM, sheet.net.height + 2 * (B + PRINT_MARGIN_MM)));
  // the bleed: where the artwork runs on beyond the cut (a guide; the artwork itself carries it)
  const bleed: Op[] = sheet.net.pieces
    .filter((p) => p.kind !== 'glue')
    .map((p) => ({
      op: 'stroke' as const,
      d: polygon(p.poly.map(([x, y]) => [x + off[0], y + off[1]] as Pt)),
      ink: { hex: '#00A0E0' },
      width: 2 * B,
      opacity: 0.15,
      round: true,
    }));
  const layers: Layer[] = [
    { name: PRINT_LAYERS.bleed, print: false, ops: bleed },
    { name: PRINT_LAYERS.artwork, print: true, ops: art },
  ];
  if (sheet.marks === 'dieline') {
    layers.push(
      { name: PRINT_LAYERS.glue, print: true, ops: glue },
      dieLayer(PRINT_LAYERS.crease, 'Crease', segPath(moved(crease, off)), [3, 1.5]),
      dieLayer(PRINT_LAYERS.cut, 'CutContour', segPath(moved(cut, off))),
    );
  } else {
    const marks: Op[] = [cropMarks(nb.x, nb.y, nb.w, nb.h)];
    info.push(...marks);
    if (sheet.round)
      layers.push({
        name: PRINT_LAYERS.cut,
        print: true,
        ops: [
          {
            op: 'stroke',
            d: segPath(moved(cut, off)),
            ink: { spot: 'CutContour', tint: 1 },
            width: HAIRLINE,
          },
        ],
      });
  }
  layers.push(
    { name: PRINT_LAYERS.safe, print: false, ops: safe },
    { name: PRINT_LAYERS.info, print: true, ops: info },
  );
  return { width, height, title: sheet.title, layers };
}

function insetPath(p: Piece, off: Pt): Path {
  const box = polyBox(p.poly);
  const s = PRINT_SAFE_MM;
  if (p.poly.length !== 4) {
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    const k = (box.w / 2 - s) / (box.w / 2);
    return polygon(p.poly.map(([x, y]) => [cx + (x - cx) * k + off[0], cy + (y - cy) * k + off[1]] as Pt));
  }
  return rect(box.x + s + off[0], box.y + s + off[1], Math.max(0, box.w - 2 * s), Math.max(0, box.h - 2 * s));
}

function flatNet(s: FlatSheet): Net {
  if (s.round) {
    const r = Math.min(s.w, s.h) / 2;
    const poly: Pt[] = [];
    for (let i = 0; i < 96; i++) {
      const a = (i / 96) * Math.PI * 2;
      poly.push([s.w / 2 + r * Math.cos(a), s.h / 2 + r * Math.sin(a)]);
    }
    return {
      construction: 'die-cut round label',
      width: s.w,
      height: s.h,
      pieces: [
        { name: s.name, kind: 'panel', poly, art: { face: 'front', role: s.role, w: s.w, h: s.h, turn: 0 } },
      ],
    };
  }
  return {
    construction: 'flat artwork',
    width: s.w,
    height: s.h,
    pieces: [
      {
        name: s.name,
        kind: 'panel',
        poly: rectPoly(0, 0, s.w, s.h),
        art: { face: 'front', role: s.role, w: s.w, h: s.h, turn: 0 },
      },
    ],
  };
}

/** The net's structure by its code and the board it assumes, for the die maker. */
export function structureNote(construction: string): string {
  const s = structureOfConstruction(construction);
  const board = s?.board ?? 'carton';
  const caliper = DIELINE_LIMITS[board].defaultCaliper;
  const name = s ? `${s.name}${s.code ? ` (FEFCO ${s.code})` : ''}` : construction;
  return `Structure: ${name} · ${DIELINE_BOARD_NAMES[board]}, caliper ${mm(caliper)} mm assumed · panels drawn to the pack's outside size.`;
}

const common = (doc: PackagingDocument, t: PackagingTemplate) => [
  `Bleed ${B} mm beyond every cut edge · safe area ${PRINT_SAFE_MM} mm inside every fold and trim (dashed guide, not printed) · scale 1:1, millimetres.`,
  paletteNotes(doc),
  `${doc.text.brand} on ${t.product}: instant print-ready file made by Packsmith from the design document; vector artwork, text as outlines.`,
];

function sheetsOf(doc: PackagingDocument, template: PackagingTemplate, plan: PrintPlan): Sheet[] {
  if (plan.kind === 'none') return [];
  if (plan.kind === 'dieline') {
    const { W, H, D } = plan.size;
    return [
      {
        title: `${template.product} dieline`,
        net: plan.net,
        marks: 'dieline',
        lines: [
          `${template.product}: ${mm(W)} × ${mm(H)} × ${mm(D)} mm (width × height × depth) · ${plan.net.construction} · flat size ${mm(plan.net.width)} × ${mm(plan.net.height)} mm.`,
          structureNote(plan.net.construction),
          `Layers: ${PRINT_LAYERS.cut} (spot, cut through, solid) · ${PRINT_LAYERS.crease} (spot, fold, dashed) · ${PRINT_LAYERS.glue} (spot, keep free of ink and varnish) · ${PRINT_LAYERS.safe} (guide) · outside face shown.`,
          ...common(doc, template),
        ],
      },
    ];
  }
  return plan.sheets.map((s) => ({
    title: `${template.product} ${s.name}`,
    net: flatNet(s),
    marks: 'crop' as const,
    round: s.round,
    lines: [
      `${template.product}, ${s.name}: trim ${mm(s.w)} × ${mm(s.h)} mm · crop marks at the trim corners${s.round ? ` · round ${PRINT_LAYERS.cut} die line` : ''}${s.role === 'wrap' ? ' · wraps round the pack, seam at the side' : ''}.`,
      ...common(doc, template),
    ],
  }));
}

/** The pages of a design's print file, or null when the template has no instant file. */
export function printPages(
  doc: PackagingDocument,
  template: PackagingTemplate,
  art: ResolvedArt = {},
  plan: PrintPlan = printPlan(template),
): PrintPage[] | null {
  if (plan.kind === 'none') return null;
  const designer = new Designer(doc, art);
  return sheetsOf(doc, template, plan).map((sheet) => pageOf(designer, sheet));
}

/** Every printed piece of a design's print file with its design, per page (for the safe-area checks). */
export function printPieces(doc: PackagingDocument, template: PackagingTemplate): PlacedPiece[][] {
  const designer = new Designer(doc);
  return sheetsOf(doc, template, printPlan(template)).map((sheet) =>
    pieceDesigns(designer, sheet).map((p) => ({
      ...p,
      piece: {
        ...p.piece,
        poly: p.piece.poly.map(([x, y]) => [x + sheetOffset[0], y + sheetOffset[1]] as Pt),
      },
    })),
  );
}
