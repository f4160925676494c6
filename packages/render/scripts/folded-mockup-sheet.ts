/**
 * docs/gallery/mockups-folded-before-after-33.webp (issue #33 item 6): one artwork on six boxes,
 * cartons and sleeves, each drawn as before (the drawn cuboid, a flat card per face) and after
 * (the pack's own dieline printed, folded in 3D, seen in perspective), front and ¾ left.
 * Run: npm run gallery:folded-mockups -w @packsmith/render
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { View } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import { foldedPacks, installFoldedPacks } from '../src/compose/folded-packs.ts';
import { mockupDoc, renderThumbnail } from '../src/index.ts';
import { contactSheet } from './sheet.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');

/** A square label: cream field, a green sun, the wordmark and a variant band. */
async function artwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" fill="#1d3b2a"/><rect x="30" y="30" width="740" height="740" fill="#fbf6ea"/>
    <circle cx="400" cy="250" r="130" fill="#2a7a4a"/><circle cx="400" cy="250" r="80" fill="#f2c14e"/>
    <text x="400" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="120" text-anchor="middle" fill="#1d3b2a" textLength="600" lengthAdjust="spacingAndGlyphs">NORDIC</text>
    <rect x="30" y="600" width="740" height="120" fill="#2a7a4a"/>
    <text x="400" y="680" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="52" text-anchor="middle" fill="#fbf6ea">PEPPERMINT TEA</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const products = ['tea-box', 'mailer-box', 'wine-box', 'shoe-box', 'sleeve-tray-box', 'shelf-display-box'];
const views: [View, string][] = [
  ['front', 'front'],
  ['three-quarter-left', '¾ left'],
];
const art = await artwork();
const folded = foldedPacks();
const images: Buffer[] = [];
const labels: string[] = [];
for (const [view, name] of views)
  for (const packs of [undefined, folded]) {
    installFoldedPacks(packs);
    for (const id of products) {
      const doc = mockupDoc('artwork', id, view, 7, 'mockups');
      images.push(
        Buffer.from(await renderThumbnail(doc, { format: 'png', size: 400, assets: { artwork: art } })),
      );
      labels.push(`${packs ? 'after' : 'before'}: ${id} ${name}`);
    }
  }
installFoldedPacks(folded);
const sheet = await contactSheet(
  images,
  labels,
  6,
  220,
  'Box mockups: drawn cuboid (before) and folded dieline (after)',
);
const file = join(out, 'mockups-folded-before-after-33.webp');
writeFileSync(file, await sharp(sheet).webp({ quality: 72, effort: 5 }).toBuffer());
console.log(`wrote ${file}`);
