import { inkOn, lighten } from '../color.ts';
import type { LogoDocument } from '../document/design-document.ts';
import { measure, textOnCircle } from '../scene/fonts.ts';
import { placeIcon } from '../scene/icons.ts';
import {
  circle,
  type Path,
  polygon,
  rect,
  regular,
  ring,
  roundRect,
  smoothClosed,
  transformPath,
} from '../scene/path.ts';
import { type Item, plainItem } from '../scene/surface.ts';
import { Svg } from '../scene/svg.ts';
import { type Box, type FittedText, fitText } from '../scene/text.ts';
import type { SceneResult } from './packaging-scene.ts';

const C = 1024;

function containerPath(kind: LogoDocument['symbol']['container'], cx: number, cy: number, r: number): Path {
  switch (kind) {
    case 'circle':
      return circle(cx, cy, r);
    case 'rounded':
      return roundRect(cx - r, cy - r, 2 * r, 2 * r, r * 0.32);
    case 'hexagon':
      return regular(cx, cy, r * 1.08, 6, -Math.PI / 2);
    case 'diamond':
      return regular(cx, cy, r * 1.2, 4, -Math.PI / 2);
    case 'shield':
      return smoothClosed(
        [
          [cx - r, cy - r * 0.95],
          [cx, cy - r * 1.1],
          [cx + r, cy - r * 0.95],
          [cx + r * 0.92, cy + r * 0.2],
          [cx, cy + r * 1.12],
          [cx - r * 0.92, cy + r * 0.2],
        ],
        0.5,
      );
    default:
      return [];
  }
}

