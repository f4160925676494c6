import sharp from 'sharp';
import { hexToRgb } from '../../color.ts';
import type { SurfaceKind } from '../../document/set-vocabulary.ts';
import { hashString } from '../../prng.ts';
import { Noise } from './noise.ts';

/** How texture space maps to the picture: seen from above, or a table top receding to a horizon. */
export type TextureView =
  | { kind: 'flat'; rotation?: number }
  | {
      /** A table top receding from the bottom edge (near) to the first row (the far edge). */
      kind: 'table';
      /** Foreshortening at the bottom edge: texture units per picture pixel vertically. */
      tilt: number;
    };

/** `fp` is the footprint of one pixel in texture units: fine detail fades where it would alias. */
type Sampler = (u: number, v: number, out: Float32Array, fp: number) => void;

const rgb01 = (hex: string) => hexToRgb(hex).map((c) => c / 255) as [number, number, number];

function ramp(out: Float32Array, a: number[], b: number[], t: number, k = 1) {
  out[0] = (a[0]! + (b[0]! - a[0]!) * t) * k;
  out[1] = (a[1]! + (b[1]! - a[1]!) * t) * k;
  out[2] = (a[2]! + (b[2]! - a[2]!) * t) * k;
}

/** Default base colours; a tint from the prompt (e.g. 'white marble', 'dark wood') replaces them. */
export const SURFACE_COLOURS: Record<SurfaceKind, string> = {
  wood: '#9A6A42',
  marble: '#EEECE8',
  slate: '#3D4347',
  linen: '#D8CCB6',
  concrete: '#A6A39E',
  kraft: '#B88B5C',
  paper: '#F2EEE6',
  plaster: '#E4DDD2',
};

function sampler(kind: SurfaceKind, seed: number, base: string): Sampler {
  const n = new Noise(seed);
  const m = new Noise(seed ^ 0x5bd1e995);
  const c = rgb01(base);
  const dark = c.map((x) => x * 0.55);
  const light = c.map((x) => Math.min(1, x * 1.12 + 0.03));
  switch (kind) {
    case 'wood': {
      const plank = 168;
      return (u, v, out, fp) => {
        const row = Math.floor(v / plank);
        const joint = ((row * 7919) % 5) * 190;
        const col = Math.floor((u + joint) / 820);
        const tone = 0.86 + 0.22 * m.at(row * 3.1, col * 5.7);
        const warp = n.fbm(u * 0.0018, v * 0.008 + row * 7.3, 3);
        // growth lines: thin dark lines along the plank, bending around knots
        const ring = 0.5 + 0.5 * Math.sin(v * 0.21 + warp * 9 + row * 2.1);
        const fibre = fp < 2.5 ? n.at(u * 0.01 + col * 31, v * 0.7) : 0.5;
        const streak = m.fbm(u * 0.002, v * 0.03, 2);
        let t = 0.42 * ring ** 6 + 0.22 * fibre + 0.45 * streak;
        const inPlank = v - row * plank;
        const gap = inPlank < 3 || (u + joint) % 820 < 2.5;
        if (gap) t = 1.4;
        ramp(out, light, dark, Math.min(1.3, t * 0.75), tone);
      };
    }
    case 'marble': {
      const vein = c[0]! + c[1]! + c[2]! > 1.5 ? [0.5, 0.5, 0.53] : [0.86, 0.85, 0.82];
      return (u, v, out) => {
        const cloud = n.fbm(u * 0.0025, v * 0.0025, 3);
        // veins: diagonal streaks bent by a gentle warp (a strong warp reads as contour lines)
        const w = n.fbm(u * 0.0012 + 3.1, v * 0.0018, 4);
        const s1 = Math.abs(Math.sin((u * 0.0009 + v * 0.0013 + w * 1.1) * Math.PI * 2));
        const w2 = m.fbm(u * 0.003, v * 0.003, 3);
        const s2 = Math.abs(Math.sin((u * 0.0021 - v * 0.0009 + w2 * 0.9) * Math.PI * 2));
        const veins = Math.min(
          1,
          (1 - s1) ** 4 * 0.22 + (1 - s1) ** 40 * 0.5 + (1 - s2) ** 24 * 0.22 * m.at(u * 0.004, v * 0.004),
        );
        const k = 1 - 0.07 * cloud;
        out[0] = c[0]! * k * (1 - veins) + vein[0]! * veins;
        out[1] = c[1]! * k * (1 - veins) + vein[1]! * veins;
        out[2] = c[2]! * k * (1 - veins) + vein[2]! * veins;
      };
    }
    case 'slate': {
      return (u, v, out) => {
        const mottle = n.fbm(u * 0.003, v * 0.003, 3);
        const cleft = m.fbm(u * 0.0015, v * 0.03, 3);
        const grain = n.at(u * 0.45, v * 0.45);
        const k = 0.78 + 0.3 * mottle + 0.22 * (cleft - 0.5) + 0.1 * (grain - 0.5);
        const fleck = grain > 0.93 ? 0.12 : 0;
        out[0] = c[0]! * k + fleck;
        out[1] = c[1]! * k + fleck;
        out[2] = c[2]! * k * 1.02 + fleck;
      };
    }
    case 'linen': {
      const period = 6.5;
      return (u, v, out, fp) => {
        const iu = Math.floor(u / period);
        const iv = Math.floor(v / period);
        const warpUp = (iu + iv) & 1;
        // thread thickness varies along its length (slubs)
        const slubU = m.at(iu * 0.37, v * 0.012);
        const slubV = m.at(u * 0.012, iv * 0.41 + 50);
        const fu = 0.5 - 0.5 * Math.cos(((u % period) / period) * Math.PI * 2);
        const fv = 0.5 - 0.5 * Math.cos(((v % period) / period) * Math.PI * 2);
        const thread = warpUp ? fu * (0.7 + 0.6 * slubU) : fv * (0.7 + 0.6 * slubV);
        const detail = Math.max(0, Math.min(1, (7 - fp) / 4));
        const cloud = n.fbm(u * 0.004, v * 0.004, 3);
        const k = 0.9 + detail * 0.34 * (thread - 0.5) + 0.12 * (cloud - 0.5) + 0.08 * (slubV - 0.5);
        ramp(out, c, c, 0, k);
      };
    }
    case 'concrete': {
      return (u, v, out) => {
        const mottle = n.fbm(u * 0.005, v * 0.005, 5);
        const grain = m.at(u * 0.6, v * 0.6);
        const pore = n.at(u * 0.22 + 90, v * 0.22);
        let k = 0.8 + 0.32 * mottle + 0.08 * (grain - 0.5);
        if (pore > 0.9) k -= (pore - 0.9) * 3.2;
        ramp(out, c, c, 0, k);
      };
    }
    case 'plaster': {
      return (u, v, out) => {
        const k = 0.94 + 0.1 * n.fbm(u * 0.004, v * 0.004, 4) + 0.03 * (m.at(u * 0.3, v * 0.3) - 0.5);
        ramp(out, c, c, 0, k);
      };
    }
    default: {
      // kraft and uncoated paper: short fibres in two directions and a few darker flecks
      const fibre = kind === 'kraft' ? 0.14 : 0.05;
      return (u, v, out) => {
        const f1 = n.at(u * 0.05, v * 0.7);
        const f2 = m.at(u * 0.7 + 40, v * 0.05);
        const cloud = n.fbm(u * 0.006, v * 0.006, 3);
        const fleck = m.at(u * 0.25, v * 0.25) > 0.95 ? 0.12 : 0;
        const k = 0.93 + fibre * (Math.max(f1, f2) - 0.5) + 0.1 * (cloud - 0.5) - fleck;
        ramp(out, c, dark, 0, k);
      };
    }
  }
}

