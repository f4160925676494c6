import { writeFileSync } from 'node:fs';
import { generatePackagingConcepts, generatePhotoshoot, render, renderThumbnail } from './src/index.ts';
const c = (await generatePackagingConcepts({ brand: 'Hedgerow & Co', packagingImage: 'glass-jar', prompt: 'Raspberry jam, homemade' }, { count: 1, seed: 3, render: false }))[0]!.document;
const product = await renderThumbnail({ ...c, background: { colour: '#FFFFFF', style: 'flat' } }, { size: 900, format: 'png' });
const shots = await generatePhotoshoot(product, { productDescription: 'Glass jar of raspberry jam', scene: 'Rustic kitchen table with fresh berries, morning light', audience: 'families', productCategory: 'food', useCase: 'social' }, { count: 3, seed: 3, render: false });
for (const [i, s] of shots.entries()) {
  const t = performance.now();
  const png = await render(s.document, { size: 1024, assets: { product } });
  console.log(JSON.stringify(s.document.set), (performance.now() - t).toFixed(0), 'ms');
  writeFileSync(`/tmp/im16-shoot-${i}.png`, png);
}
