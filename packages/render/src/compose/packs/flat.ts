import { darken, lighten, mix } from '../../color.ts';
import {
  circle,
  ellipse,
  type Matrix,
  multiply,
  type Path,
  type Pt,
  polygon,
  rect,
  ring,
  rotate,
  roundRect,
  smoothClosed,
  transformPath,
  translate,
} from '../../scene/path.ts';
import { CANVAS, FLOOR_Y } from '../../scene/studio.ts';
import { type CylinderSurface, emitItems, type Item, surfaceOutline } from '../../scene/surface.ts';
import { group, pathEl, type Svg } from '../../scene/svg.ts';
import { cylinderShade, materialStops, type PackContext, type PackResult } from './common.ts';

interface FlatShape {
  outline: Path;
  /** Printable area in object coordinates. */
  print: { x: number; y: number; w: number; h: number };
  /** Fill of the object outside the print area; undefined = printed ground. */
  material?: string;
  /** Markup drawn before the body, in object coordinates (handles, discs, cords). */
  under?: string;
  /** Detail items drawn over the artwork (seals, zips, folds). */
  over?: Item[];
  shading: 'pillow' | 'cylinder' | 'paper' | 'fabric' | 'gloss';
  /** Gusset depth shown on the receding side in three-quarter views. */
  depth?: number;
  /** Lies on the table in three-quarter views instead of standing. */
  lies?: boolean;
  /** Clip artwork to this path (defaults to outline). */
  clip?: Path;
}

function zigzagEdge(x0: number, y0: number, x1: number, y1: number, teeth: number, amp: number): Pt[] {
  const pts: Pt[] = [];
  const dx = (x1 - x0) / teeth;
  const dy = (y1 - y0) / teeth;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  for (let i = 0; i <= teeth * 2; i++) {
    const t = i / 2;
    const k = i % 2 ? amp : 0;
    pts.push([x0 + dx * t + nx * k, y0 + dy * t + ny * k]);
  }
  return pts;
}

function crimpLines(x: number, y: number, w: number, h: number, vertical: boolean, n: number): Item {
  let d: Path = [];
  for (let i = 1; i < n; i++) {
    if (vertical) d = d.concat(rect(x + (w * i) / n - 0.4, y, 0.8, h));
    else d = d.concat(rect(x, y + (h * i) / n - 0.4, w, 0.8));
  }
  return { kind: 'path', d, fill: '#000000', opacity: 0.16 };
}

function sealBand(x: number, y: number, w: number, h: number): Item {
  return { kind: 'path', d: rect(x, y, w, h), fill: '#FFFFFF', opacity: 0.1 };
}