/** A procedural surface as RGB pixels. Deterministic in (kind, seed, colour, view, size). */
export function textureRaster(
  kind: SurfaceKind,
  seed: number,
  size: { width: number; height: number; scale?: number },
  view: TextureView = { kind: 'flat' },
  colour?: string,
): Buffer {
  const { width: W, height: H } = size;
  // texture units per raster pixel, so a 512 px raster of a 1024 px scene keeps the same grain size
  const s = size.scale ?? 1;
  const sample = sampler(kind, hashString(`${kind}:${seed}`), colour ?? SURFACE_COLOURS[kind]);
  const out = Buffer.alloc(W * H * 3);
  const px = new Float32Array(3);
  const put = (i: number) => {
    out[i] = Math.max(0, Math.min(255, px[0]! * 255));
    out[i + 1] = Math.max(0, Math.min(255, px[1]! * 255));
    out[i + 2] = Math.max(0, Math.min(255, px[2]! * 255));
  };
  if (view.kind === 'flat') {
    const r = view.rotation ?? 0;
    const cs = Math.cos(r);
    const sn = Math.sin(r);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const X = x * s;
        const Y = y * s;
        sample(X * cs - Y * sn + 4096, X * sn + Y * cs + 4096, px, s);
        put((y * W + x) * 3);
      }
    return out;
  }
  // table: the raster covers the table top only, its first row at the horizon
  for (let y = 0; y < H; y++) {
    // distance into the picture: 1 at the bottom edge, growing towards the horizon
    const d = Math.max(0.04, (y + 0.5) / H);
    const z = 1 / d;
    const v = view.tilt * H * z * s;
    for (let x = 0; x < W; x++) {
      sample((x - W / 2) * z * s + 4096, v + 2048, px, z * s);
      put((y * W + x) * 3);
    }
  }
  return out;
}

const cache = new Map<string, Promise<string>>();
const CACHE_SIZE = 24;

/**
 * A surface texture as a JPEG data URI, ready for an SVG <image>. Pure in its arguments, so recent
 * ones are kept: re-rendering a document (thumbnail, then full size, then an edit) reuses them.
 */
export function textureImage(
  kind: SurfaceKind,
  seed: number,
  size: { width: number; height: number; scale?: number },
  view?: TextureView,
  colour?: string,
): Promise<string> {
  const key = JSON.stringify([kind, seed, size, view, colour]);
  let hit = cache.get(key);
  if (hit) {
    cache.delete(key);
  } else {
    hit = encodeTexture(kind, seed, size, view, colour);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, hit);
  return hit;
}

/** Forgets cached textures (benchmarks measure a cold render with it). */
export function clearTextureCache(): void {
  cache.clear();
}

async function encodeTexture(
  kind: SurfaceKind,
  seed: number,
  size: { width: number; height: number; scale?: number },
  view?: TextureView,
  colour?: string,
): Promise<string> {
  const raw = textureRaster(kind, seed, size, view, colour);
  const jpg = await sharp(raw, { raw: { width: size.width, height: size.height, channels: 3 } })
    .jpeg({ quality: 84, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return `data:image/jpeg;base64,${jpg.toString('base64')}`;
}
