import { inflateSync } from 'node:zlib';
import {
  getTemplate,
  type PackagingTemplate,
  PRINT_BLEED_MM,
  printCapabilityOf,
  printReadyCapability,
  TEMPLATES,
} from '@packsmith/core';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import type { Pt } from '../scene/path.ts';
import { artClip } from './artwork.ts';
import { PRINT_MARGIN_MM, printPages, printReadyDxf, printReadyPdf, printReadySvg } from './index.ts';
import { dieLines, type Net, type Piece, polyBox, type Segment } from './net.ts';
import { printPlan, SLEEVE_SHARE } from './plan.ts';

const B = PRINT_BLEED_MM;
const PT = 72 / 25.4;
const tpl = (id: string) => getTemplate(id) as PackagingTemplate;
const piece = (net: Net, name: string) => {
  const p = net.pieces.find((q) => q.name === name);
  if (!p) throw new Error(`no piece ${name}`);
  return p;
};
const size = (p: Piece) => {
  const b = polyBox(p.poly);
  return [Math.round(b.w * 100) / 100, Math.round(b.h * 100) / 100];
};
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
/** True when a crease runs along the whole of the given segment. */
function creased(creases: Segment[], a: Pt, b: Pt): boolean {
  return creases.some(
    (s) =>
      (close(s.a[0], a[0]) && close(s.a[1], a[1]) && close(s.b[0], b[0]) && close(s.b[1], b[1])) ||
      (close(s.a[0], b[0]) && close(s.a[1], b[1]) && close(s.b[0], a[0]) && close(s.b[1], a[1])),
  );
}
const dieline = (id: string) => {
  const plan = printPlan(tpl(id));
  if (plan.kind !== 'dieline') throw new Error(`${id} is not a dieline`);
  return plan.net;
};

