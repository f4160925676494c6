import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../test/fixtures.ts';
import { applyEdits } from '../../edit/apply.ts';
import type { EditOperation } from '../../edit/operations.ts';
import { summariseDocument } from '../../edit/summary.ts';
import { interpretEdit } from './interpret.ts';

const doc = sampleDoc();
const pack = summariseDocument(doc);
const REF = '0b6f1f6e-3d4b-4a8f-9a43-2f8e2d1c9a02';
const reference = { ref: REF, colours: ['#1F6FEB', '#F2C14E', '#2E7D32'] };
const read = (message: string) => interpretEdit(message, undefined, pack, [], 1, [reference]);
const types = (ops: EditOperation[]) => ops.map((o) => o.type);

describe('messages about an attached image', () => {
  it.each([
    'use the colours of this image',
    'Use the colors from the attached picture',
    'give it a new colour scheme like this one',
    'match the palette of my image',
  ])('%s → recoloured in the image’s colours', (message) => {
    const r = read(message);
    expect(r.operations).toEqual([{ type: 'recolour', colours: reference.colours }]);
    expect(r.reply).toBe('Used the colours of your image.');
    const after = applyEdits(doc, r.operations);
    expect(Object.values(after.palette)).toEqual(expect.arrayContaining(['#1F6FEB']));
  });

  it.each(['use this as the logo', 'Make this my logo', 'replace the logo with the attached image'])(
    '%s → the attachment is the logo',
    (message) => {
      const r = read(message);
      expect(r.operations).toEqual([{ type: 'set-logo', logo: { ref: REF } }]);
      expect(r.reply).toMatch(/as the logo/);
    },
  );

  it.each(['put this product on the pack', 'add this artwork', 'use the attached illustration'])(
    '%s → the attachment is the artwork',
    (message) => {
      const r = read(message);
      expect(r.operations).toEqual([{ type: 'set-artwork', artwork: { ref: REF } }]);
    },
  );

  it('reads the rest of the message as before: "use this as the logo and call it \'Nordlys\'"', () => {
    const r = read("use this as the logo and call it 'Nordlys'");
    expect(types(r.operations).sort()).toEqual(['set-logo', 'set-text']);
  });

  it('"make the logo colours match this" is about colours, not a new logo', () => {
    expect(read('make the logo colours match this').operations).toEqual([
      { type: 'recolour', colours: reference.colours },
    ]);
  });

  it('without an attachment, or without pointing at it, nothing changes', () => {
    expect(interpretEdit('use the colours of this image', undefined, pack).operations).toEqual([]);
    expect(read('make it green').operations[0]).not.toEqual({
      type: 'recolour',
      colours: reference.colours,
    });
    expect(read('call it "Nordlys"').operations).toEqual([
      { type: 'set-text', field: 'brand', value: 'Nordlys' },
    ]);
  });

  it('on an upload without a document the colours apply and logo/artwork say they need a provider', () => {
    const raster = summariseDocument(undefined);
    const at = (m: string) => interpretEdit(m, undefined, raster, [], 1, [reference]);
    expect(at('use the colours of this image').operations).toEqual([
      { type: 'recolour', colours: reference.colours },
    ]);
    const logo = at('use this as the logo');
    expect(logo.operations).toEqual([]);
    expect(logo.reply).toMatch(/needs an AI image provider/);
  });
});
