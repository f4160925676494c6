/** Pixel edits on images without a document, on real renders (a pack shot and a still life, rendered here). */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import { generateImagery } from '../generators/imagery.ts';
import { render } from '../render.ts';
import { applyRasterEdit, applyRasterEdits } from './apply-raster.ts';
import { EditError } from './operations.ts';

/** A finished render at 372 px, as a user would upload it. */
async function shot(doc: Parameters<typeof render>[0]): Promise<Buffer> {
  const png = await render(doc, { format: 'png', size: 1024 });
  return sharp(png).resize(372, 372).png().toBuffer();
}
/** A can on a studio sweep, and a still life on a kitchen table (tiled wall, wood, props). */
const CAN = await shot(sampleDoc({ template: 'tall-drinks-can' }));
const [kitchenStill] = await generateImagery(
  'A glass jar of raspberry jam on a rustic kitchen table with fresh berries, morning light',
  { count: 1, seed: 3, render: false },
);
const KITCHEN = await shot(kitchenStill!.document);

async function raw(bytes: Buffer, size?: number) {
  let s = sharp(bytes).removeAlpha();
  if (size) s = s.resize(size, size, { fit: 'fill' });
  const { data, info } = await s.raw().toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}

/** Mean colour of a ring of the outer `share` of an image. */
function ringMean(img: { data: Buffer; w: number; h: number }, share: number): number[] {
  const b = Math.max(1, Math.round(Math.min(img.w, img.h) * share));
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = 0; y < img.h; y++)
    for (let x = 0; x < img.w; x++) {
      if (x >= b && x < img.w - b && y >= b && y < img.h - b) continue;
      const i = (y * img.w + x) * 3;
      for (let c = 0; c < 3; c++) sum[c]! += img.data[i + c]!;
      n++;
    }
  return sum.map((v) => v / n);
}

const lum = (d: Buffer, i: number) => d[i]! * 0.3 + d[i + 1]! * 0.59 + d[i + 2]! * 0.11;

describe('raster edits on real images', () => {
  it('upscales 2× and 4× keeping the picture', async () => {
    const src = await sharp(KITCHEN).resize(256).webp().toBuffer();
    for (const factor of [2, 4] as const) {
      const out = await applyRasterEdit(src, { type: 'upscale', factor });
      const meta = await sharp(out).metadata();
      expect([meta.width, meta.height]).toEqual([256 * factor, 256 * factor]);
      // scaled back down it matches the source closely
      const a = await raw(src);
      const b = await raw(out, 256);
      let err = 0;
      for (let i = 0; i < a.data.length; i++) err += Math.abs(a.data[i]! - b.data[i]!);
      expect(err / a.data.length).toBeLessThan(4);
    }
  });

  it('zooms out into the same canvas with edges that continue the picture', async () => {
    const src = KITCHEN;
    const out = await applyRasterEdit(src, { type: 'zoom-out', factor: 2 });
    const a = await raw(src);
    const b = await raw(out);
    expect([b.w, b.h]).toEqual([a.w, a.h]);
    // the outer ring of the new frame has the colour of the picture's own edges
    const ra = ringMean(a, 0.04);
    const rb = ringMean(b, 0.04);
    for (let c = 0; c < 3; c++) expect(Math.abs(ra[c]! - rb[c]!)).toBeLessThan(12);
    // the middle holds the whole picture at half size
    const half = await raw(await sharp(src).resize(186, 186).png().toBuffer());
    const mid = await raw(
      await sharp(out).extract({ left: 93, top: 93, width: 186, height: 186 }).png().toBuffer(),
    );
    let err = 0;
    for (let i = 0; i < half.data.length; i++) err += Math.abs(half.data[i]! - mid.data[i]!);
    expect(err / half.data.length).toBeLessThan(8);
  });

  it('recolours toward a palette, keeping light and shade', async () => {
    const src = await sharp(CAN).resize(256).png().toBuffer();
    const out = await applyRasterEdit(src, { type: 'recolour', colours: ['#0B3D2E', '#2E7D32', '#C5E1A5'] });
    const a = await raw(src);
    const b = await raw(out);
    let greener = 0;
    let la = 0;
    let lb = 0;
    let lab = 0;
    let laa = 0;
    let lbb = 0;
    const n = a.data.length / 3;
    for (let i = 0; i < a.data.length; i += 3) {
      if (b.data[i + 1]! - b.data[i]! > a.data[i + 1]! - a.data[i]!) greener++;
      const x = lum(a.data, i);
      const y = lum(b.data, i);
      la += x;
      lb += y;
      lab += x * y;
      laa += x * x;
      lbb += y * y;
    }
    expect(greener / n).toBeGreaterThan(0.6);
    const corr = (lab - (la * lb) / n) / Math.sqrt((laa - (la * la) / n) * (lbb - (lb * lb) / n));
    expect(corr).toBeGreaterThan(0.8);
  });

  it('replaces a flat background and keeps the product', async () => {
    // a pack shot on plain white, like a product photo upload
    const shot = await render(sampleDoc({ background: { colour: '#FFFFFF', style: 'flat' } }), {
      size: 1024,
    });
    const small = await sharp(shot).resize(384).png().toBuffer();
    const out = await applyRasterEdit(small, { type: 'set-background', colour: '#1F6FEB' });
    const a = await raw(small);
    const b = await raw(out);
    const px = (img: typeof a, x: number, y: number) => [
      ...img.data.subarray((y * img.w + x) * 3, (y * img.w + x) * 3 + 3),
    ];
    expect(px(b, 3, 3)).toEqual([0x1f, 0x6f, 0xeb]);
    expect(px(b, 380, 10)).toEqual([0x1f, 0x6f, 0xeb]);
    // the can's middle is untouched
    const centre = px(a, 192, 170);
    const after = px(b, 192, 170);
    for (let c = 0; c < 3; c++) expect(Math.abs(centre[c]! - after[c]!)).toBeLessThan(6);
  });

  it('chains edits and refuses the ones that need an image provider', async () => {
    const src = await sharp(CAN).resize(128).png().toBuffer();
    const out = await applyRasterEdits(src, [
      { type: 'zoom-out', factor: 1.5 },
      { type: 'upscale', factor: 2 },
    ]);
    expect((await sharp(out).metadata()).width).toBe(256);
    await expect(
      applyRasterEdit(src, { type: 'set-text', field: 'brand', value: 'Nordlys' }),
    ).rejects.toThrow(EditError);
    await expect(applyRasterEdit(src, { type: 'set-background', style: 'flat' })).rejects.toThrow(EditError);
  });
});