describe('dieline nets', () => {
  it('a tuck-end carton has its panels at the template size and its flaps on the right edges', () => {
    const net = dieline('product-box'); // 100 × 160 × 60
    expect(size(piece(net, 'front'))).toEqual([100, 160]);
    expect(size(piece(net, 'back'))).toEqual([100, 160]);
    expect(size(piece(net, 'right side'))).toEqual([60, 160]);
    expect(size(piece(net, 'left side'))).toEqual([60, 160]);
    expect(size(piece(net, 'top'))).toEqual([100, 60]);
    expect(size(piece(net, 'bottom'))).toEqual([100, 60]);
    const { crease } = dieLines(net);
    const back = polyBox(piece(net, 'back').poly);
    const top = polyBox(piece(net, 'top').poly);
    const front = polyBox(piece(net, 'front').poly);
    const bottom = polyBox(piece(net, 'bottom').poly);
    const left = polyBox(piece(net, 'left side').poly);
    // the lid folds off the back's top edge, the bottom off the front's bottom edge
    expect(top.y + top.h).toBeCloseTo(back.y);
    expect(creased(crease, [back.x, back.y], [back.x + back.w, back.y])).toBe(true);
    expect(creased(crease, [front.x, front.y + front.h], [front.x + front.w, front.y + front.h])).toBe(true);
    expect(bottom.y).toBeCloseTo(front.y + front.h);
    // the glue flap hangs off the last side panel's free edge
    const glue = polyBox(piece(net, 'glue flap').poly);
    expect(glue.x).toBeCloseTo(left.x + left.w);
    expect(creased(crease, [left.x + left.w, left.y], [left.x + left.w, left.y + left.h])).toBe(true);
    // the front's top edge is cut (nothing hinges there), so is its left edge
    expect(creased(crease, [front.x, front.y], [front.x + front.w, front.y])).toBe(false);
    // the lid reads upside down on the net relative to the front: it is hinged at the back
    expect(piece(net, 'top').art?.turn).toBe(180);
    expect(piece(net, 'front').art?.turn).toBe(0);
  });

  it('a mailer has its lid over the back wall, the lid and lid front turned, side walls reading away from the base', () => {
    const net = dieline('mailer-box'); // 250 × 80 × 180, main face on the lid
    expect(size(piece(net, 'base'))).toEqual([250, 180]);
    expect(size(piece(net, 'lid'))).toEqual([250, 180]);
    expect(size(piece(net, 'back wall'))).toEqual([250, 80]);
    expect(size(piece(net, 'lid front'))).toEqual([250, 80]);
    expect(size(piece(net, 'right wall'))).toEqual([80, 180]);
    const lid = piece(net, 'lid');
    expect(lid.art).toMatchObject({ role: 'front', turn: 180, w: 250, h: 180 });
    expect(piece(net, 'back wall').art).toMatchObject({ role: 'back', turn: 0 });
    expect(piece(net, 'lid front').art?.turn).toBe(180);
    expect(piece(net, 'right wall').art).toMatchObject({ turn: 270, w: 180, h: 80 });
    expect(piece(net, 'left wall').art).toMatchObject({ turn: 90, w: 180, h: 80 });
    const { crease } = dieLines(net);
    const b = polyBox(piece(net, 'back wall').poly);
    expect(creased(crease, [b.x, b.y], [b.x + b.w, b.y])).toBe(true);
  });

  it('every dieline template: cut lines close, faces match the real size, art panels carry the design', () => {
    const ids = TEMPLATES.filter((t) => printReadyCapability(t.id) === 'dieline').map((t) => t.id);
    expect(ids.length).toBeGreaterThanOrEqual(25);
    for (const id of ids) {
      const t = tpl(id);
      const net = dieline(id);
      const { cut, crease } = dieLines(net);
      expect(crease.length, id).toBeGreaterThan(0);
      // every cut end point meets another cut end: the outline is closed
      const key = ([x, y]: Pt) => `${Math.round(x * 100)}:${Math.round(y * 100)}`;
      const degree = new Map<string, number>();
      for (const s of cut) for (const p of [s.a, s.b]) degree.set(key(p), (degree.get(key(p)) ?? 0) + 1);
      const open = [...degree.entries()].filter(([, d]) => d % 2 !== 0);
      expect(open, `${id} has open cut ends`).toEqual([]);
      // a face with the design is as big as the pack's face (tins' lid skirts show part of a face)
      const p = t.render.params;
      const dims = [Number(p.w), Number(p.h), Number(p.d ?? p.w)];
      const front = net.pieces.find((q) => q.art && q.art.role !== 'ground' && q.art.role !== 'wrap');
      if (front?.art)
        for (const v of [front.art.w, front.art.h])
          expect(
            dims.some((d) => Math.abs(d - v) < 2.5) ||
              [t.render.printArea.w, SLEEVE_SHARE].some((k) => Math.abs(v - dims[0]! * k) < 0.01),
            `${id}: ${v}`,
          ).toBe(true);
    }
  });

  it("a window box's front has its window cut out, inside the front panel", () => {
    const net = dieline('window-box'); // 120 × 180 × 60
    expect(net.holes).toHaveLength(1);
    const hole = polyBox(net.holes![0]!);
    const front = polyBox(piece(net, 'front').poly);
    expect(hole.x).toBeGreaterThan(front.x);
    expect(hole.y).toBeGreaterThan(front.y);
    expect(hole.x + hole.w).toBeLessThan(front.x + front.w);
    expect(hole.y + hole.h).toBeLessThan(front.y + front.h);
    expect(hole.w).toBeCloseTo(120 * 0.68);
    const cutOnHole = dieLines(net).cut.filter(
      (s) =>
        s.a[1] > front.y + 1 &&
        s.a[1] < front.y + front.h - 1 &&
        s.a[0] > front.x + 1 &&
        s.a[0] < front.x + front.w - 1,
    );
    expect(cutOnHole.length).toBe(net.holes![0]!.length);
    expect(dieLines(dieline('product-box')).cut.length).toBeLessThan(dieLines(net).cut.length);
    // the front's design keeps above the window
    expect(piece(net, 'front').art?.area?.h).toBeLessThan(hole.y - front.y);
  });

  it("a cake box's lid has its window cut out nearer the front edge, the lid's design above it", () => {
    const net = dieline('cake-box'); // 210 × 120 × 210, lid turned half round on the net
    const lid = polyBox(piece(net, 'lid').poly);
    const hole = polyBox(net.holes![0]!);
    // upright the window sits at 55–85 % down the lid; turned, that is 15–45 % from the net's top
    expect(hole.y - lid.y).toBeCloseTo(lid.h * 0.15);
    expect(hole.x - lid.x).toBeCloseTo(lid.w * 0.3);
    expect(piece(net, 'lid').art?.area?.h).toBeCloseTo(210 * 0.53);
  });

  it('a hanging box has a hang tab with a euro slot off the back, and its lid hinged at the front', () => {
    const net = dieline('eurohook-box'); // 100 × 160 × 40
    const back = polyBox(piece(net, 'back').poly);
    const tab = polyBox(piece(net, 'hang tab').poly);
    expect(tab.y + tab.h).toBeCloseTo(back.y);
    expect(creased(dieLines(net).crease, [back.x, back.y], [back.x + back.w, back.y])).toBe(true);
    const slot = polyBox(net.holes![0]!);
    expect(slot.x).toBeGreaterThan(tab.x);
    expect(slot.y).toBeGreaterThan(tab.y);
    expect(slot.y + slot.h).toBeLessThan(tab.y + tab.h);
    const top = piece(net, 'top');
    expect(polyBox(top.poly).x).toBeCloseTo(polyBox(piece(net, 'front').poly).x);
    expect(top.art?.turn).toBe(0);
  });

  it('bleeds 3 mm past cut edges and stops at folds', () => {
    const net = dieline('product-box');
    const { crease } = dieLines(net);
    const front = piece(net, 'front');
    const b = polyBox(front.poly);
    const clip = polyBox(
      artClip(front, crease, [0, 0]).flatMap((c) => (c.t === 'Z' || c.t === 'C' ? [] : [[c.x, c.y] as Pt])),
    );
    expect(clip.x).toBeCloseTo(b.x - B); // free edge (the glue flap glues inside it)
    expect(clip.y).toBeCloseTo(b.y - B); // free top edge
    expect(clip.x + clip.w).toBeCloseTo(b.x + b.w); // fold to the right side panel
    expect(clip.y + clip.h).toBeCloseTo(b.y + b.h); // fold to the bottom closure
  });
});

