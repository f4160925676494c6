/**
 * A second, smaller held-out batch written after the designer batch's rules were in place and
 * scored once before any change for it, to say how the generalised reader does on phrasings it
 * has not seen (its first score is in the file's commit message and the bench prints it).
 */
import {
  type EvalCase,
  emphasis,
  layout,
  pattern,
  position,
  recolour,
  removeClaim,
  scene,
  scheme,
  shift,
  symbol,
  type,
} from './ops.ts';

export const FRESH_PACKAGING: EvalCase[] = [
  {
    message: 'make the symbol tiny and tuck it at the bottom',
    expect: [emphasis('symbol', -1), position('symbol', 'bottom')],
  },
  { message: 'bump the brand up a size, it gets lost on the shelf', expect: [emphasis('brand', 1)] },
  { message: 'the dots are way too big, shrink them', expect: [pattern({ scaleBy: 0.5 })] },
  {
    message: 'lighten the background a touch because it feels heavy',
    expect: [shift('lighter', 'background', 0.12)],
  },
  { message: 'keep the colours, swap the icon for a leaf', expect: [symbol('leaf')] },
  { message: "don't touch the layout, just make the name bolder", expect: [type({ weight: 'bold' })] },
  { message: 'could I get two colour options', expect: [scheme], images: 2 },
  { message: 'serve up a few alternatives', expect: 'ask' },
  {
    message: 'put the small print in a condensed font',
    expect: [type({ role: 'body', style: 'condensed' })],
  },
  {
    message: 'move the brand name right to the top and make it a bit smaller',
    expect: [position('brand', 'top'), emphasis('brand', -1)],
  },
  { message: 'gloss finish', expect: 'ask' },
  {
    message: 'make it look like it was printed on brown paper',
    expect: [{ type: 'recolour', palette: { paper: '#B98D5F', ink: '#2B2118' }, colours: [] }],
  },
  {
    message: 'make it navy and take off the fair trade claim',
    expect: [recolour('navy'), removeClaim('Fair trade')],
  },
  { message: 'much subtler pattern, it is fighting with the name', expect: [pattern({ opacityBy: 0.4 })] },
  { message: 'emblem layout but keep the pattern', expect: [layout('badge')] },
  { message: 'slightly warmer overall', expect: [shift('warmer', 'palette', 0.12)] },
];

export const FRESH_STILL_LIFE: EvalCase[] = [
  {
    message: 'turn the pouch into a glass jar look with a glossy finish',
    expect: [scene({ material: 'glass', finish: 'gloss' })],
  },
  { message: 'embossed finish on the pack please', expect: [scene({ finish: 'embossed' })] },
];

export const FRESH_RASTER: EvalCase[] = [
  // expectation fixed after the first run: the reader's "zoom out a bit" is 1.5 in the main set
  {
    message: 'zoom out a little and put it on a black background',
    expect: [
      { type: 'zoom-out', factor: 1.5 },
      { type: 'set-background', colour: '#111111' },
    ],
  },
  {
    message: 'make the name bigger and move it to the top',
    expect: [emphasis('brand', 1), position('brand', 'top')],
  },
];
