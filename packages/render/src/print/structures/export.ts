/**
 * A structure drawn for the die maker and the printer, with no design on it: a layered SVG
 * (CutContour, Crease, Bleed, Glue, Artwork), a vector PDF with spot-colour die lines, and a DXF
 * (R12 entities: LINE and POLYLINE, no handles) with CUT, CREASE and GLUE layers. All three are
 * deterministic for the same structure and size.
 */
import { DIELINE_BOARD_NAMES, PRINT_BLEED_MM, PRINT_LAYERS } from '@packsmith/core';
import makerjs from 'makerjs';
import { PDFDocument } from 'pdf-lib';
import { type Path, type Pt, polygon } from '../../scene/path.ts';
import {
  dieLayer,
  dimension,
  mm,
  moved,
  NOTE_SIZE,
  noteOps,
  PRINT_MARGIN_MM,
  segPath,
  wrapLines,
} from '../layout.ts';
import { dieLines, type Net, type Segment } from '../net.ts';
import type { Layer, Op, PrintPage } from '../page.ts';
import { writePdf } from '../pdf.ts';
import { pageSvg } from '../svg.ts';
import type { StructureNet } from './builder.ts';
import type { Structure } from './catalogue.ts';
import type { Size } from './parts.ts';

const B = PRINT_BLEED_MM;

/** The structure's name, code, size and board, for notes and file metadata. */
export function structureLabel(s: Structure, size: Size): string {
  const code = s.code ? ` (FEFCO ${s.code})` : '';
  return `${s.name}${code} · inside ${mm(size.length)} × ${mm(size.width)} × ${mm(size.depth)} mm (length × width × depth) · ${DIELINE_BOARD_NAMES[s.board]}, caliper ${mm(size.caliper)} mm`;
}

export interface StructureDrawing {
  /** A screen preview: die lines drawn wide enough to see when the whole sheet fits a window. */
  preview?: boolean;
}

/** The plain structure as a print page: bleed and glue areas, die lines, dimensions and notes. */
export function structurePage(
  s: Structure,
  size: Size,
  net: StructureNet,
  opts: StructureDrawing = {},
): PrintPage {
  const off: Pt = [PRINT_MARGIN_MM + B, PRINT_MARGIN_MM + B];
  const width = net.width + 2 * (PRINT_MARGIN_MM + B);
  const lines = [
    `${structureLabel(s, size)} · flat size ${mm(net.width)} × ${mm(net.height)} mm.`,
    `Layers: ${PRINT_LAYERS.cut} (spot, cut through, solid) · ${PRINT_LAYERS.crease} (spot, fold, dashed) · ${PRINT_LAYERS.glue} (spot, keep free of ink) · ${PRINT_LAYERS.bleed} (${B} mm beyond the cut, where artwork runs) · outside face shown.`,
    'Drawn by Packsmith from the structure’s formulas: panels are the inside size plus one caliper between creases.',
  ];
  const notes = lines.flatMap((l) => wrapLines(l, width - 2 * PRINT_MARGIN_MM));
  const height = net.height + 2 * (PRINT_MARGIN_MM + B) + notes.length * NOTE_SIZE * 1.45 + 4;
  const { cut, crease } = dieLines(net);
  const at = (poly: Pt[]): Path => polygon(poly.map(([x, y]) => [x + off[0], y + off[1]] as Pt));
  const bleedInk = { hex: '#EEF3F8' };
  const bleed: Op[] = net.pieces
    .filter((p) => p.kind !== 'glue')
    .flatMap((p) => [
      { op: 'fill', d: at(p.poly), ink: bleedInk },
      { op: 'stroke', d: at(p.poly), ink: bleedInk, width: 2 * B, round: true },
    ]);
  const glue: Op[] = net.pieces
    .filter((p) => p.kind === 'glue')
    .flatMap((p) => [
      { op: 'fill', d: at(p.poly), ink: { hex: '#FFFFFF' } },
      { op: 'fill', d: at(p.poly), ink: { spot: 'Glue', tint: 0.35 } },
    ]);
  const nb = { x: off[0], y: off[1], w: net.width, h: net.height };
  const out = B + 12;
  const info: Op[] = [
    ...dimension([nb.x, nb.y - out], [nb.x + nb.w, nb.y - out], `${mm(nb.w)} mm`),
    ...dimension([nb.x - out, nb.y + nb.h], [nb.x - out, nb.y], `${mm(nb.h)} mm`),
    ...noteOps(notes, PRINT_MARGIN_MM, net.height + 2 * (B + PRINT_MARGIN_MM)),
  ];
  const layers: Layer[] = [
    { name: PRINT_LAYERS.bleed, print: true, ops: bleed },
    { name: PRINT_LAYERS.artwork, print: true, ops: [] },
    { name: PRINT_LAYERS.glue, print: true, ops: glue },
    ...dieLayers(
      moved(crease, off),
      moved(cut, off),
      opts.preview ? Math.max(net.width, net.height) / 500 : undefined,
    ),
    { name: PRINT_LAYERS.info, print: true, ops: info },
  ];
  return { width, height, title: `${s.name} dieline`, layers };
}

