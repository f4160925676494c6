/**
 * Every design edit shows: the document before and after one operation is rendered small and the
 * pictures must differ in a visible share of their pixels (a field the renderer never reads would
 * leave them identical).
 */
import { describe, expect, it } from 'vitest';
import {
  imageryFixture,
  logoFixture,
  mockupFixture,
  packagingFixture,
  photoshootFixture,
  stillLifeFixture,
} from '../../test/edit-fixtures.ts';
import { sampleDoc } from '../../test/fixtures.ts';
import type { DesignDocument } from '../document/design-document.ts';
import { rasterise } from '../raster/rasterise.ts';
import { buildScene, renderThumbnail } from '../render.ts';
import { applyEdit } from './apply.ts';
import { type EditOperationInput, editOperationSchema } from './operations.ts';

const SIZE = 192;

async function pixels(doc: DesignDocument, assets: Record<string, Buffer>): Promise<Uint8Array> {
  return rasterise((await buildScene(doc, assets)).svg, SIZE).pixels;
}

/** Share of pixels whose colour moved by more than a rounding step. */
function changed(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    if (d > 12) n++;
  }
  return n / (a.length / 4);
}

const CASES: [string, () => DesignDocument, EditOperationInput][] = (
  [
    ['packaging', packagingFixture, { type: 'set-typography', style: 'display-serif' }],
    ['packaging', packagingFixture, { type: 'set-typography', upper: false }],
    ['packaging', packagingFixture, { type: 'set-typography', trackingBy: 0.12 }],
    ['packaging', packagingFixture, { type: 'set-layout', layout: 'vertical' }],
    ['packaging', packagingFixture, { type: 'set-pattern', kind: 'stripes' }],
    ['packaging', packagingFixture, { type: 'set-pattern', kind: 'none' }],
    ['packaging', packagingFixture, { type: 'set-pattern', scaleBy: 2 }],
    ['packaging', packagingFixture, { type: 'set-symbol', icon: 'leaf' }],
    ['packaging', packagingFixture, { type: 'set-emphasis', element: 'symbol', level: 2 }],
    ['packaging', packagingFixture, { type: 'set-emphasis', element: 'brand', level: -2 }],
    ['packaging', packagingFixture, { type: 'set-position', element: 'brand', position: 'bottom' }],
    ['packaging', packagingFixture, { type: 'set-position', element: 'symbol', position: 'bottom' }],
    [
      'packaging (zoomed out)',
      () => ({ ...packagingFixture(), framing: { zoom: 0.5 } }),
      { type: 'set-framing', zoom: 1 },
    ],
    ['packaging', packagingFixture, { type: 'remove-claim', claim: 'Organic' }],
    ['packaging', packagingFixture, { type: 'set-text', field: 'slogan', value: '' }],
    ['packaging', packagingFixture, { type: 'shift-colours', shift: 'darker', target: 'background' }],
    ['packaging', packagingFixture, { type: 'recolour', monochrome: true }],
    [
      'packaging (a tub)',
      () => ({ ...packagingFixture(), template: 'plastic-tub' }),
      { type: 'set-pack-colour', colour: '#C0392B' },
    ],
    ['logo', logoFixture, { type: 'set-mark', markType: 'monogram', container: 'circle' }],
    ['logo', logoFixture, { type: 'set-lockup', lockup: 'stacked' }],
    ['logo', logoFixture, { type: 'set-emphasis', element: 'symbol', level: 1 }],
    ['imagery', imageryFixture, { type: 'set-imagery', composition: 'scatter' }],
    ['imagery', imageryFixture, { type: 'set-imagery', mood: 'dark' }],
    ['imagery', imageryFixture, { type: 'set-imagery', subjects: ['citrus'] }],
    ['still life', stillLifeFixture, { type: 'set-scene', surface: 'wood' }],
    ['still life', stillLifeFixture, { type: 'set-scene', camera: 'flat-lay' }],
    ['still life', stillLifeFixture, { type: 'set-scene', light: 'golden' }],
    ['still life', stillLifeFixture, { type: 'set-scene', material: 'glass' }],
    ['still life', stillLifeFixture, { type: 'add-prop', prop: 'leaf' }],
    ['photoshoot', photoshootFixture, { type: 'set-scene', light: 'hard' }],
    ['photoshoot', photoshootFixture, { type: 'set-scene', setting: 'outdoor' }],
    ['photoshoot', photoshootFixture, { type: 'remove-prop' }],
    ['mockup', mockupFixture, { type: 'set-fit', fit: 'contain' }],
    ['mockup', mockupFixture, { type: 'set-pack-colour', colour: '#111111' }],
  ] as [string, () => DesignDocument, EditOperationInput][]
).map(([kind, make, op]) => [`${kind}: ${JSON.stringify(op)}`, make, op]);

describe('every design edit visibly changes the render', () => {
  let assets: Record<string, Buffer>;
  it.each(CASES)(
    '%s',
    async (_, make, input) => {
      assets ??= {
        product: await renderThumbnail(sampleDoc({ background: { colour: '#FFFFFF', style: 'flat' } }), {
          size: 256,
          format: 'png',
        }),
        art: await renderThumbnail(sampleDoc(), { size: 256, format: 'png' }),
      };
      const before = make();
      const after = applyEdit(before, editOperationSchema.parse(input));
      const share = changed(await pixels(before, assets), await pixels(after, assets));
      // the smallest: a symbol of about 20 px on a 192 px can
      expect(share).toBeGreaterThan(0.001);
    },
    60_000,
  );
});
