/** Space kept between the support button and a bar it moves above. */
export const LIFT_GAP = 12;

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far to move the floating button up (px) so it covers none of the bars: 0 when no bar shares
 * its place. `button` is where the button sits unmoved.
 */
export function liftAbove(button: Rect, bars: readonly Rect[], gap = LIFT_GAP): number {
  let lift = 0;
  for (const bar of bars) {
    if (bar.bottom <= bar.top) continue;
    const sideBySide = bar.right <= button.left || bar.left >= button.right;
    const apart = bar.top >= button.bottom + gap || bar.bottom <= button.top;
    if (!sideBySide && !apart) lift = Math.max(lift, button.bottom - bar.top + gap);
  }
  return lift;
}
