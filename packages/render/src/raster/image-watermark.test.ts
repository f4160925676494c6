import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { packagingConceptDocument, readBrief } from '../generators/packaging.ts';
import { encode, rasterise, render, renderPixels, renderSvg } from '../render.ts';
import { watermark, watermarkCorner, watermarkPixels } from './image-watermark.ts';

/** Per-pixel change (mean over RGB, 0–255) between an image and its watermarked copy. */
async function change(original: Buffer) {
  const marked = await watermark(original);
  const a = await sharp(original).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const b = await sharp(marked).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = a.info;
  expect([b.info.width, b.info.height]).toEqual([W, H]);
  const c = watermarkCorner(W, H);
  let sum = 0;
  let corner = 0;
  let cornerN = 0;
  let marks = 0;
  let rest = 0;
  let max = 0;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const d =
        (Math.abs(a.data[i]! - b.data[i]!) +
          Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
          Math.abs(a.data[i + 2]! - b.data[i + 2]!)) /
        3;
      sum += d;
      // the corner mark's box, plus its anti-aliased edge
      if (x >= c.x - 2 && x < c.x + c.w + 2 && y >= c.y - 2 && y < c.y + c.h + 2) {
        corner += d;
        cornerN++;
      } else {
        rest++;
        if (d >= 2) marks++;
        if (d > max) max = d;
      }
    }
  return {
    mean: sum / (W * H),
    cornerMean: corner / cornerN,
    diagonalShare: marks / rest,
    diagonalMax: max,
    marked,
  };
}

describe('the Free watermark protects without hiding the design', () => {
  it('changes a real concept by about one level on average, never more than 32 outside the corner', async () => {
    const brief = readBrief({
      brand: 'JAM CO',
      prompt: 'strawberry jam',
      industry: 'Food',
      packagingImage: 'candle-jar',
    });
    const png = await render(packagingConceptDocument(brief, 'band', 1), { size: 1024 });
    const m = await change(png);
    // the design reads through: a light diagonal, not a screen of text
    expect(m.mean).toBeLessThan(2);
    expect(m.diagonalMax).toBeLessThan(32);
    // and the mark is there: the diagonal runs across the picture, the corner mark is clear
    expect(m.diagonalShare).toBeGreaterThan(0.02);
    expect(m.cornerMean).toBeGreaterThan(30);
    expect((await sharp(m.marked).metadata()).format).toBe('png');
  }, 30_000);

  it('shows on light and on dark designs alike, and keeps the format', async () => {
    for (const background of ['#FFFFFF', '#111111', '#336699']) {
      const flat = await sharp({ create: { width: 600, height: 400, channels: 3, background } })
        .png()
        .toBuffer();
      const m = await change(flat);
      expect(m.mean, background).toBeLessThan(2);
      expect(m.diagonalShare, background).toBeGreaterThan(0.02);
      expect(m.diagonalMax, background).toBeGreaterThan(8);
      expect(m.cornerMean, background).toBeGreaterThan(20);
    }
    const webp = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080' } })
      .webp()
      .toBuffer();
    expect((await sharp(await watermark(webp)).metadata()).format).toBe('webp');
  });

  it("draws the same picture from a render's raw pixels as from its PNG, and the render off the main thread is the same render", async () => {
    const doc = packagingConceptDocument(
      readBrief({
        brand: 'Nordlys',
        prompt: 'sparkling water',
        industry: 'Beverages',
        packagingImage: 'tall-drinks-can',
      }),
      'band',
      2,
    );
    const raw = await renderPixels(doc, { size: 1024 });
    expect(raw.pixels.equals(rasterise(await renderSvg(doc), 1024).pixels)).toBe(true);
    const png = await encode(raw, 'png');
    expect(png.equals(await render(doc, { size: 1024 }))).toBe(true);
    const fromPixels = await watermarkPixels(raw);
    const decoded = (b: Buffer) => sharp(b).ensureAlpha().raw().toBuffer();
    expect((await decoded(fromPixels)).equals(await decoded(await watermark(png)))).toBe(true);
    // and it is watermarked: not the original picture
    expect((await decoded(fromPixels)).equals(await decoded(png))).toBe(false);
  });
});
