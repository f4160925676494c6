import { isConvexQuad } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORNERS, isEngineDesign, moveCorner, nudge } from './rules';

describe('extractor rules', () => {
  it('knows an engine design by its packaging document', () => {
    expect(isEngineDesign({ metadata: { document: { kind: 'packaging' } } } as never)).toBe(true);
    expect(isEngineDesign({ metadata: {} } as never)).toBe(false);
    expect(isEngineDesign(undefined)).toBe(false);
  });

  it('nudges a corner with the arrows (Shift for bigger steps) and keeps it on the image', () => {
    expect(nudge(DEFAULT_CORNERS, 0, 'ArrowRight', false)![0]).toEqual({ x: 0.205, y: 0.2 });
    expect(nudge(DEFAULT_CORNERS, 2, 'ArrowDown', true)![2]).toEqual({ x: 0.8, y: 0.85 });
    expect(nudge(DEFAULT_CORNERS, 0, 'Enter', false)).toBeNull();
    expect(moveCorner(DEFAULT_CORNERS, 1, 1.4, -0.2)[1]).toEqual({ x: 1, y: 0 });
  });

  it('accepts a convex quad in order and refuses crossed corners', () => {
    expect(isConvexQuad(DEFAULT_CORNERS)).toBe(true);
    const [a, b, c, d] = DEFAULT_CORNERS;
    expect(isConvexQuad([a!, c!, b!, d!])).toBe(false);
  });
});
