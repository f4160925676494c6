import { inkOn, isDark, lighten, luminance, mix } from '../color.ts';
import type { Layout, PackagingDocument, Palette } from '../document/design-document.ts';
import type { FontKey } from '../document/font-keys.ts';
import { Rng } from '../prng.ts';
import { placeIcon } from '../scene/icons.ts';
import {
  bbox,
  circle,
  ellipse,
  type Path,
  polygon,
  rect,
  ring,
  rotate,
  roundRect,
  transformPath,
  translate,
} from '../scene/path.ts';
import type { Item } from '../scene/surface.ts';
import { type Box, type FittedText, fitText, paragraph, type TextSpec } from '../scene/text.ts';
import { inPlace, mirrored, restacked, unionBox } from './emphasis-placement.ts';
import {
  clearRadius,
  type ItemTag,
  itemBox,
  layoutFaults,
  type PanelLayout,
  panelLayout,
  withOverlay,
} from './panel-layout.ts';
import { patternItems } from './pattern-items.ts';

export type Role = 'front' | 'back' | 'side' | 'top';

export interface ResolvedArt {
  /** data: URI of the brand's uploaded logo, if any. */
  logo?: string;
  /** data: URI of uploaded artwork, if any. */
  artwork?: string;
}

/** Composes flat label artwork (in label space) for any panel size from a packaging document. */
export class Designer {
  readonly texts: FittedText[] = [];
  /** Every panel composed, with its text, marks and shapes in paint order (for layout checks). */
  readonly panels: PanelLayout[] = [];
  private readonly tags = new Map<Item, ItemTag>();
  readonly groundColour: string;
  readonly ink: string;
  private readonly p: Palette;

  constructor(
    readonly doc: PackagingDocument,
    readonly art: ResolvedArt = {},
  ) {
    this.p = doc.palette;
    this.groundColour = groundColourFor(doc.layout, this.p);
    this.ink = inkOn(this.groundColour, isDark(this.groundColour) ? this.p.paper : this.p.ink, 3.2);
  }

  private rng(label: string): Rng {
    return new Rng(`${this.doc.seed}:${label}`);
  }

  /** Background colour and pattern; seamless horizontally. */
  ground(w: number, h: number): Item[] {
    const out: Item[] = [{ kind: 'path', d: rect(-2, -2, w + 4, h + 4), fill: this.groundColour }];
    const pc = isDark(this.groundColour)
      ? mix(this.groundColour, this.p.accent, 0.75)
      : mix(this.groundColour, this.p.primary, 0.8);
    const patternColour =
      this.doc.layout === 'band' || this.doc.layout === 'split' || this.doc.layout === 'minimal'
        ? this.p.primary
        : pc;
    out.push(
      ...patternItems(
        this.doc.pattern,
        w,
        h,
        { main: patternColour, extra: [this.p.accent, this.p.secondary, this.p.paper] },
        this.rng(`pattern:${Math.round(w)}`),
        this.doc.symbol,
      ),
    );
    return out;
  }

  /** The size factor of an emphasised element while a panel is composed (1 = the layout's own). */
  private scaleOf = { brand: 1, symbol: 1 };
  /** Items drawn as the brand symbol, and as the hero illustration (for 'logo at the bottom'). */
  private readonly symbolItems = new WeakSet<Item>();
  private readonly heroItems = new WeakSet<Item>();

  panel(role: Role, w: number, h: number): Item[] {
    if (w < 4 || h < 4) return [];
    const compose = () =>
      role === 'front'
        ? this.front(w, h)
        : role === 'back'
          ? this.back(w, h)
          : role === 'side'
            ? this.side(w, h)
            : this.top(w, h);
    const start = this.texts.length;
    let items = compose();
    let layout = panelLayout(role, w, h, items, this.tags);
    const e = this.doc.emphasis;
    if (role === 'front' && (e?.brand || e?.symbol)) {
      // the asked sizes, stepping back toward the layout's own until the panel is as clean as
      // without them: an emphasis never puts a word on a mark or past the panel's edge
      const faults = layoutFaults(layout).length;
      for (const k of [1, 0.5]) {
        const mark = this.texts.length;
        this.scaleOf = { brand: 1.2 ** ((e.brand ?? 0) * k), symbol: 1.3 ** ((e.symbol ?? 0) * k) };
        const tried = compose();
        const tl = panelLayout(role, w, h, tried, this.tags);
        this.scaleOf = { brand: 1, symbol: 1 };
        const inside = this.texts
          .slice(mark)
          .every((t) => t.ink.x >= 0 && t.ink.y >= 0 && t.ink.x + t.ink.w <= w && t.ink.y + t.ink.h <= h);
        if (inside && layoutFaults(tl).length <= faults) {
          this.texts.splice(start, mark - start);
          items = tried;
          layout = tl;
          break;
        }
        this.texts.length = mark;
      }
    }
    const at = this.doc.emphasis?.at;
    if (role === 'front' && at && (at.brand || at.symbol) && w / h <= WIDE) {
      const placed = this.placed(items, w, h, at, layoutFaults(layout).length);
      if (placed) [items, layout] = placed;
    }
    this.panels.push(layout);
    return items;
  }

