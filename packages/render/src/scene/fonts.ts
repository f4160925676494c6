/// <reference path="./opentype.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype, { type Font, type Glyph } from 'opentype.js';
import type { FontKey } from '../document/font-keys.ts';
import type { Path } from './path.ts';

/**
 * Fonts are TTF files shipped in npm packages (SIL OFL / Apache). Text is turned into outlines
 * with opentype.js, so rasterising needs no system fonts and metrics are exact.
 */
export const FONT_FILES = {
  'montserrat-400': ['montserrat', '400Regular/Montserrat_400Regular.ttf'],
  'montserrat-600': ['montserrat', '600SemiBold/Montserrat_600SemiBold.ttf'],
  'montserrat-800': ['montserrat', '800ExtraBold/Montserrat_800ExtraBold.ttf'],
  'nunito-400': ['nunito-sans', '400Regular/NunitoSans_400Regular.ttf'],
  'nunito-700': ['nunito-sans', '700Bold/NunitoSans_700Bold.ttf'],
  'nunito-900': ['nunito-sans', '900Black/NunitoSans_900Black.ttf'],
  'lora-400': ['lora', '400Regular/Lora_400Regular.ttf'],
  'lora-400i': ['lora', '400Regular_Italic/Lora_400Regular_Italic.ttf'],
  'lora-700': ['lora', '700Bold/Lora_700Bold.ttf'],
  'playfair-400': ['playfair-display', '400Regular/PlayfairDisplay_400Regular.ttf'],
  'playfair-400i': ['playfair-display', '400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf'],
  'playfair-700': ['playfair-display', '700Bold/PlayfairDisplay_700Bold.ttf'],
  'playfair-900': ['playfair-display', '900Black/PlayfairDisplay_900Black.ttf'],
  'greatvibes-400': ['great-vibes', '400Regular/GreatVibes_400Regular.ttf'],
  'pacifico-400': ['pacifico', '400Regular/Pacifico_400Regular.ttf'],
  'oswald-400': ['oswald', '400Regular/Oswald_400Regular.ttf'],
  'oswald-600': ['oswald', '600SemiBold/Oswald_600SemiBold.ttf'],
  'bebas-400': ['bebas-neue', '400Regular/BebasNeue_400Regular.ttf'],
  'robotoslab-400': ['roboto-slab', '400Regular/RobotoSlab_400Regular.ttf'],
  'robotoslab-700': ['roboto-slab', '700Bold/RobotoSlab_700Bold.ttf'],
} as const satisfies Record<FontKey, readonly [string, string]>;

/** Families by role, for documentation and tests. */
export const FONT_FAMILIES = {
  'geometric sans': 'Montserrat',
  'humanist sans': 'Nunito Sans',
  serif: 'Lora',
  'display serif': 'Playfair Display',
  script: 'Great Vibes, Pacifico',
  condensed: 'Oswald, Bebas Neue',
  slab: 'Roboto Slab',
} as const;

const require = createRequire(import.meta.url);
const cache = new Map<FontKey, Font>();

export function fontPath(key: FontKey): string {
  const [pkg, file] = FONT_FILES[key];
  const dir = dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
  return join(dir, file);
}

export function getFont(key: FontKey): Font {
  let f = cache.get(key);
  if (!f) {
    const buf = readFileSync(fontPath(key));
    f = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
    cache.set(key, f);
  }
  return f;
}

export interface FontMetrics {
  ascender: number;
  descender: number;
  capHeight: number;
}

/** Metrics in em units (multiply by the font size). */
export function metrics(key: FontKey): FontMetrics {
  const f = getFont(key);
  const u = f.unitsPerEm;
  const cap = f.tables.os2?.sCapHeight || f.ascender * 0.7;
  return { ascender: f.ascender / u, descender: -f.descender / u, capHeight: cap / u };
}

interface Laid {
  glyphs: Glyph[];
  xs: number[];
  width: number;
}

function layout(key: FontKey, text: string, size: number, tracking: number): Laid {
  const f = getFont(key);
  const glyphs = [...text].map((ch) => f.charToGlyph(ch));
  const s = size / f.unitsPerEm;
  const xs: number[] = [];
  let x = 0;
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i]!;
    xs.push(x);
    x += (g.advanceWidth ?? 0) * s;
    if (i < glyphs.length - 1) {
      x += f.getKerningValue(g, glyphs[i + 1]!) * s;
      x += tracking * size;
    }
  }
  return { glyphs, xs, width: x };
}

