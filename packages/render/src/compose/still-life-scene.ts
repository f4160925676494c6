import type { PackagingTemplate } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import { darken, mix } from '../color.ts';
import { type RenderAssets, requireAsset } from '../document/asset-bytes.ts';
import type { ImageryDocument, PackagingDocument, PhotoshootDocument } from '../document/design-document.ts';
import type { Camera } from '../document/set-vocabulary.ts';
import { Rng } from '../prng.ts';
import { cutOut } from '../raster/image-operations.ts';
import { rasterise } from '../raster/rasterise.ts';
import {
  type Box,
  buildStage,
  lightOverlay,
  objectShadow,
  type Stage,
  scatterProps,
} from '../scene/materials/stage.ts';
import { textureRaster } from '../scene/materials/textures.ts';
import { contactShadow } from '../scene/studio.ts';
import { group, imageEl, round3, Svg } from '../scene/svg.ts';
import { Designer } from './label-designer.ts';
import { defaultPackColour, drawPack, type SceneResult, templateOrThrow } from './packaging-scene.ts';

const C = 1024;

export interface Silhouette {
  /** Alpha over the 1024 canvas at `size`² pixels. */
  alpha: Buffer;
  size: number;
  /** Picture bounds of the drawn object. */
  box: Box;
}

/** Alpha and bounds of some markup, from a small raster (defs so far included). */
export function silhouette(svg: Svg, markup: string, size = 256): Silhouette | null {
  const r = rasterise(svg.document(C, C, markup), size);
  const alpha = Buffer.alloc(size * size);
  let x0 = size;
  let y0 = size;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      const a = r.pixels[(y * r.width + x) * 4 + 3]!;
      alpha[y * size + x] = a;
      if (a > 24) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  if (x1 < 0) return null;
  const k = C / size;
  return { alpha, size, box: { x0: x0 * k, y0: y0 * k, x1: (x1 + 1) * k, y1: (y1 + 1) * k } };
}

/**
 * Light and grain inside an object's silhouette, baked in sharp as one image (an SVG mask or blend
 * would cost resvg a full-canvas layer each). `pixel` gives each pixel's grey and opacity (0..1)
 * over the 1024 canvas at N px; the silhouette's alpha multiplies the opacity.
 */
async function bakeInside(
  sil: Silhouette,
  N: number,
  pixel: (x: number, y: number, i: number) => [grey: number, alpha: number],
): Promise<string> {
  const mask = await sharp(sil.alpha, { raw: { width: sil.size, height: sil.size, channels: 1 } })
    .resize(N, N)
    .raw()
    .toBuffer();
  // only the silhouette's box: resvg pays for every pixel of an image, transparent or not
  const k = N / C;
  const x0 = Math.max(0, Math.floor(sil.box.x0 * k));
  const y0 = Math.max(0, Math.floor(sil.box.y0 * k));
  const w = Math.min(N, Math.ceil(sil.box.x1 * k)) - x0;
  const h = Math.min(N, Math.ceil(sil.box.y1 * k)) - y0;
  const rgba = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y + y0) * N + x + x0;
      if (!mask[i]) continue;
      const [grey, alpha] = pixel(x + x0, y + y0, i);
      const o = (y * w + x) * 4;
      rgba[o] = grey;
      rgba[o + 1] = grey;
      rgba[o + 2] = grey;
      rgba[o + 3] = Math.min(255, alpha * mask[i]!);
    }
  const png = await sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
    .png({ compressionLevel: 2 })
    .toBuffer();
  return imageEl(`data:image/png;base64,${png.toString('base64')}`, x0 / k, y0 / k, w / k, h / k, {
    preserve: 'none',
  });
}

/** Paper packs show their fibres through the print: darker fibres as black, lighter as white. */
export function paperGrain(kind: 'kraft' | 'paper', seed: number, sil: Silhouette): Promise<string> {
  const N = 512;
  // the texture at the picture's scale (N px over the 1024 canvas), so fibres keep their real size
  const tex = textureRaster(kind, seed % 4, { width: N, height: N, scale: C / N });
  let sum = 0;
  for (let i = 0; i < N * N; i++) sum += tex[i * 3]! + tex[i * 3 + 1]! + tex[i * 3 + 2]!;
  const mean = sum / (N * N);
  const gain = (kind === 'kraft' ? 2.4 : 1.6) / 255;
  return bakeInside(sil, N, (_x, _y, i) => {
    const d = (tex[i * 3]! + tex[i * 3 + 1]! + tex[i * 3 + 2]! - mean) / 3;
    return [d > 0 ? 255 : 0, Math.abs(d) * gain];
  });
}

