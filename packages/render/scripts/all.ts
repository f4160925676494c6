import { writeFileSync } from 'node:fs';
import { TEMPLATES } from '@packsmith/core/catalogue/index';
import { renderThumbnail } from '../src/render.ts';
import { contactSheet } from './sheet.ts';
const view = process.argv[2] ?? 'front';
const from = Number(process.argv[3] ?? 0);
const count = Number(process.argv[4] ?? 40);
const layout = process.argv[5] ?? 'band';
const imgs: Buffer[] = [];
const caps: string[] = [];
const t0 = performance.now();
for (const t of TEMPLATES.slice(from, from + count)) {
  const doc: any = { version: 1, kind: 'packaging', seed: 7, template: t.id, view, layout,
    palette: { background: '#E9E4DC', primary: '#1F3A5F', secondary: '#F2C14E', accent: '#F26B38', ink: '#1A1A1A', paper: '#FAF6EE' },
    typography: { display: 'montserrat-800', body: 'montserrat-600', accent: 'greatvibes-400', upper: true, tracking: 0.02 },
    pattern: { kind: 'dots', scale: 1, angle: 35, opacity: 0.15 },
    text: { brand: 'Northbound', slogan: 'Slow steeped', variant: 'Oat Milk Latte', descriptor: 'Cold Brew Coffee', netContent: '330 ml', claims: ['Vegan'], backCopy: '' },
    symbol: 'coffee', background: { colour: '#E9E4DC', style: 'sweep' }, meta: { engine: 'packsmith-local-design-engine', generator: 'dev' } };
  try { imgs.push(await renderThumbnail(doc, { size: 300, format: 'png' })); caps.push(t.id); } catch (e) { console.log(t.id, (e as Error).stack?.split('\n').slice(0,3).join(' ')); }
}
console.log('ms/each', Math.round((performance.now() - t0) / imgs.length));
writeFileSync(`/tmp/r/all-${view}-${from}.png`, await contactSheet(imgs, caps, 8, 220));
