import { describe, expect, it } from 'vitest';
import {
  imageryFixture,
  legacyPhotoshootFixture,
  logoFixture,
  mockupFixture,
  packagingFixture,
  photoshootFixture,
  stillLifeFixture,
} from '../../test/edit-fixtures.ts';
import type { DesignDocument } from '../document/design-document.ts';
import { applyEdit, applyEdits, supportsEdit } from './apply.ts';
import { inverseEdit } from './inverse.ts';
import { EditError, type EditOperationInput, type EditType, editOperationSchema } from './operations.ts';

/** Sample operations of every type in the vocabulary (a missing type fails to compile). */
const SAMPLES: Record<EditType, EditOperationInput[]> = {
  recolour: [
    { type: 'recolour', monochrome: true },
    { type: 'recolour', colours: ['#1F6FEB'] },
  ],
  'set-text': [
    { type: 'set-text', field: 'slogan', value: '' },
    { type: 'set-text', field: 'netContent', value: '250 g' },
    { type: 'set-text', field: 'tagline', value: '' },
    { type: 'set-text', field: 'headline', value: 'Rise' },
  ],
  'set-claims': [{ type: 'set-claims', claims: [] }],
  'add-claim': [{ type: 'add-claim', claim: 'Gluten free' }],
  'remove-claim': [{ type: 'remove-claim', claim: 'organic' }],
  'replace-claim': [{ type: 'replace-claim', claim: 'fair trade', with: 'Vegan' }],
  'set-typography': [
    { type: 'set-typography', style: 'display-serif' },
    { type: 'set-typography', style: 'condensed', weight: 'black', upper: true },
    { type: 'set-typography', trackingBy: 0.1 },
    { type: 'set-typography', role: 'body', style: 'serif' },
    { type: 'set-typography', role: 'accent', style: 'script', upper: false },
  ],
  'set-layout': [{ type: 'set-layout', layout: 'vertical' }],
  'set-pattern': [
    { type: 'set-pattern', kind: 'none' },
    { type: 'set-pattern', kind: 'stripes', angle: 45, scaleBy: 1.5, opacityBy: 0.5 },
    { type: 'set-pattern', icon: 'leaf' },
  ],
  'set-symbol': [
    { type: 'set-symbol', icon: 'leaf' },
    { type: 'set-symbol', icon: '' },
  ],
  'set-mark': [
    { type: 'set-mark', markType: 'monogram' },
    { type: 'set-mark', container: 'circle', letters: 'nb' },
  ],
  'set-lockup': [{ type: 'set-lockup', lockup: 'stacked' }],
  'set-emphasis': [
    { type: 'set-emphasis', element: 'symbol', level: 2 },
    { type: 'set-emphasis', element: 'brand', level: -1 },
    { type: 'set-emphasis', element: 'brand', level: 0 },
  ],
  'set-position': [
    { type: 'set-position', element: 'brand', position: 'top' },
    { type: 'set-position', element: 'symbol', position: 'bottom' },
    { type: 'set-position', element: 'brand', position: 'auto' },
  ],
  'shift-colours': [
    { type: 'shift-colours', shift: 'darker' },
    { type: 'shift-colours', shift: 'warmer', target: 'background' },
  ],
  'set-pack-colour': [
    { type: 'set-pack-colour', colour: '#FFFFFF' },
    { type: 'set-pack-colour', colour: '' },
  ],
  'set-fit': [{ type: 'set-fit', fit: 'contain' }],
  'set-scene': [
    { type: 'set-scene', light: 'golden' },
    { type: 'set-scene', camera: 'flat-lay', surface: 'slate', wall: '#223344' },
    { type: 'set-scene', setting: 'outdoor' },
    { type: 'set-scene', material: 'glass', finish: 'gloss' },
  ],
  'add-prop': [{ type: 'add-prop', prop: 'leaf' }],
  'remove-prop': [{ type: 'remove-prop', prop: 'raspberry' }, { type: 'remove-prop' }],
  'set-imagery': [{ type: 'set-imagery', mood: 'playful', composition: 'scatter', subjects: ['lemon'] }],
  'set-logo': [
    { type: 'set-logo', logo: { ref: 'new-logo' } },
    { type: 'set-logo', logo: null },
  ],
  'set-artwork': [
    { type: 'set-artwork', artwork: { ref: 'new-art', description: 'a jar' } },
    { type: 'set-artwork', artwork: null },
  ],
  'set-template': [
    { type: 'set-template', template: 'plastic-bottle' },
    { type: 'set-template', template: 'coffee-cup' },
  ],
  'set-size': [{ type: 'set-size', w: 80, h: 200, d: 60 }],
  'set-view': [{ type: 'set-view', view: 'back' }],
  'new-variant': [
    { type: 'new-variant', variant: 'Wild Mango' },
    { type: 'new-variant', variant: 'Blueberry', colour: '#3344AA' },
  ],
  'set-background': [{ type: 'set-background', colour: '#000000', style: 'flat', scene: 'podium' }],
  'zoom-out': [{ type: 'zoom-out', factor: 1.5 }],
  'set-framing': [
    { type: 'set-framing', zoom: 0.5 },
    { type: 'set-framing', zoom: 1 },
  ],
  reseed: [{ type: 'reseed', seed: 99 }],
  upscale: [{ type: 'upscale', factor: 2 }],
};

