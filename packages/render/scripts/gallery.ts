/**
 * Writes the contact sheets in docs/gallery: every template once with a neutral design, and for
 * twelve briefs the four packaging routes, two imagery prompts, two photoshoots and a mockup.
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
import { librarySheet } from './library-sheet.ts';
import { contactSheet } from './sheet.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');
mkdirSync(out, { recursive: true });
// The mockup sheet and the print-ready pages have their own scripts (gallery:mockups, gallery:print) and are kept.
for (const f of readdirSync(out))
  if (
    (f.endsWith('.webp') || f.endsWith('.png')) &&
    !f.startsWith('mockups-') &&
    !f.startsWith('print-ready-')
  )
    rmSync(join(out, f));

const toWebp = (png: Buffer) => sharp(png).webp({ quality: 72, effort: 5 }).toBuffer();
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

// 2. the inspiration library's first items
writeFileSync(join(out, 'library.webp'), await toWebp(await librarySheet()));

// 3. twelve briefs: four concept routes, two imagery prompts, two photoshoots and a mockup each
for (const [i, b] of SAMPLE_BRIEFS.entries()) {
  const imgs: Buffer[] = [];
  const caps: string[] = [];
  const concepts = await generatePackagingConcepts(b.form, { count: 4, seed: 11, render: false });
  for (const c of concepts) {
    imgs.push(await renderThumbnail(c.document, { size: 600, format: 'png' }));
    caps.push(`Route: ${c.document.meta.route}`);
  }
  for (const prompt of b.imagery) {
    const [img] = await generateImagery(prompt, { count: 1, seed: 4, render: false });
    imgs.push(await renderThumbnail(img!.document, { size: 600, format: 'png' }));
    const still = img!.document.still;
    caps.push(
      still
        ? `Imagery: ${still.camera}, ${still.surface}, ${still.light} light`
        : `Imagery: ${img!.document.composition}`,
    );
  }
  const first = concepts[0]!.document;
  const product = await renderThumbnail(
    { ...first, background: { colour: '#FFFFFF', style: 'flat' } },
    { size: 900, format: 'png' },
  );
  for (const [j, meta] of b.photos.entries()) {
    const [shoot] = await generatePhotoshoot(product, meta, { count: 2, seed: 3 + j, render: false }).then(
      (s) => s.slice(j, j + 1),
    );
    imgs.push(await renderThumbnail(shoot!.document, { size: 600, format: 'png', assets: { product } }));
    const set = shoot!.document.set;
    caps.push(set ? `Photoshoot: ${set.camera}, ${set.surface}, ${set.light}` : 'Photoshoot');
  }
  const [logo] = await generateLogos(
    {
      brand: b.form.brand,
      industry: b.form.industry ?? '',
      brandDescription: b.form.prompt ?? '',
      targetAudience: '',
      brandFeel: '',
      hexColours: (b.form.colours ?? []).map((c) => c.replace('#', '')),
      naturalLanguageColours: '',
      additionalNotes: '',
    },
    { count: 1, seed: 3, render: false },
  );
  const art = await renderThumbnail(logo!.document, { size: 800, format: 'png' });
  const mockTemplate = ['mailer-box', 'paper-bag', 'coffee-cup', 'cotton-tote'][i % 4]!;
  const [mock] = await generateMockups(art, [mockTemplate, 'mailer-box'], {
    count: 4,
    seed: 2,
    render: false,
  });
  imgs.push(await renderThumbnail(mock!.document, { size: 600, format: 'png', assets: { artwork: art } }));
  caps.push(`Mockup: ${mock!.document.template}`);
  const sheet = await contactSheet(imgs, caps, 3, 340, `${b.name} — ${b.form.brand}`);
  writeFileSync(
    join(out, `brief-${String(i + 1).padStart(2, '0')}-${slug(b.name)}.webp`),
    await toWebp(sheet),
  );
  console.log(`${b.name}: ${imgs.length} renders`);
}

let total = 0;
for (const f of readdirSync(out)) total += statSync(join(out, f)).size;
console.log(`gallery written to ${out}: ${(total / 1024 / 1024).toFixed(2)} MB`);
