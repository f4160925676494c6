import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './catalogue/index.ts';
import { instantPdfUrl, printReadyCapability } from './print-files.ts';

describe('instant print-ready capability', () => {
  it('gives every box, carton, sleeve and tin a dieline, labels and pouches flat artwork, tapes nothing', () => {
    for (const t of TEMPLATES) {
      const c = printReadyCapability(t.id);
      if (t.render.family === 'box' || t.render.family === 'tin') expect(c, t.id).toBe('dieline');
      if (['pouch', 'flat', 'bottle', 'can', 'bag', 'sachet'].includes(t.render.family))
        expect(c, t.id).toBe('flat');
      if (t.render.family === 'tape') expect(c, t.id).toBe('none');
    }
    expect(printReadyCapability('sealed-tray-sleeve')).toBe('dieline');
    expect(printReadyCapability('blister-pack')).toBe('flat');
    expect(printReadyCapability('no-such-template')).toBe('none');
  });

  it('addresses the download by asset id', () => {
    expect(instantPdfUrl('3f1c2b9e-0000-4000-8000-000000000000')).toBe(
      '/api/print-ready/instant/3f1c2b9e-0000-4000-8000-000000000000.pdf',
    );
  });
});
