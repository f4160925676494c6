/**
 * Writes print pages as a vector PDF with pdf-lib: every layer an optional content group, cut,
 * crease and glue in Separation spot colours, artwork in DeviceCMYK, paths drawn as paths.
 * Only photo artwork and uploaded logos are embedded as images.
 */
import { deflateSync } from 'node:zlib';
import { PDFDict, type PDFDocument, PDFName, type PDFPage, type PDFRef, PDFString } from 'pdf-lib';
import type { Matrix, Path } from '../scene/path.ts';
import { hexToCmyk, type Ink, isHex, type Op, type PrintPage, SPOTS, type SpotName } from './page.ts';

const PT_PER_MM = 72 / 25.4;

/** Numbers as PDF writes them: at most three decimals (a micron at millimetre scale). */
function n(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

function pathOps(d: Path): string {
  let out = '';
  for (const c of d) {
    if (c.t === 'M') out += `${n(c.x)} ${n(c.y)} m\n`;
    else if (c.t === 'L') out += `${n(c.x)} ${n(c.y)} l\n`;
    else if (c.t === 'C') out += `${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)} c\n`;
    else out += 'h\n';
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
  private out = '';
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
      this.out += stroking
        ? `${cs.toString()} CS ${n(ink.tint)} SCN\n`
        : `${cs.toString()} cs ${n(ink.tint)} scn\n`;
      return true;
    }
    if (!isHex(ink.hex)) return false;
    const cmyk = hexToCmyk(ink.hex).map(n).join(' ');
    this.out += `${cmyk} ${stroking ? 'K' : 'k'}\n`;
    return true;
  }

  private opacity(a: number | undefined): void {
    if (a !== undefined && a < 1) this.out += `${this.alpha(a).toString()} gs\n`;
  }

  private async draw(op: Op): Promise<void> {
    switch (op.op) {
      case 'fill': {
        this.out += 'q\n';
        this.opacity(op.opacity);
        if (this.ink(op.ink, false)) this.out += `${pathOps(op.d)}${op.evenOdd ? 'f*' : 'f'}\n`;
        this.out += 'Q\n';
        return;
      }
      case 'stroke': {
        this.out += 'q\n';
        this.opacity(op.opacity);
        if (this.ink(op.ink, true)) {
          this.out += `${n(op.width)} w\n`;
          if (op.round) this.out += '1 j 1 J\n';
          if (op.dash) this.out += `[${op.dash.map(n).join(' ')}] 0 d\n`;
          this.out += `${pathOps(op.d)}S\n`;
        }
        this.out += 'Q\n';
        return;
      }
      case 'clip': {
        this.out += `q\n${pathOps(op.d)}W n\n`;
        for (const inner of op.ops) await this.draw(inner);
        this.out += 'Q\n';
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
        this.out += `q\n${m.map(n).join(' ')} cm\n`;
        this.opacity(op.opacity);
        if (slice) this.out += `${n(x)} ${n(y)} ${n(w)} ${n(h)} re W n\n`;
        // images are drawn bottom-up in PDF space: flip inside the y-down page
        this.out += `${n(iw)} 0 0 ${n(-ih)} ${n(ix)} ${n(iy + ih)} cm\n${name.toString()} Do\nQ\n`;
        return;
      }
    }
  }

  async write(page: PrintPage): Promise<void> {
    const k = PT_PER_MM;
    // millimetres, y down, origin top left
    this.out += `q\n${n(k)} 0 0 ${n(-k)} 0 ${n(this.heightMm * k)} cm\n`;
    for (const layer of page.layers) {
      const ref = this.res.layer(layer.name, layer.print);
      const tag = PDFName.of(`OC${[...this.res.layers.keys()].indexOf(layer.name)}`);
      this.dict('Properties').set(tag, ref);
      this.out += `/OC ${tag.toString()} BDC\n`;
      for (const op of layer.ops) await this.draw(op);
      this.out += 'EMC\n';
    }
    this.out += 'Q\n';
    const ctx = this.page.doc.context;
    // node's zlib: pdf-lib's own deflate is several times slower on large content streams
    const body = deflateSync(Buffer.from(this.out, 'latin1'));
    this.page.node.addContentStream(ctx.register(ctx.stream(body, { Filter: 'FlateDecode' })));
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
