/**
 * The lead's four reported misses and the behaviour around them that the eval's operation lists
 * cannot show: how many pictures an options request makes, the question when the number is left
 * open, what the reply says, and uploads without a document.
 */
import { describe, expect, it } from 'vitest';
import { packagingFixture, stillLifeFixture } from '../../../test/edit-fixtures.ts';
import { applyEdits } from '../../edit/apply.ts';
import type { EditOperation } from '../../edit/operations.ts';
import { type DocumentSummary, summariseDocument } from '../../edit/summary.ts';
import { interpretAnswer, interpretEdit } from './interpret.ts';

const pack = summariseDocument(packagingFixture());
const upload = summariseDocument(undefined);
const read = (message: string, summary: DocumentSummary = pack, count = 1) =>
  interpretEdit(message, undefined, summary, [], count);

describe('the four reported phrasings', () => {
  it('"show me three colour options" makes three pictures, each its own new scheme', () => {
    const r = read('show me three colour options');
    expect(r.clarify).toBeUndefined();
    expect(r.variations).toHaveLength(3);
    const seeds = r.variations.map((v) => (v[0] as Extract<EditOperation, { type: 'recolour' }>).seed);
    expect(new Set(seeds).size).toBe(3);
    expect(r.variations.every((v) => v.length === 1 && v[0]!.type === 'recolour')).toBe(true);
    expect(r.reply).toBe('Made three colour options, one per picture.');
  });

  it('"make the logo way smaller and push it to the bottom" sizes and moves the symbol', () => {
    expect(read('make the logo way smaller and push it to the bottom').operations).toEqual([
      { type: 'set-emphasis', element: 'symbol', level: -2 },
      { type: 'set-position', element: 'symbol', position: 'bottom' },
    ]);
  });

  it('"tone down the background, it is too loud" mutes the background only', () => {
    const r = read('tone down the background, it is too loud');
    expect(r.operations).toEqual([
      { type: 'shift-colours', shift: 'muted', target: 'background', amount: 0.25 },
    ]);
    const before = packagingFixture();
    const after = applyEdits(before, r.operations);
    if (after.kind !== 'packaging') throw new Error('kind changed');
    expect(after.palette.primary).toBe(before.palette.primary);
    expect(after.palette.accent).toBe(before.palette.accent);
    expect(after.background.colour).not.toBe(before.background.colour);
  });

  it('"give it a kraft paper look" prints a pack on kraft and keeps its brand colours', () => {
    const r = read('give it a kraft paper look');
    expect(r.operations).toEqual([
      { type: 'recolour', palette: { paper: '#B98D5F', ink: '#2B2118' }, colours: [] },
    ]);
    const before = packagingFixture();
    const after = applyEdits(before, r.operations);
    if (after.kind !== 'packaging') throw new Error('kind changed');
    expect(after.palette.primary).toBe(before.palette.primary);
    expect(after.palette.paper).toBe('#B98D5F');
  });

  it('the kraft ground is whichever colour the layout paints its label in', () => {
    const badge = summariseDocument({ ...packagingFixture(), layout: 'badge' });
    expect(read('give it a kraft paper look', badge).operations).toEqual([
      { type: 'recolour', palette: { primary: '#B98D5F', ink: '#2B2118' }, colours: [] },
    ]);
  });

  it('on a still life the kraft look is the pack material (already kraft here: said, not charged)', () => {
    const still = summariseDocument(stillLifeFixture());
    expect(still.set?.material).toBe('kraft');
    const same = read('give it a kraft paper look', still);
    expect(same.operations).toEqual([]);
    expect(same.reply).toBe('The pack is already kraft. Nothing was charged.');
    expect(read('give it a frosted glass look', still).operations).toEqual([
      { type: 'set-scene', material: 'glass' },
    ]);
  });
});