/** Light falling on the product itself: its shadow side darkened along the light, a sheen on the lit side. */
function sideShade(stage: Stage, sil: Silhouette): Promise<string> {
  const N = 256;
  const { box } = sil;
  const [dx, dy] = stage.rig.dir;
  const len = Math.hypot(dx, dy) || 1;
  const k = N / C;
  const cx = ((box.x0 + box.x1) / 2) * k;
  const cy = ((box.y0 + box.y1) / 2) * k;
  const half =
    (Math.abs(dx / len) * (box.x1 - box.x0) + Math.abs(dy / len) * (box.y1 - box.y0)) * 0.5 * k || 1;
  const dark = Math.min(0.4, stage.rig.opacity * 0.8);
  return bakeInside(sil, N, (x, y) => {
    // -1 on the lit side, +1 on the shadow side
    const t = Math.max(-1, Math.min(1, ((x - cx) * dx + (y - cy) * dy) / len / half));
    return t > 0.1 ? [0, ((t - 0.1) / 0.9) * dark] : t < -0.4 ? [255, ((-t - 0.4) / 0.6) * 0.12] : [0, 0];
  });
}

/** Real height of a template in millimetres (its catalogue proportions). */
export function templateHeightMm(t: PackagingTemplate): number {
  const h = t.render.params.h;
  return typeof h === 'number' && h > 0 ? h : 200;
}

const VIEW_FOR: Record<Camera, PackagingDocument['view']> = {
  'flat-lay': 'front',
  'three-quarter': 'three-quarter-left',
  hero: 'front',
  'close-up': 'front',
};

/** Share of the picture height the hero object takes, by camera. */
export const SUBJECT_HEIGHT: Record<Camera, number> = {
  'flat-lay': 0.62,
  'three-quarter': 0.56,
  hero: 0.62,
  'close-up': 0.86,
};

/**
 * Places a hero object (markup drawn on the 1024 canvas, occupying `box`) in the stage: scaled to
 * the camera's share of the picture, rotated a little on a flat-lay, grounded with its shadows.
 * Returns the markup and where it ended up.
 */
export async function placeHero(
  svg: Svg,
  stage: Stage,
  markup: string,
  sil: Silhouette,
  seed: number,
  /** On a flat-lay, lay it on its side (bottles and cans lie down; pouches and boxes lie on their back). */
  onSide = false,
): Promise<{ markup: string; box: Box; scale: number }> {
  const cam = stage.spec.camera;
  const { box } = sil;
  const h = box.y1 - box.y0;
  const w = box.x1 - box.x0;
  const k = Math.min((SUBJECT_HEIGHT[cam] * C) / h, (0.62 * C) / w);
  const [ax, ay] = stage.anchor;
  let transform: string;
  let placed: Box;
  if (cam === 'flat-lay') {
    const rng = new Rng(`hero:${seed}`);
    const rot = onSide ? rng.pick([-1, 1]) * rng.range(68, 80) : rng.range(-9, 9);
    const cx = (box.x0 + box.x1) / 2;
    const cy = (box.y0 + box.y1) / 2;
    transform = `translate(${round3(ax)} ${round3(ay)}) rotate(${round3(rot)}) scale(${round3(k)}) translate(${round3(-cx)} ${round3(-cy)})`;
    const r = Math.abs((rot * Math.PI) / 180);
    const hw = (w * k * Math.cos(r) + h * k * Math.sin(r)) / 2;
    const hh = (h * k * Math.cos(r) + w * k * Math.sin(r)) / 2;
    placed = { x0: ax - hw, y0: ay - hh, x1: ax + hw, y1: ay + hh };
  } else {
    const fx = (box.x0 + box.x1) / 2;
    transform = `translate(${round3(ax)} ${round3(ay)}) scale(${round3(k)}) translate(${round3(-fx)} ${round3(-box.y1)})`;
    placed = { x0: ax - (w * k) / 2, y0: ay - h * k, x1: ax + (w * k) / 2, y1: ay };
  }
  let out = await objectShadow(stage, { data: sil.alpha, size: sil.size }, transform, [ax, ay], h * k, k);
  if (cam !== 'flat-lay') {
    const pw = (placed.x1 - placed.x0) / 2;
    out += contactShadow(svg, ax, ay - 2, pw * 0.95, Math.max(6, pw * 0.12), 0.9);
  }
  out += group(markup, { transform });
  return { markup: out, box: placed, scale: k };
}