function shapeFor(ctx: PackContext, W: number, H: number): FlatShape {
  const p = ctx.template.render.params;
  const fam = ctx.template.render.family;
  const style = String(p.style ?? fam);
  const m = Math.min(W, H);
  switch (fam) {
    case 'pouch': {
      if (style === 'spout') {
        const outline = smoothClosed(
          [
            [0, H * 0.08],
            [W * 0.55, H * 0.08],
            [W * 0.86, H * 0.22],
            [W, H * 0.36],
            [W, H * 0.9],
            [W * 0.94, H],
            [W * 0.06, H],
            [0, H * 0.9],
          ],
          0.35,
        );
        const sx = W * 0.78;
        const sy = H * 0.1;
        const spout = transformPath(
          [
            ...roundRect(-W * 0.06, -H * 0.1, W * 0.12, H * 0.12, 3),
            ...roundRect(-W * 0.09, -H * 0.17, W * 0.18, H * 0.09, 4),
          ],
          multiply(translate(sx, sy), rotate(0.7)),
        );
        return {
          outline,
          print: { x: W * 0.07, y: H * 0.3, w: W * 0.86, h: H * 0.62 },
          under: pathEl(spout, '#E8E4DC', { stroke: '#9A968F', sw: 1 }),
          over: [crimpLines(0, H * 0.93, W, H * 0.07, true, 40)],
          shading: 'pillow',
          depth: W * 0.1,
        };
      }
      if (style === 'juice') {
        const outline = smoothClosed(
          [
            [W * 0.3, H * 0.08],
            [W * 0.7, H * 0.08],
            [W, H * 0.3],
            [W, H * 0.92],
            [W * 0.95, H],
            [W * 0.05, H],
            [0, H * 0.92],
            [0, H * 0.3],
          ],
          0.4,
        );
        const spout = [
          ...roundRect(W * 0.42, -H * 0.02, W * 0.16, H * 0.12, 3),
          ...roundRect(W * 0.38, -H * 0.06, W * 0.24, H * 0.07, 5),
        ];
        return {
          outline,
          print: { x: W * 0.08, y: H * 0.28, w: W * 0.84, h: H * 0.64 },
          under: pathEl(spout, ctx.accent, { stroke: darken(ctx.accent, 0.3), sw: 1 }),
          shading: 'pillow',
          depth: W * 0.08,
        };
      }
      if (style === 'flat') {
        const pts = [
          ...zigzagEdge(0, 0, 0, H, 40, -3).reverse(),
          ...zigzagEdge(0, H, W, H, 30, -3),
          ...zigzagEdge(W, H, W, 0, 40, -3),
        ];
        const outline = polygon([[0, 0], [W, 0], ...pts.reverse()]);
        return {
          outline,
          print: { x: W * 0.07, y: H * 0.1, w: W * 0.86, h: H * 0.84 },
          over: [
            sealBand(0, 0, W, H * 0.07),
            crimpLines(0, H * 0.965, W, H * 0.035, true, 60),
            { kind: 'path', d: circle(W / 2, H * 0.035, H * 0.015), fill: '#000000', opacity: 0.5 },
          ],
          shading: 'pillow',
          lies: false,
        };
      }
      // stand-up pouch
      const outline = smoothClosed(
        [
          [0, 0],
          [W, 0],
          [W, H * 0.5],
          [W * 1.01, H * 0.92],
          [W * 0.94, H],
          [W * 0.06, H],
          [-W * 0.01, H * 0.92],
          [0, H * 0.5],
        ],
        0.25,
      );
      const over: Item[] = [sealBand(0, 0, W, H * 0.06), crimpLines(0, 0, W, H * 0.06, true, 70)];
      if (p.zip) {
        over.push({ kind: 'path', d: rect(0, H * 0.1, W, 2), fill: '#000000', opacity: 0.22 });
        over.push({ kind: 'path', d: rect(0, H * 0.1 + 2, W, 1.2), fill: '#FFFFFF', opacity: 0.35 });
      }
      over.push({
        kind: 'path',
        d: polygon([
          [0, H * 0.07],
          [W * 0.02, H * 0.075],
          [0, H * 0.08],
        ]),
        fill: '#000000',
        opacity: 0.6,
      });
      over.push({
        kind: 'path',
        d: ellipse(W / 2, H * 1.0, W * 0.5, H * 0.05),
        fill: '#000000',
        opacity: 0.1,
      });
      return {
        outline,
        print: { x: W * 0.05, y: H * 0.13, w: W * 0.9, h: H * 0.8 },
        over,
        shading: 'pillow',
        depth: W * 0.12,
      };
    }
    case 'sachet': {
      const e = style === 'stick' ? H * 0.07 : m * 0.09;
      const side = style === 'stick' ? W * 0.1 : e;
      const outline = polygon([
        ...zigzagEdge(0, 0, W, 0, Math.round(W / 6), -3),
        ...zigzagEdge(W, 0, W, H, Math.round(H / 6), -3),
        ...zigzagEdge(W, H, 0, H, Math.round(W / 6), -3),
        ...zigzagEdge(0, H, 0, 0, Math.round(H / 6), -3),
      ]);
      const over: Item[] = [
        sealBand(0, 0, W, e),
        sealBand(0, H - e, W, e),
        crimpLines(0, 0, W, e, true, Math.round(W / 3)),
        crimpLines(0, H - e, W, e, true, Math.round(W / 3)),
      ];
      if (style !== 'stick')
        over.push(sealBand(0, e, side, H - 2 * e), sealBand(W - side, e, side, H - 2 * e));
      if (style === 'tea')
        return {
          outline: roundRect(0, 0, W, H, 3),
          print: { x: W * 0.08, y: H * 0.16, w: W * 0.84, h: H * 0.76 },
          over: [{ kind: 'path', d: rect(0, H * 0.1, W, 1.5), fill: '#000000', opacity: 0.2 }],
          shading: 'paper',
          lies: true,
        };
      return {
        outline,
        print: { x: side, y: e, w: W - 2 * side, h: H - 2 * e },
        over,
        shading: 'pillow',
        lies: true,
      };
    }
    case 'flowwrap': {
      if (style === 'paper') {
        const outline = rect(0, 0, W, H);
        return {
          outline,
          print: { x: W * 0.06, y: 0, w: W * 0.88, h: H },
          over: [
            {
              kind: 'path',
              d: polygon([
                [0, 0],
                [W * 0.06, H * 0.5],
                [0, H],
              ]),
              fill: '#000000',
              opacity: 0.15,
            },
            {
              kind: 'path',
              d: polygon([
                [W, 0],
                [W * 0.94, H * 0.5],
                [W, H],
              ]),
              fill: '#000000',
              opacity: 0.15,
            },
          ],
          shading: 'paper',
          lies: true,
        };
      }
      const e = W * 0.07;
      const top: Pt[] = [];
      const bottom: Pt[] = [];
      for (let i = 0; i <= 20; i++) {
        const x = e + ((W - 2 * e) * i) / 20;
        const b = Math.sin((Math.PI * i) / 20) * H * 0.04;
        top.push([x, -b + H * 0.04]);
        bottom.push([x, H + b - H * 0.04]);
      }
      const left = zigzagEdge(e, H * 0.96, e, H * 0.04, 10, 0).map(
        ([x, y], i) => [x - e + (i % 2 ? 3 : 0), y] as Pt,
      );
      const right = zigzagEdge(W - e, H * 0.04, W - e, H * 0.96, 10, 0).map(
        ([x, y], i) => [x + e - (i % 2 ? 3 : 0), y] as Pt,
      );
      const outline = polygon([...top, ...right, ...bottom.reverse(), ...left]);
      return {
        outline,
        print: { x: e, y: H * 0.04, w: W - 2 * e, h: H * 0.92 },
        over: [
          sealBand(0, 0, e, H),
          sealBand(W - e, 0, e, H),
          crimpLines(0, 0, e, H, true, 12),
          crimpLines(W - e, 0, e, H, true, 12),
        ],
        shading: 'pillow',
        lies: true,
      };
    }
    case 'bag': {
      if (style === 'tote' || style === 'drawstring') {
        const canvas = '#EEE5D3';
        if (style === 'tote') {
          const handle = `<path d="M${W * 0.26} ${H * 0.02} C${W * 0.26} ${-H * 0.55} ${W * 0.74} ${-H * 0.55} ${W * 0.74} ${H * 0.02}" fill="none" stroke="${darken(canvas, 0.12)}" stroke-width="${W * 0.045}"/>`;
          return {
            outline: rect(0, 0, W, H),
            print: { x: W * 0.2, y: H * 0.2, w: W * 0.6, h: H * 0.6 },
            material: canvas,
            under: handle,
            over: [{ kind: 'path', d: rect(0, 0, W, H * 0.04), fill: '#000000', opacity: 0.08 }],
            shading: 'fabric',
          };
        }
        const outline = smoothClosed(
          [
            [W * 0.06, H * 0.02],
            [W * 0.94, H * 0.02],
            [W, H * 0.2],
            [W, H * 0.96],
            [W * 0.96, H],
            [W * 0.04, H],
            [0, H * 0.96],
            [0, H * 0.2],
          ],
          0.3,
        );
        let ruff: Path = [];
        for (let i = 1; i < 14; i++) ruff = ruff.concat(rect((W * i) / 14 - 1, H * 0.02, 2, H * 0.14));
        const cord = `<path d="M${W * 0.42} ${H * 0.1} C${W * 0.3} ${H * 0.35} ${W * 0.36} ${H * 0.5} ${W * 0.28} ${H * 0.62}" fill="none" stroke="#D8CBB0" stroke-width="${W * 0.02}" stroke-linecap="round"/><path d="M${W * 0.58} ${H * 0.1} C${W * 0.66} ${H * 0.3} ${W * 0.62} ${H * 0.45} ${W * 0.7} ${H * 0.55}" fill="none" stroke="#D8CBB0" stroke-width="${W * 0.02}" stroke-linecap="round"/>`;
        return {
          outline,
          print: { x: W * 0.14, y: H * 0.26, w: W * 0.72, h: H * 0.64 },
          material: ctx.label.groundColour,
          over: [
            { kind: 'path', d: ruff, fill: '#000000', opacity: 0.16 },
            { kind: 'path', d: rect(0, H * 0.17, W, 2), fill: '#000000', opacity: 0.2 },
          ],
          under: '',
          shading: 'fabric',
          depth: 0,
          clip: outline,
          ...(cord ? { overMarkup: cord } : {}),
        } as FlatShape;
      }
      if (style === 'paper-handle') {
        const handle = `<path d="M${W * 0.3} ${H * 0.06} C${W * 0.3} ${-H * 0.3} ${W * 0.7} ${-H * 0.3} ${W * 0.7} ${H * 0.06}" fill="none" stroke="${darken(ctx.label.groundColour, 0.25)}" stroke-width="${W * 0.022}"/>`;
        return {
          outline: rect(0, 0, W, H),
          print: { x: 0, y: H * 0.08, w: W, h: H * 0.92 },
          under: handle,
          over: [
            { kind: 'path', d: rect(0, 0, W, H * 0.08), fill: '#000000', opacity: 0.1 },
            { kind: 'path', d: rect(0, H * 0.08, W, 1.5), fill: '#000000', opacity: 0.2 },
          ],
          shading: 'paper',
          depth: (Number(p.d ?? 100) / Number(p.w ?? 250)) * W,
        };
      }
      if (style === 'paper-mailer' || style === 'padded-mailer' || style === 'poly-mailer') {
        const r = style === 'padded-mailer' ? W * 0.04 : 2;
        const mat = style === 'paper-mailer' ? '#C49A6C' : undefined;
        const over: Item[] = [
          { kind: 'path', d: rect(0, H * 0.1, W, 1.6), fill: '#000000', opacity: 0.25 },
          { kind: 'path', d: rect(0, 0, W, H * 0.1), fill: '#FFFFFF', opacity: 0.08 },
        ];
        if (style === 'poly-mailer')
          for (let i = 0; i < 4; i++)
            over.push({
              kind: 'path',
              d: transformPath(
                rect(W * (0.1 + i * 0.22), H * 0.3, W * 0.02, H * 0.5),
                rotate(0.5, W * (0.1 + i * 0.22), H * 0.5),
              ),
              fill: '#FFFFFF',
              opacity: 0.12,
            });
        return {
          outline: roundRect(0, 0, W, H, r),
          print: { x: W * 0.08, y: H * 0.16, w: W * 0.84, h: H * 0.76 },
          material: mat,
          over,
          shading: style === 'poly-mailer' ? 'gloss' : style === 'padded-mailer' ? 'pillow' : 'paper',
          lies: true,
        };
      }
      if (style === 'chips') {
        const e = H * 0.07;
        const outline = polygon([
          ...zigzagEdge(0, 0, W, 0, 36, -3),
          [W * 1.0, e],
          [W * 1.03, H * 0.5],
          [W, H - e],
          ...zigzagEdge(W, H, 0, H, 36, -3),
          [0, H - e],
          [-W * 0.03, H * 0.5],
          [0, e],
        ]);
        return {
          outline,
          print: { x: W * 0.03, y: e, w: W * 0.94, h: H - 2 * e },
          over: [
            sealBand(0, 0, W, e),
            sealBand(0, H - e, W, e),
            crimpLines(0, 0, W, e, true, 50),
            crimpLines(0, H - e, W, e, true, 50),
          ],
          shading: 'gloss',
          depth: W * 0.06,
        };
      }
      // coffee bag and flat-bottom (gusset) pouch
      const over: Item[] = [];
      if (style === 'coffee') {
        over.push({ kind: 'path', d: rect(-2, H * 0.08, W + 4, H * 0.025), fill: '#B8BDC3' });
        over.push({ kind: 'path', d: rect(0, 0, W, H * 0.08), fill: '#000000', opacity: 0.1 });
        over.push({
          kind: 'path',
          d: ring(W / 2, H * 0.19, W * 0.07, W * 0.05),
          fill: '#000000',
          opacity: 0.35,
        });
        over.push({ kind: 'path', d: circle(W / 2, H * 0.19, W * 0.05), fill: '#FFFFFF', opacity: 0.25 });
      } else {
        over.push({ kind: 'path', d: rect(0, H * 0.07, W, 2), fill: '#000000', opacity: 0.2 });
      }
      return {
        outline: rect(0, 0, W, H),
        print: {
          x: W * 0.04,
          y: H * (style === 'coffee' ? 0.26 : 0.1),
          w: W * 0.92,
          h: H * (style === 'coffee' ? 0.7 : 0.86),
        },
        over,
        shading: 'pillow',
        depth: (Number(p.d ?? 75) / Number(p.w ?? 120)) * W * 0.7,
      };
    }
    case 'tube': {
      const tubeStyle = String(p.style ?? 'squeeze');
      if (tubeStyle === 'screw') {
        const cap = H * 0.08;
        const sh = H * 0.06;
        const outline = polygon([
          [W * 0.4, 0],
          [W * 0.6, 0],
          [W * 0.6, cap],
          [W, cap + sh],
          [W, H * 0.94],
          [W * 1.02, H],
          [-W * 0.02, H],
          [0, H * 0.94],
          [0, cap + sh],
          [W * 0.4, cap],
        ]);
        return {
          outline,
          clip: polygon([
            [0, cap + sh],
            [W, cap + sh],
            [W, H * 0.94],
            [0, H * 0.94],
          ]),
          print: { x: 0, y: cap + sh, w: W, h: H * 0.94 - cap - sh },
          material: '#C3C8CE',
          over: [crimpLines(-W * 0.02, H * 0.94, W * 1.04, H * 0.06, true, 30)],
          shading: 'cylinder',
        };
      }
      const capH = tubeStyle === 'toothpaste' ? H * 0.12 : H * 0.1;
      const capW = tubeStyle === 'toothpaste' ? W * 0.7 : W * 0.56;
      const crimp = H * 0.05;
      const bodyBottom = H - capH;
      const outline = smoothClosed(
        [
          [0, 0],
          [W, 0],
          [W, crimp],
          [W * 0.96, bodyBottom * 0.5],
          [W * 0.8, bodyBottom * 0.93],
          [W * 0.62, bodyBottom],
          [W * 0.38, bodyBottom],
          [W * 0.2, bodyBottom * 0.93],
          [W * 0.04, bodyBottom * 0.5],
          [0, crimp],
        ],
        0.2,
      );
      const capPath = roundRect((W - capW) / 2, bodyBottom - 2, capW, capH + 2, capW * 0.12);
      const capFill = ctx.label.groundColour;
      return {
        outline,
        print: { x: W * 0.08, y: crimp + H * 0.02, w: W * 0.84, h: bodyBottom * 0.8 - crimp },
        under: pathEl(capPath, capFill) + pathEl(capPath, '#000000', { opacity: 0.18 }),
        over: [sealBand(0, 0, W, crimp), crimpLines(0, 0, W, crimp, true, 40)],
        shading: 'cylinder',
      };
    }
    default: {
      // flat prints
      const r = Math.min(W, H) * 0.03;
      switch (style) {
        case 'round-label':
        case 'sticker': {
          const o = circle(W / 2, H / 2, Math.min(W, H) / 2);
          const inner = circle(W / 2, H / 2, Math.min(W, H) / 2 - (style === 'sticker' ? m * 0.05 : 0));
          return {
            outline: o,
            clip: inner,
            print: { x: W * 0.15, y: H * 0.15, w: W * 0.7, h: H * 0.7 },
            material: style === 'sticker' ? '#FFFFFF' : undefined,
            shading: 'gloss',
            lies: true,
          };
        }
        case 'hang-tag': {
          const c = W * 0.25;
          const o = polygon([
            [c, 0],
            [W - c, 0],
            [W, c],
            [W, H],
            [0, H],
            [0, c],
          ]);
          const string = `<path d="M${W / 2} ${W * 0.2} C${W * 0.3} ${-H * 0.2} ${W * 0.9} ${-H * 0.25} ${W * 1.1} ${-H * 0.1}" fill="none" stroke="#D8CBB0" stroke-width="2.5"/>`;
          return {
            outline: [...o, ...circle(W / 2, W * 0.2, W * 0.06).reverse()],
            print: { x: W * 0.1, y: W * 0.36, w: W * 0.8, h: H - W * 0.46 },
            over: [],
            shading: 'paper',
            under: string,
            lies: false,
          };
        }
        case 'envelope': {
          const over: Item[] =
            ctx.view === 'back'
              ? [
                  {
                    kind: 'path',
                    d: polygon([
                      [0, 0],
                      [W / 2, H * 0.55],
                      [W, 0],
                    ]),
                    fill: '#000000',
                    opacity: 0.12,
                  },
                  {
                    kind: 'path',
                    d: polygon([
                      [0, H],
                      [W * 0.45, H * 0.5],
                      [W * 0.55, H * 0.5],
                      [W, H],
                    ]),
                    fill: '#000000',
                    opacity: 0.06,
                  },
                ]
              : [];
          return {
            outline: rect(0, 0, W, H),
            print: { x: W * 0.04, y: H * 0.06, w: W * 0.44, h: H * 0.5 },
            material: '#F7F4EE',
            over,
            shading: 'paper',
            lies: true,
          };
        }
        case 'album': {
          const disc = `<g transform="translate(${W * 0.32} 0)">${pathEl(circle(W / 2, H / 2, W * 0.48), '#111111')}${pathEl(ring(W / 2, H / 2, W * 0.44, W * 0.43), '#333333')}${pathEl(ring(W / 2, H / 2, W * 0.36, W * 0.355), '#2A2A2A')}${pathEl(circle(W / 2, H / 2, W * 0.16), ctx.accent)}${pathEl(circle(W / 2, H / 2, W * 0.015), '#EEEEEE')}</g>`;
          return {
            outline: rect(0, 0, W, H),
            print: { x: 0, y: 0, w: W, h: H },
            under: disc,
            shading: 'paper',
          };
        }
        case 'business-card': {
          const back = pathEl(
            transformPath(roundRect(0, 0, W, H, r), rotate(0.12, W / 2, H / 2)),
            darken(ctx.label.groundColour, 0.08),
          );
          return {
            outline: roundRect(0, 0, W, H, r),
            print: { x: 0, y: 0, w: W, h: H },
            under: back,
            shading: 'paper',
            lies: true,
          };
        }
        case 'sticker-pack':
          return {
            outline: roundRect(0, 0, W, H, r),
            print: { x: 0, y: 0, w: W, h: H },
            material: '#FFFFFF',
            shading: 'paper',
            lies: true,
          };
        case 'tissue':
          return {
            outline: rect(0, 0, W, H),
            print: { x: 0, y: 0, w: W, h: H },
            shading: 'fabric',
            lies: true,
          };
        case 'leaflet':
          return {
            outline: rect(0, 0, W, H),
            print: { x: 0, y: 0, w: W, h: H },
            over: [{ kind: 'path', d: rect(W - 1, 0, 2, H), fill: '#000000', opacity: 0.1 }],
            shading: 'paper',
            lies: true,
          };
        default:
          return {
            outline: roundRect(0, 0, W, H, style === 'label' ? r * 1.5 : 1),
            print: { x: 0, y: 0, w: W, h: H },
            shading: 'paper',
            lies: style !== 'menu' && style !== 'postcard',
          };
      }
    }
  }
}