/** Advance width of a line in px, including kerning and tracking (em units). */
export function measure(key: FontKey, text: string, size: number, tracking = 0): number {
  return layout(key, text, size, tracking).width;
}

/** Glyph outlines for a line of text; baseline at y, anchored at x. */
export function textPath(
  key: FontKey,
  text: string,
  size: number,
  x: number,
  y: number,
  anchor: 'start' | 'middle' | 'end' = 'start',
  tracking = 0,
): Path {
  const l = layout(key, text, size, tracking);
  const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - l.width / 2 : x - l.width;
  const out: Path = [];
  for (let i = 0; i < l.glyphs.length; i++) {
    const p = l.glyphs[i]!.getPath(x0 + l.xs[i]!, y, size);
    let cx = 0;
    let cy = 0;
    for (const c of p.commands) {
      if (c.type === 'M' || c.type === 'L') {
        out.push({ t: c.type, x: c.x!, y: c.y! });
        cx = c.x!;
        cy = c.y!;
      } else if (c.type === 'C') {
        out.push({ t: 'C', x1: c.x1!, y1: c.y1!, x2: c.x2!, y2: c.y2!, x: c.x!, y: c.y! });
        cx = c.x!;
        cy = c.y!;
      } else if (c.type === 'Q') {
        out.push({
          t: 'C',
          x1: cx + (2 / 3) * (c.x1! - cx),
          y1: cy + (2 / 3) * (c.y1! - cy),
          x2: c.x! + (2 / 3) * (c.x1! - c.x!),
          y2: c.y! + (2 / 3) * (c.y1! - c.y!),
          x: c.x!,
          y: c.y!,
        });
        cx = c.x!;
        cy = c.y!;
      } else if (c.type === 'Z') out.push({ t: 'Z' });
    }
  }
  return out;
}

/** Glyphs placed along a circle (for badges and emblems). Angles in radians, 0 = up, clockwise. */
export function textOnCircle(
  key: FontKey,
  text: string,
  size: number,
  cx: number,
  cy: number,
  r: number,
  centreAngle: number,
  inside = false,
  tracking = 0.08,
): Path {
  const l = layout(key, text, size, tracking);
  const out: Path = [];
  const total = l.width / r;
  const dir = inside ? -1 : 1;
  for (let i = 0; i < l.glyphs.length; i++) {
    const g = l.glyphs[i]!;
    const gw = ((g.advanceWidth ?? 0) * size) / getFont(key).unitsPerEm;
    const mid = (l.xs[i]! + gw / 2) / r;
    const a = centreAngle + dir * (mid - total / 2);
    const gp = textPath(key, textOfGlyphIndex(text, l, i), size, -gw / 2, 0);
    // rotate glyph: for outside text upright along the top; inside text flipped for the bottom
    const rot = inside ? a + Math.PI : a;
    const px = cx + r * Math.sin(a);
    const py = cy - r * Math.cos(a);
    const c = Math.cos(rot);
    const s = Math.sin(rot);
    for (const cmd of gp) {
      if (cmd.t === 'Z') {
        out.push(cmd);
        continue;
      }
      const tr = (x: number, y: number): [number, number] => [px + x * c - y * s, py + x * s + y * c];
      if (cmd.t === 'C') {
        const [x1, y1] = tr(cmd.x1, cmd.y1);
        const [x2, y2] = tr(cmd.x2, cmd.y2);
        const [x, y] = tr(cmd.x, cmd.y);
        out.push({ t: 'C', x1, y1, x2, y2, x, y });
      } else {
        const [x, y] = tr(cmd.x, cmd.y);
        out.push({ t: cmd.t, x, y });
      }
    }
  }
  return out;
}

function textOfGlyphIndex(text: string, l: Laid, i: number): string {
  // glyphs map 1:1 to code points for the scripts we lay out
  const chars = [...text];
  return l.glyphs.length === chars.length ? chars[i]! : chars[Math.min(i, chars.length - 1)]!;
}
