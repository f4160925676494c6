import { writeFileSync } from 'node:fs';
import { render } from '../src/render.ts';
import type { DesignDocument } from '../src/document.ts';

const [template = 'drinks-can', layout = 'hero-type', view = 'front', out = '/tmp/r/a.png'] = process.argv.slice(2);
const doc = {
  version: 1,
  kind: 'packaging',
  seed: 7,
  template,
  view,
  layout,
  palette: { background: '#E9E4DC', primary: '#1F3A5F', secondary: '#F2C14E', accent: '#F26B38', ink: '#1A1A1A', paper: '#FAF6EE' },
  typography: { display: 'montserrat-800', body: 'montserrat-600', accent: 'greatvibes-400', upper: true, tracking: 0.02 },
  pattern: { kind: 'dots', scale: 1, angle: 35, opacity: 0.15 },
  text: { brand: 'Northbound Coffee', slogan: 'Slow steeped for smooth mornings', variant: 'Oat Milk Latte', descriptor: 'Cold Brew Coffee', netContent: '330 ml', claims: ['Vegan', 'No added sugar'], backCopy: '' },
  symbol: 'coffee',
  background: { colour: '#E9E4DC', style: 'sweep' },
  meta: { engine: 'packsmith-local-design-engine', generator: 'dev' },
} as unknown as DesignDocument;
const t = performance.now();
const png = await render(doc, { size: 1024 });
console.log('ms', Math.round(performance.now() - t));
writeFileSync(out, png);
