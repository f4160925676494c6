import { COLOUR_PRESETS, INDUSTRIES, SEARCH_LIMITS, STYLE_PRESETS, TEMPLATES } from '@packsmith/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { packagingConceptDocument, readBrief } from '../generators/packaging.ts';
import { libraryItem, libraryItems } from '../library/library-items.ts';
import { renderThumbnail } from '../render.ts';
import { deltaE, hexToLab, measurePalette, presetColoursOf, rgbToLab } from './measured-palette.ts';

const solid = (hex: string) =>
  sharp({ create: { width: 80, height: 80, channels: 3, background: hex } })
    .png()
    .toBuffer();

/** A real packaging render whose brief asks for one colour. */
async function packIn(hex: string, template = 'product-box') {
  const brief = readBrief({ brand: 'Verde', packagingImage: template, prompt: 'coffee', colours: [hex] });
  const doc = packagingConceptDocument(brief, 'band', 7);
  return { doc, image: await renderThumbnail(doc, { size: 256 }) };
}

describe('measurePalette', { timeout: 30_000 }, () => {
  it('measures a flat image as its own colour, the same every time', async () => {
    const png = await solid('#2E7D4F');
    const a = await measurePalette(png);
    expect(a[0]!.share).toBeGreaterThan(0.95);
    expect(deltaE(a[0]!.lab, hexToLab('#2E7D4F'))).toBeLessThan(2);
    expect(await measurePalette(png)).toEqual(a);
  });

  it('leaves out the studio backdrop and finds the pack colour, most prominent first', async () => {
    const { image } = await packIn('#2E7D4F');
    const palette = await measurePalette(image);
    expect(palette.length).toBeLessThanOrEqual(SEARCH_LIMITS.paletteSize);
    expect(palette.map((p) => p.share)).toEqual([...palette.map((p) => p.share)].sort((x, y) => y - x));
    const corner = await sharp(image).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    const ground = rgbToLab([corner[0]!, corner[1]!, corner[2]!]);
    for (const p of palette) expect(deltaE(p.lab, ground)).toBeGreaterThan(6);
    expect(palette.map((p) => p.hex).every((h) => /^#[0-9A-F]{6}$/.test(h))).toBe(true);
  });

  it('"green" holds sage, emerald and forest packs, not a teal or a black one', async () => {
    for (const hex of ['#9CAF88', '#50C878', '#228B22']) {
      const palette = await measurePalette((await packIn(hex)).image);
      expect(presetColoursOf(palette), hex).toContain('green');
    }
    for (const hex of ['#118AB2', '#111111']) {
      const palette = await measurePalette((await packIn(hex)).image);
      expect(presetColoursOf(palette), hex).not.toContain('green');
    }
  });

  it('ignores colours that are only a speck of the image', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#FFFFFF' } })
      .composite([{ input: await solid('#D7263D'), left: 0, top: 0 }])
      .resize(100, 100)
      .png()
      .toBuffer();
    expect(presetColoursOf(await measurePalette(png))).toContain('red');
    const speck = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#14213D' } })
      .composite([
        {
          input: await sharp(await solid('#D7263D'))
            .resize(4, 4)
            .toBuffer(),
          left: 90,
          top: 90,
        },
      ])
      .png()
      .toBuffer();
    expect(presetColoursOf(await measurePalette(speck))).not.toContain('red');
  });
});

describe('the inspiration library', { timeout: 60_000 }, () => {
  it('is the same on every call (seeded), with unique ids, covering every template, industry, style and colour preset', () => {
    expect(libraryItem(41)).toEqual(libraryItem(41));
    const items = libraryItems(SEARCH_LIMITS.libraryItems);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const has = (values: Iterable<string>) => new Set(values);
    expect(has(items.map((i) => i.templateId))).toEqual(has(TEMPLATES.map((t) => t.id)));
    expect(has(items.flatMap((i) => i.styles))).toEqual(has(STYLE_PRESETS.map((s) => s.value)));
    expect(has(items.map((i) => i.industry))).toEqual(has(INDUSTRIES));
    const colours = has(items.map((i) => i.description.match(/(\w+) palette/)![1]!));
    expect(colours).toEqual(has(COLOUR_PRESETS.map((c) => c.label.toLowerCase())));
    for (const i of items.slice(0, 200)) {
      expect(i.title.length).toBeGreaterThan(3);
      expect(i.materials.length).toBeGreaterThan(0);
      expect(i.finishes.length).toBeGreaterThan(0);
    }
  });
});