function shadeOverlay(svg: Svg, kind: FlatShape['shading'], W: number, H: number, outline: Path): string {
  let out = '';
  if (kind === 'pillow' || kind === 'gloss' || kind === 'cylinder') {
    const g = svg.linear(
      cylinderShade(kind === 'gloss' ? 1.3 : kind === 'cylinder' ? 1 : 0.6).map((s) => ({
        ...s,
        a: (s.a ?? 1) * (kind === 'cylinder' ? 0.9 : 0.55),
      })),
      0,
      0,
      W,
      0,
    );
    out += pathEl(outline, g);
    const v = svg.linear(
      [
        { o: 0, c: '#000000', a: 0.18 },
        { o: 0.1, c: '#000000', a: 0 },
        { o: 0.88, c: '#000000', a: 0 },
        { o: 1, c: '#000000', a: 0.22 },
      ],
      0,
      0,
      0,
      H,
    );
    if (kind !== 'cylinder') out += pathEl(outline, v);
  } else if (kind === 'paper') {
    const g = svg.linear(
      [
        { o: 0, c: '#FFFFFF', a: 0.12 },
        { o: 0.6, c: '#FFFFFF', a: 0 },
        { o: 1, c: '#000000', a: 0.1 },
      ],
      0,
      0,
      W,
      H,
    );
    out += pathEl(outline, g);
  } else {
    const g = svg.linear(
      [
        { o: 0, c: '#000000', a: 0.08 },
        { o: 0.3, c: '#FFFFFF', a: 0.08 },
        { o: 0.55, c: '#000000', a: 0.06 },
        { o: 0.8, c: '#FFFFFF', a: 0.06 },
        { o: 1, c: '#000000', a: 0.12 },
      ],
      0,
      0,
      W,
      H * 0.3,
    );
    out += pathEl(outline, g);
  }
  return out;
}