  /**
   * The front with the brand and symbol moved to the asked parts (emphasis-placement.ts): the first
   * rearrangement that puts every asked element in place and is as clean as the front was.
   */
  private placed(
    items: Item[],
    w: number,
    h: number,
    at: NonNullable<NonNullable<PackagingDocument['emphasis']>['at']>,
    faults: number,
  ): [Item[], PanelLayout] | undefined {
    const brand = this.doc.text.brand;
    const indices = {
      brand: items.flatMap((it, i) => {
        const tag = this.tags.get(it);
        return tag?.kind === 'text' && sameWords(tag.text.text, brand) ? [i] : [];
      }),
      symbol: items.flatMap((it, i) => (this.symbolItems.has(it) ? [i] : [])),
    };
    // layouts without a small symbol draw it as their hero illustration
    if (!indices.symbol.length)
      indices.symbol = items.flatMap((it, i) => (this.heroItems.has(it) ? [i] : []));
    const asks = (['brand', 'symbol'] as const).flatMap((el) => {
      const place = at[el];
      return place && indices[el].length ? [{ el, place }] : [];
    });
    if (!asks.length) return undefined;
    let candidates = [items, mirrored(items, h, this.tags)];
    for (const { el, place } of asks)
      candidates = [
        ...candidates,
        ...candidates.flatMap((c) => {
          const moved = restacked(c, h, this.tags, indices[el], place);
          return moved ? [moved] : [];
        }),
      ];
    for (const c of candidates) {
      const honoured = asks.every(({ el, place }) => {
        const b = unionBox(
          indices[el].map((i) => c[i]!),
          this.tags,
        );
        return b !== undefined && inPlace(b, h, place);
      });
      if (!honoured) continue;
      const layout = panelLayout('front', w, h, c, this.tags);
      const inside = [...layout.texts.map((t) => t.ink), ...layout.marks.map((m) => m.box)].every(
        (b) => b.x >= -0.5 && b.y >= -0.5 && b.x + b.w <= w + 0.5 && b.y + b.h <= h + 0.5,
      );
      if (inside && layoutFaults(layout).length <= faults) return [c, layout];
    }
    return undefined;
  }

  /** Pack details drawn over the panel just composed: recorded as shapes painted after its text. */
  overlay(items: Item[]): void {
    const last = this.panels[this.panels.length - 1];
    if (last) this.panels[this.panels.length - 1] = withOverlay(last, items);
  }

  /** Marks an item for the layout record (untagged items count as decorative shapes). */
  tag<T extends Item>(item: T, tag: ItemTag): T {
    this.tags.set(item, tag);
    return item;
  }

  /** A fitted text block drawn rotated or moved: recorded with the ink where it lands. */
  placedText(t: FittedText, path: Path, fill: string, angle = 0): Item {
    this.texts.push(t);
    const deg = ((((angle * 180) / Math.PI) % 180) + 180) % 180;
    const turn = Math.round(Math.min(deg, 180 - deg));
    return this.tag({ kind: 'path', d: path, fill }, { kind: 'text', text: t, placed: bbox(path), turn });
  }

  // ---- building blocks ----

  text(spec: Omit<TextSpec, 'font'> & { font?: FontKey }, box: Box, fill: string, opacity?: number): Item[] {
    if (!spec.text.trim() || box.w < 2 || box.h < 2) return [];
    const t = fitText({ font: this.doc.typography.display, ...spec }, box);
    this.texts.push(t);
    return [this.tag({ kind: 'path', d: t.path, fill, opacity }, { kind: 'text', text: t })];
  }

  brand(
    box: Box,
    fill: string,
    maxLines = 3,
    align: 'start' | 'middle' | 'end' = 'middle',
    font?: FontKey,
  ): Item[] {
    const ty = this.doc.typography;
    const k = this.scaleOf.brand;
    const b = {
      x: box.x - (box.w * (k - 1)) / 2,
      y: box.y - (box.h * (k - 1)) / 2,
      w: box.w * k,
      h: box.h * k,
    };
    return this.text(
      {
        text: this.doc.text.brand,
        font: font ?? ty.display,
        upper: ty.upper,
        tracking: ty.tracking,
        maxSize: b.h,
        maxLines,
        lineHeight: 0.98,
        align,
      },
      b,
      fill,
    );
  }

  small(
    text: string,
    box: Box,
    fill: string,
    opts: {
      upper?: boolean;
      tracking?: number;
      font?: FontKey;
      align?: 'start' | 'middle' | 'end';
      maxLines?: number;
    } = {},
  ): Item[] {
    return this.text(
      {
        text,
        font: opts.font ?? this.doc.typography.body,
        upper: opts.upper ?? true,
        tracking: opts.tracking ?? 0.14,
        maxSize: box.h,
        maxLines: opts.maxLines ?? 1,
        align: opts.align ?? 'middle',
      },
      box,
      fill,
    );
  }

  accentText(text: string, box: Box, fill: string, align: 'start' | 'middle' | 'end' = 'middle'): Item[] {
    return this.text(
      {
        text,
        font: this.doc.typography.accent,
        upper: false,
        maxSize: box.h,
        maxLines: 2,
        align,
        lineHeight: 1.05,
      },
      box,
      fill,
    );
  }

  /** Brand symbol: uploaded logo, else the chosen icon, else a monogram disc. */
  symbol(cx: number, cy: number, size0: number, fill: string, bg?: string): Item[] {
    const items = this.symbolDrawn(cx, cy, size0 * this.scaleOf.symbol, fill, bg);
    for (const it of items) this.symbolItems.add(it);
    return items;
  }

