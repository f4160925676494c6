import type { Pattern } from '../document/design-document.ts';
import type { Rng } from '../prng.ts';
import { placeIcon } from '../scene/icons.ts';
import {
  circle,
  ellipse,
  type Path,
  type Pt,
  polygon,
  rect,
  regular,
  rotate,
  star,
  transformPath,
} from '../scene/path.ts';
import type { Item } from '../scene/surface.ts';

export interface PatternColours {
  main: string;
  extra: string[];
}

/** Repeat patterns drawn over a w×h ground; the horizontal period divides w so round packs stay seamless. */
export function patternItems(
  p: Pattern,
  w: number,
  h: number,
  colours: PatternColours,
  rng: Rng,
  fallbackIcon: string,
): Item[] {
  if (p.kind === 'none' || p.opacity <= 0) return [];
  const cell0 = 44 * p.scale;
  const nx = Math.max(1, Math.round(w / cell0));
  const cell = w / nx;
  const op = p.opacity;
  const one = (d: Path, fill = colours.main, opacity = op): Item[] =>
    d.length ? [{ kind: 'path', d, fill, opacity }] : [];
  const icon = p.icon || fallbackIcon || 'leaf';
  switch (p.kind) {
    case 'stripes': {
      const ang = ((p.angle || 35) * Math.PI) / 180;
      const diag = Math.hypot(w, h);
      const period = cell * 0.9;
      let d: Path = [];
      for (let x = -diag; x < diag; x += period)
        d = d.concat(rect(w / 2 + x, h / 2 - diag, period * 0.45, diag * 2));
      return one(transformPath(d, rotate(ang, w / 2, h / 2)));
    }
    case 'dots': {
      let d: Path = [];
      const rows = Math.ceil(h / (cell * 0.8)) + 1;
      for (let j = 0; j < rows; j++)
        for (let i = 0; i <= nx; i++)
          d = d.concat(circle((i + (j % 2) * 0.5) * cell, j * cell * 0.8, cell * 0.14));
      return one(d);
    }
    case 'halftone': {
      let d: Path = [];
      const c = cell * 0.5;
      const rows = Math.ceil(h / c) + 1;
      const cols = Math.round(w / c);
      for (let j = 0; j < rows; j++)
        for (let i = 0; i <= cols; i++) {
          const r = c * 0.48 * (j / rows) ** 1.3;
          if (r > 0.6) d = d.concat(circle((i + (j % 2) * 0.5) * (w / cols), j * c, r));
        }
      return one(d, colours.main, Math.min(1, op * 1.6));
    }
    case 'waves': {
      let d: Path = [];
      const amp = cell * 0.16;
      const period = h / Math.max(2, Math.round(h / (cell * 0.7)));
      for (let y = -period; y < h + period; y += period) {
        const top: Pt[] = [];
        const bot: Pt[] = [];
        const steps = nx * 8;
        for (let s = 0; s <= steps; s++) {
          const x = (s / steps) * w;
          const yy = y + amp * Math.sin((x / cell) * Math.PI * 2);
          top.push([x, yy]);
          bot.push([x, yy + period * 0.32]);
        }
        d = d.concat(polygon([...top, ...bot.reverse()]));
      }
      return one(d);
    }
    case 'checks': {
      let a: Path = [];
      let b: Path = [];
      const c = cell * 0.6;
      const cols = Math.round(w / c);
      const cw = w / cols;
      for (let i = 0; i < cols; i += 2) a = a.concat(rect(i * cw, 0, cw, h));
      for (let y = 0; y < h; y += c * 2) b = b.concat(rect(0, y, w, c));
      return [...one(a, colours.main, op * 0.8), ...one(b, colours.main, op * 0.8)];
    }
    case 'chevrons': {
      let d: Path = [];
      const c = cell * 0.7;
      const cols = Math.round(w / c);
      const cw = w / cols;
      for (let y = -c; y < h + c; y += c) {
        const pts: Pt[] = [];
        for (let i = 0; i <= cols; i++) pts.push([i * cw, y + (i % 2 ? c * 0.35 : 0)]);
        const lower = pts.map(([x, yy]) => [x, yy + c * 0.28] as Pt).reverse();
        d = d.concat(polygon([...pts, ...lower]));
      }
      return one(d);
    }
    case 'grid': {
      let d: Path = [];
      const c = cell * 0.6;
      const cols = Math.round(w / c);
      const cw = w / cols;
      for (let i = 0; i <= cols; i++) d = d.concat(rect(i * cw - 0.6, 0, 1.2, h));
      for (let y = 0; y <= h; y += c) d = d.concat(rect(0, y - 0.6, w, 1.2));
      return one(d, colours.main, Math.min(1, op * 1.5));
    }
    case 'arches': {
      let d: Path = [];
      const c = cell * 1.2;
      const cols = Math.max(1, Math.round(w / c));
      const cw = w / cols;
      for (let y = cw * 0.5; y < h + cw; y += cw * 0.62) {
        for (let i = 0; i <= cols; i++) {
          const cx = (i + (Math.round(y / (cw * 0.62)) % 2) * 0.5) * cw;
          for (let k = 0; k < 3; k++) {
            const r0 = cw * (0.46 - k * 0.14);
            const r1 = r0 - cw * 0.06;
            if (r1 <= 0) continue;
            const pts: Pt[] = [];
            for (let s = 0; s <= 16; s++)
              pts.push([cx - r0 * Math.cos((s / 16) * Math.PI), y - r0 * Math.sin((s / 16) * Math.PI)]);
            for (let s = 16; s >= 0; s--)
              pts.push([cx - r1 * Math.cos((s / 16) * Math.PI), y - r1 * Math.sin((s / 16) * Math.PI)]);
            d = d.concat(polygon(pts));
          }
        }
      }
      return one(d);
    }
    case 'sunburst': {
      let d: Path = [];
      const cx = w / 2;
      const cy = h * 1.05;
      const R = Math.hypot(w, h) * 1.2;
      const n = 28;
      for (let i = 0; i < n; i += 1) {
        const a0 = Math.PI + (i / n) * Math.PI;
        const a1 = Math.PI + ((i + 0.5) / n) * Math.PI;
        d = d.concat(
          polygon([
            [cx, cy],
            [cx + R * Math.cos(a0), cy + R * Math.sin(a0)],
            [cx + R * Math.cos(a1), cy + R * Math.sin(a1)],
          ]),
        );
      }
      return one(d);
    }
    case 'confetti': {
      const out: Item[] = [];
      const palette = [colours.main, ...colours.extra];
      const paths: Path[] = palette.map(() => []);
      const n = Math.round(((w * h) / (cell * cell)) * 1.1);
      for (let i = 0; i < n; i++) {
        const x = rng.range(0, w);
        const y = rng.range(0, h);
        const s = cell * rng.range(0.12, 0.26);
        const k = rng.int(0, palette.length - 1);
        const kind = rng.int(0, 3);
        let shape: Path;
        if (kind === 0) shape = circle(x, y, s * 0.55);
        else if (kind === 1) shape = regular(x, y, s * 0.7, 3, rng.range(0, Math.PI));
        else if (kind === 2)
          shape = transformPath(
            rect(x - s, y - s * 0.22, s * 2, s * 0.44),
            rotate(rng.range(0, Math.PI), x, y),
          );
        else shape = star(x, y, s * 0.8, s * 0.35, 4, rng.range(0, 1));
        paths[k] = paths[k]!.concat(shape);
      }
      palette.forEach((c, i) => {
        if (paths[i]!.length)
          out.push({ kind: 'path', d: paths[i]!, fill: c, opacity: Math.min(1, op * 2.2) });
      });
      return out;
    }
    case 'icons': {
      let d: Path = [];
      const c = cell * 1.3;
      const cols = Math.max(1, Math.round(w / c));
      const cw = w / cols;
      for (let j = 0, y = cw * 0.4; y < h + cw; j++, y += cw * 0.85)
        for (let i = 0; i <= cols; i++)
          d = d.concat(placeIcon(icon, (i + (j % 2) * 0.5) * cw, y, cw * 0.42, ((i + j) % 2 ? 1 : -1) * 0.3));
      return one(d);
    }
    case 'botanical': {
      let a: Path = [];
      let b: Path = [];
      const n = Math.max(6, Math.round(((w * h) / (cell * cell)) * 0.35));
      const leafIcons = ['leaf', 'sprout', 'flower', icon];
      for (let i = 0; i < n; i++) {
        const x = (i / n) * w + rng.range(-cell * 0.3, cell * 0.3);
        const y = rng.range(-cell * 0.3, h + cell * 0.3);
        const s = cell * rng.range(0.9, 1.8);
        const sh = placeIcon(rng.pick(leafIcons), x, y, s, rng.range(-1.2, 1.2));
        if (i % 2) a = a.concat(sh);
        else b = b.concat(sh);
      }
      return [...one(a, colours.main, op), ...one(b, colours.extra[0] ?? colours.main, op * 0.8)];
    }
    default:
      return [];
  }
}

export const ellipsePath = ellipse;
