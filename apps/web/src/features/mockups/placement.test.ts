import { MOCKUP_LIMITS } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { clampOffset, NUDGE, nudged, previewBox, printAspect } from './placement';

describe('placement rules', () => {
  it('arrow keys move by a step (Shift: five), other keys do nothing, never past the limit', () => {
    expect(nudged({ x: 0, y: 0 }, 'ArrowRight', false)).toEqual({ x: NUDGE, y: 0 });
    expect(nudged({ x: 0, y: 0 }, 'ArrowUp', true)).toEqual({ x: 0, y: -NUDGE * 5 });
    expect(nudged({ x: 0, y: 0 }, 'Enter', false)).toBeUndefined();
    expect(nudged({ x: MOCKUP_LIMITS.maxOffset, y: 0 }, 'ArrowRight', true)).toEqual({
      x: MOCKUP_LIMITS.maxOffset,
      y: 0,
    });
    expect(clampOffset(-3, 0.1234)).toEqual({ x: -MOCKUP_LIMITS.maxOffset, y: 0.123 });
  });

  it('the preview box matches the fit, scale and move', () => {
    // a 2:1 artwork whole on a square area at 50 %, moved a quarter right
    expect(previewBox({ fit: 'contain', scale: 0.5, offset: { x: 0.25, y: 0 } }, 2, 1)).toEqual({
      left: 50,
      top: 37.5,
      width: 50,
      height: 25,
    });
    // covering, the same artwork overflows the area sideways
    expect(previewBox({ fit: 'cover', scale: 1, offset: { x: 0, y: 0 } }, 2, 1).width).toBe(200);
    expect(printAspect('tea-box')).toBeCloseTo(130 / 80);
  });
});
