/**
 * Writes the toolbox cards' pictures into apps/web/public/toolbox: for every tool a before/after
 * pair rendered by the local engine (the same design before and after the tool's edit), and for
 * the services a pair showing what they deliver. Run: npm run toolbox-pictures -w @packsmith/render
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  applyEdits,
  type DesignDocument,
  type EditOperationInput,
  editOperationSchema,
  renderThumbnail,
} from '../src/index.ts';
import { sampleDoc } from '../test/fixtures.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/public/toolbox');
mkdirSync(out, { recursive: true });

/** Each tile is 240 px square; a picture is two tiles side by side. */
const TILE = 240;

const before = sampleDoc({ template: 'drinks-can' });
const box = sampleDoc({ template: 'product-box', view: 'three-quarter-left' });

const after = (doc: DesignDocument, ...ops: EditOperationInput[]) =>
  applyEdits(
    doc,
    ops.map((op) => editOperationSchema.parse(op)),
  );

/** Picture name → [left, right] documents. */
const PAIRS: Record<string, [DesignDocument, DesignDocument]> = {
  'replace-logo': [before, { ...before, symbol: 'leaf' } as DesignDocument],
  'fix-text': [before, after(before, { type: 'set-text', field: 'slogan', value: 'Small batch' })],
  upscale: [before, before],
  'add-background': [before, after(before, { type: 'set-background', colour: '#BFD8C9', style: 'gradient' })],
  'new-sku': [before, after(before, { type: 'new-variant', variant: 'Vanilla', colour: '#C8A45D' })],
  'add-product-image': [box, after(box, { type: 'recolour', colours: ['#7A4E2D', '#F1E4CF'] })],
  'back-of-pack': [before, after(before, { type: 'set-view', view: 'back' })],
  'colour-scheme': [before, after(before, { type: 'recolour', colours: ['#2F6B4F', '#F4E3B2'] })],
  'change-packaging-format': [before, after(before, { type: 'set-template', template: 'stand-up-pouch' })],
  'change-size': [before, after(before, { type: 'set-template', template: 'tall-drinks-can' })],
  variations: [before, after(before, { type: 'reseed', seed: 4242 })],
  'new-variant': [before, after(before, { type: 'new-variant', variant: 'Caramel', colour: '#B5651D' })],
  'angle-variations': [
    after(before, { type: 'set-view', view: 'three-quarter-left' }),
    after(before, { type: 'set-view', view: 'three-quarter-right' }),
  ],
  'zoom-out': [before, after(before, { type: 'zoom-out', factor: 1.6 })],
  'rate-my-design': [before, after(before, { type: 'recolour', seed: 11 })],
  'print-front': [box, after(box, { type: 'set-view', view: 'front' })],
  'print-front-back': [
    after(box, { type: 'set-view', view: 'front' }),
    after(box, { type: 'set-view', view: 'back' }),
  ],
  'print-all-sides': [box, after(box, { type: 'set-view', view: 'three-quarter-right' })],
  'design-revision': [box, after(box, { type: 'recolour', seed: 5 })],
  'sku-adaptation': [box, after(box, { type: 'new-variant', variant: 'Mint', colour: '#3AAFA9' })],
  photoshoot: [
    after(before, { type: 'set-background', colour: '#F3D9B1', style: 'floor' }),
    after(before, { type: 'set-background', colour: '#B9D3EE', style: 'gradient' }),
  ],
  retouch: [before, after(before, { type: 'set-background', colour: '#FFFFFF', style: 'flat' })],
};

/** Upscale's "before": the same render at a fifth of the size, blown back up — what 4× fixes. */
async function lowRes(doc: DesignDocument): Promise<Buffer> {
  const small = await sharp(await renderThumbnail(doc, { size: TILE, format: 'png' }))
    .resize(TILE / 5)
    .toBuffer();
  return sharp(small).resize(TILE, TILE, { kernel: 'nearest' }).png().toBuffer();
}

for (const [name, [left, right]] of Object.entries(PAIRS)) {
  const tiles = await Promise.all([
    name === 'upscale' ? lowRes(left) : renderThumbnail(left, { size: TILE, format: 'png' }),
    renderThumbnail(right, { size: TILE, format: 'png' }),
  ]);
  const webp = await sharp({
    create: { width: TILE * 2, height: TILE, channels: 4, background: '#ffffff' },
  })
    .composite(tiles.map((input, i) => ({ input, left: i * TILE, top: 0 })))
    .webp({ quality: 70, effort: 5 })
    .toBuffer();
  writeFileSync(join(out, `${name}.webp`), webp);
  console.log(name, `${(webp.length / 1024).toFixed(1)} KB`);
}
