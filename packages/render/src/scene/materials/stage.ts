import sharp from 'sharp';
import { darken, hexToRgb, lighten, mix } from '../../color.ts';
import type { Camera, Light, PropKind, Setting, SurfaceKind } from '../../document/set-vocabulary.ts';
import { Rng } from '../../prng.ts';
import { ellipse, rect } from '../path.ts';
import { FLAT_PROPS, PROP_COUNT, PROP_SIZE_MM, propMarkup } from '../props.ts';
import { group, imageEl, pathEl, round3, type Svg } from '../svg.ts';
import { textureImage } from './textures.ts';

/**
 * The set a product is photographed in, shared by composed imagery and photoshoots: a textured
 * surface seen from above or as a receding table top against a wall, a light rig (direction,
 * softness, colour), cast shadows and scattered shaded props.
 */
const C = 1024;

export interface StageSpec {
  surface: SurfaceKind;
  surfaceColour?: string;
  /** Wall colour behind a table top (ignored for flat-lays). */
  wall: string;
  camera: Camera;
  light: Light;
  setting: Setting | '';
  seed: number;
}

export interface LightRig {
  /** Direction shadows fall in, picture units (x right, y down). */
  dir: [number, number];
  opacity: number;
  /** Shadow blur at 1024 px. */
  softness: number;
  /** Cast shadow length relative to the object height. */
  cast: number;
  /** Colour of the light (screened over the picture) and its strength. */
  tint: string;
  warmth: number;
  /** Darkening of the corners. */
  vignette: number;
}

export const RIGS: Record<Light, LightRig> = {
  soft: {
    dir: [0.3, 0.35],
    opacity: 0.3,
    softness: 22,
    cast: 0.25,
    tint: '#FFFFFF',
    warmth: 0.06,
    vignette: 0.18,
  },
  morning: {
    dir: [0.55, 0.3],
    opacity: 0.3,
    softness: 26,
    cast: 0.45,
    tint: '#FFF1DA',
    warmth: 0.12,
    vignette: 0.16,
  },
  window: {
    dir: [0.6, 0.3],
    opacity: 0.34,
    softness: 18,
    cast: 0.5,
    tint: '#F6F8FF',
    warmth: 0.08,
    vignette: 0.2,
  },
  golden: {
    dir: [0.95, 0.18],
    opacity: 0.42,
    softness: 12,
    cast: 1.1,
    tint: '#FFB45C',
    warmth: 0.28,
    vignette: 0.3,
  },
  hard: {
    dir: [0.35, 0.22],
    opacity: 0.55,
    softness: 5,
    cast: 0.4,
    tint: '#FFFFFF',
    warmth: 0,
    vignette: 0.42,
  },
  evening: {
    dir: [0.4, 0.25],
    opacity: 0.5,
    softness: 16,
    cast: 0.55,
    tint: '#FF9E4A',
    warmth: 0.2,
    vignette: 0.6,
  },
};

export interface Stage {
  spec: StageSpec;
  rig: LightRig;
  markup: string;
  /** Picture y of the table's far edge (0 for flat-lays: the surface fills the picture). */
  horizon: number;
  /** Where the hero object stands (standing cameras) or is centred (flat-lay). */
  anchor: [number, number];
  /** Scale of an object standing at picture y relative to one at the anchor. */
  depth(y: number): number;
  /** Window light thrown across the set (morning and window light), a soft raster. */
  panes?: Placed;
}

const HORIZON: Record<Camera, number> = { 'flat-lay': 0, 'three-quarter': 0.5, hero: 0.6, 'close-up': 0.64 };
const ANCHOR_Y: Record<Camera, number> = {
  'flat-lay': 0.5,
  'three-quarter': 0.84,
  hero: 0.86,
  'close-up': 0.93,
};

/**
 * SVG markup → RGBA pixels at the given width. The raster layer sits above scenes, so whoever builds
 * a stage hands its rasteriser in.
 */
export type RasteriseSvg = (svg: string, size: number) => { pixels: Buffer; width: number; height: number };

