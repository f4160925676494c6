import { writeFileSync } from 'node:fs';
import { buildScene } from '../src/render.ts';
const [template = 'drinks-can', layout = 'hero-type', view = 'front'] = process.argv.slice(2);
const doc: any = { version: 1, kind: 'packaging', seed: 7, template, view, layout,
  palette: { background: '#E9E4DC', primary: '#1F3A5F', secondary: '#F2C14E', accent: '#F26B38', ink: '#1A1A1A', paper: '#FAF6EE' },
  typography: { display: 'montserrat-800', body: 'montserrat-600', accent: 'greatvibes-400', upper: true, tracking: 0.02 },
  pattern: { kind: 'dots', scale: 1, angle: 35, opacity: 0.15 },
  text: { brand: 'Northbound Coffee', slogan: 'Slow steeped', variant: 'Oat Milk Latte', descriptor: 'Cold Brew Coffee', netContent: '330 ml', claims: ['Vegan'], backCopy: '' },
  symbol: 'coffee', background: { colour: '#E9E4DC', style: 'sweep' }, meta: { engine: 'packsmith-local-design-engine', generator: 'dev' } };
const s = await buildScene(doc);
writeFileSync('/tmp/r/a.svg', s.svg);
console.log(s.svg.length, s.texts.map(t => [t.text, Math.round(t.size), t.box, t.ink].map(x=>JSON.stringify(x)).join(' ')).join('\n'));
