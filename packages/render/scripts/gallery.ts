/**
 * Writes the contact sheets in docs/gallery: every template once with a neutral design, and for five
 * sample briefs four packaging routes, four logos, a photoshoot, a mockup, imagery and extra views.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATES } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import {
  generateImagery,
  generateLogos,
  generateMockups,
  generatePackagingConcepts,
  generatePhotoshoot,
  renderThumbnail,
} from '../src/index.ts';
import { sampleDoc } from '../test/fixtures.ts';
import { SAMPLE_BRIEFS } from './briefs.ts';
import { contactSheet } from './sheet.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');
mkdirSync(out, { recursive: true });
for (const f of readdirSync(out)) if (f.endsWith('.webp') || f.endsWith('.png')) rmSync(join(out, f));

const toWebp = (png: Buffer) => sharp(png).webp({ quality: 78, effort: 5 }).toBuffer();
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// 1. every template once, neutral design
{
  const imgs: Buffer[] = [];
  const caps: string[] = [];
  for (const t of TEMPLATES) {
    const doc = sampleDoc({
      template: t.id,
      layout: 'band',
      palette: {
        background: '#E8E6E1',
        primary: '#27374D',
        secondary: '#DDE6ED',
        accent: '#C8A45D',
        ink: '#1B1B1B',
        paper: '#F7F5F0',
      },
      text: {
        brand: 'Packsmith',
        slogan: 'Designed in seconds',
        variant: 'Original',
        descriptor: t.product,
        netContent: '',
        claims: [],
        backCopy: '',
      },
      symbol: 'sparkle',
      pattern: { kind: 'grid', scale: 1, angle: 0, opacity: 0.12 },
      view: t.render.family === 'box' || t.render.family === 'tray' ? 'three-quarter-left' : 'front',
    });
    imgs.push(await renderThumbnail(doc, { size: 300, format: 'png' }));
    caps.push(t.product);
  }
  writeFileSync(
    join(out, 'templates.webp'),
    await toWebp(
      await contactSheet(imgs, caps, 10, 220, `Template catalogue — ${TEMPLATES.length} templates`),
    ),
  );
}

// 2. five sample briefs
for (const [i, b] of SAMPLE_BRIEFS.entries()) {
  const imgs: Buffer[] = [];
  const caps: string[] = [];
  const concepts = await generatePackagingConcepts(b.form, { count: 4, seed: 11, render: false });
  for (const c of concepts) {
    imgs.push(await renderThumbnail(c.document, { size: 600, format: 'png' }));
    caps.push(`Route: ${c.document.meta.route}`);
  }
  const logos = await generateLogos(b.logo, { count: 4, seed: 3, render: false });
  for (const l of logos) {
    imgs.push(await renderThumbnail(l.document, { size: 600, format: 'png' }));
    caps.push(`Logo: ${l.document.lockup}`);
  }
  const first = concepts[0]!.document;
  const product = await renderThumbnail(
    { ...first, background: { colour: '#FFFFFF', style: 'flat' } },
    { size: 900, format: 'png' },
  );
  const shoot = await generatePhotoshoot(product, b.photo, { count: 1, seed: 3, render: false });
  imgs.push(await renderThumbnail(shoot[0]!.document, { size: 600, format: 'png', assets: { product } }));
  caps.push(`Photoshoot: ${shoot[0]!.document.scene}`);
  const art = await renderThumbnail(logos[0]!.document, { size: 800, format: 'png' });
  const mock = await generateMockups(art, [i % 2 ? 'paper-bag' : 'coffee-cup', 'mailer-box'], {
    count: 4,
    seed: 2,
    render: false,
  });
  imgs.push(
    await renderThumbnail(mock[i % 2]!.document, { size: 600, format: 'png', assets: { artwork: art } }),
  );
  caps.push(`Mockup: ${mock[i % 2]!.document.template}`);
  const img = await generateImagery(b.imagery, { count: 1, seed: 4, render: false });
  imgs.push(await renderThumbnail(img[0]!.document, { size: 600, format: 'png' }));
  caps.push(`Imagery: ${img[0]!.document.composition}`);
  imgs.push(
    await renderThumbnail(
      { ...concepts[1]!.document, view: 'three-quarter-right' },
      { size: 600, format: 'png' },
    ),
  );
  caps.push(`${concepts[1]!.document.meta.route}, three-quarter view`);
  const sheet = await contactSheet(imgs, caps, 4, 380, `${b.name} — ${b.form.brand}`);
  writeFileSync(join(out, `brief-${i + 1}-${slug(b.name)}.webp`), await toWebp(sheet));
}

let total = 0;
for (const f of readdirSync(out)) total += statSync(join(out, f)).size;
console.log(`gallery written to ${out}: ${(total / 1024 / 1024).toFixed(2)} MB`);
