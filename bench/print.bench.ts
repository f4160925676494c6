/**
 * Instant print-ready PDF speed and size: dieline PDFs of engine-made designs (a mailer box and a
 * food carton) and a flat label, each against a bare render of the same document (1024 px PNG)
 * measured in the same run. Targets: a dieline PDF in < 1 s and < 5 MB. Then the design's SVG and
 * DXF, and the dieline generator's PDF, SVG and DXF of plain structures (no design), against the
 * same baseline.
 */
import {
  generatePackagingConcepts,
  getStructure,
  printReadyDxf,
  printReadyPdf,
  printReadySvg,
  render,
  structureDxf,
  structurePdf,
  structureSvg,
} from '../packages/render/src/index.ts';
import { time } from './support/render.ts';

const design = async (packagingImage: string, brand: string, prompt: string) =>
  (
    await generatePackagingConcepts({ brand, packagingImage, prompt }, { count: 1, seed: 5, render: false })
  )[0]!.document;

const cases = [
  {
    name: 'mailer box dieline',
    doc: await design('mailer-box', 'Northbound', 'cold brew coffee subscription'),
  },
  {
    name: 'food carton dieline',
    doc: await design('food-product-box', 'Rocket Crunch', 'kids breakfast cereal'),
  },
  { name: 'product label (flat)', doc: await design('product-label', 'Wild Hive', 'raw wildflower honey') },
];

const MB = 1024 * 1024;
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
const rows: { name: string; pdf: number; bare: number; bytes: number }[] = [];
for (const c of cases) {
  const bare = await time(`bare render: ${c.name.split(' ')[0]} (PNG)`, 9, () =>
    render(c.doc, { size: 1024 }),
  );
  let bytes = 0;
  const pdf = await time(`print-ready PDF: ${c.name}`, 9, async () => {
    bytes = (await printReadyPdf(c.doc)).length;
  });
  rows.push({ name: c.name, pdf, bare, bytes });
}
console.log('\nratios to a bare render of the same document (lower is faster):');
let missed = false;
for (const r of rows) {
  const ok = r.pdf < 1000 && r.bytes < 5 * MB;
  if (r.name.includes('dieline') && !ok) missed = true;
  console.log(
    `  ${r.name.padEnd(24)} ${(r.pdf / r.bare).toFixed(2)}× bare render   ${(r.bytes / 1024).toFixed(0).padStart(5)} KB   target < 1000 ms and < 5 MB: ${ok ? 'met' : 'MISSED'}`,
  );
}

const mailer = cases[0]!.doc;
const baseline = rows[0]!.bare;
const exports: { name: string; ms: number }[] = [
  { name: 'design SVG (mailer)', ms: await time('design SVG: mailer', 9, () => printReadySvg(mailer)) },
  { name: 'design DXF (mailer)', ms: await time('design DXF: mailer', 9, async () => printReadyDxf(mailer)) },
];
for (const id of ['roll-end-tuck-front-mailer', 'reverse-tuck-end', 'regular-slotted-container']) {
  const s = getStructure(id)!;
  const size = { length: 300, width: 200, depth: 90, caliper: s.board === 'carton' ? 0.5 : 3 };
  exports.push(
    {
      name: `${id} PDF`,
      ms: await time(`generator PDF: ${id}`, 9, () => structurePdf(s, size, s.build(size))),
    },
    {
      name: `${id} SVG`,
      ms: await time(`generator SVG: ${id}`, 9, async () => structureSvg(s, size, s.build(size))),
    },
    { name: `${id} DXF`, ms: await time(`generator DXF: ${id}`, 9, async () => structureDxf(s.build(size))) },
  );
}
console.log('\nexports, ratios to the mailer bare render (target: each < 1 s):');
for (const e of exports) {
  const ok = e.ms < 1000;
  if (!ok) missed = true;
  console.log(
    `  ${e.name.padEnd(40)} ${e.ms.toFixed(1).padStart(7)} ms   ${(e.ms / baseline).toFixed(2)}× bare render   ${ok ? 'met' : 'MISSED'}`,
  );
}
if (missed) process.exitCode = 1;
