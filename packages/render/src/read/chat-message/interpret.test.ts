import { toolMessageSchema } from '@packsmith/core/contracts/chat';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../test/fixtures.ts';
import type { DesignDocument } from '../../document/design-document.ts';
import { applyEdits } from '../../edit/apply.ts';
import { type EditOperation, interpretationSchema } from '../../edit/operations.ts';
import { type DocumentSummary, summariseDocument } from '../../edit/summary.ts';
import { interpretEdit } from './interpret.ts';
import { templateInText } from './message-reader.ts';

const pack = summariseDocument(sampleDoc());
const read = (message: string, summary: DocumentSummary = pack, count = 1) =>
  interpretEdit(message, undefined, summary, [], count);
const types = (ops: EditOperation[]) => ops.map((o) => o.type);
const A = '0b6f1f6e-3d4b-4a8f-9a43-2f8e2d1c9a01';

describe('reading colours', () => {
  it.each([
    ['make it green', '#'],
    ['Make it GREEN please', '#'],
    ['can you make it navy blue?', '#'],
    ['use #1F6FEB and #F2C14E', '#1F6FEB'],
    ['recolour to 1f6feb', '#1F6FEB'],
    ['I want it in red and gold', '#'],
  ])('%s', (message, prefix) => {
    const r = read(message);
    expect(types(r.operations)).toEqual(['recolour']);
    const op = r.operations[0] as Extract<EditOperation, { type: 'recolour' }>;
    expect(op.colours.length).toBeGreaterThan(0);
    expect(op.colours[0]!.startsWith(prefix)).toBe(true);
    expect(r.reply).toMatch(/recoloured/i);
  });

  it.each(['new colour scheme', 'give me a different color palette', 'try another colour scheme'])(
    '%s → a seeded scheme',
    (message) => {
      const r = read(message);
      expect(types(r.operations)).toContain('recolour');
    },
  );

  it('reads pastel as a colour mood, warmer and darker as shifts of the colours there are', () => {
    expect(types(read('go pastel colours').operations)).toEqual(['recolour']);
    for (const m of ['make the colours warmer', 'make it darker']) {
      expect(types(read(m).operations), m).toEqual(['shift-colours']);
    }
  });

  it('sends colours said about the background to the background', () => {
    const r = read('make it green and put it on a white background');
    expect(types(r.operations)).toEqual(['recolour', 'set-background']);
    const bg = r.operations[1] as Extract<EditOperation, { type: 'set-background' }>;
    expect(bg.colour).toMatch(/^#F/);
  });
});

describe('reading text', () => {
  it.each([
    ["call it 'Nordlys'", 'brand', 'Nordlys'],
    ['call it "Nordlys"', 'brand', 'Nordlys'],
    ['change the brand name to “Nordlys”', 'brand', 'Nordlys'],
    ['change the brand name to Nordlys', 'brand', 'Nordlys'],
    ['rename it to Nordlys Kaffe', 'brand', 'Nordlys Kaffe'],
    ["set the slogan to 'Fresh every day'", 'slogan', 'Fresh every day'],
    ['slogan: Brewed slow, served cold', 'slogan', 'Brewed slow, served cold'],
    ["flavour 'Salted Caramel'", 'variant', 'Salted Caramel'],
    ["description 'Cold Brew Coffee'", 'descriptor', 'Cold Brew Coffee'],
  ])('%s', (message, field, value) => {
    const r = read(message);
    expect(r.operations).toEqual([{ type: 'set-text', field, value }]);
    expect(r.reply).toContain(value);
  });

  it("keeps apostrophes in ordinary words out of quotes (don't, it's)", () => {
    const r = read("don't change anything, it's fine");
    expect(r.operations).toEqual([]);
  });

  it('adds a quoted claim to the existing claims', () => {
    const r = read("add the claim 'Fair trade'");
    expect(r.operations).toEqual([{ type: 'add-claim', claim: 'Fair trade' }]);
    expect(applyEdits(sampleDoc(), r.operations).text.claims).toEqual(['Vegan', 'Fair trade']);
  });

  it('sets a logo tagline and an image headline', () => {
    const logo: DocumentSummary = { kind: 'logo', seed: 1, text: { brand: 'A', tagline: '' } };
    expect(read("tagline 'Since 1920'", logo).operations).toEqual([
      { type: 'set-text', field: 'tagline', value: 'Since 1920' },
    ]);
    expect(read("call it 'Nordlys'", logo).operations).toEqual([
      { type: 'set-text', field: 'brand', value: 'Nordlys' },
    ]);
    const image: DocumentSummary = { kind: 'imagery', seed: 1 };
    expect(read("headline 'Summer'", image).operations).toEqual([
      { type: 'set-text', field: 'headline', value: 'Summer' },
    ]);
  });
});

describe('reading formats, views, size, framing', () => {
  it.each([
    ['show it as a pouch', 'stand-up-pouch'],
    ['turn it into a wine bottle', 'wine-bottle'],
    ['put the design on a coffee cup', 'coffee-cup'],
    ['make it a box', 'product-box'],
    ['change the format to a glass jar', 'glass-jar'],
    ['as a stick sachet', 'stick-sachet'],
  ])('%s → %s', (message, template) => {
    expect(read(message).operations).toEqual([{ type: 'set-template', template }]);
  });

  it('does not read "can you" as a can', () => {
    expect(templateInText('can you make it green')).toBeUndefined();
    expect(types(read('can you make it green').operations)).toEqual(['recolour']);
  });

  it.each([
    ['show the back', 'back'],
    ['see the back of the pack', 'back'],
    ['flip it around and show me the back', 'back'],
    ['show it from the right', 'three-quarter-right'],
    ['a three-quarter view', 'three-quarter-left'],
    ['show me the front', 'front'],
  ])('%s → %s', (message, view) => {
    expect(read(message).operations).toEqual([{ type: 'set-view', view }]);
  });

  it('renders all four angles as four outputs', () => {
    const r = read('see all angles');
    expect(r.variations.map((v) => v.at(-1))).toEqual([
      { type: 'set-view', view: 'front' },
      { type: 'set-view', view: 'three-quarter-left' },
      { type: 'set-view', view: 'three-quarter-right' },
      { type: 'set-view', view: 'back' },
    ]);
  });

  it.each([
    ['make it 80 x 200 mm', { w: 80, h: 200 }],
    ['change size to 8 × 20 cm', { w: 80, h: 200 }],
    ['resize to 100mm by 150mm by 40mm', { w: 100, h: 150, d: 40 }],
  ])('%s', (message, size) => {
    expect(read(message).operations).toEqual([{ type: 'set-size', ...size }]);
  });

  it('zooms out and upscales', () => {
    expect(read('zoom out').operations).toEqual([{ type: 'zoom-out', factor: 1.5 }]);
    expect(read('zoom out a lot').operations).toEqual([{ type: 'zoom-out', factor: 2 }]);
    expect(read('upscale it 2x').operations).toEqual([{ type: 'upscale', factor: 2 }]);
    expect(read('upscale').operations).toEqual([{ type: 'upscale', factor: 4 }]);
    const three = read('upscale 3x');
    expect(three.operations).toEqual([]);
    expect(three.reply).toBe('Upscale size must be 2 or 4');
  });

  it('makes a new variant and fresh variations', () => {
    expect(read('new flavour: mango').operations).toEqual([{ type: 'new-variant', variant: 'Mango' }]);
    expect(read("new variant 'Wild Berry'").operations).toEqual([
      { type: 'new-variant', variant: 'Wild Berry' },
    ]);
    expect(types(read('give me another version').operations)).toEqual(['reseed']);
  });

  it('reads several edits in one message', () => {
    const r = read("call it 'Nordlys', make it green and show it as a pouch");
    expect(types(r.operations)).toEqual(['set-text', 'recolour', 'set-template']);
  });
});

describe('more phrasings', () => {
  it.each([
    ['Can you change the name to Nordlys?', [{ type: 'set-text', field: 'brand', value: 'Nordlys' }]],
    ['brand: Nordlys', [{ type: 'set-text', field: 'brand', value: 'Nordlys' }]],
    ['Rename to «Nordlys»', [{ type: 'set-text', field: 'brand', value: 'Nordlys' }]],
    // colour names read through the curated palette (CURATED_COLOURS): black is #111111, not CSS's #000000
    ['make the background black', [{ type: 'set-background', colour: '#111111' }]],
    ['what about a tin?', [{ type: 'set-template', template: 'round-tin' }]],
    ['try it in a glass jar instead', [{ type: 'set-template', template: 'glass-jar' }]],
    ['show me the side', [{ type: 'set-view', view: 'three-quarter-left' }]],
    ['zoom out a bit', [{ type: 'zoom-out', factor: 1.5 }]],
    ['4x upscale please', [{ type: 'upscale', factor: 4 }]],
    ['PLEASE SHOW THE BACK', [{ type: 'set-view', view: 'back' }]],
  ] as const)('%s', (message, ops) => {
    expect(read(message).operations).toEqual(ops);
  });

  it("reads I'd-style contractions without taking them for quotes", () => {
    const r = read("I'd like it in blue, it's too dark");
    expect(types(r.operations)).toEqual(['recolour']);
    expect(r.operations[0]).toMatchObject({ colours: ['#1B4FD1'] });
  });
});

describe('messages it cannot map', () => {
  it.each(['hello', 'make it pop'])('%s → a helpful reply and no operations', (m) => {
    const r = read(m);
    expect(r.operations).toEqual([]);
    expect(r.variations).toEqual([]);
    expect(r.reply).toMatch(/I can change the colours.*zoom out/);
    expect(r.reply).toContain('Nothing was charged');
  });

  it('lists only what a logo can do', () => {
    const r = read('hmm', { kind: 'logo', seed: 1 });
    expect(r.reply).not.toContain('packaging format');
    expect(r.reply).toContain('change the text');
  });

  it('refuses edits a kind does not have', () => {
    const r = read('show the back', { kind: 'logo', seed: 1 });
    expect(r.operations).toEqual([]);
    expect(r.reply).toMatch(/logo design has no view/);
  });

  it('routes text edits on an upload to an image provider and applies pixel edits itself', () => {
    const raster = summariseDocument(undefined);
    const fix = read("change the text to 'Nordlys'", raster);
    expect(fix.operations).toEqual([]);
    expect(fix.providerEdits).toEqual([{ type: 'set-text', field: 'brand', value: 'Nordlys' }]);
    expect(fix.reply).toMatch(/no design document.*AI image provider.*nothing was changed or charged/);
    expect(types(read('make it green', raster).operations)).toEqual(['recolour']);
    expect(types(read('zoom out', raster).operations)).toEqual(['zoom-out']);
  });
});

describe('variations', () => {
  it('gives one operation list per requested image, each different', () => {
    const r = read('new colour scheme', pack, 3);
    expect(r.variations).toHaveLength(3);
    const docs = r.variations.map((ops) => applyEdits(sampleDoc(), ops));
    expect(new Set(docs.map((d) => JSON.stringify(d.palette))).size).toBe(3);
  });

  it('varies text edits by seed only, keeping the text', () => {
    const r = read("call it 'Nordlys'", pack, 2);
    const docs = r.variations.map((ops) => applyEdits(sampleDoc(), ops));
    expect(docs.map((d) => d.text.brand)).toEqual(['Nordlys', 'Nordlys']);
    expect(docs[0]!.seed).not.toBe(docs[1]!.seed);
  });

  it('repeats the last request on "again" with a new seed', () => {
    const r = interpretEdit('again', undefined, pack, [
      { role: 'user', content: 'new colour scheme' },
      { role: 'ai', content: 'Gave it a new colour scheme.' },
    ]);
    expect(types(r.operations)).toContain('recolour');
  });
});

describe('toolbox messages', () => {
  const tool = (input: object) => toolMessageSchema.parse(input);
  const run = (input: object, summary: DocumentSummary = pack) => interpretEdit('', tool(input), summary, []);

  it('maps every tool to its operation', () => {
    expect(run({ tool: 'upscale', size: 2 }).operations).toEqual([{ type: 'upscale', factor: 2 }]);
    expect(run({ tool: 'zoom-out' }).operations).toEqual([{ type: 'zoom-out', factor: 1.5 }]);
    expect(run({ tool: 'back-of-pack' }).operations).toEqual([{ type: 'set-view', view: 'back' }]);
    expect(run({ tool: 'angle-variations' }).variations).toHaveLength(4);
    expect(run({ tool: 'replace-logo', description: 'new logo', logoAssetId: A }).operations).toEqual([
      { type: 'set-logo', logo: { ref: A, description: 'new logo' } },
    ]);
    expect(
      types(run({ tool: 'add-product-image', description: 'hero', productAssetId: A }).operations),
    ).toEqual(['set-artwork']);
    expect(
      run({ tool: 'change-packaging-format', referenceImageAssetId: A, description: 'as a pouch' })
        .operations,
    ).toEqual([{ type: 'set-template', template: 'stand-up-pouch' }]);
    expect(
      run({ tool: 'change-packaging-format', referenceImageAssetId: A, template: 'coffee-bag' }).operations,
    ).toEqual([{ type: 'set-template', template: 'coffee-bag' }]);
    expect(types(run({ tool: 'colour-scheme', description: 'something fresh' }).operations)).toEqual([
      'recolour',
    ]);
    expect(run({ tool: 'colour-scheme', description: 'teal and coral' }).operations[0]).toMatchObject({
      type: 'recolour',
    });
    expect(run({ tool: 'add-background', description: 'a black background' }).operations[0]).toMatchObject({
      type: 'set-background',
      colour: '#111111',
    });
    expect(run({ tool: 'change-size', description: '70 x 150 mm' }).operations).toEqual([
      { type: 'set-size', w: 70, h: 150 },
    ]);
    expect(run({ tool: 'fix-text', description: "the brand should read 'Nordlys'" }).operations).toEqual([
      { type: 'set-text', field: 'brand', value: 'Nordlys' },
    ]);
    expect(run({ tool: 'new-sku', description: 'lemon' }).operations).toEqual([
      { type: 'new-variant', variant: 'Lemon' },
    ]);
    expect(run({ tool: 'new-variant', description: "'Double Espresso'" }).operations).toEqual([
      { type: 'new-variant', variant: 'Double Espresso' },
    ]);
    expect(types(run({ tool: 'variations', description: 'more like this' }).operations)).toEqual(['reseed']);
  });

  it('uses numImages for the number of outputs, and upscale always one', () => {
    expect(run({ tool: 'colour-scheme', description: 'fresh', numImages: 3 }).variations).toHaveLength(3);
    expect(interpretEdit('', tool({ tool: 'upscale', size: 4 }), pack, [], 4).variations).toHaveLength(1);
  });

  it('asks for what a form is missing instead of making an empty edit', () => {
    for (const [input, asks] of [
      [{ tool: 'change-size', description: 'bigger please' }, 'millimetres'],
      [{ tool: 'add-background', description: 'something nice' }, 'colour or a setting'],
      [{ tool: 'fix-text', description: 'the text is wrong' }, 'in quotes'],
      [{ tool: 'change-packaging-format', referenceImageAssetId: A }, 'Which packaging format'],
    ] as const) {
      const r = run(input);
      expect(r.operations).toEqual([]);
      expect(r.variations).toEqual([]);
      expect(r.reply).toContain(asks);
      expect(r.reply).toContain('Nothing was charged.');
    }
  });

  it('produces documents that validate', () => {
    const doc = sampleDoc() as DesignDocument;
    for (const input of [
      { tool: 'new-sku', description: 'mango' },
      { tool: 'colour-scheme', description: 'x' },
      { tool: 'change-size', description: '66 x 140 mm' },
    ]) {
      for (const ops of run(input).variations) expect(() => applyEdits(doc, ops)).not.toThrow();
    }
  });
});

describe('the shape a language model answers with', () => {
  it('accepts what the local reader produces and refuses invented operations', () => {
    const r = read("call it 'Nordlys', make it green and show it as a pouch");
    expect(interpretationSchema.parse({ reply: r.reply, operations: r.operations })).toEqual({
      reply: r.reply,
      operations: r.operations,
    });
    expect(
      interpretationSchema.safeParse({
        reply: 'ok',
        operations: [{ type: 'set-text', field: 'price', value: '1' }],
      }).success,
    ).toBe(false);
    expect(interpretationSchema.safeParse({ reply: '', operations: [] }).success).toBe(false);
  });
});
