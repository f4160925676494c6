/**
 * Composed imagery and photoshoots at 1024 px, against the same resvg baseline as render.bench.ts
 * measured in the same run. Targets: a still life < 400 ms, a photoshoot < 500 ms (median).
 * "cold" clears the texture cache before every render (a first render of a new surface); "warm"
 * keeps it (re-renders and edits of a document: thumbnail, full size, colour change).
 */
import { Resvg } from '@resvg/resvg-js';
import {
  generatePackagingConcepts,
  imageryDocuments,
  photoshootDocuments,
  render,
  renderThumbnail,
} from '../packages/render/src/index.ts';
import { clearTextureCache } from '../packages/render/src/scene/materials/textures.ts';
import { referenceSvg, time } from './support/render.ts';

const ref = referenceSvg();
const [flatLay] = imageryDocuments(
  'A flat-lay photo of a kraft paper coffee pouch with a minimalist mountain logo, on a slate background, soft morning light',
  1,
  5,
);
const [table] = imageryDocuments(
  'Glass jar of raspberry jam on a rustic wooden table with fresh raspberries, soft morning light',
  1,
  5,
);
const jar = (
  await generatePackagingConcepts(
    { brand: 'Hedgerow & Co', packagingImage: 'glass-jar', prompt: 'Raspberry jam' },
    { count: 1, seed: 3, render: false },
  )
)[0]!.document;
const product = await renderThumbnail(
  { ...jar, background: { colour: '#FFFFFF', style: 'flat' } },
  { size: 900, format: 'png' },
);
const [shoot] = photoshootDocuments(
  'product',
  {
    productDescription: 'Glass jar of raspberry jam',
    scene: 'Rustic kitchen table with fresh berries, morning light',
    audience: 'families',
    productCategory: 'food',
    useCase: 'social media',
  },
  1,
  3,
);

console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
const base = await time('baseline: resvg reference SVG → RGBA', 15, () =>
  new Resvg(ref, { fitTo: { mode: 'width', value: 1024 } }).render(),
);
const cold = (f: () => Promise<unknown>) => () => {
  clearTextureCache();
  return f();
};
const results: [string, number, number][] = [];
for (const [label, f, target] of [
  ['still life, flat-lay on slate', () => render(flatLay!, { size: 1024 }), 400],
  ['still life, jar on a wooden table', () => render(table!, { size: 1024 }), 400],
  ['photoshoot, jar on a kitchen table', () => render(shoot!, { size: 1024, assets: { product } }), 500],
] as const) {
  results.push([`${label} (cold)`, await time(`${label} (cold) → PNG`, 11, cold(f)), target]);
  results.push([`${label} (warm)`, await time(`${label} (warm) → PNG`, 11, f), target]);
}
console.log('\nratios to the baseline (lower is faster):');
for (const [k, v, target] of results)
  console.log(
    `  ${k.padEnd(44)} ${(v / base).toFixed(2)}× baseline   target < ${target} ms: ${v < target ? 'met' : 'MISSED'}`,
  );
