import { describe, expect, it } from 'vitest';
import { generationProgress } from './design.ts';

describe('generation progress estimate (spec §4)', () => {
  it('is elapsed time over 120 s up to 120 s', () => {
    expect(generationProgress(0)).toBe(0);
    expect(generationProgress(30_000)).toBe(25);
    expect(generationProgress(60_000)).toBe(50);
    expect(generationProgress(108_000)).toBe(90);
  });

  it('then creeps toward 100 and never reaches it', () => {
    const points = [120_000, 180_000, 600_000, 3_600_000, 86_400_000].map((ms) => generationProgress(ms));
    for (let i = 1; i < points.length; i++) expect(points[i]).toBeGreaterThanOrEqual(points[i - 1]!);
    expect(points.every((p) => p < 100)).toBe(true);
    expect(points[2]).toBeGreaterThan(points[0]!);
  });
});
