import sharp from 'sharp';
import { darken, lighten, mix } from '../color.ts';
import { type RenderAssets, requireAsset } from '../document/asset-bytes.ts';
import type { DesignDocument, MockupDocument, PhotoshootDocument } from '../document/design-document.ts';
import { Rng } from '../prng.ts';
import { cutOut, dominantColours } from '../raster/image-operations.ts';
import { placeIcon } from '../scene/icons.ts';
import { circle, ellipse, type Path, polygon, rect, roundRect } from '../scene/path.ts';
import { contactShadow, studioBackground } from '../scene/studio.ts';
import type { Item } from '../scene/surface.ts';
import { group, imageEl, pathEl, Svg } from '../scene/svg.ts';
import { foldedPacks } from './folded-packs.ts';
import { buildImageryScene } from './imagery-scene.ts';
import type { Role } from './label-designer.ts';
import { buildLogoScene } from './logo-scene.ts';
import { isDefaultPlacement, PlacedFaces } from './mockup-placement.ts';
import { composeScene, type SceneResult, templateOrThrow } from './packaging-scene.ts';
import type { LabelSource, PackResult } from './packs/common.ts';
import { buildSetPhotoshootScene, buildStillLifeScene } from './still-life-scene.ts';

const C = 1024;

export async function buildOtherScene(doc: DesignDocument, assets?: RenderAssets): Promise<SceneResult> {
  switch (doc.kind) {
    case 'logo':
      return buildLogoScene(doc);
    case 'imagery':
      return doc.still ? buildStillLifeScene(doc) : buildImageryScene(doc);
    case 'photoshoot':
      return doc.set ? buildSetPhotoshootScene(doc, assets) : buildPhotoshootScene(doc, assets);
    case 'mockup':
      return buildMockupScene(doc, assets);
    default:
      throw new Error('Unsupported document');
  }
}

/**
 * How much of an artwork a cover fit may crop, per side, before the panel fits it whole instead:
 * a wordmark running to the artwork's edge ("NORDIC") keeps its first and last letters.
 */
export const COVER_CROP_LIMIT = 0.015;

/**
 * The fit for an artwork of `artAspect` (w / h) on a face of w × h: a person's explicit choice, else
 * (auto) cover only when it crops next to nothing.
 */
export function fitFor(
  requested: 'auto' | 'cover' | 'contain',
  artAspect: number,
  w: number,
  h: number,
): 'cover' | 'contain' {
  if (requested !== 'auto') return requested;
  if (!(w > 0 && h > 0 && artAspect > 0)) return 'cover';
  const face = w / h;
  // the share of the artwork's longer overflow cut off on each side under cover
  const crop = (1 - Math.min(face / artAspect, artAspect / face)) / 2;
  return crop <= COVER_CROP_LIMIT ? 'cover' : 'contain';
}

/**
 * Flat artwork mapped onto a pack: the artwork on the front and back panels, fitted per face
 * (cover when the face has the artwork's shape, else whole on a bleed of its own edge colour).
 */
