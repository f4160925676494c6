/**
 * Writes docs/gallery/print-ready-*.png: the instant print-ready pages of three designs (a mailer
 * box dieline, a tuck-end carton dieline, a flat label with crop marks), rasterised from the same
 * page description the PDF writer draws, with the non-printing guides shown.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printReadySvgs } from '../src/index.ts';
import { encode, rasterise } from '../src/render.ts';
import { FERNLEAF, sampleDoc } from '../test/fixtures.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');
mkdirSync(out, { recursive: true });

const designs = [
  { file: 'print-ready-mailer-box.png', doc: sampleDoc({ template: 'mailer-box', layout: 'badge' }) },
  {
    file: 'print-ready-carton.png',
    doc: sampleDoc({ ...FERNLEAF, template: 'tea-box', layout: 'hero-type' }),
  },
  { file: 'print-ready-label.png', doc: sampleDoc({ template: 'product-label', layout: 'frame', seed: 3 }) },
];

for (const { file, doc } of designs) {
  const [svg] = await printReadySvgs(doc, undefined, { guides: true });
  const png = await encode(rasterise(svg!, 1800), 'png');
  writeFileSync(join(out, file), png);
  console.log(file, `${Math.round(png.length / 1024)} KB`);
}
