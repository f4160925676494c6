import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cutOut,
  recolour,
  replaceBackground,
  UPSCALE_MESSAGE,
  upscale,
  zoomOut,
} from './image-operations.ts';

async function sample(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="160"><rect width="200" height="160" fill="#ffffff"/><circle cx="100" cy="80" r="50" fill="#1f6feb"/><rect x="90" y="20" width="20" height="120" fill="#e5534b"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}
async function pixel(b: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(b).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
}

describe('raster operations', () => {
  it('upscales by 2 and 4 with Lanczos and refuses other factors', async () => {
    const src = await sample();
    const x2 = await upscale(src, 2);
    const x4 = await upscale(src, 4);
    expect((await sharp(x2).metadata()).width).toBe(400);
    expect((await sharp(x4).metadata()).height).toBe(640);
    await expect(upscale(src, 3 as 2)).rejects.toThrow(UPSCALE_MESSAGE);
  });

  it('zooms out into a same-size canvas whose edges continue the picture', async () => {
    const src = await sample();
    const out = await zoomOut(src, 2);
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([200, 160]);
    // the circle is now half as wide: a point that was blue at r=40 from centre is now background-ish
    const c = await pixel(out, 100, 80);
    expect(c[0]).toBeGreaterThan(150); // the red bar stays at the centre
    const edge = await pixel(out, 2, 2);
    expect(edge[0]).toBeGreaterThan(200);
  });

  it('recolours toward a palette', async () => {
    const src = await sample();
    const before = await pixel(src, 60, 80);
    const out = await recolour(src, ['#0B3C5D', 'D9B310'], 1);
    const after = await pixel(out, 60, 80);
    expect(after).not.toEqual(before);
    const white = await pixel(out, 2, 2);
    expect(white.slice(0, 3)).toEqual([0xd9, 0xb3, 0x10]);
  });

  it('cuts out a flat background and replaces it', async () => {
    const src = await sample();
    const c = await cutOut(src);
    expect(c.cut).toBe(true);
    expect(c.width).toBeLessThanOrEqual(102);
    const out = await replaceBackground(src, '#00FF00');
    const corner = await pixel(out, 1, 1);
    expect(corner.slice(0, 3)).toEqual([0, 255, 0]);
    const centre = await pixel(out, 60, 80);
    expect(centre[2]).toBeGreaterThan(200);
  });
});