class ArtworkLabel implements LabelSource {
  texts = [];
  constructor(
    readonly href: string,
    /** The bleed: the average colour of the artwork's outer edge, so a contained artwork has no seam. */
    readonly groundColour: string,
    readonly fit: 'auto' | 'cover' | 'contain',
    readonly aspect: number,
    /** The artwork's edge rows and columns, stretched into the space beside a contained artwork. */
    readonly edges?: ArtworkEdges,
    /** A person's scale and move: the artwork cut to each face, on the bleed colour. */
    readonly placed?: PlacedFaces,
  ) {}
  ground(w: number, h: number): Item[] {
    return [{ kind: 'path', d: rect(-2, -2, w + 4, h + 4), fill: this.groundColour }];
  }
  panel(role: Role, w: number, h: number): Item[] {
    if (role !== 'front' && role !== 'back') return [];
    if (this.placed) {
      const item = this.placed.get(w, h);
      return [...this.ground(w, h), ...(item ? [item] : [])];
    }
    if (fitFor(this.fit, this.aspect, w, h) === 'cover')
      return [{ kind: 'image', href: this.href, x: 0, y: 0, w, h, preserve: 'xMidYMid slice' }];
    // contained: the artwork whole in the middle, its own edges carried out to the face's edges
    const wide = w / h > this.aspect;
    const aw = wide ? h * this.aspect : w;
    const ah = wide ? h : w / this.aspect;
    const ax = (w - aw) / 2;
    const ay = (h - ah) / 2;
    const image = (href: string, x: number, y: number, iw: number, ih: number): Item => ({
      kind: 'image',
      href,
      x,
      y,
      w: iw,
      h: ih,
      preserve: 'none',
    });
    const e = this.edges;
    const bleed: Item[] = !e
      ? []
      : wide
        ? [image(e.left, 0, 0, ax + 1, h), image(e.right, ax + aw - 1, 0, w - ax - aw + 1, h)]
        : [image(e.top, 0, 0, w, ay + 1), image(e.bottom, 0, ay + ah - 1, w, h - ay - ah + 1)];
    return [...this.ground(w, h), ...bleed, image(this.href, ax, ay, aw, ah)];
  }
}

interface ArtworkEdges {
  left: string;
  right: string;
  top: string;
  bottom: string;
}

/** One-pixel rows and columns just inside the artwork's edge, as data addresses (stretched, they are its bleed). */
async function artworkEdges(jpg: Buffer): Promise<ArtworkEdges | undefined> {
  const meta = await sharp(jpg).metadata();
  const W = meta.width ?? 0;
  const H = meta.height ?? 0;
  if (W < 4 || H < 4) return undefined;
  const inset = Math.min(2, Math.floor(Math.min(W, H) / 4));
  const cut = async (left: number, top: number, width: number, height: number) =>
    `data:image/png;base64,${(await sharp(jpg).extract({ left, top, width, height }).png().toBuffer()).toString('base64')}`;
  return {
    left: await cut(inset, 0, 1, H),
    right: await cut(W - 1 - inset, 0, 1, H),
    top: await cut(0, inset, W, 1),
    bottom: await cut(0, H - 1 - inset, W, 1),
  };
}

