import { JUDGE_CRITERIA } from '@packsmith/core/judge';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import type { PackagingDocument } from '../document/design-document.ts';
import { applyEdit } from '../edit/apply.ts';
import { renderThumbnail } from '../render.ts';
import { type JudgePixels, judgeDesign, pickWinner } from './design-judge.ts';
import {
  consistencyScore,
  contrastScore,
  hierarchyScore,
  legibilityScore,
  overallScore,
  printRiskScore,
} from './rules.ts';

async function pixelsOf(doc: PackagingDocument): Promise<JudgePixels> {
  const png = await renderThumbnail(doc, { size: 384, format: 'png' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

const judge = async (doc: PackagingDocument) => judgeDesign(doc, await pixelsOf(doc));
const score = (r: Awaited<ReturnType<typeof judge>>, key: string) =>
  r.criteria.find((c) => c.key === key)!.score;

/** Every colour within a few steps of mid grey: text can no longer stand off its ground. */
const GREYS = {
  background: '#9A9A9A',
  primary: '#8E8E8E',
  secondary: '#969696',
  accent: '#929292',
  ink: '#A0A0A0',
  paper: '#8A8A8A',
};

describe('judgeDesign', () => {
  it('scores all six criteria 0–10 with a note each, and an overall from them', async () => {
    const r = await judge(sampleDoc());
    expect(r.criteria.map((c) => c.key)).toEqual(JUDGE_CRITERIA.map((c) => c.key));
    for (const c of r.criteria) {
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(10);
      expect(c.note.length).toBeGreaterThan(10);
    }
    expect(r.overall).toBeCloseTo(overallScore(r.criteria.map((c) => c.score)), 0);
  });

  it('gives a high-contrast design a higher contrast score than its low-contrast recolour', async () => {
    const strong = sampleDoc({ template: 'mailer-box', layout: 'hero-type' });
    const weak = applyEdit(strong, { type: 'recolour', colours: [], palette: GREYS }) as PackagingDocument;
    const [a, b] = [await judge(strong), await judge(weak)];
    expect(score(a, 'colourContrast')).toBeGreaterThan(score(b, 'colourContrast') + 3);
    // the note names the measured WCAG ratio
    expect(a.criteria.find((c) => c.key === 'colourContrast')!.note).toMatch(/\d+\.\d:1/);
    expect(b.criteria.find((c) => c.key === 'colourContrast')!.note).toMatch(/fails AA 4\.5:1/);
    // grey on grey also loses shelf impact, and the louder design wins a comparison
    expect(score(a, 'shelfImpact')).toBeGreaterThan(score(b, 'shelfImpact'));
    expect(pickWinner([b, a])).toBe(1);
  });

  it('reads letter heights in millimetres: the same design on a much smaller pack is less legible', async () => {
    const big = sampleDoc({ template: 'mailer-box', layout: 'hero-type' });
    const small = applyEdit(big, { type: 'set-size', w: 30, h: 10, d: 20 }) as PackagingDocument;
    const [a, b] = [await judge(big), await judge(small)];
    expect(score(a, 'legibility')).toBeGreaterThan(score(b, 'legibility'));
    expect(b.criteria.find((c) => c.key === 'legibility')!.note).toMatch(
      /below the EU food-label minimum of 0\.9 mm/,
    );
    // text crowds the edges of the tiny panels: a print risk
    expect(score(a, 'printRisk')).toBeGreaterThan(score(b, 'printRisk'));
  });

  it('scores contrast from the worst ratio against WCAG: AAA full marks, AA 7, a failure at most 5', () => {
    expect(contrastScore(21)).toBe(10);
    expect(contrastScore(7)).toBe(10);
    expect(contrastScore(4.5)).toBe(7);
    expect(contrastScore(4.49)).toBeLessThanOrEqual(5);
    expect(contrastScore(1)).toBe(0);
    // large text: AA at 3:1, AAA at 4.5:1
    expect(contrastScore(3, true)).toBe(7);
    expect(contrastScore(4.5, true)).toBe(10);
    // the pair: 3.2:1 with a text below AA no longer scores like 5.6:1
    expect(contrastScore(5.6) - contrastScore(3.2)).toBeGreaterThan(4);
  });

  it('caps a criterion whose note names a failure', () => {
    const legible = { brandCapMm: 9, smallestXMm: 2, euMinimumMm: 1.2, brandSideways: false };
    expect(legibilityScore(legible)).toBe(10);
    expect(legibilityScore({ ...legible, smallestXMm: 1.1 })).toBeLessThanOrEqual(4);
    expect(legibilityScore({ ...legible, brandSideways: true })).toBe(5);
    expect(legibilityScore({ ...legible, brandCapMm: 5 })).toBeLessThanOrEqual(7);
    const led = { lead: 'brand' as const, ratio: 2, levels: 3, brandSideways: false };
    expect(hierarchyScore(led)).toBe(10);
    expect(hierarchyScore({ ...led, lead: 'other' })).toBeLessThanOrEqual(5);
    expect(hierarchyScore({ ...led, brandSideways: true })).toBe(6);
    const everywhere = { brandPanels: 4, panels: 4, families: 2, paletteShare: 0.8 };
    expect(consistencyScore(everywhere)).toBe(10);
    expect(consistencyScore({ ...everywhere, brandPanels: 3 })).toBeLessThanOrEqual(7);
    expect(printRiskScore({ unsafe: 0, thin: 0, hues: 3 })).toBe(10);
    expect(printRiskScore({ unsafe: 1, thin: 0, hues: 3 })).toBe(5);
    expect(printRiskScore({ unsafe: 0, thin: 0, hues: 6 })).toBe(6);
  });

  it('weighs a failing criterion extra in the overall, so scores use the whole scale', () => {
    expect(overallScore([10, 10, 10, 10, 10, 10])).toBe(10);
    expect(overallScore([10, 10, 10, 10, 10, 0])).toBeLessThan(7);
    expect(overallScore([2, 2, 2, 2, 2, 2])).toBe(0);
  });

  it('evaluates in well under 500 ms', async () => {
    const doc = sampleDoc({ template: 'food-product-box', layout: 'frame' });
    const px = await pixelsOf(doc);
    judgeDesign(doc, px);
    const t0 = performance.now();
    judgeDesign(doc, px);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});

describe('pickWinner', () => {
  it('picks the best overall, the first on a tie', () => {
    expect(pickWinner([{ overall: 6 }, { overall: 8.1 }, { overall: 7 }])).toBe(1);
    expect(pickWinner([{ overall: 7 }, { overall: 7 }])).toBe(0);
  });
});
