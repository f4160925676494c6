import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import type { PackagingDocument } from '../document/design-document.ts';
import { renderThumbnail } from '../render.ts';
import { cutOut } from './image-operations.ts';

/**
 * Background removal measured on product shots with known masks: each pack is rendered on a plain
 * studio background (with its soft contact shadow, as real product shots have) twice, on white and
 * on black; the pixels that barely change are the product (its true mask). The cut-out of the white
 * shot is compared with that mask by intersection over union. A pixel's opacity follows from how far
 * it moves between the two shots (glass is partly see-through); above 0.7 it is the product.
 */
const CASES: { name: string; over: Partial<PackagingDocument>; bg: string; size?: number }[] = [
  { name: 'glass jar on white', over: { template: 'glass-jar' }, bg: '#FFFFFF' },
  { name: 'wine bottle on white', over: { template: 'wine-bottle' }, bg: '#FFFFFF' },
  { name: 'stand-up pouch on light grey', over: { template: 'stand-up-pouch' }, bg: '#EDEDED' },
  {
    name: 'box, three-quarter, on white',
    over: { template: 'product-box', view: 'three-quarter-left' },
    bg: '#FFFFFF',
  },
  { name: 'drinks can on warm grey', over: { template: 'tall-drinks-can' }, bg: '#E6E1DA' },
  { name: 'dropper bottle on white', over: { template: 'dropper-bottle' }, bg: '#FFFFFF' },
  { name: 'candle tin on white', over: { template: 'candle-tin', layout: 'minimal' }, bg: '#FFFFFF' },
  // white on white: the fill must stop at the pack's shaded outline
  {
    name: 'white supplement bottle on white',
    over: { template: 'supplement-bottle', layout: 'minimal' },
    bg: '#FFFFFF',
  },
  {
    name: 'white supplement bottle, 900 px',
    over: { template: 'supplement-bottle', layout: 'band' },
    bg: '#FFFFFF',
    size: 900,
  },
];

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function shot(over: Partial<PackagingDocument>, colour: string, size: number): Promise<Buffer> {
  return renderThumbnail(sampleDoc({ ...over, background: { colour, style: 'flat' } }), {
    size,
    format: 'png',
  });
}

async function iou(c: (typeof CASES)[number]): Promise<number> {
  const SIZE = c.size ?? 320;
  const onBg = await shot(c.over, c.bg, SIZE);
  const a = await rgba(onBg);
  const b = await rgba(await shot(c.over, '#000000', SIZE));
  const truth = new Uint8Array(SIZE * SIZE);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const d =
      Math.abs(a.data[i * 4]! - b.data[i * 4]!) +
      Math.abs(a.data[i * 4 + 1]! - b.data[i * 4 + 1]!) +
      Math.abs(a.data[i * 4 + 2]! - b.data[i * 4 + 2]!);
    truth[i] = 1 - d / 765 > 0.7 ? 1 : 0;
  }
  const cut = await cutOut(onBg, SIZE);
  expect(cut.cut).toBe(true);
  const m = await rgba(cut.png);
  let inter = 0;
  let union = 0;
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const cx = x - cut.left;
      const cy = y - cut.top;
      const inCut =
        cx >= 0 && cy >= 0 && cx < m.width && cy < m.height && m.data[(cy * m.width + cx) * 4 + 3]! > 127
          ? 1
          : 0;
      const t = truth[y * SIZE + x]!;
      if (inCut && t) inter++;
      if (inCut || t) union++;
    }
  return inter / union;
}

describe('background removal on product shots', () => {
  it('cuts products out of plain backgrounds, soft shadows included, with a high IoU', async () => {
    const scores: number[] = [];
    for (const c of CASES) scores.push(await iou(c));
    const mean = scores.reduce((s, v) => s + v, 0) / scores.length;
    console.log(
      CASES.map((c, i) => `${c.name}: ${scores[i]!.toFixed(3)}`).join('\n'),
      `\nmean ${mean.toFixed(3)}`,
    );
    expect(Math.min(...scores)).toBeGreaterThan(0.9);
    // measured: 0.953 mean, 0.920 worst; before floor shadows were removed and the fill stopped at
    // edges: 0.87 mean, the white bottle 0.63
    expect(mean).toBeGreaterThan(0.94);
  }, 60_000);
});
