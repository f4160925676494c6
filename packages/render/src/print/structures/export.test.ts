import DxfParser from 'dxf-parser';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dieLines } from '../net.ts';
import { getStructure } from './catalogue.ts';
import { structureDxf, structurePdf, structureSvg } from './export.ts';

const size = { length: 130, width: 80, depth: 70, caliper: 0.5 };
const mailer = getStructure('roll-end-tuck-front-mailer')!;
const net = mailer.build({ ...size, caliper: 3 });

const length = (segs: { a: number[]; b: number[] }[]) =>
  segs.reduce((s, { a, b }) => s + Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!), 0);

describe('structure exports', () => {
  it('SVG: named groups CutContour, Crease, Bleed, Glue and Artwork; deterministic', () => {
    const svg = structureSvg(mailer, { ...size, caliper: 3 }, net);
    for (const id of ['CutContour', 'Crease', 'Bleed', 'Glue', 'Artwork'])
      expect(svg.includes(`<g id="${id}">`), id).toBe(true);
    expect(svg.match(/<desc>([^<]*)<\/desc>/)?.[1]).toContain('FEFCO 0427');
    expect(structureSvg(mailer, { ...size, caliper: 3 }, net)).toBe(svg);
  });

  it('DXF: CUT, CREASE and GLUE layers in mm whose lines add up to the die lines', () => {
    const tuck = getStructure('reverse-tuck-end')!;
    const tnet = tuck.build(size);
    const text = structureDxf(tnet);
    expect(text).not.toMatch(/LWPOLYLINE|AcDb/); // R12 entities only
    const dxf = new DxfParser().parseSync(text)!;
    expect(Object.keys(dxf.tables.layer.layers).sort()).toEqual(
      expect.arrayContaining(['CREASE', 'CUT', 'GLUE']),
    );
    const byLayer = (layer: string) => {
      let total = 0;
      for (const e of dxf.entities.filter((x) => x.layer === layer) as unknown as {
        vertices: { x: number; y: number }[];
        shape?: boolean;
      }[]) {
        const v = e.vertices;
        for (let i = 1; i < v.length; i++) total += Math.hypot(v[i]!.x - v[i - 1]!.x, v[i]!.y - v[i - 1]!.y);
        if (e.shape && v.length > 2) total += Math.hypot(v[0]!.x - v.at(-1)!.x, v[0]!.y - v.at(-1)!.y);
      }
      return total;
    };
    const { cut, crease } = dieLines(tnet);
    expect(byLayer('CUT')).toBeCloseTo(length(cut), 0);
    expect(byLayer('CREASE')).toBeCloseTo(length(crease), 0);
    expect(byLayer('GLUE')).toBeGreaterThan(0);
    expect(structureDxf(tnet)).toBe(text);
  });

  it('PDF: one page at the flat size plus margins, the structure named, the same bytes twice', async () => {
    const bytes = await structurePdf(mailer, { ...size, caliper: 3 }, net);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toContain('FEFCO 0427');
    expect(pdf.getSubject()).toContain('caliper 3 mm');
    const [w] = [pdf.getPage(0).getWidth()];
    expect(w / (72 / 25.4)).toBeGreaterThan(net.width);
    expect(
      Buffer.from(await structurePdf(mailer, { ...size, caliper: 3 }, net)).equals(Buffer.from(bytes)),
    ).toBe(true);
  });
});
