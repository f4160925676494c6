/**
 * docs/gallery/mockups-one-artwork-24-products.webp: one flat artwork put on 24 catalogue
 * products by the mockup engine — wrapped round cylinders, in perspective on boxes, flat on cards.
 * Run with `npm run gallery:mockups -w @packsmith/render`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PackagingTemplate, TEMPLATES, type View } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import { mockupDoc, renderThumbnail } from '../src/index.ts';
import { contactSheet } from './sheet.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');

/** A label-like artwork: a diagonal two-colour field, a cream band and a dark stripe, a dot pattern. */
async function artwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4fa8"/><stop offset="1" stop-color="#f0a81c"/></linearGradient>
    <pattern id="d" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="6" fill="#ffffff" fill-opacity="0.25"/></pattern></defs>
    <rect width="800" height="800" fill="url(#g)"/><rect width="800" height="800" fill="url(#d)"/>
    <rect x="0" y="300" width="800" height="200" fill="#fbf6ea"/><rect x="0" y="370" width="800" height="60" fill="#2a1f5c"/>
    <circle cx="400" cy="170" r="90" fill="#d8342c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Boxes turn to show two faces; round packs face the camera so the wrap shows; cards lie flat. */
function viewFor(t: PackagingTemplate): View {
  const turned =
    ['box', 'tray', 'wipes'].includes(t.render.family) && t.render.views.includes('three-quarter-left');
  return turned ? 'three-quarter-left' : 'front';
}

/** 24 products, one family at a time round-robin, so every shape family shows up. */
function pick(count: number): PackagingTemplate[] {
  const byFamily = new Map<string, PackagingTemplate[]>();
  for (const t of TEMPLATES) byFamily.set(t.render.family, [...(byFamily.get(t.render.family) ?? []), t]);
  const picked: PackagingTemplate[] = [];
  for (let round = 0; picked.length < count; round++)
    for (const list of byFamily.values()) if (list[round] && picked.length < count) picked.push(list[round]!);
  return picked;
}

const art = await artwork();
const products = pick(24);
const images: Buffer[] = [];
for (const [i, t] of products.entries()) {
  const doc = mockupDoc('artwork', t.id, viewFor(t), 1000 + i, 'mockups');
  images.push(
    Buffer.from(await renderThumbnail(doc, { format: 'png', size: 512, assets: { artwork: art } })),
  );
}
const sheet = await contactSheet(
  images,
  products.map((t) => t.product),
  6,
  300,
  'One artwork on 24 products (mockups)',
);
writeFileSync(
  join(out, 'mockups-one-artwork-24-products.webp'),
  await sharp(sheet).webp({ quality: 72, effort: 5 }).toBuffer(),
);
console.log(`wrote ${products.length} mockups to docs/gallery/mockups-one-artwork-24-products.webp`);
