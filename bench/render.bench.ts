/**
 * Local design engine speed: a 1024 px packaging concept and a logo, each compared with a baseline
 * measured in the same run — resvg rasterising a fixed reference SVG of similar size.
 * Targets: packaging concept < 150 ms, logo < 60 ms.
 */
import { Resvg } from '@resvg/resvg-js';
import { generatePackagingConcepts, logoDocuments, render } from '../packages/render/src/index.ts';
import { referenceSvg, time } from './support/render.ts';

const ref = referenceSvg();
const concept = (
  await generatePackagingConcepts(
    {
      brand: 'Northbound',
      slogan: 'Slow steeped for bright mornings',
      packagingImage: 'tall-drinks-can',
      prompt: 'Cold brew coffee for commuters',
      colours: ['1F3A5F', 'F2A541'],
      standOutPoints: 'Nitro, no added sugar',
    },
    { count: 1, seed: 11, render: false },
  )
)[0]!.document;
const threeQuarter = { ...concept, view: 'three-quarter-left' as const };
const box = (
  await generatePackagingConcepts(
    { brand: 'Rocket Crunch', packagingImage: 'food-product-box', prompt: 'kids breakfast cereal' },
    { count: 1, seed: 3, render: false },
  )
)[0]!.document;
const logo = logoDocuments(
  { brand: 'Northbound', industry: 'Coffee', brandFeel: 'confident', hexColours: ['1F3A5F', 'F2A541'] },
  1,
  3,
)[0]!;

console.log(
  `node ${process.version}, ${process.platform}/${process.arch}; reference SVG ${(ref.length / 1024).toFixed(0)} KB\n`,
);
const base = await time('baseline: resvg reference SVG → RGBA', 15, () =>
  new Resvg(ref, { fitTo: { mode: 'width', value: 1024 } }).render(),
);
const c = await time('packaging concept (can, front) → PNG', 15, () => render(concept, { size: 1024 }));
const c3 = await time('packaging concept (can, 3/4) → PNG', 15, () => render(threeQuarter, { size: 1024 }));
const b = await time('packaging concept (box, front) → PNG', 15, () => render(box, { size: 1024 }));
const l = await time('logo → PNG', 15, () => render(logo, { size: 1024 }));
console.log('\nratios to the baseline (lower is faster):');
for (const [k, v, target] of [
  ['packaging concept, can front', c, 150],
  ['packaging concept, can 3/4', c3, 150],
  ['packaging concept, box front', b, 150],
  ['logo', l, 60],
] as const) {
  console.log(
    `  ${k.padEnd(30)} ${(v / base).toFixed(2)}× baseline   target < ${target} ms: ${v < target ? 'met' : 'MISSED'}`,
  );
}
