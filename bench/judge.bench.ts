/**
 * Design judge speed: one local evaluation as the server runs it — decode a stored 1024 px render to
 * 512 px pixels, then score the six criteria from the document and the pixels — for a can and a box,
 * next to a 1024 px render of the same design measured in the same run (the baseline).
 * Target: an evaluation < 500 ms.
 */
import sharp from 'sharp';
import { generatePackagingConcepts, judgeDesign, render } from '../packages/render/src/index.ts';
import { time } from './support/render.ts';

const concept = async (packagingImage: string, brand: string, prompt: string) =>
  (
    await generatePackagingConcepts({ brand, packagingImage, prompt }, { count: 1, seed: 5, render: false })
  )[0]!.document;
const designs = [
  ['can', await concept('tall-drinks-can', 'Northbound', 'Cold brew coffee for commuters')],
  ['box', await concept('food-product-box', 'Rocket Crunch', 'kids breakfast cereal')],
] as const;

console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
const results: [string, number, number][] = [];
for (const [name, doc] of designs) {
  const png = await render(doc, { size: 1024 });
  const base = await time(`baseline: render ${name} → PNG`, 10, () => render(doc, { size: 1024 }));
  const evaluate = async () => {
    const { data, info } = await sharp(png).resize(512).raw().toBuffer({ resolveWithObject: true });
    return judgeDesign(doc as never, {
      data,
      width: info.width,
      height: info.height,
      channels: info.channels as 4,
    });
  };
  const e = await time(`judge evaluation (${name})`, 15, evaluate);
  results.push([name, e, base]);
}
console.log('\nratios to the baseline (lower is faster):');
for (const [name, e, base] of results)
  console.log(
    `  judge ${name.padEnd(6)} ${(e / base).toFixed(2)}× a render   target < 500 ms: ${e < 500 ? 'met' : 'MISSED'}`,
  );