function layerNames(pdf: PDFDocument): string[] {
  const oc = pdf.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
  const ocgs = oc.lookup(PDFName.of('OCGs'), PDFArray);
  return ocgs.asArray().map((r) =>
    pdf.context
      .lookup(r as PDFRef, PDFDict)
      .lookup(PDFName.of('Name'), PDFString)
      .decodeText(),
  );
}

function pageResources(pdf: PDFDocument, i = 0): PDFDict {
  return pdf.getPage(i).node.Resources() as PDFDict;
}

function spotNames(pdf: PDFDocument): string[] {
  const cs = pageResources(pdf).lookupMaybe(PDFName.of('ColorSpace'), PDFDict);
  if (!cs) return [];
  return cs.values().map((v) => {
    const arr = pdf.context.lookup(v as PDFRef, PDFArray);
    expect(arr.get(0)).toBe(PDFName.of('Separation'));
    return (arr.get(1) as PDFName).decodeText();
  });
}

function imageCount(pdf: PDFDocument): number {
  let n = 0;
  for (const [, obj] of pdf.context.enumerateIndirectObjects())
    if (obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) n++;
  return n;
}

function content(pdf: PDFDocument, i = 0): string {
  const contents = pdf.getPage(i).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((s) => {
      const raw = (s instanceof PDFRawStream ? s : pdf.context.lookup(s as PDFRef)) as PDFRawStream;
      return inflateSync(Buffer.from(raw.contents)).toString('latin1');
    })
    .join('\n');
}

