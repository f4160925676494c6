/**
 * docs/gallery/print-tin.* and print-box.* (issue #30): a round tin's and a tea box's instant print
 * page before and after every piece got its own layout inside the safe area, guides shown.
 * Run twice: `PRINT_BEFORE=<dir of the old print/ module> npm run gallery:print-before-after -w
 * @packsmith/render` renders the before half into the temp dir, then without it the after half and
 * the sheets (the after run reuses the before halves).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { PackagingDocument } from '../src/document/design-document.ts';
import { encode, rasterise } from '../src/render.ts';
import { textPath } from '../src/scene/fonts.ts';
import { toD } from '../src/scene/path.ts';
import { FERNLEAF, sampleDoc } from '../test/fixtures.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/gallery');
const before = process.env.PRINT_BEFORE;
const mod = (await import(before ? join(before, 'index.ts') : '../src/print/index.ts')) as {
  printReadySvgs: (d: PackagingDocument, t?: undefined, o?: { guides?: boolean }) => Promise<string[]>;
};

const sheets = [
  {
    name: 'print-tin',
    width: 2000,
    doc: sampleDoc({ ...FERNLEAF, template: 'round-tin', layout: 'hero-type' }),
  },
  { name: 'print-box', width: 1300, doc: sampleDoc({ ...FERNLEAF, template: 'tea-box', layout: 'frame' }) },
];

const half = (name: string, which: string) => join(tmpdir(), `packsmith-${name}-${which}.png`);

async function caption(text: string, width: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="44" viewBox="0 0 ${width} 44"><rect width="100%" height="100%" fill="#F4F4F4"/><path d="${toD(textPath('montserrat-800', text, 22, 16, 31), 1)}" fill="#111"/></svg>`;
  return encode(rasterise(svg, width), 'png');
}

for (const { name, width, doc } of sheets) {
  const [svg] = await mod.printReadySvgs(doc, undefined, { guides: true });
  const png = await encode(rasterise(svg!, width), 'png');
  writeFileSync(half(name, before ? 'before' : 'after'), png);
  if (before || !existsSync(half(name, 'before'))) continue;
  const parts = [
    await caption('Before: the face laid over every piece, cut at the trim and the folds', width),
    readFileSync(half(name, 'before')),
    await caption('After: each piece laid out for its own size inside the 3 mm safe area', width),
    png,
  ];
  const metas = await Promise.all(parts.map((p) => sharp(p).metadata()));
  let top = 0;
  const composites = parts.map((input, i) => {
    const c = { input, left: 0, top };
    top += metas[i]!.height!;
    return c;
  });
  const sheet = sharp({ create: { width, height: top, channels: 3, background: '#FFFFFF' } }).composite(
    composites,
  );
  const asPng = await sheet.clone().png({ palette: true, quality: 90 }).toBuffer();
  const [file, bytes] =
    asPng.length < 400 * 1024
      ? [`${name}.png`, asPng]
      : [`${name}.webp`, await sheet.webp({ quality: 78, effort: 5 }).toBuffer()];
  writeFileSync(join(out, file), bytes);
  console.log(file, `${Math.round(bytes.length / 1024)} KB`);
}
