/** The four customer reviews the print-ready filter shows. */
export const PRINT_READY_REVIEWS = [
  {
    quote: 'The dieline came back perfect — our printer accepted the files on the first try.',
    name: 'Maja L.',
    role: 'Founder, Fjord Tea Co.',
  },
  {
    quote: 'Front and back were ready in a day and a half, with every claim and barcode in place.',
    name: 'Daniel O.',
    role: 'Brand manager, Sunpeak Snacks',
  },
  {
    quote: 'Our designer adapted the pack to three new flavours without losing the look we loved.',
    name: 'Priya S.',
    role: 'Co-founder, Kindred Candles',
  },
  {
    quote: 'Clear communication and press-ready PDFs. It saved us weeks with the print shop.',
    name: 'Tomás R.',
    role: 'Operations, Brava Coffee Roasters',
  },
] as const;

/** The slide after a step of `delta`, wrapping around both ends. */
export const wrapIndex = (index: number, delta: number, count: number) =>
  (((index + delta) % count) + count) % count;

/** A horizontal swipe longer than this (px) changes the slide; shorter ones are taps. */
export const SWIPE_MIN_PX = 40;

/** The step a swipe from x0 to x1 makes: left → next (1), right → previous (-1), short → 0. */
export function swipeStep(x0: number, x1: number): -1 | 0 | 1 {
  const dx = x1 - x0;
  if (Math.abs(dx) < SWIPE_MIN_PX) return 0;
  return dx < 0 ? 1 : -1;
}
