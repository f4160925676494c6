import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import { HEX_COLOUR_MESSAGE } from '../color.ts';
import { designDocumentSchema, ENGINE_NAME } from '../document/design-document.ts';
import { buildScene, renderThumbnail } from '../render.ts';
import { generateImagery, imageryDocuments, referenceColours } from './imagery.ts';
import { generateLogos, logoDocuments } from './logos.ts';
import { generatePackagingConcepts, packagingFormSchema } from './packaging.ts';
import { generatePhotoshoot, photoshootMetaSchema } from './photoshoot.ts';
import {
  generateMockups,
  generatePackagingRange,
  generateVariantRange,
  variantNames,
  viewsOf,
} from './ranges.ts';

const form = {
  brand: 'Northbound',
  slogan: 'Slow steeped',
  industry: 'Food & Beverage',
  packagingImage: 'Tall Drinks Can',
  prompt: 'Cold brew coffee for commuters',
  colours: ['1F3A5F', '#F2A541'],
  standOutPoints: 'Nitro, no added sugar',
};

describe('packaging concepts', () => {
  it('gives distinct routes with different layouts and type pairings', async () => {
    const res = await generatePackagingConcepts(form, { count: 4, seed: 11, render: false });
    expect(res).toHaveLength(4);
    expect(new Set(res.map((r) => r.document.layout)).size).toBe(4);
    expect(new Set(res.map((r) => `${r.document.typography.display}`)).size).toBeGreaterThan(1);
    for (const r of res) {
      expect(designDocumentSchema.parse(r.document).kind).toBe('packaging');
      expect(r.document.template).toBe('tall-drinks-can');
      expect(r.document.palette.primary).toBe('#1F3A5F');
      expect(r.document.meta.engine).toBe(ENGINE_NAME);
      expect(r.document.text.claims).toContain('Nitro');
    }
  });
  it('is deterministic by seed', async () => {
    const a = await generatePackagingConcepts(form, { count: 3, seed: 5, render: false });
    const b = await generatePackagingConcepts(form, { count: 3, seed: 5, render: false });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
  it("places the uploaded logo (referenced by asset id) in every layout's logo slot", async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#FF0000' } })
      .png()
      .toBuffer();
    const res = await generatePackagingConcepts(
      { ...form, logo: 'logo-asset' },
      { count: 8, seed: 3, render: false },
    );
    const withSlot = new Set(['band', 'badge', 'minimal', 'frame']);
    for (const { document } of res) {
      expect(document.logo).toEqual({ ref: 'logo-asset' });
      const { svg } = await buildScene(document, { 'logo-asset': logo });
      expect(svg.includes('data:image/png;base64'), document.layout).toBe(withSlot.has(document.layout));
    }
  });
  it('validates the form with the spec messages', () => {
    const r = packagingFormSchema.safeParse({ ...form, brand: '', packagingImage: '', colours: ['zzz'] });
    expect(r.success).toBe(false);
    const msgs = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(msgs).toContain('Required field');
    expect(msgs).toContain('Please select a specific packaging option');
    expect(msgs).toContain(HEX_COLOUR_MESSAGE);
  });
});

describe('logos', () => {
  const meta = {
    brand: 'Verdana Botanics',
    industry: 'Skincare',
    brandDescription: 'Vegan face oils',
    targetAudience: 'Women 25-45',
    brandFeel: 'calm, trusted',
    hexColours: ['5F8575', '#F3EDE2'],
    naturalLanguageColours: '',
    additionalNotes: 'a leaf',
  };
  it('composes symbols and wordmarks in several lockups', () => {
    const docs = logoDocuments(meta, 5, 3);
    expect(new Set(docs.map((d) => d.lockup)).size).toBe(5);
    expect(docs.some((d) => d.symbol.type === 'icon' && d.symbol.icon === 'leaf')).toBe(true);
    expect(docs[0]!.palette.primary).toBe('#5F8575');
  });
  it('refuses invalid hex colours with the spec message', async () => {
    await expect(generateLogos({ ...meta, hexColours: ['12345G'] }, { render: false })).rejects.toThrow(
      HEX_COLOUR_MESSAGE,
    );
  });
  it('renders a logo with text inside its boxes', async () => {
    for (const d of logoDocuments(
      { ...meta, brand: 'An Exceptionally Long Botanical Skincare Brand Name' },
      5,
      9,
    )) {
      const s = await buildScene(d);
      for (const t of s.texts) expect(t.ink.x + t.ink.w).toBeLessThanOrEqual(t.box.x + t.box.w + 0.75);
    }
  });
});

describe('imagery', () => {
  it('reads subjects, palette and composition from the prompt and says it is a design-engine image', async () => {
    const res = await generateImagery('A sunset over mountains with pine trees, warm orange and navy', {
      count: 3,
      seed: 2,
      render: false,
    });
    expect(res).toHaveLength(3);
    expect(res[0]!.document.composition).toBe('landscape');
    expect(res[0]!.document.subjects).toContain('mountain');
    expect(res[0]!.document.meta.notes).toMatch(/local design engine/);
    expect(new Set(res.map((r) => r.document.composition)).size).toBe(3);
  });
  it("takes the palette from a reference image's colours, vivid before white", async () => {
    const colours = await referenceColours(await productOnWhite());
    expect(colours[0]).toBe('#C0392B');
    expect(colours).toContain('#FFFFFF');
    const [doc] = imageryDocuments('a bottle on a table', 1, 4, colours);
    expect(doc!.palette.primary).toBe('#C0392B');
    expect(doc!.meta.notes).toMatch(/colours of the reference image/);
  });
});

async function productOnWhite(): Promise<Buffer> {
  // a red rounded product on a flat white background
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#ffffff"/><rect x="140" y="60" width="120" height="280" rx="30" fill="#c0392b"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('photoshoot', () => {
  it('validates its metadata', () => {
    const r = photoshootMetaSchema.safeParse({ audience: '', productCategory: '', useCase: '' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Please enter the audience',
      'Please enter the product category',
      'Please enter the use case',
    ]);
  });
  it('cuts the product out of a flat background and places it in scenes', async () => {
    const product = await productOnWhite();
    const res = await generatePhotoshoot(
      product,
      {
        scene: 'kitchen counter with lemons',
        audience: 'families',
        productCategory: 'juice',
        useCase: 'social',
      },
      { count: 2, seed: 4, render: false },
    );
    expect(res.map((r) => r.document.scene)).toContain('kitchen');
    const png = await renderThumbnail(res[0]!.document, { size: 256, format: 'png', assets: { product } });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    // the white of the original background is gone around the product: the pixel beside it is the scene, not pure white
    const at = (x: number, y: number) => (y * info.width + x) * info.channels;
    const i = at(Math.round(info.width * 0.5) - 40, Math.round(info.height * 0.5));
    expect(data[i]! + data[i + 1]! + data[i + 2]!).toBeLessThan(3 * 250);
  });
});

