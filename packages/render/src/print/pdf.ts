/**
 * Writes print pages as a vector PDF with pdf-lib: every layer an optional content group, cut,
 * crease and glue in Separation spot colours, artwork in DeviceCMYK, paths drawn as paths.
 * Only photo artwork and uploaded logos are embedded as images.
 */
import {
  appendBezierCurve,
  clip,
  closePath,
  concatTransformationMatrix,
  endPath,
  fill,
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveTo,
  PDFOperatorNames as Ops,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  type PDFPage,
  type PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setDashPattern,
  setFillingCmykColor,
  setGraphicsState,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingCmykColor,
  stroke,
} from 'pdf-lib';
import type { Matrix, Path } from '../path.ts';
import { hexToCmyk, type Ink, isHex, type Op, type PrintPage, SPOTS, type SpotName } from './page.ts';

const PT_PER_MM = 72 / 25.4;

function pathOps(d: Path): PDFOperator[] {
  const out: PDFOperator[] = [];
  for (const c of d) {
    if (c.t === 'M') out.push(moveTo(c.x, c.y));
    else if (c.t === 'L') out.push(lineTo(c.x, c.y));
    else if (c.t === 'C') out.push(appendBezierCurve(c.x1, c.y1, c.x2, c.y2, c.x, c.y));
    else out.push(closePath());
  }
  return out;
}

/** Resources shared by every page of one document: spot colour spaces and layer groups. */
class Resources {
  private readonly spots = new Map<SpotName, PDFRef>();
  readonly layers = new Map<string, PDFRef>();
  private readonly images = new Map<string, { ref: PDFRef; w: number; h: number }>();

  constructor(private readonly pdf: PDFDocument) {}

  spot(name: SpotName): PDFRef {
    const have = this.spots.get(name);
    if (have) return have;
    const ctx = this.pdf.context;
    const tint = ctx.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: SPOTS[name], N: 1 });
    const ref = ctx.register(
      ctx.obj([PDFName.of('Separation'), PDFName.of(name), PDFName.of('DeviceCMYK'), tint]),
    );
    this.spots.set(name, ref);
    return ref;
  }

  layer(name: string, print: boolean): PDFRef {
    const have = this.layers.get(name);
    if (have) return have;
    const ctx = this.pdf.context;
    const dict = ctx.obj({
      Type: 'OCG',
      Name: PDFString.of(name),
      Usage: { Print: { PrintState: print ? 'ON' : 'OFF' }, View: { ViewState: 'ON' } },
    });
    const ref = ctx.register(dict);
    this.layers.set(name, ref);
    return ref;
  }

  async image(href: string): Promise<{ ref: PDFRef; w: number; h: number } | null> {
    const have = this.images.get(href);
    if (have) return have;
    const m = /^data:(image\/(?:png|jpeg));base64,(.*)$/.exec(href);
    if (!m) return null;
    const bytes = Buffer.from(m[2]!, 'base64');
    const img = m[1] === 'image/png' ? await this.pdf.embedPng(bytes) : await this.pdf.embedJpg(bytes);
    const out = { ref: img.ref, w: img.width, h: img.height };
    this.images.set(href, out);
    return out;
  }

  /** Optional content properties on the catalog, in layer order. */
  finish(): void {
    const ctx = this.pdf.context;
    const refs = [...this.layers.values()];
    // guides show on screen; the print usage (PrintState OFF) keeps them off the press
    const usage = [
      { Event: 'Print', Category: ['Print'], OCGs: refs },
      { Event: 'View', Category: ['View'], OCGs: refs },
    ];
    this.pdf.catalog.set(
      PDFName.of('OCProperties'),
      ctx.obj({
        OCGs: refs,
        D: { Name: PDFString.of('Print layers'), Order: refs, ON: refs, OFF: [], AS: usage },
      }),
    );
  }
}

/** Draws one page's layers onto a pdf-lib page. */
class PageWriter {
  private readonly ops: PDFOperator[] = [];
  private readonly gstates = new Map<number, PDFName>();
  private readonly spaces = new Map<SpotName, PDFName>();

  constructor(
    private readonly page: PDFPage,
    private readonly res: Resources,
    private readonly heightMm: number,
  ) {}

  private dict(key: string): PDFDict {
    const resources = this.page.node.normalizedEntries().Resources;
    const name = PDFName.of(key);
    let d = resources.lookupMaybe(name, PDFDict);
    if (!d) {
      d = this.page.doc.context.obj({});
      resources.set(name, d);
    }
    return d;
  }

  private alpha(a: number): PDFName {
    const k = Math.round(a * 1000) / 1000;
    const have = this.gstates.get(k);
    if (have) return have;
    const name = this.page.node.newExtGState('GS', this.page.doc.context.obj({ ca: k, CA: k }));
    this.gstates.set(k, name);
    return name;
  }

