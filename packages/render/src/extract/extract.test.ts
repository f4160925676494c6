import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import { panelArtworks } from './panels.ts';
import { invertHomography, project, type Quad, type RawImage, squareToQuad, unwarp } from './unwarp.ts';

type RGB = [number, number, number];
const RED: RGB = [220, 40, 40];
const BLUE: RGB = [30, 80, 210];
const GREEN: RGB = [40, 180, 70];
const GREY: RGB = [128, 128, 128];

/** The flat label: a green band over the top fifth, red on the left half, blue on the right. */
const label = (u: number, v: number): RGB => (v < 0.2 ? GREEN : u < 0.5 ? RED : BLUE);

/** A "photo": the label seen in perspective at `quad` on grey, drawn through the inverse map. */
function photo(width: number, height: number, quad: Quad): RawImage {
  const inv = invertHomography(squareToQuad(quad));
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = project(inv, x + 0.5, y + 0.5);
      const c = p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1 ? label(p.x, p.y) : GREY;
      data.set(c, (y * width + x) * 3);
    }
  return { data, width, height, channels: 3 };
}

const at = (img: RawImage, fx: number, fy: number): number[] => {
  const i = (Math.floor(fy * img.height) * img.width + Math.floor(fx * img.width)) * img.channels;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
};
const near = (a: number[], b: RGB) => a.every((v, i) => Math.abs(v - b[i]!) <= 12);

describe('unwarp', () => {
  const quad: Quad = [
    { x: 60, y: 40 },
    { x: 340, y: 80 },
    { x: 330, y: 260 },
    { x: 50, y: 300 },
  ];

  it('maps the unit square onto the quad corners', () => {
    const m = squareToQuad(quad);
    const corners = [project(m, 0, 0), project(m, 1, 0), project(m, 1, 1), project(m, 0, 1)];
    corners.forEach((c, i) => {
      expect(c.x).toBeCloseTo(quad[i]!.x, 6);
      expect(c.y).toBeCloseTo(quad[i]!.y, 6);
    });
  });

  it('flattens a label seen in perspective back into its rectangle', () => {
    const flat = unwarp(photo(400, 340, quad), quad);
    // sized from the longer opposite edges
    expect(flat.width).toBe(Math.round(Math.hypot(280, 40)));
    expect(flat.height).toBe(Math.round(Math.hypot(10, 260)));
    // every region of the label lands where it belongs; no grey from outside the quad
    for (const [fx, fy, c] of [
      [0.5, 0.08, GREEN],
      [0.05, 0.1, GREEN],
      [0.25, 0.6, RED],
      [0.05, 0.95, RED],
      [0.75, 0.6, BLUE],
      [0.95, 0.95, BLUE],
    ] as const)
      expect(near(at(flat, fx, fy), c), `${fx},${fy}: ${at(flat, fx, fy)}`).toBe(true);
    let grey = 0;
    for (let i = 0; i < flat.width * flat.height; i++)
      if (near([flat.data[i * 4]!, flat.data[i * 4 + 1]!, flat.data[i * 4 + 2]!], GREY)) grey++;
    expect(grey / (flat.width * flat.height)).toBeLessThan(0.01);
  });

  it('refuses corners that do not make a convex quadrilateral', () => {
    const bowtie: Quad = [quad[0], quad[2], quad[1], quad[3]];
    expect(() => unwarp(photo(50, 50, quad), bowtie)).toThrow(/quadrilateral/);
  });
});

describe('panelArtworks', () => {
  it('renders every panel of a box flat, at its own proportions, from the document', async () => {
    const doc = sampleDoc({ template: 'mailer-box', layout: 'hero-type' });
    const panels = await panelArtworks(doc, { maxSide: 400 });
    expect(panels.map((p) => p.name).sort()).toEqual(['back', 'front', 'side', 'side-2']);
    for (const p of panels) {
      const meta = await sharp(p.png).metadata();
      expect(meta.width! / meta.height!).toBeCloseTo(p.w / p.h, 1);
      expect(Math.max(meta.width!, meta.height!)).toBe(400);
    }
    // the front is the design's ground colour, not the studio: the pixels are the flat label
    const front = panels.find((p) => p.name === 'front')!;
    const stats = await sharp(front.png).stats();
    expect(stats.channels[0]!.max).toBeGreaterThan(stats.channels[0]!.min);
    // same document, same bytes
    const again = await panelArtworks(doc, { maxSide: 400 });
    expect(again.find((p) => p.name === 'front')!.png.equals(front.png)).toBe(true);
  });
});