  private symbolDrawn(cx: number, cy: number, size: number, fill: string, bg?: string): Item[] {
    if (size < 3) return [];
    const mark = { kind: 'mark' } as const;
    if (this.art.logo)
      return [
        this.tag(
          { kind: 'image', href: this.art.logo, x: cx - size / 2, y: cy - size / 2, w: size, h: size },
          mark,
        ),
      ];
    if (this.doc.symbol)
      return [this.tag({ kind: 'path', d: placeIcon(this.doc.symbol, cx, cy, size), fill }, mark)];
    const letter = this.doc.text.brand.trim().charAt(0).toUpperCase() || 'P';
    const out: Item[] = [this.tag({ kind: 'path', d: circle(cx, cy, size / 2), fill }, mark)];
    for (const it of this.text(
      { text: letter, font: this.doc.typography.display, maxSize: size * 0.6 },
      { x: cx - size * 0.3, y: cy - size * 0.3, w: size * 0.6, h: size * 0.6 },
      bg ?? this.p.paper,
    ))
      out.push(this.tag(it, { kind: 'mark-part' }));
    return out;
  }

  /** Hero illustration: uploaded artwork, else the symbol icon large. */
  hero(cx: number, cy: number, size: number, fill: string): Item[] {
    const items = this.heroDrawn(cx, cy, size, fill);
    for (const it of items) this.heroItems.add(it);
    return items;
  }

  private heroDrawn(cx: number, cy: number, size: number, fill: string): Item[] {
    const mark = { kind: 'mark' } as const;
    if (this.art.artwork)
      return [
        this.tag(
          {
            kind: 'image',
            href: this.art.artwork,
            x: cx - size / 2,
            y: cy - size / 2,
            w: size,
            h: size,
            preserve: 'xMidYMid meet',
          },
          mark,
        ),
      ];
    return [this.tag({ kind: 'path', d: placeIcon(this.doc.symbol || 'star', cx, cy, size), fill }, mark)];
  }

  pill(text: string, cx: number, cy: number, maxW: number, h: number, bg: string, fg: string): Item[] {
    if (!text.trim()) return [];
    const pad = h * 0.55;
    const t = fitText(
      { text, font: this.doc.typography.body, upper: true, tracking: 0.12, maxSize: h * 0.46 },
      { x: cx - maxW / 2 + pad, y: cy - h * 0.3, w: maxW - 2 * pad, h: h * 0.6 },
    );
    this.texts.push(t);
    const bw = Math.min(maxW, t.ink.w + pad * 2);
    return [
      { kind: 'path', d: roundRect(cx - bw / 2, cy - h / 2, bw, h, h / 2), fill: bg },
      this.tag({ kind: 'path', d: t.path, fill: fg }, { kind: 'text', text: t }),
    ];
  }

  ribbon(text: string, cx: number, cy: number, w: number, h: number, bg: string, fg: string): Item[] {
    if (!text.trim()) return [];
    const n = h * 0.35;
    const d = polygon([
      [cx - w / 2 - n, cy - h / 2],
      [cx + w / 2 + n, cy - h / 2],
      [cx + w / 2, cy],
      [cx + w / 2 + n, cy + h / 2],
      [cx - w / 2 - n, cy + h / 2],
      [cx - w / 2, cy],
    ]);
    return [
      { kind: 'path', d, fill: bg },
      ...this.small(text, { x: cx - w / 2 + n * 0.4, y: cy - h * 0.28, w: w - n * 0.8, h: h * 0.56 }, fg, {
        tracking: 0.1,
      }),
    ];
  }

  rule(x: number, y: number, w: number, t: number, fill: string): Item {
    return { kind: 'path', d: rect(x, y - t / 2, w, t), fill };
  }

  footer(w: number, h: number, m: number, fill: string): Item[] {
    const parts = [this.doc.text.netContent, ...this.doc.text.claims.slice(0, 2)].filter(Boolean);
    if (!parts.length) return [];
    return this.small(parts.join('  ·  '), { x: m, y: h - m - h * 0.045, w: w - 2 * m, h: h * 0.045 }, fill, {
      tracking: 0.1,
    });
  }

  // ---- faces ----

  private front(w: number, h: number): Item[] {
    const ar = w / h;
    if (ar > WIDE) return this.wide(w, h);
    const f = LAYOUT_FNS[this.doc.layout];
    return f(this, w, h);
  }

  /** Very wide panels (flow wraps, tape, bands): symbol, brand and variant side by side. */
  private wide(w: number, h: number): Item[] {
    const m = h * 0.12;
    const out: Item[] = [];
    const p = this.p;
    const ink = this.ink;
    const L = this.doc.layout;
    if (L === 'band' || L === 'split' || L === 'minimal')
      out.push({ kind: 'path', d: rect(w * 0.24, 0, w * 0.52, h), fill: p.primary });
    const brandFill = L === 'band' || L === 'split' || L === 'minimal' ? inkOn(p.primary, p.paper) : ink;
    out.push(...this.symbol(w * 0.12, h / 2, h * 0.5, ink, this.groundColour));
    out.push(...this.brand({ x: w * 0.27, y: m + h * 0.06, w: w * 0.46, h: h * 0.5 }, brandFill, 1));
    out.push(
      ...this.small(
        this.doc.text.descriptor,
        { x: w * 0.27, y: h * 0.7, w: w * 0.46, h: h * 0.11 },
        brandFill,
      ),
    );
    out.push(
      ...this.small(this.doc.text.variant, { x: w * 0.78, y: h * 0.38, w: w * 0.19, h: h * 0.16 }, ink, {
        maxLines: 2,
      }),
    );
    out.push(
      ...this.small(this.doc.text.netContent, { x: w * 0.78, y: h * 0.66, w: w * 0.19, h: h * 0.09 }, ink),
    );
    return out;
  }

