import { JUDGE_CRITERIA } from '@packsmith/core/judge';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import { renderThumbnail } from '../render.ts';
import { judgeImage } from './image-judge.ts';
import type { JudgePixels } from './pixel-measures.ts';

async function pixelsOf(png: Buffer): Promise<JudgePixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

/** A label-like image: a light card on a dark ground with a dark word in the middle. */
const labelSvg = (ground: string, card: string, ink: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
      <rect width="320" height="320" fill="${ground}"/>
      <rect x="60" y="40" width="200" height="240" rx="12" fill="${card}"/>
      <text x="160" y="170" font-size="48" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${ink}">NORD</text>
    </svg>`,
  );
const score = (r: ReturnType<typeof judgeImage>, key: string) => r.criteria.find((c) => c.key === key)!.score;

describe('judgeImage (an image with no document)', () => {
  it('scores the six criteria 0–10 with a note saying it read the pixels, and the mean as overall', async () => {
    const r = judgeImage(await pixelsOf(await renderThumbnail(sampleDoc(), { size: 320, format: 'png' })));
    expect(r.criteria.map((c) => c.key)).toEqual(JUDGE_CRITERIA.map((c) => c.key));
    for (const c of r.criteria) {
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(10);
      expect(c.note).toMatch(/from the pixels/);
    }
    expect(r.overall).toBeCloseTo(r.criteria.reduce((s, c) => s + c.score, 0) / 6, 0);
  });

  it('black on white beats grey on grey for contrast and legibility', async () => {
    const crisp = judgeImage(
      await pixelsOf(
        await sharp(labelSvg('#1d3b2a', '#ffffff', '#111111'))
          .png()
          .toBuffer(),
      ),
    );
    const grey = judgeImage(
      await pixelsOf(
        await sharp(labelSvg('#8e8e8e', '#9a9a9a', '#a0a0a0'))
          .png()
          .toBuffer(),
      ),
    );
    expect(score(crisp, 'colourContrast')).toBeGreaterThan(score(grey, 'colourContrast') + 3);
    expect(score(crisp, 'legibility')).toBeGreaterThan(score(grey, 'legibility') + 3);
    expect(crisp.overall).toBeGreaterThan(grey.overall);
  });

  it('a flat colour has no focal point and no legible detail', async () => {
    const flat = judgeImage(
      await pixelsOf(
        await sharp({ create: { width: 200, height: 200, channels: 3, background: '#336699' } })
          .png()
          .toBuffer(),
      ),
    );
    expect(score(flat, 'hierarchy')).toBe(0);
    expect(score(flat, 'legibility')).toBeLessThan(2);
  });

  it('detail cut by the border and screen-only greens raise the print risk', async () => {
    const safe = judgeImage(
      await pixelsOf(
        await sharp(labelSvg('#ffffff', '#f1e7d0', '#222222'))
          .png()
          .toBuffer(),
      ),
    );
    const risky = judgeImage(
      await pixelsOf(
        await sharp(
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#00ff40"/>
            ${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 20}" y="0" width="10" height="320" fill="#000"/>`).join('')}</svg>`,
          ),
        )
          .png()
          .toBuffer(),
      ),
    );
    expect(score(risky, 'printRisk')).toBeLessThan(score(safe, 'printRisk') - 3);
  });
});
