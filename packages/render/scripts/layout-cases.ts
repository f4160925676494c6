/**
 * Writes the layout-invariant and watermark cases of issue 16 into docs/gallery: the jam jar on
 * the candle jar template in four routes (front, and the lid in three-quarter view), and one
 * concept under the Free watermark.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { packagingConceptDocument, readBrief } from '../src/generators/packaging.ts';
import { watermark } from '../src/raster/image-watermark.ts';
import { render } from '../src/render.ts';
import { contactSheet } from './sheet.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');
const routes = ['hero-type', 'band', 'split', 'illustrated'] as const;
const images: Buffer[] = [];
const captions: string[] = [];
for (const prompt of ['', 'strawberry jam']) {
  const brief = readBrief({ brand: 'JAM CO', prompt, industry: 'Food', packagingImage: 'candle-jar' });
  for (const route of routes) {
    images.push(await render(packagingConceptDocument(brief, route, 1), { size: 1024 }));
    captions.push(`${route} · prompt: ${prompt || '(none)'}`);
  }
}
const sheet = await contactSheet(
  images,
  captions,
  4,
  320,
  'JAM CO · industry Food · candle jar template (after)',
);
writeFileSync(
  join(out, 'issue16-jam-after.webp'),
  await sharp(sheet).webp({ quality: 78, effort: 5 }).toBuffer(),
);

const marked = await watermark(images[4]!);
writeFileSync(
  join(out, 'issue16-watermark.webp'),
  await sharp(marked).resize(768, 768).webp({ quality: 82, effort: 5 }).toBuffer(),
);