export async function buildStage(svg: Svg, spec: StageSpec, rasterise: RasteriseSvg): Promise<Stage> {
  const rig = RIGS[spec.light];
  const horizon = HORIZON[spec.camera] * C;
  const anchorY = ANCHOR_Y[spec.camera] * C;
  let out = '';
  if (spec.camera === 'flat-lay') {
    const rot = new Rng(`stage:${spec.seed}`).range(-0.25, 0.25);
    const href = await textureImage(
      spec.surface,
      spec.seed % 4,
      { width: 512, height: 512, scale: 2 },
      { kind: 'flat', rotation: rot },
      spec.surfaceColour,
    );
    out += imageEl(href, 0, 0, C, C, { preserve: 'none' });
  } else {
    out += wall(svg, spec, horizon);
    const tableH = C - horizon;
    const href = await textureImage(
      spec.surface,
      spec.seed % 4,
      { width: 512, height: Math.round(tableH / 2), scale: 2 },
      { kind: 'table', tilt: spec.camera === 'hero' ? 2.6 : 2.1 },
      spec.surfaceColour,
    );
    out += imageEl(href, 0, horizon, C, tableH, { preserve: 'none' });
    // distance haze towards the far edge, a thin lit edge, and the wall's shade on the near table
    const far = spec.surfaceColour ?? '#888888';
    out += pathEl(
      rect(0, horizon, C, tableH * 0.45),
      svg.linear(
        [
          { o: 0, c: mix(spec.wall, far, 0.3), a: 0.5 },
          { o: 1, c: spec.wall, a: 0 },
        ],
        0,
        horizon,
        0,
        horizon + tableH * 0.45,
      ),
    );
    out += pathEl(rect(0, horizon - 1, C, 2.5), '#FFFFFF', { opacity: 0.25 });
  }
  // perspective scale, softened: a longer lens than the horizon implies keeps near props modest
  const depth =
    spec.camera === 'flat-lay'
      ? () => 1
      : (y: number) => Math.max(0.3, (Math.max(1, y - horizon) / Math.max(1, anchorY - horizon)) ** 0.55);
  let panes: Placed | undefined;
  if (spec.light === 'morning' || spec.light === 'window') {
    let d = '';
    for (let i = 0; i < 2; i++)
      for (let j = 0; j < 2; j++) {
        const x = 40 + i * 240;
        const y = horizon + 60 + j * (C - horizon) * 0.3;
        const h = (C - horizon) * 0.26;
        d += `M${x} ${y}L${x + 210} ${y}L${x + 210 + h * 0.8} ${y + h}L${x + h * 0.8} ${y + h}Z`;
      }
    panes = await softImage(rasterise, `<path d="${d}" fill="#FFFFFF"/>`, spec.light === 'window' ? 1.2 : 2);
  }
  return { spec, rig, markup: out, horizon, anchor: [C / 2, anchorY], depth, panes };
}

