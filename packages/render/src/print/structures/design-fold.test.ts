import { TEMPLATES } from '@packsmith/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../test/fixtures.ts';
import { printPlan } from '../plan.ts';
import { canFold, designFold } from './design-fold.ts';
import { foldedPieces } from './fold.ts';

const bounds = (pts: number[][]) =>
  [0, 1, 2].map((k) => Math.max(...pts.map((p) => p[k]!)) - Math.min(...pts.map((p) => p[k]!)));

describe('a design folded in 3D', () => {
  it('a mailer box: every piece folds off the base and closes to the box size; the artwork covers the net', async () => {
    const fold = (await designFold(sampleDoc({ template: 'mailer-box', layout: 'badge' })))!;
    expect(fold).not.toBeNull();
    const { net, artwork } = fold;
    // every piece but the root hangs off another by a crease
    expect(net.folds).toHaveLength(net.pieces.length - 1);
    const dims = bounds(foldedPieces(net, 1).flat()).sort((a, b) => a - b);
    // 250 × 80 × 180 mm box, the tuck flap inside the walls
    expect(dims[0]).toBeCloseTo(80, 0);
    expect(dims[1]).toBeCloseTo(180, 0);
    expect(dims[2]).toBeCloseTo(250, 0);
    // flat it is the net again
    expect(bounds(foldedPieces(net, 0).flat())[2]).toBe(0);

    expect(artwork).toContain(`viewBox="0 0 ${net.width} ${net.height}"`);
    const png = await sharp(Buffer.from(artwork), { density: 20 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // the base panel's middle is printed: not the page's white
    const base = net.pieces[0]!.poly;
    const cx = base.reduce((s, p) => s + p[0], 0) / base.length;
    const cy = base.reduce((s, p) => s + p[1], 0) / base.length;
    const { width, height, channels } = png.info;
    const at =
      (Math.round((cy / net.height) * height) * width + Math.round((cx / net.width) * width)) * channels;
    const px = [...png.data.subarray(at, at + 3)];
    expect(px).not.toEqual([255, 255, 255]);
  });

  it('flat files and tins have no fold', async () => {
    expect(await designFold(sampleDoc({ template: 'sticker' }))).toBeNull();
    expect(await designFold(sampleDoc({ template: 'round-tin' }))).toBeNull();
    expect(canFold(sampleDoc({ template: 'round-tin' }))).toBe(false);
    expect(canFold(sampleDoc({ template: 'mailer-box' }))).toBe(true);
  });

  it('every foldable carton, mailer and tray design closes to its box size within 1 mm', async () => {
    // two-piece boxes nest one blank in the other (assembly.test.ts); sleeves and bands cover a share
    const whole = /^(tuck-end carton|roll-end tuck-front mailer|(display )?tray)$/;
    let checked = 0;
    for (const t of TEMPLATES) {
      const doc = sampleDoc({ template: t.id });
      if (!canFold(doc)) continue;
      const plan = printPlan(t);
      if (plan.kind !== 'dieline' || !whole.test(plan.net.construction)) continue;
      const { net } = (await designFold(doc))!;
      const folded = bounds(foldedPieces(net, 1).flat()).sort((a, b) => a - b);
      const box = [plan.size.W, plan.size.H, plan.size.D].sort((a, b) => a - b);
      for (const [k, d] of folded.entries()) expect(Math.abs(d - box[k]!), `${t.id} ${k}`).toBeLessThan(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
  });
});