/** Still life: the packaging drawn by the engine, on a textured set, lit as the prompt asks, with props. */
export async function buildStillLifeScene(doc: ImageryDocument): Promise<SceneResult> {
  const still = doc.still!;
  const svg = new Svg('sl');
  const stage = await buildStage(
    svg,
    {
      surface: still.surface,
      surfaceColour: still.surfaceColour,
      wall: still.wall,
      camera: still.camera,
      light: still.light,
      setting: still.setting,
      seed: doc.seed,
    },
    rasterise,
  );
  let heroMarkup = '';
  let texts: SceneResult['texts'] = [];
  let hero: { box: Box; scale: number } | null = null;
  let heightMm = 0;
  if (still.pack) {
    const pack = { ...still.pack, view: VIEW_FOR[still.camera] };
    const template = templateOrThrow(pack.template);
    heightMm = templateHeightMm(template);
    const designer = new Designer(pack);
    const drawn = drawPack({
      svg,
      template,
      view: pack.view,
      label: designer,
      packColour: pack.packColour ?? defaultPackColour(template, designer.groundColour),
      contentsColour:
        still.contentsColour ?? mix(darken(pack.palette.secondary, 0.25), pack.palette.accent, 0.35),
      accent: pack.palette.accent,
    });
    let markup = (drawn.behind ?? '') + drawn.body;
    const sil = silhouette(svg, markup);
    if (sil) {
      if (still.material === 'kraft' || still.material === 'paper')
        markup += await paperGrain(still.material, doc.seed, sil);
      const family = template.render.family;
      const placed = await placeHero(
        svg,
        stage,
        markup,
        sil,
        doc.seed,
        family === 'bottle' || family === 'can',
      );
      hero = placed;
      texts = designer.texts;
      heroMarkup = placed.markup;
    }
  }
  const avoid: Box = hero?.box ?? {
    x0: C / 2 - 60,
    y0: stage.anchor[1] - 60,
    x1: C / 2 + 60,
    y1: stage.anchor[1],
  };
  const pxPerMm = hero && heightMm ? (hero.box.y1 - hero.box.y0) / heightMm : 2.6;
  const props = scatterProps(svg, stage, still.props, avoid, pxPerMm, doc.seed);
  const body = stage.markup + props.behind + heroMarkup + props.front + lightOverlay(svg, stage);
  return { svg: svg.document(C, C, group(body), doc.prompt.slice(0, 120)), texts };
}

/**
 * Photoshoot on a set: the user's product cut out (its alpha, else its plain background removed),
 * standing on the surface the brief names at its real size against the props, with its cast and
 * contact shadows, shaded on the side away from the light, then lit with the whole set.
 */
export async function buildSetPhotoshootScene(
  doc: PhotoshootDocument,
  assets?: RenderAssets,
): Promise<SceneResult> {
  const set = doc.set!;
  const bytes = requireAsset(assets, doc.product.ref);
  const cut = await cutOut(bytes, 900);
  const svg = new Svg('ps');
  const stage = await buildStage(svg, { ...set, seed: doc.seed }, rasterise);
  const k = Math.min(980 / cut.width, 980 / cut.height);
  const w = cut.width * k;
  const h = cut.height * k;
  const x = (C - w) / 2;
  const y = C - 10 - h;
  let product = '';
  if (!cut.cut) {
    // a photo with its own scene: shown as a print standing in the set
    product += `<path d="M${x - 16} ${y - 16}H${x + w + 16}V${y + h}H${x - 16}Z" fill="#FBFAF7"/>`;
  }
  product += imageEl(`data:image/png;base64,${cut.png.toString('base64')}`, x, y, w, h, { preserve: 'none' });
  const sil = silhouette(svg, product);
  let heroMarkup = '';
  let hero: { box: Box } | null = null;
  if (sil) {
    product += await sideShade(stage, sil);
    const placed = await placeHero(svg, stage, product, sil, doc.seed);
    heroMarkup = placed.markup;
    hero = placed;
  }
  const box = hero?.box ?? { x0: C / 2 - 100, y0: C / 2, x1: C / 2 + 100, y1: stage.anchor[1] };
  const pxPerMm = (box.y1 - box.y0) / set.productHeightMm;
  const props = scatterProps(svg, stage, set.props, box, pxPerMm, doc.seed);
  const body = stage.markup + props.behind + heroMarkup + props.front + lightOverlay(svg, stage);
  return { svg: svg.document(C, C, group(body), 'Product photoshoot'), texts: [] };
}
