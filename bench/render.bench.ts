/**
 * Local design engine speed: a 1024 px packaging concept and a logo, each compared with a baseline
 * measured in the same run — resvg rasterising a fixed reference SVG of similar size.
 * Targets: packaging concept < 150 ms, logo < 60 ms.
 */
import { Resvg } from '@resvg/resvg-js';
import { generatePackagingConcepts, logoDocuments, render } from '../packages/render/src/index.ts';

function referenceSvg(): string {
  // fixed: a gradient background and 1,200 curved shapes, about the weight of a packaging scene
  let body =
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8d4cc"/><stop offset="1" stop-color="#f2efe9"/></linearGradient></defs><rect width="1024" height="1024" fill="url(#g)"/>';
  for (let i = 0; i < 1200; i++) {
    const x = (i * 97) % 1024;
    const y = (i * 61) % 1024;
    body += `<path d="M${x} ${y}c12 -20 34 -20 46 0s-10 30 -23 30 -35 -10 -23 -30z" fill="#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">${body}</svg>`;
}

async function time(label: string, n: number, f: () => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < 3; i++) await f();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(
    `${label.padEnd(36)} median ${median.toFixed(1).padStart(6)} ms   p90 ${samples[Math.floor(samples.length * 0.9)]!.toFixed(1).padStart(6)} ms   ${(1000 / median).toFixed(1).padStart(5)} renders/s`,
  );
  return median;
}

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