describe('ranges, views and mockups', () => {
  it('re-renders one identity across templates and varies flavours', async () => {
    const base = sampleDoc();
    const range = await generatePackagingRange(base, ['glass-bottle', 'Stand-Up Pouch', 'mailer-box'], {
      render: false,
    });
    expect(range.map((r) => (r.document as { template: string }).template)).toEqual([
      'glass-bottle',
      'stand-up-pouch',
      'mailer-box',
    ]);
    await expect(generatePackagingRange(base, [], { render: false })).rejects.toThrow(
      'Please select at least one product type',
    );
    await expect(generatePackagingRange(base, ['a', 'b', 'c', 'd', 'e'], { render: false })).rejects.toThrow(
      'You can only select up to 4 product types',
    );
    const v = await generateVariantRange(
      base,
      { userInstructions: 'Make mango, lime and raspberry flavours', imageCount: 3 },
      { render: false },
    );
    const docs = v.map((x) => x.document as ReturnType<typeof sampleDoc>);
    expect(docs.map((d) => d.text.variant)).toEqual(['Mango', 'Lime', 'Raspberry']);
    expect(new Set(docs.map((d) => d.palette.accent)).size).toBe(3);
    await expect(generateVariantRange(base, { userInstructions: '   ' }, { render: false })).rejects.toThrow(
      'Please describe the variation you want',
    );
    expect(variantNames('vanilla / chocolate + mint')).toEqual(['Vanilla', 'Chocolate', 'Mint']);
    expect(viewsOf(base).map((d) => d.view)).toEqual([
      'front',
      'back',
      'three-quarter-left',
      'three-quarter-right',
    ]);
  });

  it('maps artwork onto products for 4 to 10 outputs', async () => {
    const art = await productOnWhite();
    await expect(generateMockups(art, ['drinks-can'], { count: 3, render: false })).rejects.toThrow();
    await expect(generateMockups(art, [], { count: 4, render: false })).rejects.toThrow(
      'Please select at least one product type',
    );
    await expect(
      generateMockups(Buffer.alloc(0), ['drinks-can'], { count: 4, render: false }),
    ).rejects.toThrow('Please upload at least one artwork file');
    const res = await generateMockups(art, ['drinks-can', 'mailer-box'], {
      count: 4,
      seed: 1,
      render: false,
    });
    expect(res).toHaveLength(4);
    const png = await renderThumbnail(res[0]!.document, {
      size: 128,
      format: 'png',
      assets: { artwork: art },
    });
    expect((await sharp(png).metadata()).width).toBe(128);
  });
});
