/**
 * docs/gallery/mockup-fit-{before,after}-30.webp (issue #30): a 16:10 label with a wordmark running
 * to its edges and a framed border, on the products that used to crop it (tea tin, stand-up pouch,
 * tea box, drinks can, mailer box, glass bottle), front and ¾ left.
 * Run with `SHEET=after npm run gallery:mockup-fit -w @packsmith/render` (SHEET=before on the old engine).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { View } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import { mockupDoc, renderThumbnail } from '../src/index.ts';
import { contactSheet } from './sheet.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');
const which = process.env.SHEET === 'before' ? 'before' : 'after';

/** A 16:10 label: cream field, a dark-green edge and a magenta frame, the wordmark edge to edge. */
async function artwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <rect width="800" height="500" fill="#1d6b3a"/><rect x="8" y="8" width="784" height="484" fill="#ff00ff"/>
    <rect x="25" y="25" width="750" height="450" fill="#fbf6ea"/>
    <text x="400" y="230" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="130" text-anchor="middle" fill="#1d3b2a" textLength="660" lengthAdjust="spacingAndGlyphs">NORDIC</text>
    <text x="400" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="52" text-anchor="middle" fill="#2a7a4a" textLength="660" lengthAdjust="spacingAndGlyphs">ORGANIC PEPPERMINT</text>
    <rect x="25" y="400" width="750" height="75" fill="#2a7a4a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const products = ['tea-tin', 'stand-up-pouch', 'tea-box', 'drinks-can', 'mailer-box', 'glass-bottle'];
const views: View[] = ['front', 'three-quarter-left'];
const art = await artwork();
const images: Buffer[] = [];
const labels: string[] = [];
for (const id of products)
  for (const view of views) {
    const doc = mockupDoc('artwork', id, view, 7, 'mockups');
    images.push(
      Buffer.from(await renderThumbnail(doc, { format: 'png', size: 512, assets: { artwork: art } })),
    );
    labels.push(`${id} ${view === 'front' ? 'front' : '¾'}`);
  }
const sheet = await contactSheet(images, labels, 6, 260, `Mockup fit, ${which} (16:10 artwork)`);
const file = join(out, `mockup-fit-${which}-30.webp`);
writeFileSync(file, await sharp(sheet).webp({ quality: 74, effort: 5 }).toBuffer());
console.log(`wrote ${file}`);