/** Logo documents → a centred mark on a clean background. */
export function buildLogoScene(doc: LogoDocument): SceneResult {
  const svg = new Svg('l');
  const texts: FittedText[] = [];
  const p = doc.palette;
  const items: Item[] = [{ kind: 'path', d: rect(0, 0, C, C), fill: doc.background.colour }];
  const ty = doc.typography;
  const ink = inkOn(doc.background.colour, p.primary, 3);
  // emphasis: the mark and the name drawn a step bigger or smaller than the lockup's own
  const se = 1 + 0.14 * (doc.emphasis?.symbol ?? 0);
  const be = 1 + 0.12 * (doc.emphasis?.brand ?? 0);
  const grown = (b: Box): Box => ({
    x: b.x - (b.w * (be - 1)) / 2,
    y: b.y - (b.h * (be - 1)) / 2,
    w: b.w * be,
    h: b.h * be,
  });
  const text = (
    t: string,
    box: Box,
    fill: string,
    font = ty.display,
    upper = ty.upper,
    tracking = ty.tracking,
    maxLines = 2,
  ) => {
    if (!t.trim()) return;
    const f = fitText({ text: t, font, upper, tracking, maxSize: box.h, maxLines, lineHeight: 0.98 }, box);
    texts.push(f);
    items.push({ kind: 'path', d: f.path, fill });
  };
  const symbol = (cx: number, cy: number, r: number, onContainer: boolean) => {
    const cont = doc.symbol.container;
    const fillC = p.primary;
    let glyph = inkOn(fillC, p.paper);
    if (cont !== 'none' && onContainer)
      items.push({ kind: 'path', d: containerPath(cont, cx, cy, r), fill: fillC });
    else glyph = p.primary;
    if (cont !== 'none' && onContainer && cont === 'circle')
      items.push({ kind: 'path', d: ring(cx, cy, r * 0.9, r * 0.87), fill: p.accent });
    const size = cont === 'none' || !onContainer ? r * 2 : r * 1.15;
    if (doc.symbol.type === 'icon')
      items.push({
        kind: 'path',
        d: placeIcon(doc.symbol.icon || 'star', cx, cy, size),
        fill: cont === 'none' ? p.primary : glyph,
      });
    else if (doc.symbol.type === 'monogram') {
      const letters = doc.symbol.letters || doc.text.brand.charAt(0).toUpperCase();
      text(
        letters,
        { x: cx - size * 0.38, y: cy - size * 0.32, w: size * 0.76, h: size * 0.64 },
        cont === 'none' ? p.primary : glyph,
        ty.display,
        true,
        0,
        1,
      );
    }
  };
  const tagline = doc.text.tagline;
  switch (doc.lockup) {
    case 'horizontal': {
      const r = 120 * se;
      const sx = 130 + r;
      symbol(sx, C / 2, r, true);
      const x0 = sx + r + 50;
      const bh = (tagline ? 150 : 200) * be;
      text(
        doc.text.brand,
        { x: x0, y: C / 2 + (tagline ? 40 : 90) - bh, w: C - x0 - 80, h: bh },
        ink,
        ty.display,
        ty.upper,
        ty.tracking,
        2,
      );
      if (tagline)
        text(tagline, { x: x0, y: C / 2 + 62, w: C - x0 - 80, h: 38 }, p.accent, ty.body, true, 0.16, 1);
      // left-align the brand block with the tagline
      break;
    }
    case 'stacked': {
      symbol(C / 2, 350 + 150 * (1 - se), 150 * se, true);
      text(doc.text.brand, grown({ x: 130, y: 560, w: C - 260, h: 170 }), ink);
      if (tagline) text(tagline, { x: 200, y: 760, w: C - 400, h: 40 }, p.accent, ty.body, true, 0.18, 1);
      break;
    }
    case 'badge': {
      const R = 380;
      const cx = C / 2;
      const cy = C / 2;
      items.push({ kind: 'path', d: circle(cx, cy, R), fill: p.primary });
      items.push({ kind: 'path', d: ring(cx, cy, R * 0.94, R * 0.92), fill: p.accent });
      items.push({ kind: 'path', d: ring(cx, cy, R * 0.66, R * 0.645), fill: p.accent });
      const on = inkOn(p.primary, p.paper);
      const ringTxt = doc.text.brand.toUpperCase();
      const maxArcW = Math.PI * R * 0.78 * 0.9;
      let size = 58;
      const w1 = measure(ty.body, ringTxt, size, 0.2);
      if (w1 > maxArcW) size *= maxArcW / w1;
      items.push({
        kind: 'path',
        d: textOnCircle(ty.body, ringTxt, size, cx, cy, R * 0.72, 0, false, 0.2),
        fill: on,
      });
      texts.push({
        text: ringTxt,
        font: ty.body,
        lines: [ringTxt],
        size,
        box: { x: cx - R, y: cy - R, w: 2 * R, h: 2 * R },
        ink: { x: cx - R, y: cy - R, w: 2 * R, h: 2 * R },
        path: [],
      });
      if (tagline) {
        const t = tagline.toUpperCase();
        let s2 = 36;
        const w2 = measure(ty.body, t, s2, 0.2);
        if (w2 > maxArcW) s2 *= maxArcW / w2;
        items.push({
          kind: 'path',
          d: textOnCircle(ty.body, t, s2, cx, cy, R * 0.72 + s2 * 0.7, Math.PI, true, 0.2),
          fill: on,
        });
      }
      if (doc.symbol.type === 'icon')
        items.push({
          kind: 'path',
          d: placeIcon(doc.symbol.icon || 'star', cx, cy - 40, 250 * se),
          fill: on,
        });
      else
        text(
          doc.symbol.letters || doc.text.brand.charAt(0),
          { x: cx - 140, y: cy - 160, w: 280, h: 240 },
          on,
          ty.display,
          true,
          0,
          1,
        );
      items.push({ kind: 'path', d: rect(cx - 110, cy + 130, 220, 4), fill: p.accent });
      for (const dx of [-1, 1])
        items.push({ kind: 'path', d: regular(cx + dx * R * 0.79, cy, 14, 5), fill: p.accent });
      break;
    }
    case 'emblem': {
      const cx = C / 2;
      const r = 300;
      const cont =
        doc.symbol.container === 'none' || doc.symbol.container === 'circle'
          ? 'shield'
          : doc.symbol.container;
      items.push({ kind: 'path', d: containerPath(cont, cx, 470, r), fill: p.primary });
      items.push({
        kind: 'path',
        d: transformPath(containerPath(cont, 0, 0, r), [0.9, 0, 0, 0.9, cx, 470]),
        fill: 'none',
        stroke: p.accent,
        sw: 6,
      });
      const on = inkOn(p.primary, p.paper);
      if (doc.symbol.type === 'icon')
        items.push({ kind: 'path', d: placeIcon(doc.symbol.icon || 'star', cx, 400, 230 * se), fill: on });
      else
        text(
          doc.symbol.letters || doc.text.brand.charAt(0),
          { x: cx - 120, y: 300, w: 240, h: 200 },
          on,
          ty.display,
          true,
          0,
          1,
        );
      // ribbon banner across the lower part
      const by = 600;
      const bw = 620;
      const bh = 120;
      items.push({
        kind: 'path',
        d: polygon([
          [cx - bw / 2 - 60, by + 20],
          [cx - bw / 2, by + 20],
          [cx - bw / 2, by + bh + 20],
          [cx - bw / 2 - 60, by + bh + 20],
          [cx - bw / 2 - 30, by + bh / 2 + 20],
        ]),
        fill: lighten(p.accent, -0.2),
      });
      items.push({
        kind: 'path',
        d: polygon([
          [cx + bw / 2 + 60, by + 20],
          [cx + bw / 2, by + 20],
          [cx + bw / 2, by + bh + 20],
          [cx + bw / 2 + 60, by + bh + 20],
          [cx + bw / 2 + 30, by + bh / 2 + 20],
        ]),
        fill: lighten(p.accent, -0.2),
      });
      items.push({ kind: 'path', d: rect(cx - bw / 2, by, bw, bh), fill: p.accent });
      text(
        doc.text.brand,
        { x: cx - bw / 2 + 40, y: by + 18, w: bw - 80, h: bh - 36 },
        inkOn(p.accent, p.ink),
        ty.display,
        true,
        ty.tracking,
        1,
      );
      if (tagline) text(tagline, { x: 220, y: 830, w: C - 440, h: 40 }, ink, ty.body, true, 0.18, 1);
      break;
    }
    default: {
      // wordmark with an accent rule and tracked tagline
      text(
        doc.text.brand,
        grown({ x: 110, y: 330, w: C - 220, h: 260 }),
        ink,
        ty.display,
        ty.upper,
        ty.tracking,
        2,
      );
      const last = texts[texts.length - 1];
      const ruleY = (last ? last.ink.y + last.ink.h : 600) + 40;
      items.push({ kind: 'path', d: rect(C / 2 - 80, ruleY, 160, 8), fill: p.accent });
      if (doc.symbol.type === 'icon')
        items.push({
          kind: 'path',
          d: placeIcon(doc.symbol.icon || 'star', C / 2, (last ? last.ink.y : 330) - 80 * se, 90 * se),
          fill: p.accent,
        });
      if (tagline) text(tagline, { x: 220, y: ruleY + 40, w: C - 440, h: 40 }, ink, ty.body, true, 0.22, 1);
    }
  }
  const body = items.map(plainItem).join('');
  return { svg: svg.document(C, C, body, `${doc.text.brand} logo`), texts };
}