describe('every template', () => {
  it('lays out print pages with the design on them, or says it has none', () => {
    for (const t of TEMPLATES) {
      const pages = printPages(sampleDoc({ template: t.id }), t);
      if (printReadyCapability(t.id) === 'none') {
        expect(pages, t.id).toBeNull();
        continue;
      }
      expect(pages?.length, t.id).toBeGreaterThan(0);
      for (const page of pages!) {
        expect(Number.isFinite(page.width) && Number.isFinite(page.height), t.id).toBe(true);
        const art = page.layers.find((l) => l.name === 'Artwork')!;
        // a clip per printed piece, each holding the design's paths
        const clips = art.ops.filter((o) => o.op === 'clip');
        expect(clips.length, t.id).toBeGreaterThan(0);
        for (const c of clips) if (c.op === 'clip') expect(c.ops.length, t.id).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});

describe('print-ready PDF', () => {
  it('a mailer box: a vector PDF with the net on named layers in spot colours, page = net + bleed + margin', async () => {
    const doc = sampleDoc({ template: 'mailer-box', layout: 'badge' });
    const bytes = await printReadyPdf(doc);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(layerNames(pdf)).toEqual(
      expect.arrayContaining([
        'Artwork',
        'CutContour',
        'Crease',
        'Glue',
        'Bleed',
        'Safe area',
        'Dimensions and notes',
      ]),
    );
    // a mailer locks by its tuck and ears: no glue
    expect(spotNames(pdf).sort()).toEqual(['Crease', 'CutContour']);
    const net = dieline('mailer-box');
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo((net.width + 2 * (B + PRINT_MARGIN_MM)) * PT, 2);
    expect(height).toBeGreaterThan((net.height + 2 * (B + PRINT_MARGIN_MM)) * PT);
    expect(imageCount(pdf)).toBe(0);
    const ops = content(pdf);
    expect(ops).toContain('/CSCutContour CS 1 SCN');
    expect(ops).toContain('/CSCrease CS 1 SCN');
    // artwork is process CMYK: the palette's primary #1F3A5F
    expect(ops).toMatch(/0\.674 0\.389 0 0\.627 k/);
    // the layer groups wrap the drawing
    expect(ops.match(/\/OC \/OC\d BDC/g)?.length).toBe(7);
  });

  it('a carton marks its glue flap in the Glue spot; the same document gives the same bytes', async () => {
    const doc = sampleDoc({ template: 'tea-box' });
    const bytes = await printReadyPdf(doc);
    expect(spotNames(await PDFDocument.load(bytes)).sort()).toEqual(['Crease', 'CutContour', 'Glue']);
    expect(Buffer.from(bytes).equals(Buffer.from(await printReadyPdf(doc)))).toBe(true);
  });

  it('a label: flat artwork at size with bleed and crop marks, no dieline layers', async () => {
    const t = tpl('product-label'); // 100 × 70
    const doc = sampleDoc({ template: t.id, layout: 'frame' });
    const pdf = await PDFDocument.load(await printReadyPdf(doc));
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo((100 + 2 * (B + PRINT_MARGIN_MM)) * PT, 2);
    expect(height).toBeGreaterThan((70 + 2 * (B + PRINT_MARGIN_MM)) * PT);
    expect(layerNames(pdf)).not.toContain('Crease');
    expect(spotNames(pdf)).toEqual(['All']);
    const pages = printPages(doc, t)!;
    const art = pages[0]!.layers.find((l) => l.name === 'Artwork')!;
    const clip = art.ops.find((o) => o.op === 'clip');
    expect(clip?.op).toBe('clip');
    if (clip?.op === 'clip') {
      const pts = clip.d.flatMap((c) => (c.t === 'M' || c.t === 'L' ? [[c.x, c.y] as Pt] : []));
      const b = polyBox(pts);
      expect([b.w, b.h]).toEqual([100 + 2 * B, 70 + 2 * B]);
    }
    // eight crop marks, off the corners by more than the bleed
    const info = pages[0]!.layers.find((l) => l.name === 'Dimensions and notes')!;
    const marks = info.ops.find((o) => o.op === 'stroke' && 'spot' in o.ink && o.ink.spot === 'All');
    expect(marks?.op === 'stroke' && marks.d.filter((c) => c.t === 'M').length).toBe(8);
  });

  it('a pouch gives front and back pages; a tape has no instant file', async () => {
    const pdf = await PDFDocument.load(await printReadyPdf(sampleDoc({ template: 'stand-up-pouch' })));
    expect(pdf.getPageCount()).toBe(2);
    const tape = TEMPLATES.find((t) => t.render.family === 'tape')!;
    expect(printReadyCapability(tape.id)).toBe('none');
    await expect(printReadyPdf(sampleDoc({ template: tape.id }))).rejects.toThrow(/no instant/);
  });

  it('an uploaded logo is the one raster in the file', async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#CC3300' } })
      .png()
      .toBuffer();
    const doc = sampleDoc({ template: 'product-box', logo: { ref: 'logo-1' } });
    const pdf = await PDFDocument.load(await printReadyPdf(doc, undefined, { assets: { 'logo-1': logo } }));
    expect(imageCount(pdf)).toBe(1);
  });
});

describe('a design on a dieline: SVG and DXF besides the PDF', () => {
  it('the SVG has the CutContour, Crease, Bleed, Glue and Artwork groups; the DXF its CUT, CREASE and GLUE layers', async () => {
    const doc = sampleDoc({ template: 'tea-box' });
    const svg = (await printReadySvg(doc))!;
    for (const id of ['CutContour', 'Crease', 'Bleed', 'Glue', 'Artwork'])
      expect(svg.includes(`<g id="${id}">`), id).toBe(true);
    const dxf = printReadyDxf(doc)!;
    for (const layer of ['CUT', 'CREASE', 'GLUE']) expect(dxf.includes(`\n${layer}\n`), layer).toBe(true);
    expect(printReadyDxf(doc)).toBe(dxf);
    expect(await printReadySvg(doc)).toBe(svg);
  });

  it('flat designs have no dieline SVG or DXF', async () => {
    const flat = TEMPLATES.find((t) => printCapabilityOf(t) === 'flat')!;
    const doc = sampleDoc({ template: flat.id });
    expect(await printReadySvg(doc)).toBeNull();
    expect(printReadyDxf(doc)).toBeNull();
  });

  it('the PDF names the structure by its FEFCO code and the caliper it assumes', async () => {
    const pdf = await PDFDocument.load(await printReadyPdf(sampleDoc({ template: 'mailer-box' })));
    expect(pdf.getSubject()).toContain('FEFCO 0427');
    expect(pdf.getSubject()).toMatch(/caliper [\d.]+ mm/);
  });
});
