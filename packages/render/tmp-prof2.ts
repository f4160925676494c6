import { Resvg } from '@resvg/resvg-js';
const t0 = performance.now();
const W = 1024;
const tests: Record<string, string> = {
  rect: `<rect width="1024" height="1024" fill="#888"/>`,
  blend: `<rect width="1024" height="1024" fill="#888"/><rect width="1024" height="1024" fill="#f00" opacity="0.3" style="mix-blend-mode:multiply"/>`,
  blur: `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="20"/></filter><rect width="1024" height="1024" fill="#888"/><path d="M100 100h500v500z" filter="url(#b)"/>`,
  blurBig: `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="20"/></filter><rect width="1024" height="1024" fill="#888"/><g filter="url(#b)"><path d="M0 0h1024v1024z" fill="#0f0"/></g>`,
};
for (const [k, v] of Object.entries(tests)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${W}">${v}</svg>`;
  const ts: number[] = [];
  for (let i = 0; i < 5; i++) { const t = performance.now(); new Resvg(svg, { fitTo: { mode: 'width', value: 1024 } }).render(); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(k, ts[2]!.toFixed(1));
}
