import { getTemplate } from '@packsmith/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mockupDoc } from '../generators/ranges.ts';
// boxes, cartons and sleeves are drawn from their folded structure, as through the package's face
import { drawFolded, foldedNet } from '../print/structures/folded-mockup.ts';
import { render } from '../render.ts';
import { placedBox, visiblePart } from './mockup-placement.ts';

describe('placedBox', () => {
  it('scales about the centre and moves by shares of the face', () => {
    // a 2:1 artwork contained on a 100 × 100 face is 100 × 50; at 0.5 it is 50 × 25
    expect(placedBox('contain', 2, 100, 100, { scale: 0.5, offset: { x: 0, y: 0 } })).toEqual({
      x: 25,
      y: 37.5,
      w: 50,
      h: 25,
    });
    // covered it is 200 × 100; moved a quarter right
    expect(placedBox('cover', 2, 100, 100, { scale: 1, offset: { x: 0.25, y: 0 } })).toEqual({
      x: -25,
      y: 0,
      w: 200,
      h: 100,
    });
    expect(visiblePart({ x: 90, y: 0, w: 50, h: 50 }, 100, 100)).toEqual({ x: 90, y: 0, w: 10, h: 50 });
    expect(visiblePart({ x: 120, y: 0, w: 50, h: 50 }, 100, 100)).toBeUndefined();
  });
});

/** A square artwork: one yellow square on blue. */
async function yellowSquare(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#1f5fbf"/><rect x="150" y="150" width="300" height="300" fill="#ffd400"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The yellow's bounding box in the render. */
async function yellowBox(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let x0 = Infinity;
  let x1 = -1;
  let y0 = Infinity;
  let y1 = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! > 200 && data[i + 1]! > 170 && data[i + 2]! < 90) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    }
  return { w: x1 - x0, h: y1 - y0, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2 };
}

/** The mean slope (dy / dx) on screen of the front face's top and bottom edges, drawn from the folded box. */
function frontSlope(template: string): number {
  const { net, topMain } = foldedNet(getTemplate(template)!)!;
  const r = drawFolded(net, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', 'front', {
    topMain,
  });
  const front = r.faces.find((f) => f.facing && f.normal[2] > 0.95)!.canvas;
  const slopes = front
    .map((p, i) => [p, front[(i + 1) % front.length]!] as const)
    .filter(([a, b]) => Math.abs(b[0] - a[0]) > Math.abs(b[1] - a[1]))
    .map(([a, b]) => (b[1] - a[1]) / (b[0] - a[0]));
  return slopes.reduce((s, v) => s + v, 0) / slopes.length;
}

describe('a mockup follows the placement a person chose', () => {
  const shot = async (scale: number, x: number, y: number) =>
    yellowBox(
      await render(
        mockupDoc('artwork', 'tea-box', 'front', 1, 'mockups', { fit: 'contain', scale, offset: { x, y } }),
        { format: 'png', size: 1024, assets: { artwork: await yellowSquare() } },
      ),
    );

  it('scale shrinks the artwork and offset moves it, on the front face', async () => {
    const fitted = await shot(1, 0, 0);
    const half = await shot(0.5, 0, 0);
    const right = await shot(0.5, 0.25, 0);
    const down = await shot(0.5, 0, 0.25);
    expect(half.w / fitted.w).toBeGreaterThan(0.4);
    expect(half.w / fitted.w).toBeLessThan(0.6);
    expect(right.cx - half.cx).toBeGreaterThan(half.w * 0.3);
    // the box is seen from three-quarters: a move along the front follows its receding edges
    expect(Math.abs(right.cy - half.cy - frontSlope('tea-box') * (right.cx - half.cx))).toBeLessThan(
      half.h * 0.2,
    );
    expect(down.cy - half.cy).toBeGreaterThan(half.h * 0.3);
  }, 60_000);
});
