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
import type { DesignDocument } from '../document.ts';
import { applyEdit, applyEdits } from './apply.ts';
import { inverseEdit } from './inverse.ts';
import { type EditOperationInput, editOperationSchema } from './operations.ts';

const CASES: [string, () => DesignDocument, EditOperationInput[]][] = [
  [
    'packaging',
    packagingFixture,
    [
      { type: 'set-typography', style: 'display-serif' },
      { type: 'set-typography', style: 'condensed', weight: 'black', upper: true },
      { type: 'set-typography', upper: false },
      { type: 'set-typography', trackingBy: 0.1 },
      { type: 'set-typography', role: 'body', style: 'serif' },
      { type: 'set-layout', layout: 'vertical' },
      { type: 'set-pattern', kind: 'none' },
      { type: 'set-pattern', kind: 'stripes', angle: 45 },
      { type: 'set-pattern', scaleBy: 1.5 },
      { type: 'set-pattern', opacityBy: 0.5 },
      { type: 'set-pattern', icon: 'leaf' },
      { type: 'set-symbol', icon: 'leaf' },
      { type: 'set-symbol', icon: '' },
      { type: 'set-emphasis', element: 'symbol', level: 1 },
      { type: 'set-emphasis', element: 'brand', level: -1 },
      { type: 'add-claim', claim: 'Gluten free' },
      { type: 'remove-claim', claim: 'organic' },
      { type: 'replace-claim', claim: 'fair trade', with: 'Vegan' },
      { type: 'set-text', field: 'slogan', value: '' },
      { type: 'set-text', field: 'netContent', value: '250 g' },
      { type: 'shift-colours', shift: 'darker' },
      { type: 'shift-colours', shift: 'warmer', target: 'background' },
      { type: 'recolour', monochrome: true },
      { type: 'set-view', view: 'back' },
      { type: 'set-background', colour: '#000000', style: 'flat' },
      { type: 'reseed', seed: 99 },
    ],
  ],
  [
    'logo',
    logoFixture,
    [
      { type: 'set-typography', style: 'script' },
      { type: 'set-symbol', icon: 'leaf' },
      { type: 'set-symbol', icon: '' },
      { type: 'set-mark', markType: 'monogram' },
      { type: 'set-mark', container: 'circle' },
      { type: 'set-lockup', lockup: 'stacked' },
      { type: 'set-emphasis', element: 'symbol', level: 2 },
      { type: 'set-text', field: 'tagline', value: '' },
      { type: 'shift-colours', shift: 'cooler' },
    ],
  ],
  [
    'mockup',
    mockupFixture,
    [
      { type: 'set-fit', fit: 'contain' },
      { type: 'shift-colours', shift: 'darker' },
    ],
  ],
  [
    'photoshoot',
    photoshootFixture,
    [
      { type: 'set-scene', light: 'golden' },
      { type: 'set-scene', camera: 'flat-lay' },
      { type: 'set-scene', surface: 'slate' },
      { type: 'set-scene', setting: 'outdoor' },
      { type: 'add-prop', prop: 'leaf' },
      { type: 'remove-prop', prop: 'raspberry' },
      { type: 'remove-prop' },
      { type: 'shift-colours', shift: 'darker', target: 'background' },
    ],
  ],
  [
    'photoshoot (before sets)',
    legacyPhotoshootFixture,
    [
      { type: 'set-scene', light: 'golden' },
      { type: 'set-scene', camera: 'close-up' },
      { type: 'set-scene', setting: 'outdoor' },
    ],
  ],
  [
    'still life',
    stillLifeFixture,
    [
      { type: 'set-scene', surface: 'wood' },
      { type: 'set-scene', material: 'glass', finish: 'gloss' },
      { type: 'add-prop', prop: 'leaf' },
      { type: 'set-imagery', mood: 'dark' },
    ],
  ],
  [
    'imagery',
    imageryFixture,
    [
      { type: 'set-imagery', mood: 'playful', composition: 'scatter', subjects: ['lemon'] },
      { type: 'set-text', field: 'headline', value: '' },
      { type: 'set-typography', style: 'slab' },
    ],
  ],
];

describe('every design edit has an inverse', () => {
  for (const [name, make, ops] of CASES)
    for (const input of ops)
      it(`${name}: ${JSON.stringify(input)}`, () => {
        const before = make();
        const frozen = structuredClone(before);
        const op = editOperationSchema.parse(input);
        const after = applyEdit(before, op);
        expect(before).toEqual(frozen);
        expect(after).not.toEqual(before);
        const back = inverseEdit(before, op);
        expect(back).toBeDefined();
        for (const o of back!) expect(editOperationSchema.safeParse(o).success).toBe(true);
        expect(applyEdits(after, back!)).toEqual(before);
      });
});
