/**
 * Positional emphasis (issue 27): the brand or symbol moved to the top, middle or bottom of the
 * front, and phrasings with 'top', 'middle' or 'bottom' that must not move anything.
 */
import { type EvalCase, layout, lockup, position, text } from './ops.ts';

export const POSITION_PACKAGING: EvalCase[] = [
  { message: 'brand at the top', expect: [position('brand', 'top')] },
  { message: 'put the logo at the bottom', expect: [position('symbol', 'bottom')] },
  { message: 'name in the middle', expect: [position('brand', 'middle')] },
  { message: 'move the brand name to the very top', expect: [position('brand', 'top')] },
  { message: 'can the icon sit at the bottom of the pack?', expect: [position('symbol', 'bottom')] },
  { message: 'centre the symbol', expect: 'ask' },
  { message: 'put the symbol in the centre', expect: [position('symbol', 'middle')] },
  { message: 'brand name down at the bottom please', expect: [position('brand', 'bottom')] },
  { message: 'logo on top', expect: [position('symbol', 'top')] },
  // the fixture's brand is in its layout's own place already: a clear answer, nothing charged
  { message: 'put the brand back where it was', expect: 'ask' },
  // must not move anything
  { message: "slogan 'top quality tea'", expect: [text('slogan', 'Top quality tea')] },
  { message: 'top quality tea as the slogan', expect: [text('slogan', 'Top quality tea')] },
  { message: 'badge layout with the name across the middle', expect: [layout('badge')] },
  { message: 'put the slogan at the bottom', expect: 'ask' },
  { message: 'is the brand too close to the top?', expect: 'ask' },
  { message: 'call it Top Shelf', expect: [text('brand', 'Top Shelf')] },
];

export const POSITION_LOGO: EvalCase[] = [
  { message: 'icon at the top, name below', expect: [lockup('stacked')] },
  { message: 'put the name at the top', expect: 'ask' },
];
