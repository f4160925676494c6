import sharp, { type OverlayOptions } from 'sharp';
import { rasterise } from '../src/render.ts';
import { textPath } from '../src/scene/fonts.ts';
import { toD } from '../src/scene/path.ts';

/** Lays images out in a grid with captions under each cell. */
export async function contactSheet(
  images: Buffer[],
  captions: string[],
  cols: number,
  cell: number,
  title = '',
): Promise<Buffer> {
  const rows = Math.ceil(images.length / cols);
  const capH = 26;
  const head = title ? 56 : 0;
  const W = cols * cell;
  const H = head + rows * (cell + capH);
  const composites: OverlayOptions[] = [];
  for (let i = 0; i < images.length; i++) {
    const x = (i % cols) * cell;
    const y = head + Math.floor(i / cols) * (cell + capH);
    const img = await sharp(images[i])
      .resize(cell, cell, { fit: 'contain', background: '#ffffff' })
      .png()
      .toBuffer();
    composites.push({ input: img, left: x, top: y });
  }
  let text = '';
  captions.forEach((c, i) => {
    const x = (i % cols) * cell + cell / 2;
    const y = head + Math.floor(i / cols) * (cell + capH) + cell + 18;
    text += `<path d="${toD(textPath('montserrat-600', c.slice(0, 48), 12, x, y, 'middle'), 1)}" fill="#333"/>`;
  });
  if (title) text += `<path d="${toD(textPath('montserrat-800', title, 24, 20, 38), 1)}" fill="#111"/>`;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${text}</svg>`;
  const o = rasterise(overlay, W);
  const txt = await sharp(o.pixels, { raw: { width: o.width, height: o.height, channels: 4 } })
    .png()
    .toBuffer();
  composites.push({ input: txt, left: 0, top: 0 });
  return sharp({ create: { width: W, height: H, channels: 3, background: '#F4F4F4' } })
    .composite(composites)
    .png()
    .toBuffer();
}
