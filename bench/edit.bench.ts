/**
 * Edit operations speed: `applyEdit` on a generated packaging document, every operation type,
 * against a baseline measured in the same run (structuredClone of the same document), and the
 * local message reader; then a whole edit (read, apply, render) against the bare render of the same
 * edited document. Target: applyEdit < 1 ms per operation (issue 17).
 */
import {
  applyEdit,
  type EditOperation,
  generatePackagingConcepts,
  interpretEdit,
  performEdit,
  render,
  summariseDocument,
} from '../packages/render/src/index.ts';

function time(n: number, f: () => unknown): { median: number; p99: number } {
  for (let i = 0; i < 200; i++) f();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    f();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(n / 2)]!, p99: samples[Math.floor(n * 0.99)]! };
}

const doc = (
  await generatePackagingConcepts(
    {
      brand: 'Northbound',
      slogan: 'Slow steeped for bright mornings',
      packagingImage: 'tall-drinks-can',
      prompt: 'Cold brew coffee for commuters',
      colours: ['1F3A5F', 'F2A541'],
    },
    { count: 1, seed: 11, render: false },
  )
)[0]!.document;

const ops: EditOperation[] = [
  { type: 'recolour', colours: [], seed: 5 },
  { type: 'recolour', colours: ['#2E7D32'] },
  { type: 'set-text', field: 'brand', value: 'Nordlys' },
  { type: 'set-claims', claims: ['Vegan', 'Fair trade'] },
  { type: 'set-logo', logo: { ref: 'logo' } },
  { type: 'set-artwork', artwork: { ref: 'art' } },
  { type: 'set-template', template: 'stand-up-pouch' },
  { type: 'set-size', w: 70, h: 150 },
  { type: 'set-view', view: 'back' },
  { type: 'new-variant', variant: 'Mango' },
  { type: 'set-background', colour: '#101010' },
  { type: 'zoom-out', factor: 1.5 },
  { type: 'reseed', seed: 99 },
  { type: 'upscale', factor: 4 },
];

const N = 5000;
const base = time(N, () => structuredClone(doc));
console.log(`node ${process.version}; ${N} runs each, times in µs\n`);
console.log(
  `${'baseline: structuredClone(document)'.padEnd(40)} median ${(base.median * 1000).toFixed(1).padStart(7)}`,
);
let worst = 0;
for (const op of ops) {
  const t = time(N, () => applyEdit(doc, op));
  worst = Math.max(worst, t.median);
  const label = `applyEdit ${op.type}${op.type === 'recolour' ? (op.colours.length ? ' (colours)' : ' (seeded)') : ''}`;
  console.log(
    `${label.padEnd(40)} median ${(t.median * 1000).toFixed(1).padStart(7)}   p99 ${(t.p99 * 1000).toFixed(1).padStart(7)}   ${(t.median / base.median).toFixed(2)}× baseline`,
  );
}
const summary = summariseDocument(doc);
const reader = time(2000, () =>
  interpretEdit("call it 'Nordlys', make it green and show it as a pouch", undefined, summary),
);
console.log(
  `${'interpretEdit (three edits)'.padEnd(40)} median ${(reader.median * 1000).toFixed(1).padStart(7)}`,
);
// medians, like the other benches: on the shared 2-core machine p99 is mostly the scheduler
console.log(
  `\napplyEdit worst median ${(worst * 1000).toFixed(1)} µs — target < 1 ms: ${worst < 1 ? 'met' : 'MISSED'}`,
);

async function timeAsync(n: number, f: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i++) await f();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(n / 2)]!;
}

const message = 'make it green';
const edited = applyEdit(doc, interpretEdit(message, undefined, summary).variations[0]![0]!);
const bare = await timeAsync(9, () => render(edited, { size: 1024 }));
const whole = await timeAsync(9, () =>
  performEdit({ document: doc }, interpretEdit(message, undefined, summary).variations),
);
console.log(
  `\nbare render of the edited document (1024 px PNG)  median ${bare.toFixed(1)} ms\n` +
    `whole edit "${message}" (read, apply, render)   median ${whole.toFixed(1)} ms   ${(whole / bare).toFixed(2)}× the bare render`,
);
