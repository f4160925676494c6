/** Seeded value noise and fractal sums for the procedural materials (fast enough per pixel at 1024 px). */

function hash2(x: number, y: number, seed: number): number {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2147483647)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export class Noise {
  /** Lattice values, precomputed on a 256×256 torus so sampling is two array reads per corner. */
  private readonly table = new Float32Array(256 * 256);

  constructor(seed: number) {
    for (let y = 0; y < 256; y++) for (let x = 0; x < 256; x++) this.table[y * 256 + x] = hash2(x, y, seed);
  }

  /** Smooth value noise in [0, 1]. */
  at(x: number, y: number): number {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const tx = x - xf;
    const ty = y - yf;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const x0 = xf & 255;
    const y0 = yf & 255;
    const x1 = (x0 + 1) & 255;
    const y1 = (y0 + 1) & 255;
    const t = this.table;
    const a = t[y0 * 256 + x0]!;
    const b = t[y0 * 256 + x1]!;
    const c = t[y1 * 256 + x0]!;
    const d = t[y1 * 256 + x1]!;
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  }

  /** Fractal sum of `octaves` layers, normalised to [0, 1]. */
  fbm(x: number, y: number, octaves: number): number {
    let sum = 0;
    let amp = 0.5;
    let norm = 0;
    let f = 1;
    for (let i = 0; i < octaves; i++) {
      sum += amp * this.at(x * f + i * 17.3, y * f + i * 31.7);
      norm += amp;
      amp *= 0.5;
      f *= 2.03;
    }
    return sum / norm;
  }
}