/** The wall behind a table: plaster tinted to the palette, with a setting's details out of focus. */
function wall(svg: Svg, spec: StageSpec, horizon: number): string {
  // hard and evening light leave the wall in shade
  const w = spec.light === 'hard' || spec.light === 'evening' ? darken(spec.wall, 0.4) : spec.wall;
  let out = pathEl(
    rect(0, 0, C, horizon + 2),
    svg.linear(
      [
        { o: 0, c: darken(w, 0.14) },
        { o: 0.7, c: lighten(w, 0.04) },
        { o: 1, c: darken(w, 0.04) },
      ],
      0,
      0,
      0,
      horizon,
    ),
  );
  const rng = new Rng(`wall:${spec.seed}`);
  let bokeh = '';
  // out of focus: soft-edged shapes (radial gradients), no blur filter (costly in resvg at this size)
  const soft = (c: string) =>
    svg.radial(
      [
        { o: 0, c },
        { o: 0.6, c, a: 0.8 },
        { o: 1, c, a: 0 },
      ],
      0.5,
      0.5,
      0.5,
      { bbox: true },
    );
  switch (spec.setting) {
    case 'kitchen': {
      // tiled splashback and a shelf line, softened by depth of field
      let tiles = '';
      for (let x = 0; x <= C; x += 96)
        tiles += pathEl(rect(x - 1.5, horizon * 0.35, 3, horizon * 0.65), '#FFFFFF');
      for (let y = horizon; y >= horizon * 0.35; y -= 48) tiles += pathEl(rect(0, y - 1.5, C, 3), '#FFFFFF');
      out += group(tiles, { opacity: 0.35 });
      bokeh += pathEl(
        rect(0, horizon * 0.3 - 8, C, 16),
        svg.linear(
          [
            { o: 0, c: darken(w, 0.3), a: 0 },
            { o: 0.5, c: darken(w, 0.3), a: 0.5 },
            { o: 1, c: darken(w, 0.3), a: 0 },
          ],
          0,
          0,
          0,
          1,
          true,
        ),
      );
      break;
    }
    case 'bathroom': {
      let tiles = '';
      for (let x = 0; x <= C; x += 128) tiles += pathEl(rect(x - 1, 0, 2, horizon), '#FFFFFF');
      for (let y = horizon; y >= 0; y -= 128) tiles += pathEl(rect(0, y - 1, C, 2), '#FFFFFF');
      out += group(tiles, { opacity: 0.5 });
      break;
    }
    case 'outdoor': {
      out += pathEl(
        rect(0, 0, C, horizon),
        svg.linear(
          [
            { o: 0, c: '#A9C9E2' },
            { o: 1, c: '#EEF2E8' },
          ],
          0,
          0,
          0,
          horizon,
        ),
      );
      for (let i = 0; i < 14; i++)
        bokeh += pathEl(
          ellipse(rng.range(0, C), horizon - rng.range(20, 200), rng.range(90, 220), rng.range(80, 170)),
          soft(mix('#5E8C4A', '#9DBB6A', rng.next())),
        );
      break;
    }
    case 'cafe': {
      out += pathEl(rect(0, 0, C, horizon), darken(w, 0.45), { opacity: 0.7 });
      for (let i = 0; i < 12; i++)
        bokeh += pathEl(ellipse(rng.range(0, C), rng.range(40, horizon - 60), 26, 26), '#FFD9A0', {
          opacity: rng.range(0.3, 0.7),
        });
      break;
    }
    default:
  }
  out += bokeh;
  return out;
}

/** Light over the finished picture: a pool from the light side, its colour, and the vignette. */
export function lightOverlay(svg: Svg, stage: Stage): string {
  const { rig } = stage;
  const [dx, dy] = rig.dir;
  // the light comes from the opposite side of the shadows
  const lx = C / 2 - dx * C * 0.7;
  const ly = C / 2 - dy * C * 0.7;
  // plain alpha rather than blend modes: each blend costs resvg a full-canvas layer
  let out = pathEl(
    rect(0, 0, C, C),
    svg.radial(
      [
        { o: 0, c: rig.tint, a: 0.2 + rig.warmth * 0.6 },
        { o: 1, c: rig.tint, a: 0 },
      ],
      lx,
      ly,
      C * 1.05,
    ),
  );
  if (stage.panes) out += placedEl(stage.panes, { opacity: 0.12 });
  if (rig.warmth >= 0.2) {
    const [r, g, b] = hexToRgb(rig.tint);
    out += pathEl(rect(0, 0, C, C), `rgb(${r},${g},${b})`, { opacity: rig.warmth * 0.35, blend: 'multiply' });
  }
  out += pathEl(
    rect(0, 0, C, C),
    svg.radial(
      [
        { o: 0.45, c: '#000000', a: 0 },
        { o: 1, c: '#000000', a: rig.vignette },
      ],
      C / 2,
      C / 2,
      C * 0.75,
    ),
  );
  return out;
}