/** Pouches, sachets, flow wraps, bags, tubes, tape and flat prints. */
export function drawFlat(ctx: PackContext): PackResult {
  if (ctx.template.render.family === 'tape') return drawTape(ctx);
  const p = ctx.template.render.params;
  const svg = ctx.svg;
  const Wmm = Number(p.w ?? 100);
  const Hmm = Number(p.h ?? 100);
  const style = String(p.style ?? '');
  const probe = shapeFor(ctx, Wmm, Hmm);
  const lies = !!probe.lies;
  const view = ctx.view;
  const tq = view === 'three-quarter-left' || view === 'three-quarter-right';
  const dir = view === 'three-quarter-left' ? 1 : -1;
  // scale to the frame
  const fitW = style === 'album' ? 580 : 700;
  const s = Math.min(fitW / Wmm, (lies && !tq ? 680 : 700) / Hmm);
  const W = Wmm * s;
  const H = Hmm * s;
  const shape = shapeFor(ctx, W, H);
  let m: Matrix;
  const cx = CANVAS / 2;
  if (tq && lies) {
    // lying on the table, turned
    const rot = rotate(dir * 0.35);
    const k: Matrix = [1, 0, 0, 0.62, 0, 0];
    const core = multiply(k, multiply(rot, translate(-W / 2, -H / 2)));
    m = multiply(translate(cx, FLOOR_Y - 270), core);
  } else if (tq) {
    const c = 0.86;
    m = [
      c,
      dir * -0.08,
      0,
      1,
      cx - (W * c) / 2 + dir * (shape.depth ?? 0) * 0.25,
      FLOOR_Y - H + dir * 0.08 * (W * c) * 0.5 * 0,
    ];
    // keep the bottom on the floor: lowest corner
    const yb = Math.max(m[1] * 0 + H, m[1] * W + H) + m[5];
    m[5] += FLOOR_Y - yb;
  } else if (lies) {
    m = multiply(
      translate(cx, FLOOR_Y - 40 - H / 2 - (H > 600 ? 0 : 20)),
      multiply(rotate(-0.03), translate(-W / 2, -H / 2)),
    );
  } else {
    m = [1, 0, 0, 1, cx - W / 2, FLOOR_Y - H];
  }
  let body = '';
  // gusset on the receding side
  if (tq && !lies && shape.depth) {
    const gx = dir > 0 ? 0 : W;
    const gd = shape.depth * 0.55;
    const g = polygon([
      [gx, H * 0.02],
      [gx - dir * gd, H * 0.06],
      [gx - dir * gd, H * 0.985],
      [gx, H],
    ]);
    body += pathEl(g, darken(ctx.label.groundColour, 0.28));
    body += pathEl(
      polygon([
        [gx - dir * gd * 0.5, H * 0.04],
        [gx - dir * gd * 0.52, H * 0.99],
      ]),
      'none',
      { stroke: '#000000', sw: 1, opacity: 0.3 },
    );
  }
  body += shape.under ?? '';
  const roleFace = view === 'back' ? 'back' : 'front';
  const base = shape.material ?? ctx.label.groundColour;
  let art = pathEl(shape.outline, base);
  const pr = shape.print;
  const items: Item[] = [];
  if (!shape.material) items.push(...ctx.label.ground(W, H));
  if (style === 'sticker-pack' && roleFace === 'front') items.push(...stickerSheet(ctx, W, H));
  else if (style === 'tissue') items.push(...tissueItems(ctx, W, H));
  else {
    if (shape.material && !(style === 'sticker'))
      items.push({ kind: 'path', d: rect(pr.x, pr.y, pr.w, pr.h), fill: shape.material });
    if (style === 'envelope' && roleFace === 'back')
      items.push(...ctx.label.panel('side', W * 0.4, H * 0.36).map((it) => shift(it, W * 0.3, H * 0.58)));
    else {
      const sub = [
        ...(shape.material && style !== 'sticker' && style !== 'round-label' ? [] : []),
        ...ctx.label.panel(roleFace, pr.w, pr.h),
      ];
      if (shape.material && style !== 'envelope')
        items.push(...ctx.label.ground(pr.w, pr.h).map((it) => shift(it, pr.x, pr.y)));
      items.push(...sub.map((it) => shift(it, pr.x, pr.y)));
      ctx.label.overlay?.((shape.over ?? []).map((it) => shift(it, -pr.x, -pr.y)));
    }
  }
  items.push(...(shape.over ?? []));
  art += group(emitItems(items, { type: 'affine', m: [1, 0, 0, 1, 0, 0] }), {
    clip: svg.clip(shape.clip ?? shape.outline),
  });
  art += shadeOverlay(svg, shape.shading, W, H, shape.clip ?? shape.outline);
  art += (shape as FlatShape & { overMarkup?: string }).overMarkup ?? '';
  body += art;
  body += pathEl(shape.outline, 'none', { stroke: '#000000', sw: 1, opacity: 0.12 });
  const g = group(body, { transform: `matrix(${m.join(' ')})` });
  // shadow footprint
  const corners: Pt[] = [
    [0, 0],
    [W, 0],
    [W, H],
    [0, H],
  ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]]);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const maxY = Math.max(...ys);
  const minY = Math.min(...ys);
  let shadowMarkup = '';
  if (lies) {
    // soft drop shadow under a card lying on the surface
    const blur = svg.blur(14);
    shadowMarkup = pathEl(transformPath(shape.outline, multiply([1, 0, 0, 1, 8, 14], m)), '#000000', {
      opacity: 0.28,
      filter: blur,
    });
    return { body: shadowMarkup + g, shadow: { cx: (minX + maxX) / 2, cy: maxY, rx: 1, ry: 1, strength: 0 } };
  }
  void minY;
  return {
    body: g,
    shadow: {
      cx: (minX + maxX) / 2,
      cy: maxY + 1,
      rx: (maxX - minX) / 2,
      ry: Math.max(10, (maxX - minX) * 0.05),
    },
  };
}

