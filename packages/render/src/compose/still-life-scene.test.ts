import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import { rgbToHsl } from '../color.ts';
import { imageryDocumentSchema, photoshootDocumentSchema } from '../document/design-document.ts';
import { imageryDocuments } from '../generators/imagery.ts';
import { photoshootDocuments } from '../generators/photoshoot.ts';
import { render, renderThumbnail } from '../render.ts';

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  /** Hue, saturation and lightness of every pixel in a rectangle (fractions of the picture). */
  return (x0: number, y0: number, x1: number, y1: number) => {
    const out: [number, number, number][] = [];
    for (let y = Math.floor(y0 * info.height); y < y1 * info.height; y += 2)
      for (let x = Math.floor(x0 * info.width); x < x1 * info.width; x += 2) {
        const i = (y * info.width + x) * 3;
        out.push(rgbToHsl([data[i]!, data[i + 1]!, data[i + 2]!]));
      }
    return out;
  };
}
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const share = <T>(v: T[], f: (x: T) => boolean) => v.filter(f).length / v.length;

const POUCH =
  'A flat-lay photo of a kraft paper coffee pouch with a minimalist mountain logo, on a slate background, soft morning light';

describe('imagery composed from the prompt', () => {
  it('draws a kraft pouch with a mountain logo lying on slate in soft morning light', async () => {
    const [doc] = imageryDocuments(POUCH, 1, 5);
    expect(doc!.composition).toBe('still-life');
    expect(doc!.still).toMatchObject({
      surface: 'slate',
      camera: 'flat-lay',
      light: 'morning',
      material: 'kraft',
    });
    const pack = doc!.still!.pack!;
    expect(pack.template).toBe('stand-up-pouch');
    expect(pack.symbol).toBe('mountain');
    expect(pack.text.brand).toBe('Mountain Coffee');
    // the pack's copy is the prompt's product, never its description of the pack
    expect(JSON.stringify(pack.text).toLowerCase()).not.toMatch(/kraft|paper|pouch|flat-lay|photo/);
    const px = await pixels(await render(doc!, { size: 1024 }));
    // the slate: dark, nearly grey, all around the pack
    const corners = [...px(0, 0, 0.12, 0.12), ...px(0.88, 0.88, 1, 1), ...px(0, 0.88, 0.12, 1)];
    expect(mean(corners.map((p) => p[2]))).toBeLessThan(0.45);
    expect(mean(corners.map((p) => p[1]))).toBeLessThan(0.2);
    // the pouch: kraft brown in the middle of the picture
    const centre = px(0.4, 0.55, 0.6, 0.65);
    expect(share(centre, ([h, s, l]) => h > 15 && h < 45 && s > 0.2 && l > 0.35 && l < 0.8)).toBeGreaterThan(
      0.6,
    );
  }, 60_000);

  it('keeps an asked camera for every image and walks round the set otherwise', () => {
    expect(new Set(imageryDocuments(POUCH, 3, 1).map((d) => d.still!.camera))).toEqual(new Set(['flat-lay']));
    const free = imageryDocuments('A bottle of olive oil on a wooden table', 3, 1).map(
      (d) => d.still!.camera,
    );
    expect(free[0]).toBe('three-quarter');
    expect(new Set(free).size).toBe(3);
  });

  it('keeps abstract compositions for prompts that ask for a pattern', () => {
    const docs = imageryDocuments('A seamless pattern of lemons and leaves in yellow and green', 3, 1);
    for (const d of docs) {
      expect(d.composition).not.toBe('still-life');
      expect(d.still).toBeUndefined();
    }
  });

  it('stages props without a product when the prompt names only props', () => {
    const [doc] = imageryDocuments('Fresh raspberries and mint leaves on white marble, overhead', 1, 2);
    expect(doc!.still).toMatchObject({ surface: 'marble', camera: 'flat-lay', props: ['raspberry', 'leaf'] });
    expect(doc!.still!.pack).toBeUndefined();
  });

  it('still renders imagery and photoshoot documents stored before sets existed', async () => {
    const old = imageryDocumentSchema.parse({
      version: 1,
      kind: 'imagery',
      seed: 3,
      prompt: 'A sunny morning with coffee beans',
      palette: sampleDoc().palette,
      composition: 'hero',
      subjects: ['coffee'],
      mood: 'warm',
      typography: sampleDoc().typography,
      background: { colour: '#FFFFFF', style: 'flat' },
      meta: { generator: 'imagery' },
    });
    expect((await sharp(await renderThumbnail(old, { size: 128 })).metadata()).width).toBe(128);
    const product = await renderThumbnail(sampleDoc({ background: { colour: '#FFFFFF', style: 'flat' } }), {
      size: 256,
      format: 'png',
    });
    const oldShoot = photoshootDocumentSchema.parse({
      version: 1,
      kind: 'photoshoot',
      seed: 3,
      product: { ref: 'p' },
      scene: 'kitchen',
      camera: 'centred',
      light: 'soft',
      props: ['leaf'],
      palette: sampleDoc().palette,
      background: { colour: '#EEEEEE', style: 'sweep' },
      meta: { generator: 'photoshoot' },
    });
    expect(
      (await sharp(await renderThumbnail(oldShoot, { size: 128, assets: { p: product } })).metadata()).width,
    ).toBe(128);
  }, 60_000);
});

describe('photoshoots follow the brief', () => {
  it('puts a jam jar on a wooden kitchen table with berries in morning light', async () => {
    const product = await renderThumbnail(
      sampleDoc({ template: 'glass-jar', background: { colour: '#FFFFFF', style: 'flat' } }),
      { size: 700, format: 'png' },
    );
    const docs = photoshootDocuments(
      'product',
      {
        productDescription: 'Glass jar of raspberry jam',
        scene: 'Rustic kitchen table with fresh berries, morning light',
        audience: 'families',
        productCategory: 'food',
        useCase: 'social media',
      },
      2,
      3,
    );
    const set = docs[0]!.set!;
    expect(set).toMatchObject({ surface: 'wood', setting: 'kitchen', light: 'morning', camera: 'hero' });
    expect(set.props).toContain('raspberry');
    // the glass jar's real height from the catalogue sets the scale of the berries
    expect(set.productHeightMm).toBeGreaterThan(60);
    expect(docs[1]!.set!.camera).not.toBe(set.camera);
    const px = await pixels(await render(docs[0]!, { size: 1024, assets: { product } }));
    // the table: warm brown wood across the bottom corners
    const table = [...px(0, 0.93, 0.15, 1), ...px(0.85, 0.93, 1, 1)];
    expect(share(table, ([h, s]) => h > 10 && h < 45 && s > 0.2)).toBeGreaterThan(0.7);
    // berries: deep red or blue-black fruit beside the jar, on the table
    const sides = [...px(0, 0.6, 0.25, 1), ...px(0.75, 0.6, 1, 1)];
    expect(share(sides, ([h, s]) => (h > 325 || h < 8 || (h > 215 && h < 250)) && s > 0.35)).toBeGreaterThan(
      0.02,
    );
  }, 60_000);
});