export interface Placed {
  href: string;
  /** Where the image sits over the 1024 canvas. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A square RGBA raster over the 1024 canvas as an image cropped to where it is not empty (resvg
 * pays for every pixel of an image, transparent or not).
 */
async function placeRaw(raw: Buffer, size: number): Promise<Placed> {
  let x0 = size;
  let y0 = size;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (raw[(y * size + x) * 4 + 3]! > 1) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return { href: '', x: 0, y: 0, w: 0, h: 0 };
  const png = await sharp(raw, { raw: { width: size, height: size, channels: 4 } })
    .extract({ left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 })
    .png({ compressionLevel: 2 })
    .toBuffer();
  const k = C / size;
  return {
    href: `data:image/png;base64,${png.toString('base64')}`,
    x: x0 * k,
    y: y0 * k,
    w: (x1 - x0 + 1) * k,
    h: (y1 - y0 + 1) * k,
  };
}

export const placedEl = (p: Placed, extra: { transform?: string; opacity?: number } = {}) =>
  p.href ? imageEl(p.href, p.x, p.y, p.w, p.h, { ...extra, preserve: 'none' }) : '';

/**
 * Soft shapes as a small raster: resvg's blur is slow over large areas, so soft light and shadows
 * are drawn at 128 px, blurred by sharp and scaled up (their softness hides the low resolution).
 */
export async function softImage(
  rasterise: RasteriseSvg,
  markup: string,
  sigma: number,
  size = 128,
): Promise<Placed> {
  const r = rasterise(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${C}" height="${C}" viewBox="0 0 ${C} ${C}">${markup}</svg>`,
    size,
  );
  const raw = await sharp(r.pixels, { raw: { width: r.width, height: r.height, channels: 4 } })
    .blur(Math.max(0.3, sigma))
    .raw()
    .toBuffer();
  return placeRaw(raw, size);
}

/** An object's silhouette (alpha, `size`² over the 1024 canvas) as a soft black shadow image. */
export async function silhouetteShadow(
  alpha: Buffer,
  size: number,
  sigma: number,
  opacity: number,
): Promise<Placed> {
  const rgba = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) rgba[i * 4 + 3] = Math.round(alpha[i]! * opacity);
  const raw = await sharp(rgba, { raw: { width: size, height: size, channels: 4 } })
    .blur(Math.max(0.3, sigma))
    .raw()
    .toBuffer();
  return placeRaw(raw, size);
}

/**
 * The hero object's shadow from its own silhouette (`alpha` over the 1024 canvas, placed by
 * `transform` like the object): offset on the surface for a flat-lay; for a standing object thrown
 * along the table away from the light.
 */
export async function objectShadow(
  stage: Stage,
  alpha: { data: Buffer; size: number },
  transform: string,
  foot: [number, number],
  height: number,
  scale: number,
): Promise<string> {
  const { rig } = stage;
  const px = alpha.size / C;
  const img = (p: Placed) =>
    p.href ? imageEl(p.href, p.x, p.y, p.w, p.h, { transform, preserve: 'none' }) : '';
  if (stage.spec.camera === 'flat-lay') {
    const off = 10 + rig.softness * 0.6;
    const tight = await silhouetteShadow(
      alpha.data,
      alpha.size,
      (rig.softness * 0.3 * px) / scale,
      Math.min(0.8, rig.opacity * 1.6),
    );
    const soft = await silhouetteShadow(
      alpha.data,
      alpha.size,
      (rig.softness * px) / scale,
      Math.min(0.7, rig.opacity * 1.3),
    );
    return (
      group(img(tight), {
        transform: `translate(${round3(rig.dir[0] * off * 0.8)} ${round3(rig.dir[1] * off * 0.8)})`,
      }) +
      group(img(soft), {
        transform: `translate(${round3(rig.dir[0] * off * 2.4)} ${round3(rig.dir[1] * off * 2.4)})`,
      })
    );
  }
  // flip the silhouette about its foot line, squash it onto the table and shear it with the light
  const base = foot[1];
  const sx = rig.dir[0] * rig.cast * 1.4;
  const sy = 0.12 + rig.dir[1] * 0.25 * rig.cast;
  const m = [1, 0, -sx, -sy, sx * base, base * (1 + sy)];
  const sigma = ((rig.softness * (Math.max(1, height) / 500) + 4) * px) / scale;
  const cast = await silhouetteShadow(alpha.data, alpha.size, sigma, rig.opacity * 0.8);
  return group(img(cast), { transform: `matrix(${m.map(round3).join(' ')})` });
}