  private back(w: number, h: number): Item[] {
    const m = Math.min(w, h) * 0.08;
    const out: Item[] = [];
    const p = this.p;
    const card = lighten(p.paper, 0.2);
    const cardInk = inkOn(card, p.ink);
    const cx = m;
    const cy = m;
    const cw = w - 2 * m;
    const ch = h - 2 * m;
    out.push({
      kind: 'path',
      d: roundRect(cx, cy, cw, ch, Math.min(cw, ch) * 0.06),
      fill: card,
      opacity: 0.94,
    });
    const pad = Math.min(cw, ch) * 0.08;
    const ix = cx + pad;
    const iw = cw - 2 * pad;
    let y = cy + pad;
    const brandH = Math.min(ch * 0.12, iw * 0.25);
    out.push(...this.brand({ x: ix, y, w: iw, h: brandH }, p.primary, 1, 'start'));
    y += brandH + ch * 0.03;
    if (this.doc.text.descriptor) {
      out.push(
        ...this.small(this.doc.text.descriptor, { x: ix, y, w: iw, h: ch * 0.035 }, cardInk, {
          align: 'start',
        }),
      );
      y += ch * 0.06;
    }
    out.push(this.rule(ix, y, iw, Math.max(0.8, ch * 0.003), p.accent));
    y += ch * 0.035;
    // only the brief's own words: no invented product story when the brief gives none
    const copy = this.doc.text.backCopy || this.doc.text.slogan;
    const bodySize = Math.max(4, Math.min(ch * 0.035, iw * 0.055));
    const barcodeH = ch * 0.16;
    const copyH = Math.max(
      0,
      cy + ch - pad - barcodeH - y - ch * 0.04 - (this.doc.text.claims.length ? ch * 0.16 : 0),
    );
    const para = paragraph(copy, this.doc.typography.body, bodySize, { x: ix, y, w: iw, h: copyH });
    if (para.lines.length) {
      this.texts.push(para);
      out.push(
        this.tag({ kind: 'path', d: para.path, fill: cardInk, opacity: 0.9 }, { kind: 'text', text: para }),
      );
    }
    y += copyH + ch * 0.02;
    const claims = this.doc.text.claims.slice(0, 3);
    if (claims.length) {
      const rowH = (ch * 0.14) / 3;
      claims.forEach((c, i) => {
        out.push({
          kind: 'path',
          d: circle(ix + rowH * 0.25, y + rowH * (i + 0.5), rowH * 0.18),
          fill: p.accent,
        });
        out.push(
          ...this.small(
            c,
            { x: ix + rowH * 0.7, y: y + rowH * i + rowH * 0.22, w: iw - rowH, h: rowH * 0.56 },
            cardInk,
            { align: 'start', tracking: 0.06 },
          ),
        );
      });
    }
    // barcode and recycling mark
    const by = cy + ch - pad - barcodeH;
    const bw = Math.min(iw * 0.5, barcodeH * 1.6);
    out.push({ kind: 'path', d: roundRect(ix, by, bw, barcodeH, 2), fill: '#FFFFFF' });
    out.push({
      kind: 'path',
      d: barcode(this.doc.seed, ix + bw * 0.08, by + barcodeH * 0.1, bw * 0.84, barcodeH * 0.68),
      fill: '#111111',
    });
    out.push(
      this.tag(
        {
          kind: 'path',
          d: placeIcon('recycle', ix + iw - barcodeH * 0.4, by + barcodeH * 0.5, barcodeH * 0.6),
          fill: cardInk,
          opacity: 0.8,
        },
        { kind: 'mark' },
      ),
    );
    if (this.doc.text.netContent)
      out.push(
        ...this.small(
          this.doc.text.netContent,
          {
            x: ix + bw + iw * 0.05,
            y: by + barcodeH * 0.35,
            w: iw - bw - barcodeH * 0.9 - iw * 0.05,
            h: barcodeH * 0.3,
          },
          cardInk,
        ),
      );
    return out;
  }

  private side(w: number, h: number): Item[] {
    const out: Item[] = [];
    const m = Math.min(w, h) * 0.12;
    if (h > w * 1.3) {
      // brand running up the side
      const ang = -Math.PI / 2;
      const t = fitText(
        {
          text: this.doc.text.brand,
          font: this.doc.typography.display,
          upper: this.doc.typography.upper,
          tracking: this.doc.typography.tracking,
          maxSize: w * 0.5,
        },
        { x: 0, y: 0, w: h * 0.62, h: w * 0.5 },
      );
      const cx = w / 2;
      const cy = h * 0.45;
      out.push(this.placedText(t, rotatedAbout(t, cx, cy, ang), this.ink, ang));
      out.push(...this.symbol(w / 2, h * 0.88, Math.min(w * 0.45, h * 0.1), this.ink, this.groundColour));
    } else {
      out.push(...this.symbol(w / 2, h * 0.34, Math.min(w, h) * 0.3, this.ink, this.groundColour));
      out.push(...this.brand({ x: m, y: h * 0.56, w: w - 2 * m, h: h * 0.2 }, this.ink, 1));
      out.push(
        ...this.small(this.doc.text.descriptor, { x: m, y: h * 0.8, w: w - 2 * m, h: h * 0.07 }, this.ink),
      );
    }
    return out;
  }

