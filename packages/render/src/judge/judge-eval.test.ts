/**
 * The judge calibrated against designs with known defects (eval-set.ts): every defective twin
 * must score below its clean design (pairwise accuracy ≥ 95 %), MULTI must pick the clean one,
 * and the scores must use the scale. Prints the table; docs/judge.md holds the figures.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PackagingDocument } from '../document/design-document.ts';
import { renderThumbnail } from '../render.ts';
import { type JudgeResult, judgeDesign, pickWinner } from './design-judge.ts';
import { DEFECTS, judgePairs } from './eval-set.ts';

async function judged(doc: PackagingDocument): Promise<JudgeResult> {
  const png = await renderThumbnail(doc, { size: 256, format: 'png' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return judgeDesign(doc, { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 });
}

describe('the judge against its evaluation set', { timeout: 600_000 }, () => {
  it('ranks every defective twin below its clean design, and MULTI picks the clean one', async () => {
    const pairs = judgePairs();
    expect(pairs.length).toBeGreaterThanOrEqual(40);
    const cache = new Map<PackagingDocument, JudgeResult>();
    const of = async (d: PackagingDocument) => cache.get(d) ?? cache.set(d, await judged(d)).get(d)!;
    const lines: string[] = [];
    let right = 0;
    let multiRight = 0;
    const byDefect = new Map<string, number>();
    for (const p of pairs) {
      const [clean, flawed] = [await of(p.clean), await of(p.flawed)];
      const ok = clean.overall > flawed.overall;
      right += ok ? 1 : 0;
      if (pickWinner([flawed, clean]) === 1) multiRight++;
      byDefect.set(p.defect, (byDefect.get(p.defect) ?? 0) + (ok ? 1 : 0));
      const worst = flawed.criteria.reduce((a, c) => (c.score < a.score ? c : a));
      lines.push(
        `${ok ? 'ok ' : 'BAD'} ${p.name.padEnd(34)} ${p.defect.padEnd(17)} ${clean.overall.toFixed(1)} > ${flawed.overall.toFixed(1)}  ` +
          `(${worst.label} ${worst.score}: ${worst.note.slice(0, 90)})`,
      );
    }
    // MULTI over a clean design and three of its twins at once
    let groupsRight = 0;
    let groups = 0;
    for (let i = 0; i < pairs.length; i += DEFECTS.length) {
      const set = pairs.slice(i, i + DEFECTS.length);
      for (let k = 0; k + 3 <= set.length; k += 2) {
        const entries = [...set.slice(k, k + 3).map((p) => p.flawed), set[0]!.clean];
        groups++;
        if (pickWinner(await Promise.all(entries.map(of))) === 3) groupsRight++;
      }
    }
    const all = [...cache.values()].map((r) => r.overall);
    const accuracy = right / pairs.length;
    console.log(
      `judge eval: pairwise accuracy ${(accuracy * 100).toFixed(1)}% over ${pairs.length} pairs; MULTI (pairs) ` +
        `${multiRight}/${pairs.length}, MULTI (clean + 3 twins) ${groupsRight}/${groups}; overall scores ` +
        `${Math.min(...all).toFixed(1)}–${Math.max(...all).toFixed(1)}\n` +
        `per defect: ${[...byDefect].map(([d, n]) => `${d} ${n}/${pairs.length / DEFECTS.length}`).join(', ')}\n${lines.join('\n')}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
    expect(multiRight / pairs.length).toBeGreaterThanOrEqual(0.95);
    expect(groupsRight / groups).toBeGreaterThanOrEqual(0.95);
    // the scale is used: failing designs fall well below clean ones
    expect(Math.max(...all) - Math.min(...all)).toBeGreaterThan(5);
  });
});