/** Props that look the same from any angle: not foreshortened on a receding table. */
const ROUND = new Set<PropKind>([
  'raspberry',
  'blueberry',
  'cherry',
  'coffee-bean',
  'nut',
  'pebble',
  'strawberry',
]);

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Props scattered in clusters around the hero object, never over it; sized from their real size
 * (`pxPerMm` at the anchor's depth). Returns what is behind the object and what is in front of it.
 */
export function scatterProps(
  svg: Svg,
  stage: Stage,
  props: readonly PropKind[],
  avoid: Box,
  pxPerMm: number,
  seed: number,
): { behind: string; front: string } {
  const rng = new Rng(`props:${seed}`);
  const flat = stage.spec.camera === 'flat-lay';
  const yMin = flat ? 40 : stage.horizon + (C - stage.horizon) * 0.3;
  const items: { y: number; markup: string }[] = [];
  const placed: { x: number; y: number; r: number }[] = [];
  const { rig } = stage;
  for (const [k, kind] of props.entries()) {
    const [lo, hi] = PROP_COUNT[kind];
    const n = Math.max(1, Math.round(rng.int(lo, hi) / (k ? 1.6 : 1)));
    // a cluster on each side of the object, one more in front for flat-lays
    const clusters = flat ? 3 : 2;
    for (let c = 0; c < clusters; c++) {
      const side = (c + k) % 2 ? 1 : -1;
      const cx =
        c === 2
          ? rng.range(avoid.x0, avoid.x1)
          : side > 0
            ? rng.range(avoid.x1 + 40, Math.min(C - 60, avoid.x1 + 240))
            : rng.range(Math.max(60, avoid.x0 - 240), avoid.x0 - 40);
      const cy =
        c === 2
          ? rng.range(avoid.y1 + 40, C - 60)
          : rng.range(
              Math.max(yMin, avoid.y1 - (flat ? 400 : 160)),
              Math.min(C - 50, avoid.y1 + (flat ? 40 : 90)),
            );
      const count = Math.ceil(n / clusters);
      for (let i = 0; i < count; i++) {
        for (let attempt = 0; attempt < 12; attempt++) {
          const spread = 40 + count * 9;
          const x = cx + rng.range(-spread, spread);
          const y = cy + rng.range(-spread, spread) * (flat ? 1 : 0.45);
          if (y < yMin || y > C - (flat ? 20 : 70) || x < 20 || x > C - 20) continue;
          const d = stage.depth(y);
          const size = PROP_SIZE_MM[kind] * pxPerMm * d * rng.range(0.85, 1.12);
          const r = size * 0.45;
          if (x + r > avoid.x0 && x - r < avoid.x1 && y + r * 0.5 > avoid.y0 && y - r * 0.5 < avoid.y1)
            continue;
          if (placed.some((q) => Math.hypot(q.x - x, (q.y - y) / (flat ? 1 : 0.5)) < (q.r + r) * 0.8))
            continue;
          placed.push({ x, y, r });
          const markup = propMarkup(
            svg,
            {
              kind,
              x,
              y: y - (flat || FLAT_PROPS.has(kind) ? 0 : size * 0.2),
              size,
              rotation: rng.range(-180, 180),
              variant: rng.int(0, 3),
              // lying flat things foreshorten more towards the far edge of the table
              squash:
                flat || ROUND.has(kind)
                  ? 1
                  : Math.max(0.22, Math.min(0.6, 0.15 + (0.45 * (y - stage.horizon)) / (C - stage.horizon))),
            },
            {
              dx: rig.dir[0] * (flat ? 0.18 : 0.25),
              dy: rig.dir[1] * (flat ? 0.18 : 0.1) + (flat ? 0 : 0.35),
              opacity: Math.min(0.38, rig.opacity * 1.1),
              softness: rig.softness < 10 ? 0.03 : 0.08,
            },
          );
          items.push({ y, markup });
          break;
        }
      }
    }
  }
  items.sort((a, b) => a.y - b.y);
  const line = flat ? Number.POSITIVE_INFINITY : avoid.y1 - 6;
  return {
    behind: items
      .filter((i) => i.y < line)
      .map((i) => i.markup)
      .join(''),
    front: items
      .filter((i) => i.y >= line)
      .map((i) => i.markup)
      .join(''),
  };
}