/**
 * Crease and cut layers: spot-colour hairlines for print, or for a screen preview lines `wide` mm
 * wide in darker proof colours (pale cyan disappears on a light sheet).
 */
function dieLayers(crease: Segment[], cut: Segment[], wide?: number): Layer[] {
  if (!wide)
    return [
      dieLayer(PRINT_LAYERS.crease, 'Crease', segPath(crease), [3, 1.5]),
      dieLayer(PRINT_LAYERS.cut, 'CutContour', segPath(cut)),
    ];
  const stroke = (d: Path, hex: string, dash?: number[]): Op => ({
    op: 'stroke',
    d,
    ink: { hex },
    width: wide,
    ...(dash ? { dash } : {}),
  });
  return [
    {
      name: PRINT_LAYERS.crease,
      print: true,
      ops: [stroke(segPath(crease), '#0E7490', [wide * 4, wide * 2.5])],
    },
    { name: PRINT_LAYERS.cut, print: true, ops: [stroke(segPath(cut), '#C026D3')] },
  ];
}

const escapeXml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page as SVG, its title and description naming the structure (the notes are outlined text). */
export function structureSvg(
  s: Structure,
  size: Size,
  net: StructureNet,
  opts: StructureDrawing = {},
): string {
  const svg = pageSvg(structurePage(s, size, net, opts));
  const head = svg.indexOf('>') + 1;
  const meta = `<title>${escapeXml(`${s.name} dieline`)}</title><desc>${escapeXml(structureLabel(s, size))}</desc>`;
  return svg.slice(0, head) + meta + svg.slice(head);
}

export async function structurePdf(s: Structure, size: Size, net: StructureNet): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${s.name} dieline`);
  pdf.setSubject(structureLabel(s, size));
  pdf.setCreator('Packsmith');
  pdf.setProducer('Packsmith dieline generator (pdf-lib)');
  // fixed dates keep the file the same for the same structure and size
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  await writePdf(pdf, [structurePage(s, size, net)]);
  return pdf.save({ useObjectStreams: true });
}

/**
 * The die lines as DXF for die makers and cutting tables: CUT (red), CREASE (blue, dashed) and
 * GLUE (yellow) layers in millimetres, y up as CAD expects.
 */
export function structureDxf(net: Net): string {
  const { cut, crease } = dieLines(net);
  const flip = ([x, y]: Pt): Pt => [x, net.height - y];
  const lines = (segs: Segment[]) =>
    Object.fromEntries(segs.map((seg, i) => [`l${i}`, new makerjs.paths.Line(flip(seg.a), flip(seg.b))]));
  const glue = net.pieces
    .filter((p) => p.kind === 'glue')
    .flatMap((p) => p.poly.map((a, i) => ({ a, b: p.poly[(i + 1) % p.poly.length]! })));
  const model: makerjs.IModel = {
    units: makerjs.unitType.Millimeter,
    models: {
      cut: { layer: 'CUT', paths: lines(cut) },
      crease: { layer: 'CREASE', paths: lines(crease) },
      glue: { layer: 'GLUE', paths: lines(glue) },
    },
  };
  return makerjs.exporter.toDXF(model, {
    units: makerjs.unitType.Millimeter,
    usePOLYLINE: true,
    layerOptions: {
      CUT: { color: makerjs.exporter.colors.red },
      CREASE: { color: makerjs.exporter.colors.blue },
      GLUE: { color: makerjs.exporter.colors.yellow },
    },
  });
}