/** The average colour of an image's outer edge (a 1% frame): the bleed a contained artwork sits on. */
export async function edgeColour(jpg: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(jpg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const W = info.width;
  const H = info.height;
  const m = Math.max(1, Math.round(Math.min(W, H) * 0.01));
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (x >= m && x < W - m && y >= m && y < H - m) continue;
      const i = (y * W + x) * info.channels;
      r += data[i]!;
      g += data[i + 1]!;
      b += data[i + 2]!;
      n++;
    }
  if (!n) return undefined;
  const hex = (v: number) =>
    Math.round(v / n)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`.toUpperCase();
}

async function buildMockupScene(doc: MockupDocument, assets?: RenderAssets): Promise<SceneResult> {
  const bytes = requireAsset(assets, doc.artwork.ref);
  const template = templateOrThrow(doc.template);
  const img = sharp(bytes)
    .rotate()
    .resize({ width: 900, height: 900, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  const jpg = await img.jpeg({ quality: 86 }).toBuffer();
  const meta = await sharp(jpg).metadata();
  const [avg] = await dominantColours(jpg, 1);
  const aspect = (meta.width ?? 1) / (meta.height ?? 1);
  const placement = { scale: doc.scale ?? 1, offset: doc.offset ?? { x: 0, y: 0 } };
  const placed = isDefaultPlacement(placement)
    ? undefined
    : new PlacedFaces(placement, (w, h) => fitFor(doc.fit, aspect, w, h));
  const label = new ArtworkLabel(
    `data:image/jpeg;base64,${jpg.toString('base64')}`,
    (await edgeColour(jpg)) ?? avg ?? '#EEEEEE',
    doc.fit,
    aspect,
    await artworkEdges(jpg),
    placed,
  );
  const compose = (svg: Svg, drawn?: PackResult) =>
    composeScene(
      svg,
      template,
      doc.view,
      label,
      doc.background,
      doc.packColour,
      '#8A5A2B',
      avg ?? '#CCCCCC',
      `Mockup — ${template.product}`,
      doc.framing?.zoom,
      drawn,
    );
  const folded = foldedPacks();
  if (folded?.folds(template)) {
    // boxes, cartons and sleeves: the artwork printed on the pack's own net, folded
    if (placed) {
      folded.askPanels(template, label);
      await placed.prepare(jpg);
    }
    const svg = new Svg('m');
    return { svg: compose(svg, await folded.draw(svg, template, doc.view, label)), texts: [] };
  }
  if (placed) {
    compose(new Svg('m')); // learns the faces' sizes
    await placed.prepare(jpg);
  }
  return { svg: compose(new Svg('m')), texts: [] };
}

async function buildPhotoshootScene(doc: PhotoshootDocument, assets?: RenderAssets): Promise<SceneResult> {
  const bytes = requireAsset(assets, doc.product.ref);
  const cut = await cutOut(bytes, 900);
  const svg = new Svg('ph');
  const rng = new Rng(`photo:${doc.seed}`);
  const p = doc.palette;
  const floorY = doc.camera === 'low' ? 800 : doc.camera === 'close' ? 900 : 760;
  let out = '';
  const bg = doc.background.colour;
  switch (doc.scene) {
    case 'surface':
    case 'kitchen':
    case 'bathroom': {
      const wall = doc.scene === 'bathroom' ? '#E9EEF0' : doc.scene === 'kitchen' ? lighten(bg, 0.2) : bg;
      out += pathEl(
        rect(0, 0, C, floorY),
        svg.linear(
          [
            { o: 0, c: darken(wall, 0.12) },
            { o: 1, c: lighten(wall, 0.05) },
          ],
          0,
          0,
          0,
          floorY,
        ),
      );
      if (doc.scene !== 'surface') {
        let tiles: Path = [];
        const t = doc.scene === 'bathroom' ? 96 : 64;
        for (let x = 0; x <= C; x += t) tiles = tiles.concat(rect(x - 1, 0, 2, floorY));
        for (let y = floorY; y >= 0; y -= t / (doc.scene === 'kitchen' ? 2 : 1))
          tiles = tiles.concat(rect(0, y - 1, C, 2));
        out += pathEl(tiles, '#FFFFFF', { opacity: 0.55 });
      }
      const top =
        doc.scene === 'kitchen'
          ? '#CDB89A'
          : doc.scene === 'bathroom'
            ? '#F4F2EE'
            : mix(p.secondary, '#D8CFC4', 0.6);
      out += pathEl(
        rect(0, floorY, C, C - floorY),
        svg.linear(
          [
            { o: 0, c: lighten(top, 0.1) },
            { o: 1, c: darken(top, 0.18) },
          ],
          0,
          floorY,
          0,
          C,
        ),
      );
      out += pathEl(rect(0, floorY, C, 3), '#FFFFFF', { opacity: 0.5 });
      break;
    }
    case 'window': {
      out += studioBackground(svg, bg, 'floor', floorY);
      for (let i = 0; i < 3; i++) {
        const x = 120 + i * 220 + rng.range(-20, 20);
        out += pathEl(
          polygon([
            [x, 0],
            [x + 150, 0],
            [x + 520, C],
            [x + 300, C],
          ]),
          '#FFFFFF',
          { opacity: 0.16 },
        );
      }
      break;
    }
    case 'outdoor': {
      out += pathEl(
        rect(0, 0, C, C),
        svg.linear(
          [
            { o: 0, c: '#BFD9EA' },
            { o: 0.7, c: '#F2EBDD' },
          ],
          0,
          0,
          0,
          C,
        ),
      );
      out += pathEl(
        polygon([
          [0, floorY],
          [C * 0.3, floorY - 110],
          [C * 0.6, floorY - 40],
          [C, floorY - 140],
          [C, C],
          [0, C],
        ]),
        '#9DB89A',
        { opacity: 0.7 },
      );
      out += pathEl(
        rect(0, floorY, C, C - floorY),
        svg.linear(
          [
            { o: 0, c: '#B9A98F' },
            { o: 1, c: '#8D7B62' },
          ],
          0,
          floorY,
          0,
          C,
        ),
      );
      break;
    }
    default:
      out += studioBackground(svg, bg, doc.scene === 'podium' ? 'floor' : 'sweep', floorY);
  }
  // product size and placement by camera
  const maxH = doc.camera === 'close' ? 720 : doc.camera === 'low' ? 600 : 500;
  const maxW = doc.camera === 'close' ? 760 : 520;
  const k = Math.min(maxH / cut.height, maxW / cut.width);
  const w = cut.width * k;
  const h = cut.height * k;
  const cx = doc.camera === 'offset-left' ? C * 0.38 : doc.camera === 'offset-right' ? C * 0.62 : C / 2;
  let baseY = floorY + 20;
  if (doc.scene === 'podium') {
    const pr = Math.max(w * 0.75, 170);
    const ph = 130;
    const pc = lighten(p.accent, 0.35);
    out += contactShadow(svg, cx, floorY + 36, pr * 1.05, 26, 0.9);
    out += pathEl(
      roundRect(cx - pr, floorY - ph + 30, pr * 2, ph, 4),
      svg.linear(
        [
          { o: 0, c: darken(pc, 0.25) },
          { o: 0.3, c: lighten(pc, 0.15) },
          { o: 0.7, c: pc },
          { o: 1, c: darken(pc, 0.3) },
        ],
        cx - pr,
        0,
        cx + pr,
        0,
      ),
    );
    out += pathEl(ellipse(cx, floorY - ph + 30, pr, 24), lighten(pc, 0.22));
    baseY = floorY - ph + 34;
  }
  // props from the scene words
  for (const [i, prop] of doc.props.entries()) {
    const side = i % 2 ? 1 : -1;
    const px = cx + side * (w / 2 + 90 + i * 30);
    const size = 120 - i * 12;
    const col = i % 2 ? mix(p.accent, '#2F5233', 0.5) : mix(p.primary, '#3D6B3A', 0.4);
    out += pathEl(ellipse(px, baseY - 4, size * 0.45, 10), '#000000', { opacity: 0.15 });
    out += pathEl(placeIcon(prop, px, baseY - size / 2, size, side * 0.15), col);
  }
  out += contactShadow(svg, cx, baseY - 4, w * 0.42, Math.max(8, w * 0.05), 1);
  const href = `data:image/png;base64,${cut.png.toString('base64')}`;
  if (!cut.cut) {
    // photo with its own background: present it as a framed print leaning in the set
    out += pathEl(roundRect(cx - w / 2 - 14, baseY - h - 14, w + 28, h + 28, 6), '#FFFFFF');
  }
  out += imageEl(href, cx - w / 2, baseY - h, w, h);
  // light
  const tint =
    doc.light === 'warm' || doc.light === 'golden' ? '#FFB347' : doc.light === 'cool' ? '#7FB3FF' : '#FFFFFF';
  const strength = doc.light === 'golden' ? 0.2 : doc.light === 'warm' || doc.light === 'cool' ? 0.12 : 0.05;
  out += pathEl(
    rect(0, 0, C, C),
    svg.radial(
      [
        { o: 0, c: tint, a: strength * 2 },
        { o: 1, c: tint, a: 0 },
      ],
      C * 0.2,
      C * 0.1,
      C,
    ),
    { blend: 'screen' },
  );
  if (doc.light === 'dramatic')
    out += pathEl(
      rect(0, 0, C, C),
      svg.radial(
        [
          { o: 0.35, c: '#000000', a: 0 },
          { o: 1, c: '#000000', a: 0.55 },
        ],
        cx,
        C * 0.5,
        C * 0.75,
      ),
    );
  return { svg: svg.document(C, C, group(out), 'Product photoshoot'), texts: [] };
}

export const _shapes = { circle };
