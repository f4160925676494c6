import { imageryDocuments, buildScene } from './src/index.ts';
import { rasterise } from './src/pixels.ts';
const p = process.argv[2]!;
const d = imageryDocuments(p, 1, 7)[0]!;
for (let i = 0; i < 2; i++) {
  let t = performance.now();
  const s = await buildScene(d);
  const tb = performance.now() - t;
  t = performance.now();
  rasterise(s.svg, 1024);
  console.log('build', tb.toFixed(0), 'raster', (performance.now() - t).toFixed(0), 'len', s.svg.length);
}
const s = (await buildScene(d)).svg;
const variants: Record<string, string> = {
  nomask: s.replace(/ mask="url\(#[^"]+\)"/g, ''),
  nofilter: s.replace(/ filter="url\(#[^"]+\)"/g, ''),
  noblend: s.replace(/ style="mix-blend-mode:[a-z]+"/g, ''),
};
for (const [k, v] of Object.entries(variants)) { const t = performance.now(); rasterise(v, 1024); console.log(k, (performance.now() - t).toFixed(0)); }