  private space(spot: SpotName): PDFName {
    const have = this.spaces.get(spot);
    if (have) return have;
    const name = PDFName.of(`CS${spot}`);
    this.dict('ColorSpace').set(name, this.res.spot(spot));
    this.spaces.set(spot, name);
    return name;
  }

  private ink(ink: Ink, stroking: boolean): boolean {
    if ('spot' in ink) {
      const cs = this.space(ink.spot);
      this.ops.push(
        PDFOperator.of(stroking ? Ops.StrokingColorspace : Ops.NonStrokingColorspace, [cs]),
        PDFOperator.of(stroking ? Ops.StrokingColorN : Ops.NonStrokingColorN, [PDFNumber.of(ink.tint)]),
      );
      return true;
    }
    if (!isHex(ink.hex)) return false;
    const [c, m, y, k] = hexToCmyk(ink.hex);
    this.ops.push(stroking ? setStrokingCmykColor(c, m, y, k) : setFillingCmykColor(c, m, y, k));
    return true;
  }

  private async draw(op: Op): Promise<void> {
    const o = this.ops;
    switch (op.op) {
      case 'fill': {
        o.push(pushGraphicsState());
        if (op.opacity !== undefined && op.opacity < 1) o.push(setGraphicsState(this.alpha(op.opacity)));
        if (this.ink(op.ink, false)) {
          o.push(...pathOps(op.d));
          o.push(op.evenOdd ? PDFOperator.of(Ops.FillEvenOdd) : fill());
        }
        o.push(popGraphicsState());
        return;
      }
      case 'stroke': {
        o.push(pushGraphicsState());
        if (op.opacity !== undefined && op.opacity < 1) o.push(setGraphicsState(this.alpha(op.opacity)));
        if (this.ink(op.ink, true)) {
          o.push(setLineWidth(op.width));
          if (op.round) o.push(setLineJoin(LineJoinStyle.Round), setLineCap(LineCapStyle.Round));
          if (op.dash) o.push(setDashPattern(op.dash, 0));
          o.push(...pathOps(op.d), stroke());
        }
        o.push(popGraphicsState());
        return;
      }
      case 'clip': {
        o.push(pushGraphicsState(), ...pathOps(op.d), clip(), endPath());
        for (const inner of op.ops) await this.draw(inner);
        o.push(popGraphicsState());
        return;
      }
      case 'image': {
        const img = await this.res.image(op.href);
        if (!img) return;
        const { x, y, w, h } = op.box;
        const slice = op.preserve.includes('slice');
        const s = slice ? Math.max(w / img.w, h / img.h) : Math.min(w / img.w, h / img.h);
        const iw = img.w * s;
        const ih = img.h * s;
        const ix = x + (w - iw) / 2;
        const iy = y + (h - ih) / 2;
        const name = this.page.node.newXObject('Im', img.ref);
        const m: Matrix = op.m;
        o.push(pushGraphicsState(), concatTransformationMatrix(...m));
        if (op.opacity !== undefined && op.opacity < 1) o.push(setGraphicsState(this.alpha(op.opacity)));
        if (slice)
          o.push(
            ...pathOps([
              { t: 'M', x, y },
              { t: 'L', x: x + w, y },
              { t: 'L', x: x + w, y: y + h },
              { t: 'L', x, y: y + h },
              { t: 'Z' },
            ]),
            clip(),
            endPath(),
          );
        // images are drawn bottom-up in PDF space: flip inside the y-down page
        o.push(
          concatTransformationMatrix(iw, 0, 0, -ih, ix, iy + ih),
          PDFOperator.of(Ops.DrawObject, [name]),
        );
        o.push(popGraphicsState());
        return;
      }
    }
  }

  async write(page: PrintPage): Promise<void> {
    const k = PT_PER_MM;
    // millimetres, y down, origin top left
    this.ops.push(pushGraphicsState(), concatTransformationMatrix(k, 0, 0, -k, 0, this.heightMm * k));
    for (const layer of page.layers) {
      const ref = this.res.layer(layer.name, layer.print);
      const tag = PDFName.of(`OC${[...this.res.layers.keys()].indexOf(layer.name)}`);
      this.dict('Properties').set(tag, ref);
      this.ops.push(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('OC'), tag]));
      for (const op of layer.ops) await this.draw(op);
      this.ops.push(PDFOperator.of(Ops.EndMarkedContent));
    }
    this.ops.push(popGraphicsState());
    this.page.pushOperators(...this.ops);
  }
}

export async function writePdf(pdf: PDFDocument, pages: PrintPage[]): Promise<void> {
  const res = new Resources(pdf);
  for (const p of pages) {
    const page = pdf.addPage([p.width * PT_PER_MM, p.height * PT_PER_MM]);
    await new PageWriter(page, res, p.height).write(p);
  }
  res.finish();
}