  /**
   * Lids: symbol and brand side by side on one line. Lids are seen foreshortened, so a stacked
   * lockup would squash the gap between icon and name to nothing.
   */
  private top(w: number, h: number): Item[] {
    const s = Math.min(w, h);
    const size = s * 0.17;
    const gap = size * 0.45;
    const cy = h / 2;
    const ty = this.doc.typography;
    const t = fitText(
      {
        text: this.doc.text.brand,
        font: ty.display,
        upper: ty.upper,
        tracking: ty.tracking,
        maxSize: size * 0.8,
        maxLines: 1,
        align: 'start',
      },
      { x: 0, y: 0, w: w * 0.68 - size - gap, h: size * 0.8 },
    );
    if (!t.lines.length) return this.symbol(w / 2, cy, size, this.ink, this.groundColour);
    // Placed by its box, not its ink: a new brand name changes only the pixels in that box.
    const x0 = (w - (size + gap + t.box.w)) / 2;
    const shift = translate(x0 + size + gap - t.box.x, cy - (t.box.y + t.box.h / 2));
    const out = this.symbol(x0 + size / 2, cy, size, this.ink, this.groundColour);
    out.push(this.placedText(t, transformPath(t.path, shift), this.ink));
    return out;
  }
}

export function groundColourFor(layout: Layout, p: Palette): string {
  return p[groundRoleFor(layout)];
}

/** The palette role a layout's label ground is painted in ('the kraft look' recolours this one). */
export function groundRoleFor(layout: Layout): 'paper' | 'secondary' | 'primary' {
  switch (layout) {
    case 'band':
    case 'split':
    case 'minimal':
      return 'paper';
    case 'illustrated':
      return 'secondary';
    default:
      return 'primary';
  }
}

function barcode(seed: number, x: number, y: number, w: number, h: number): Path {
  const rng = new Rng(`barcode:${seed}`);
  let d: Path = [];
  const n = 46;
  const unit = w / (n * 1.6);
  let cx = x;
  for (let i = 0; i < n && cx < x + w; i++) {
    const bw = unit * rng.int(1, 3) * 0.6;
    if (i % 2 === 0) d = d.concat(rect(cx, y, bw, h * (i < 2 || i > n - 3 ? 1 : 0.9)));
    cx += bw + unit * 0.5;
  }
  return d;
}

type LayoutFn = (d: Designer, w: number, h: number) => Item[];

const margin = (w: number, h: number) => Math.min(w, h) * 0.08;
/** Fronts wider than this lay out side by side (`wide`): there is no top or bottom to move to. */
const WIDE = 2.3;

