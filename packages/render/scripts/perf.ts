import { buildScene, encode, rasterise } from '../src/render.ts';
const tpl = process.argv[2] ?? 'drinks-can';
const doc: any = { version: 1, kind: 'packaging', seed: 7, template: tpl, view: 'three-quarter-left', layout: process.argv[3] ?? 'badge',
  palette: { background: '#E9E4DC', primary: '#1F3A5F', secondary: '#F2C14E', accent: '#F26B38', ink: '#1A1A1A', paper: '#FAF6EE' },
  typography: { display: 'montserrat-800', body: 'montserrat-600', accent: 'greatvibes-400', upper: true, tracking: 0.02 },
  pattern: { kind: 'dots', scale: 1, angle: 35, opacity: 0.15 },
  text: { brand: 'Northbound Coffee', slogan: 'Slow steeped', variant: 'Oat Milk Latte', descriptor: 'Cold Brew Coffee', netContent: '330 ml', claims: ['Vegan'], backCopy: '' },
  symbol: 'coffee', background: { colour: '#E9E4DC', style: 'sweep' }, meta: { engine: 'packsmith-local-design-engine', generator: 'dev' } };
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  const s = await buildScene(doc);
  const t1 = performance.now();
  const r = rasterise(s.svg, 1024);
  const t2 = performance.now();
  const png = await encode(r, 'png');
  const t3 = performance.now();
  console.log(`scene ${(t1 - t0).toFixed(0)} raster ${(t2 - t1).toFixed(0)} png ${(t3 - t2).toFixed(0)} svg ${s.svg.length} png ${png.length}`);
}
