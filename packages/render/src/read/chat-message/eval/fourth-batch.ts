/**
 * A fourth batch, written by the session lead after the reader was merged and scored before any
 * rule was changed for it: 39 of 41 read right on first run. "the flavour is blood orange" was read
 * as an orange recolour (a wrong field; fixed: "<field> is <value>" sets the field unless the words
 * judge it, "the slogan is too long"), and "change the pattern to polka dots" got a question.
 */
import {
  addClaim,
  type EvalCase,
  emphasis,
  layout,
  mono,
  pattern,
  shift,
  symbol,
  text,
  type,
} from './ops.ts';

export const FOURTH_PACKAGING: EvalCase[] = [
  {
    message: 'can we try a chunky slab font for the name',
    expect: [type({ role: 'display', style: 'slab', weight: 'bold' })],
  },
  { message: 'make everything lowercase', expect: [type({ role: 'display', upper: false })] },
  { message: 'increase the tracking on the brand', expect: [type({ role: 'display', trackingBy: 0.06 })] },
  { message: 'swap the lemon icon for a sun', expect: [symbol('sun')] },
  { message: 'remove the symbol entirely', expect: [symbol('')] },
  { message: 'net weight 330 ml', expect: [text('netContent', '330 ml')] },
  { message: 'the flavour is blood orange', expect: [text('variant', 'Blood Orange')] },
  { message: 'the slogan is Fresh every day', expect: [text('slogan', 'Fresh every day')] },
  { message: 'the slogan is too long', expect: [] },
  { message: 'remove the tagline', expect: [text('slogan', '')] },
  { message: 'add a vegan claim', expect: [addClaim('Vegan')] },
  { message: 'rename it to SOLSTICE', expect: [text('brand', 'SOLSTICE')] },
  { message: 'a touch darker overall', expect: [shift('darker', 'palette', 0.12)] },
  { message: 'go monochrome', expect: [mono] },
  { message: 'brand name smaller', expect: [emphasis('brand', -1)] },
  { message: 'emblem layout', expect: [layout('badge')] },
  { message: 'condensed bold type', expect: [type({ role: 'display', style: 'condensed', weight: 'bold' })] },
  {
    message: 'can you make the lettering handwritten',
    expect: [type({ role: 'display', style: 'handwritten' })],
  },
  { message: 'rotate the pattern 45 degrees', expect: [pattern({ angle: 45 })] },
  { message: 'mach es blau', expect: [] },
  { message: 'love it', expect: [] },
  { message: '🍋🍋', expect: [] },
  { message: 'remove the window', expect: [] },
];
