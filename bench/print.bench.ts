/**
 * Instant print-ready PDF speed and size: dieline PDFs of engine-made designs (a mailer box and a
 * food carton) and a flat label, each against a bare render of the same document (1024 px PNG)
 * measured in the same run. Targets: a dieline PDF in < 1 s and < 5 MB.
 */
import { generatePackagingConcepts, printReadyPdf, render } from '../packages/render/src/index.ts';
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
if (missed) process.exitCode = 1;