const LAYOUT_FNS: Record<Layout, LayoutFn> = {
  /** Big stacked brand, descriptor above, variant pill, accent disc behind. */
  'hero-type': (d, w, h) => {
    const p = d.doc.palette;
    const m = margin(w, h);
    const out: Item[] = [];
    out.push(...d.small(d.doc.text.descriptor, { x: m, y: h * 0.1, w: w - 2 * m, h: h * 0.05 }, d.ink));
    if (d.doc.text.descriptor) out.push(d.rule(w * 0.35, h * 0.18, w * 0.3, Math.max(1, h * 0.006), d.ink));
    // an asked symbol place (emphasis.at) draws the symbol there, taking room from the brand
    const sym = d.doc.emphasis?.at?.symbol;
    const s = Math.min(w, h) * (sym === 'bottom' ? 0.11 : 0.13);
    const [by, bh] =
      sym === 'top'
        ? [h * 0.22 + s * 1.3, h * 0.38 - s * 1.3]
        : sym === 'middle'
          ? [h * 0.22, h * 0.28 - s * 0.8]
          : sym === 'bottom'
            ? [h * 0.22, h * 0.3]
            : [h * 0.22, h * 0.38];
    if (sym)
      out.push(
        ...d.symbol(
          w / 2,
          sym === 'top' ? h * 0.22 + s / 2 : sym === 'middle' ? h * 0.5 : h * 0.6,
          s,
          d.ink,
          d.groundColour,
        ),
      );
    out.push(...d.brand({ x: m, y: by, w: w - 2 * m, h: bh }, d.ink, 3));
    out.push(
      ...d.pill(d.doc.text.variant, w / 2, h * 0.7, w - 2 * m, h * 0.075, p.paper, inkOn(p.paper, p.primary)),
    );
    out.push(
      ...d.accentText(d.doc.text.slogan, { x: m * 1.5, y: h * 0.78, w: w - 3 * m, h: h * 0.07 }, d.ink),
    );
    out.push(...d.footer(w, h, m, d.ink));
    // an accent roundel carrying the symbol, whole and in the roomiest free spot: never half
    // under a word, never cropped into a stray blob by the panel edge
    const taken = out.map(itemBox);
    let best = { x: 0, y: 0, r: 0 };
    for (const [fx, fy] of [
      [0.8, 0.78],
      [0.2, 0.78],
      [0.84, 0.5],
      [0.16, 0.5],
    ] as const) {
      const x = w * fx;
      const y = h * fy;
      const edge = Math.min(x, w - x, y, h - y) - m * 0.5;
      const r = Math.min(clearRadius(x, y, Math.min(w, h) * 0.2, taken, m * 0.5), edge);
      if (r > best.r) best = { x, y, r };
    }
    // too small to read as a roundel: a stray dot looks like an error, so leave the space empty;
    // a symbol drawn in an asked place is not repeated in a roundel
    if (!sym && best.r > Math.min(w, h) * 0.11) {
      out.push({ kind: 'path', d: circle(best.x, best.y, best.r), fill: p.accent });
      out.push(...d.hero(best.x, best.y, best.r * 1.1, inkOn(p.accent, p.paper)));
    }
    return out;
  },
  /** Patterned paper ground, solid band across the middle holding the brand. */
  band: (d, w, h) => {
    const p = d.doc.palette;
    const m = margin(w, h);
    const out: Item[] = [];
    const by = h * 0.34;
    const bh = h * 0.32;
    const onBand = inkOn(p.primary, p.paper);
    out.push({ kind: 'path', d: rect(-2, by, w + 4, bh), fill: p.primary });
    out.push(d.rule(-2, by - h * 0.012, w + 4, h * 0.008, p.accent));
    out.push(d.rule(-2, by + bh + h * 0.012, w + 4, h * 0.008, p.accent));
    out.push(...d.symbol(w / 2, h * 0.2, Math.min(w, h) * 0.16, p.primary, p.paper));
    out.push(...d.brand({ x: m, y: by + bh * 0.16, w: w - 2 * m, h: bh * 0.5 }, onBand, 2));
    out.push(
      ...d.small(
        d.doc.text.descriptor,
        { x: m * 1.5, y: by + bh * 0.72, w: w - 3 * m, h: bh * 0.13 },
        onBand,
      ),
    );
    const under = inkOn(d.groundColour, p.primary);
    out.push(
      ...d.small(d.doc.text.variant, { x: m, y: h * 0.72, w: w - 2 * m, h: h * 0.06 }, under, {
        font: d.doc.typography.display,
        tracking: 0.04,
      }),
    );
    out.push(...d.accentText(d.doc.text.slogan, { x: m, y: h * 0.8, w: w - 2 * m, h: h * 0.07 }, under));
    out.push(...d.footer(w, h, m, under));
    return out;
  },
  /** Circular badge with text on the ring, ribbon for the variant. */
  badge: (d, w, h) => {
    const p = d.doc.palette;
    const out: Item[] = [];
    const m = margin(w, h);
    const R = Math.min(w * 0.42, h * 0.3);
    const cx = w / 2;
    const cy = h * 0.42;
    const inside = p.paper;
    const insideInk = inkOn(inside, p.primary);
    out.push({ kind: 'path', d: circle(cx, cy + R * 0.04, R * 1.02), fill: '#000000', opacity: 0.12 });
    out.push({ kind: 'path', d: circle(cx, cy, R), fill: inside });
    out.push({ kind: 'path', d: ring(cx, cy, R * 0.93, R * 0.9), fill: p.accent });
    out.push({ kind: 'path', d: ring(cx, cy, R * 0.7, R * 0.685), fill: p.accent });
    const ringText = (d.doc.text.descriptor || d.doc.text.slogan || d.doc.text.brand).toUpperCase();
    const fontSize = R * 0.1;
    const rt = fitText(
      { text: ringText, font: d.doc.typography.body, maxSize: fontSize, tracking: 0.18 },
      { x: 0, y: 0, w: R * 1.9, h: fontSize * 1.4 },
    );
    d.texts.push({
      ...rt,
      box: { x: cx - R, y: cy - R, w: 2 * R, h: 2 * R },
      ink: { x: cx - R, y: cy - R, w: 2 * R, h: 2 * R },
    });
    out.push(...textRing(d, ringText, rt.size, cx, cy, R * 0.8, insideInk));
    out.push(...d.symbol(cx, cy - R * 0.36, R * 0.3, p.primary, inside));
    out.push(...d.brand({ x: cx - R * 0.64, y: cy - R * 0.16, w: R * 1.28, h: R * 0.44 }, insideInk, 2));
    out.push({ kind: 'path', d: star(cx, cy + R * 0.44, R * 0.05), fill: p.accent });
    out.push(
      ...d.ribbon(
        d.doc.text.variant,
        cx,
        cy + R + h * 0.07,
        Math.min(w - 4 * m, R * 2.1),
        h * 0.07,
        p.accent,
        inkOn(p.accent, p.paper),
      ),
    );
    // the slogan sits between the ribbon and the footer line
    const sy = cy + R + h * 0.115;
    const sh = Math.min(h * 0.07, h - m - h * 0.055 - sy);
    out.push(...d.accentText(d.doc.text.slogan, { x: m, y: sy, w: w - 2 * m, h: sh }, d.ink));
    out.push(...d.footer(w, h, m, d.ink));
    return out;
  },
  /** Diagonal colour block with left-aligned brand and a large cropped illustration. */
  split: (d, w, h) => {
    const p = d.doc.palette;
    const m = margin(w, h);
    const out: Item[] = [];
    // 'brand in the middle' (emphasis.at) deepens the block and brings the brand down with it
    const dy = d.doc.emphasis?.at?.brand === 'middle' ? h * 0.12 : 0;
    out.push({
      kind: 'path',
      d: polygon([
        [-2, -2],
        [w + 2, -2],
        [w + 2, h * 0.36 + dy],
        [-2, h * 0.58 + dy],
      ]),
      fill: p.primary,
    });
    const on = inkOn(p.primary, p.paper);
    out.push(
      ...d.small(d.doc.text.descriptor, { x: m, y: h * 0.07 + dy, w: w * 0.8, h: h * 0.045 }, on, {
        align: 'start',
      }),
    );
    // the diagonal leaves the block 0.36 h deep at the right edge: the brand stays above it
    out.push(...d.brand({ x: m, y: h * 0.13 + dy, w: w - 2 * m, h: h * 0.2 }, on, 2, 'start'));
    const under = inkOn(d.groundColour, p.primary);
    out.push(
      ...d.text(
        {
          text: d.doc.text.variant,
          font: d.doc.typography.display,
          maxSize: h * 0.06,
          maxLines: 2,
          align: 'start',
        },
        { x: m, y: h * 0.6 + dy, w: w * 0.36, h: dy ? h * 0.09 : h * 0.12 },
        under,
      ),
    );
    out.push(
      ...d.accentText(
        d.doc.text.slogan,
        dy
          ? { x: m, y: h * 0.82, w: w * 0.4, h: Math.min(h * 0.07, h - m - h * 0.06 - h * 0.82) }
          : { x: m, y: h * 0.8, w: w * 0.4, h: h * 0.08 },
        under,
        'start',
      ),
    );
    out.push(...d.footer(w, h, m, under));
    // illustration disc in the space the copy leaves, below the diagonal
    const hx = w * 0.66;
    const hy = h * 0.68 + dy;
    const r = clearRadius(hx, hy, Math.min(w * 0.62, h * 0.42) * 0.55, out.slice(1).map(itemBox), m * 0.4);
    const edge = Math.min(hy - (h * 0.36 + dy + (h * 0.22 * (w - hx)) / w), h - hy);
    const rr = Math.min(r, edge * 0.9);
    if (rr > Math.min(w, h) * 0.08)
      out.push(
        { kind: 'path', d: circle(hx, hy, rr), fill: p.secondary },
        ...d.hero(hx, hy, rr * 1.42, p.accent),
      );
    return out;
  },
  /** Quiet, premium: small symbol, modest brand, hairline rule, generous space. */
  minimal: (d, w, h) => {
    const p = d.doc.palette;
    const m = margin(w, h) * 1.6;
    const out: Item[] = [];
    const on = inkOn(d.groundColour, p.ink);
    out.push(...d.symbol(w / 2, h * 0.22, Math.min(w, h) * 0.12, p.primary, d.groundColour));
    out.push(...d.brand({ x: m, y: h * 0.33, w: w - 2 * m, h: h * 0.14 }, on, 2));
    out.push(d.rule(w / 2 - w * 0.08, h * 0.52, w * 0.16, Math.max(0.8, h * 0.003), p.primary));
    out.push(
      ...d.small(d.doc.text.descriptor, { x: m, y: h * 0.56, w: w - 2 * m, h: h * 0.035 }, on, {
        tracking: 0.28,
      }),
    );
    if (d.doc.text.variant) {
      out.push({ kind: 'path', d: circle(w / 2, h * 0.71, h * 0.012), fill: p.accent });
      out.push(
        ...d.small(d.doc.text.variant, { x: m, y: h * 0.74, w: w - 2 * m, h: h * 0.04 }, on, {
          tracking: 0.2,
        }),
      );
    }
    out.push(...d.footer(w, h, m, on));
    return out;
  },
  /** Deep ground, double frame in the accent, centred serif and script slogan. */
  frame: (d, w, h) => {
    const p = d.doc.palette;
    const m = margin(w, h);
    const out: Item[] = [];
    const gold = p.accent;
    const t = Math.max(1, Math.min(w, h) * 0.008);
    const outer = roundRect(m, m, w - 2 * m, h - 2 * m, 0);
    const inner = roundRect(m + t * 3, m + t * 3, w - 2 * m - t * 6, h - 2 * m - t * 6, 0);
    out.push({ kind: 'path', d: frameOutline(outer, t), fill: gold, evenOdd: true });
    out.push({ kind: 'path', d: frameOutline(inner, t * 0.5), fill: gold, evenOdd: true });
    for (const [x, y] of [
      [m, m],
      [w - m, m],
      [m, h - m],
      [w - m, h - m],
    ] as [number, number][])
      out.push({
        kind: 'path',
        d: polygon([
          [x, y - t * 5],
          [x + t * 5, y],
          [x, y + t * 5],
          [x - t * 5, y],
        ]),
        fill: gold,
      });
    const im = m + t * 10;
    out.push(...d.symbol(w / 2, h * 0.2, Math.min(w, h) * 0.13, gold, d.groundColour));
    out.push(
      ...d.small(d.doc.text.descriptor, { x: im, y: h * 0.3, w: w - 2 * im, h: h * 0.035 }, gold, {
        tracking: 0.3,
      }),
    );
    out.push(...d.brand({ x: im, y: h * 0.36, w: w - 2 * im, h: h * 0.2 }, d.ink, 2));
    out.push(d.rule(w * 0.3, h * 0.6, w * 0.4, t * 0.7, gold));
    // on short panels the frame eats the bottom: variant and slogan move up above the net content
    const netY = h - im - h * 0.035;
    const variantY = Math.min(h * 0.76, netY - h * 0.055);
    const sloganH = Math.min(h * 0.08, variantY - h * 0.645);
    out.push(...d.accentText(d.doc.text.slogan, { x: im, y: h * 0.63, w: w - 2 * im, h: sloganH }, gold));
    out.push(
      ...d.small(d.doc.text.variant, { x: im, y: variantY, w: w - 2 * im, h: h * 0.04 }, d.ink, {
        tracking: 0.24,
      }),
    );
    out.push(
      ...d.small(d.doc.text.netContent, { x: im, y: netY, w: w - 2 * im, h: h * 0.03 }, gold, {
        tracking: 0.2,
      }),
    );
    return out;
  },
  /** Light patterned ground, big illustrated disc, playful brand and variant pill. */
  illustrated: (d, w, h) => {
    const p = d.doc.palette;
    const m = margin(w, h);
    const out: Item[] = [];
    const s = Math.min(w * 0.7, h * 0.38);
    const cy = h * 0.3;
    out.push({ kind: 'path', d: circle(w / 2, cy, s * 0.55), fill: p.accent });
    out.push({ kind: 'path', d: ring(w / 2, cy, s * 0.6, s * 0.57), fill: p.primary, opacity: 0.6 });
    out.push(...d.hero(w / 2, cy, s * 0.72, inkOn(p.accent, p.paper)));
    out.push(...d.brand({ x: m, y: h * 0.53, w: w - 2 * m, h: h * 0.17 }, p.primary, 2));
    out.push(
      ...d.pill(
        d.doc.text.variant,
        w / 2,
        h * 0.81,
        w - 2 * m,
        h * 0.075,
        p.primary,
        inkOn(p.primary, p.paper),
      ),
    );
    out.push(
      ...d.small(
        d.doc.text.descriptor,
        { x: m, y: h * 0.715, w: w - 2 * m, h: h * 0.03 },
        inkOn(d.groundColour, p.ink),
      ),
    );
    out.push(...d.footer(w, h, m, inkOn(d.groundColour, p.ink)));
    return out;
  },
  /**
   * Brand running vertically beside colour stripes. Asked places (emphasis.at) move the brand along
   * its column, the small copy to the top when the brand goes to the bottom, and bring the symbol in.
   */
  vertical: (d, w, h) => {
    const p = d.doc.palette;
    const m = margin(w, h);
    const out: Item[] = [];
    const sw = w * 0.07;
    [p.accent, p.secondary, p.paper].forEach((c, i) => {
      out.push({ kind: 'path', d: rect(m + i * sw * 1.25, -2, sw, h + 4), fill: c });
    });
    const bx = m + sw * 3.9;
    const bw = w - bx - m;
    const at = d.doc.emphasis?.at ?? {};
    const copyY = at.brand === 'bottom' ? h * 0.07 : h * 0.8;
    // the column the brand (and an asked symbol) share, clear of the small copy
    let [a, b] = at.brand === 'bottom' ? [h * 0.22, h - m] : [h * 0.09, h * 0.76];
    if (at.symbol) {
      const size = Math.min(bw * 0.7, h * 0.1);
      const gap = size * 0.4;
      const sy = at.symbol === 'top' ? a + size / 2 : at.symbol === 'bottom' ? b - size / 2 : (a + b) / 2;
      out.push(...d.symbol(bx + bw / 2, sy, size, p.primary, d.groundColour));
      if (at.symbol === 'top') a += size + gap;
      else if (at.symbol === 'bottom') b -= size + gap;
      else if (at.brand === 'bottom') a = sy + size / 2 + gap;
      else b = sy - size / 2 - gap;
    }
    const long =
      at.brand === 'top' || at.brand === 'bottom' ? Math.min(b - a, h * 0.55) : at.symbol ? b - a : h * 0.66;
    const t = fitText(
      {
        text: d.doc.text.brand,
        font: d.doc.typography.display,
        upper: d.doc.typography.upper,
        tracking: d.doc.typography.tracking,
        maxSize: bw * 0.95,
        maxLines: 2,
        lineHeight: 0.95,
      },
      { x: 0, y: 0, w: long, h: bw * 0.9 },
    );
    const cy =
      at.brand === 'top'
        ? a + t.ink.w / 2
        : at.brand === 'bottom'
          ? b - t.ink.w / 2
          : at.symbol
            ? (a + b) / 2
            : h * 0.42;
    out.push(d.placedText(t, rotatedAbout(t, bx + bw / 2, cy, -Math.PI / 2), d.ink, -Math.PI / 2));
    out.push(
      ...d.small(d.doc.text.descriptor, { x: bx, y: copyY, w: bw, h: h * 0.035 }, d.ink, {
        align: 'start',
      }),
    );
    out.push(
      ...d.text(
        {
          text: d.doc.text.variant,
          font: d.doc.typography.accent,
          maxSize: h * 0.06,
          maxLines: 2,
          align: 'start',
        },
        { x: bx, y: copyY + h * 0.05, w: bw, h: h * 0.08 },
        p.accent,
      ),
    );
    return out;
  },
};

