/**
 * Box mockups drawn from the folded dieline (issue 33 item 6) against the drawn cuboid they
 * replace, in the same run and process: each box, carton and sleeve below rendered at 1024 px
 * from every mockup view, once each way per round, alternating. Reports the median ms per
 * mockup each way and the ratio. No target: the fold adds a texture raster and a JS rasteriser.
 * Run: npm run bench:folded-mockups -w @packsmith/bench   (BENCH_ROUNDS=3)
 */
import type { View } from '@packsmith/core';
import { foldedPacks, installFoldedPacks } from '../packages/render/src/compose/folded-packs.ts';
import { mockupDoc, render } from '../packages/render/src/index.ts';
import { benchArtwork } from './support/artwork.ts';
import { percentile } from './support/timing.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRODUCTS = ['tea-box', 'mailer-box', 'shoe-box', 'sleeve-tray-box'];
const VIEWS: View[] = ['front', 'three-quarter-left', 'three-quarter-right', 'back'];

const art = await benchArtwork();

const folded = foldedPacks();
if (!folded) throw new Error('the folded packs are not installed');
const shot = (id: string, view: View) =>
  render(mockupDoc('artwork', id, view, 1, 'mockups'), {
    format: 'png',
    size: 1024,
    assets: { artwork: art },
  });

console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
// warm-up: fonts, code, the first texture
for (const packs of [undefined, folded]) {
  installFoldedPacks(packs);
  await shot('tea-box', 'front');
}
const times = { drawn: [] as number[], folded: [] as number[] };
for (let round = 0; round < ROUNDS; round++)
  for (const id of PRODUCTS)
    for (const view of VIEWS)
      for (const [name, packs] of [
        ['drawn', undefined],
        ['folded', folded],
      ] as const) {
        installFoldedPacks(packs);
        const t0 = performance.now();
        await shot(id, view);
        times[name].push(performance.now() - t0);
      }
installFoldedPacks(folded);
const p50 = (xs: number[]) => percentile(xs, 50);
console.log(
  `${times.folded.length} mockups each way (${PRODUCTS.join(', ')} × 4 views × ${ROUNDS} rounds), 1024 px PNG:\n` +
    `  drawn cuboid    median ${p50(times.drawn).toFixed(0)} ms, p95 ${percentile(times.drawn, 95).toFixed(0)} ms\n` +
    `  folded dieline  median ${p50(times.folded).toFixed(0)} ms, p95 ${percentile(times.folded, 95).toFixed(0)} ms\n` +
    `  ratio folded / drawn (medians) ${(p50(times.folded) / p50(times.drawn)).toFixed(2)}`,
);
