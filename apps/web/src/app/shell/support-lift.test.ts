import { describe, expect, it } from 'vitest';
import { LIFT_GAP, liftAbove } from './support-lift';

// A 48 px button 24 px from the bottom-right of a 768 × 900 window.
const button = { top: 828, bottom: 876, left: 696, right: 744 };

describe('lifting the support button above sticky bars', () => {
  it('stays put with no bar, or a bar elsewhere', () => {
    expect(liftAbove(button, [])).toBe(0);
    expect(liftAbove(button, [{ top: 400, bottom: 480, left: 0, right: 768 }])).toBe(0);
    expect(liftAbove(button, [{ top: 800, bottom: 900, left: 100, right: 600 }])).toBe(0);
  });

  it('moves just above a bar stuck to the bottom that it would cover', () => {
    const bar = { top: 780, bottom: 900, left: 84, right: 768 };
    expect(liftAbove(button, [bar])).toBe(876 - 780 + LIFT_GAP);
  });

  it('moves above a bar that has scrolled part way up the screen', () => {
    const bar = { top: 760, bottom: 850, left: 84, right: 744 };
    expect(liftAbove(button, [bar])).toBe(876 - 760 + LIFT_GAP);
  });

  it('keeps the gap from a bar just below it', () => {
    expect(liftAbove(button, [{ top: 880, bottom: 960, left: 0, right: 768 }])).toBe(876 - 880 + LIFT_GAP);
    expect(liftAbove(button, [{ top: 900, bottom: 960, left: 0, right: 768 }])).toBe(0);
  });

  it('ignores empty (hidden) bars and takes the highest of several', () => {
    const hidden = { top: 0, bottom: 0, left: 0, right: 0 };
    const low = { top: 800, bottom: 900, left: 0, right: 768 };
    const high = { top: 700, bottom: 850, left: 600, right: 768 };
    expect(liftAbove(button, [hidden, low, high])).toBe(876 - 700 + LIFT_GAP);
  });
});