function star(cx: number, cy: number, r: number): Path {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return polygon(pts);
}

function frameOutline(outer: Path, t: number): Path {
  // rectangle outline of thickness t from the rect path's bbox
  const xs = outer.filter((c) => c.t !== 'Z').map((c) => (c as { x: number }).x);
  const ys = outer.filter((c) => c.t !== 'Z').map((c) => (c as { y: number }).y);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const x1 = Math.max(...xs);
  const y1 = Math.max(...ys);
  return [...rect(x0, y0, x1 - x0, y1 - y0), ...rect(x0 + t, y0 + t, x1 - x0 - 2 * t, y1 - y0 - 2 * t)];
}

function textRing(
  d: Designer,
  text: string,
  size: number,
  cx: number,
  cy: number,
  r: number,
  fill: string,
): Item[] {
  // imported lazily to keep fonts.ts the single place that shapes glyphs
  const path = textOnCircleCached(d.doc.typography.body, text, size, cx, cy, r);
  const ringText = d.texts[d.texts.length - 1]!;
  return [d.tag({ kind: 'path', d: path, fill }, { kind: 'ring-text', text: ringText })];
}

import { textOnCircle } from '../scene/fonts.ts';

function textOnCircleCached(
  font: FontKey,
  text: string,
  size: number,
  cx: number,
  cy: number,
  r: number,
): Path {
  return textOnCircle(font, text, size, cx, cy, r + size * 0.35, 0, false, 0.18);
}

export const _internal = { luminance, ellipse };

/** A fitted block's outlines centred on (cx, cy) and turned by `angle`. */
function rotatedAbout(t: FittedText, cx: number, cy: number, angle: number): Path {
  const moved = transformPath(t.path, translate(cx - (t.ink.x + t.ink.w / 2), cy - (t.ink.y + t.ink.h / 2)));
  return transformPath(moved, rotate(angle, cx, cy));
}

/** The same words whatever their case (a brand set in capitals is still the brand). */
const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
