import { readFileSync, writeFileSync } from 'node:fs';
import { contactSheet } from './sheet.ts';
const [out, ...files] = process.argv.slice(2);
const imgs = files.map((f) => readFileSync(f));
writeFileSync(out!, await contactSheet(imgs, files.map((f) => f.split('/').pop()!), Math.min(4, files.length), 400));