function shift(it: Item, dx: number, dy: number): Item {
  if (it.kind === 'path') return { ...it, d: transformPath(it.d, [1, 0, 0, 1, dx, dy]) };
  return { ...it, x: it.x + dx, y: it.y + dy };
}

function stickerSheet(ctx: PackContext, W: number, H: number): Item[] {
  const out: Item[] = [];
  const cells: [number, number, number, number, 'circle' | 'rect'][] = [
    [0.08, 0.06, 0.5, 0.34, 'rect'],
    [0.62, 0.06, 0.32, 0.24, 'circle'],
    [0.08, 0.44, 0.38, 0.26, 'circle'],
    [0.52, 0.36, 0.42, 0.3, 'rect'],
    [0.08, 0.74, 0.86, 0.2, 'rect'],
  ];
  cells.forEach(([x, y, w, h, kind], i) => {
    const bx = x * W;
    const by = y * H;
    const bw = w * W;
    const bh = h * H;
    const d =
      kind === 'circle'
        ? circle(bx + bw / 2, by + bh / 2, Math.min(bw, bh) / 2)
        : roundRect(bx, by, bw, bh, Math.min(bw, bh) * 0.18);
    out.push({ kind: 'path', d, fill: '#000000', opacity: 0.08 });
    out.push({ kind: 'path', d, fill: i % 2 ? ctx.accent : ctx.label.groundColour });
    const inner = ctx.label.panel(i === 4 ? 'front' : i % 2 ? 'top' : 'side', bw, bh);
    out.push(...inner.map((it) => shift(it, bx, by)));
  });
  return out;
}

