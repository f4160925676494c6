import { writeFileSync } from 'node:fs';
import { imageryDocuments, render } from './src/index.ts';
import { readPrompt } from './src/prompt/read.ts';
const prompts = process.argv.slice(2);
for (const [i, p] of prompts.entries()) {
  console.log(JSON.stringify(readPrompt(p)));
  const docs = imageryDocuments(p, 2, 7);
  for (const [j, d] of docs.entries()) {
    const t = performance.now();
    const png = await render(d, { size: 1024 });
    console.log(d.composition, d.still?.pack?.template, d.still?.pack?.layout, (performance.now() - t).toFixed(0), 'ms');
    writeFileSync(`/tmp/im16-try-${i}-${j}.png`, png);
  }
}
