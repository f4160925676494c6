import { describe, expect, it } from 'vitest';
import { planOutputs } from './plan.ts';

const key = (o: { artworkId: string; productId: string; view: string; round: number }) =>
  `${o.artworkId}/${o.productId}/${o.view}/${o.round}`;

describe('planOutputs', () => {
  it('puts every artwork on every product from the front before turning the pack', () => {
    const plan = planOutputs(['a', 'b'], ['can', 'box'], 4);
    expect(plan.map((o) => [o.artworkId, o.productId, o.view])).toEqual([
      ['a', 'can', 'front'],
      ['a', 'box', 'front'],
      ['b', 'can', 'front'],
      ['b', 'box', 'front'],
    ]);
  });

  it('turns to the next view once every pair has been shown', () => {
    const plan = planOutputs(['a'], ['can', 'box'], 4);
    expect(plan.map((o) => `${o.productId}:${o.view}`)).toEqual([
      'can:front',
      'box:front',
      'can:three-quarter-left',
      'box:three-quarter-left',
    ]);
  });

  it('never repeats a combination, even with one artwork on one product and 10 images', () => {
    for (const [arts, prods] of [
      [['a'], ['can']],
      [['a', 'b', 'c'], ['can']],
      [['a'], ['can', 'box', 'jar']],
    ] as const) {
      const plan = planOutputs(arts, prods, 10);
      expect(plan).toHaveLength(10);
      expect(new Set(plan.map(key)).size).toBe(10);
      expect(plan.map((o) => o.position)).toEqual([...Array(10).keys()]);
    }
  });
});