describe('options', () => {
  it('without a number, asks how many (the number decides the price) and charges nothing', () => {
    const r = read('show me a few colour options');
    expect(r.clarify).toBe(true);
    expect(r.operations).toEqual([]);
    expect(r.reply).toMatch(/^How many colour options should I make\?.*Nothing was charged\.$/);
  });

  it('without a number, follows the turn when it already asks for several pictures', () => {
    const r = read('show me a few colour options', pack, 3);
    expect(r.clarify).toBeUndefined();
    expect(r.variations).toHaveLength(3);
  });

  it('caps a large number at the chat limit and says so', () => {
    const r = read('give me ten colour options');
    expect(r.variations).toHaveLength(4);
    expect(r.reply).toMatch(/at most four/);
  });

  it("a language model's answer makes as many pictures as the message counts", () => {
    const r = interpretAnswer(
      { reply: 'Gave it a new colour scheme.', operations: [{ type: 'recolour', colours: [] }] },
      'show me three colour options',
      pack,
    );
    expect(r.variations).toHaveLength(3);
    const seeds = r.variations.map((v) => (v[0] as Extract<EditOperation, { type: 'recolour' }>).seed);
    expect(new Set(seeds).size).toBe(3);
  });

  it('a three-colour palette is one palette, not three pictures', () => {
    expect(read('use a three colour palette').variations).toHaveLength(1);
  });
});

describe('an upload without a document', () => {
  it('reads the same compound request and leaves it to an image-edit model, charging nothing without one', () => {
    const r = read('make the logo way smaller and push it to the bottom', upload);
    expect(r.operations).toEqual([]);
    expect(r.providerEdits).toEqual([
      { type: 'set-emphasis', element: 'symbol', level: -2 },
      { type: 'set-position', element: 'symbol', position: 'bottom' },
    ]);
    expect(r.reply).toMatch(/needs an AI image provider; without one nothing was changed or charged/);
  });

  it('keeps pixel edits of a compound request and drops what was asked to be kept', () => {
    expect(read("white background and upscale it 2x, don't change the colours", upload).operations).toEqual([
      { type: 'set-background', colour: '#FFFFFF' },
      { type: 'upscale', factor: 2 },
    ]);
  });

  it('does not recolour pixels for a material: the message is left for a model as written', () => {
    const r = read('give it a kraft paper look', upload);
    expect(r.operations).toEqual([]);
    expect(r.providerEdits).toEqual([]);
  });
});

describe('compound phrasings around the reported ones', () => {
  it.each([
    [
      'make the background darker while keeping the text white',
      [{ type: 'shift-colours', shift: 'darker', target: 'background', amount: 0.25 }],
    ],
    [
      'make the pattern bigger but less visible',
      [
        { type: 'set-pattern', scaleBy: 1.5 },
        { type: 'set-pattern', opacityBy: 0.6 },
      ],
    ],
    [
      'tone everything down a notch',
      [{ type: 'shift-colours', shift: 'muted', target: 'palette', amount: 0.12 }],
    ],
    [
      'lose the slogan and move the name up to the top',
      [
        { type: 'set-text', field: 'slogan', value: '' },
        { type: 'set-position', element: 'brand', position: 'top' },
      ],
    ],
    ['make it green, it is for a mint drink', [{ type: 'recolour', colours: ['#2E7D4F'] }]],
  ])('%s', (message, expected) => {
    expect(read(message).operations).toEqual(expected);
  });

  it('options of a part that changes one at a time are asked about, not charged', () => {
    for (const message of ['give me 3 layout options', 'try two different fonts']) {
      const r = read(message);
      expect(r.clarify, message).toBe(true);
      expect(r.operations).toEqual([]);
      expect(r.reply).toMatch(/changes one at a time.*Nothing was charged\.$/);
    }
  });
});

describe('relative moves', () => {
  const placed = summariseDocument({ ...packagingFixture(), emphasis: { at: { symbol: 'bottom' } } });

  it('step one place from where the element was put', () => {
    expect(read('shrink the logo and move it up', placed).operations).toEqual([
      { type: 'set-emphasis', element: 'symbol', level: -1 },
      { type: 'set-position', element: 'symbol', position: 'middle' },
    ]);
    expect(read('lower the logo', placed).reply).toBe(
      'The symbol is already at the bottom. Nothing was charged.',
    );
  });

  it('from the layout’s own place ask where, for the whole message, and charge nothing', () => {
    const r = read('shrink the logo and move it up');
    expect(r.clarify).toBe(true);
    expect(r.operations).toEqual([]);
    expect(r.reply).toMatch(/^Where should the symbol go: the top, the middle or the bottom/);
  });

  it('"lower case" is type, not a move', () => {
    expect(read('make the name lower case').operations).toEqual([
      { type: 'set-typography', role: 'display', upper: false },
    ]);
  });
});