/** Sample documents of every kind, with and without the optional fields edits add or take away. */
const DOCUMENTS: [string, () => DesignDocument][] = [
  ['packaging', packagingFixture],
  [
    'packaging with every option set',
    () => ({
      ...packagingFixture(),
      template: 'plastic-bottle',
      packColour: '#EEDDCC',
      logo: { ref: 'logo' },
      artwork: { ref: 'art' },
      dimensions: { w: 70, h: 180 },
      framing: { zoom: 0.8 },
      emphasis: { brand: 1, at: { symbol: 'top' } },
    }),
  ],
  ['logo', logoFixture],
  ['logo with emphasis', () => ({ ...logoFixture(), emphasis: { symbol: -1 } })],
  ['mockup', mockupFixture],
  [
    'mockup with a pack colour, zoomed out',
    () => ({ ...mockupFixture(), packColour: '#112233', framing: { zoom: 0.6 } }),
  ],
  ['photoshoot', photoshootFixture],
  ['photoshoot (before sets)', legacyPhotoshootFixture],
  ['still life', stillLifeFixture],
  ['imagery', imageryFixture],
];

/** An edit the document refuses in words (no such claim, a format without a pack colour…). */
function applied(doc: DesignDocument, op: ReturnType<typeof editOperationSchema.parse>) {
  try {
    return applyEdit(doc, op);
  } catch (e) {
    if (e instanceof EditError) return undefined;
    throw e;
  }
}

describe('every operation in the vocabulary has an inverse', () => {
  const exercised = new Set<EditType>();
  for (const [name, make] of DOCUMENTS)
    for (const input of Object.values(SAMPLES).flat()) {
      const op = editOperationSchema.parse(input);
      if (!supportsEdit(make(), op)) continue;
      it(`${name}: ${JSON.stringify(input)}`, () => {
        const before = make();
        const frozen = structuredClone(before);
        const after = applied(before, op);
        if (!after) return;
        exercised.add(op.type);
        expect(before).toEqual(frozen);
        const back = inverseEdit(before, op);
        expect(back).toBeDefined();
        for (const o of back!) expect(editOperationSchema.parse(o)).toEqual(o);
        expect(applyEdits(after, back!)).toEqual(before);
      });
    }
  it('took every type of operation through a round trip', () => {
    expect(Object.keys(SAMPLES).filter((t) => !exercised.has(t as EditType))).toEqual([]);
  });
});