function tissueItems(ctx: PackContext, W: number, H: number): Item[] {
  const out: Item[] = [];
  // a design prints its pattern tile ('top'); a flat artwork (mockups) has none, so the artwork itself is tiled
  const tile = ctx.label.panel('top', W / 3, H / 3);
  const panel = tile.length ? tile : ctx.label.panel('front', W / 3, H / 3);
  for (let j = 0; j < 3; j++)
    for (let i = 0; i < 3; i++)
      if ((i + j) % 2 === 0) out.push(...panel.map((it) => shift(it, (i * W) / 3, (j * H) / 3)));
  for (let i = 0; i < 7; i++)
    out.push({
      kind: 'path',
      d: transformPath(rect(-W, (H * i) / 6, W * 3, H * 0.05), rotate(0.3, W / 2, H / 2)),
      fill: i % 2 ? '#FFFFFF' : '#000000',
      opacity: 0.05,
    });
  return out;
}

function drawTape(ctx: PackContext): PackResult {
  const svg = ctx.svg;
  const mat =
    ctx.template.render.params.material === 'plastic'
      ? ctx.label.groundColour
      : mix(ctx.label.groundColour, '#B58B5A', 0.35);
  const R = 230;
  const t = 120;
  const k = 0.42;
  const cx = CANVAS / 2 - 90;
  const top = FLOOR_Y - t - k * R - 40;
  let out = '';
  // strip pulled out across the floor
  const sw = 520;
  const stripM: Matrix = [0.95, 0.24, -0.2, 0.42, cx + R * 0.5, top + t + k * R * 0.4];
  const stripItems = [...ctx.label.ground(sw, t), ...ctx.label.panel('front', sw, t)];
  out += group(emitItems(stripItems, { type: 'affine', m: stripM }), {
    clip: svg.clip(transformPath(rect(0, 0, sw, t), stripM)),
  });
  out += pathEl(transformPath(rect(0, 0, sw, t), stripM), '#FFFFFF', {
    opacity: ctx.template.render.params.material === 'plastic' ? 0.15 : 0.05,
  });
  // side of the roll, printed
  const body: Path = polygon([
    ...Array.from({ length: 33 }, (_, i) => {
      const th = -Math.PI / 2 + (i / 32) * Math.PI;
      return [cx + R * Math.sin(th), top + t + k * R * Math.cos(th)] as Pt;
    }),
    [cx + R, top],
    [cx - R, top],
  ]);
  out += pathEl(body, mat);
  const surf: CylinderSurface = {
    type: 'cylinder',
    cx,
    top,
    scaleY: 1,
    r0: R,
    r1: R,
    vMax: t,
    theta0: 0,
    uCentre: Math.PI * R,
    phi:
      ctx.view === 'back'
        ? Math.PI
        : ctx.view === 'three-quarter-left'
          ? -0.5
          : ctx.view === 'three-quarter-right'
            ? 0.5
            : 0,
    tilt: k,
  };
  const W = 2 * Math.PI * R;
  const items = [...ctx.label.ground(W, t)];
  for (let i = 0; i < 4; i++)
    items.push(...ctx.label.panel('front', W / 4, t).map((it) => shift(it, (i * W) / 4, 0)));
  out += group(emitItems(items, surf, svg), { clip: svg.clip(surfaceOutline(surf, W, t)) });
  out += pathEl(body, svg.linear(cylinderShade(0.8), cx - R, 0, cx + R, 0), { opacity: 0.8 });
  // top face: layered tape ring and cardboard core
  out += pathEl(
    ellipse(cx, top, R, k * R),
    svg.radial(
      materialStops('paper', mat).map((s) => ({ ...s })),
      cx,
      top,
      R,
    ),
  );
  for (let i = 1; i < 9; i++)
    out += pathEl(ellipse(cx, top, R * (1 - i * 0.04), k * R * (1 - i * 0.04)), 'none', {
      stroke: darken(mat, 0.2),
      sw: 0.8,
      opacity: 0.5,
    });
  out += pathEl(ring(cx, top, R * 0.62, R * 0.55), '#C8A272');
  out += pathEl(ellipse(cx, top + 4, R * 0.55, k * R * 0.55), '#8C7356');
  out += pathEl(ellipse(cx, top, R * 0.55, k * R * 0.55), lighten('#6E5A43', 0.1), { opacity: 0.9 });
  return { body: out, shadow: { cx: cx + 60, cy: top + t + 6, rx: R * 1.3, ry: k * R * 1.1 } };
}
