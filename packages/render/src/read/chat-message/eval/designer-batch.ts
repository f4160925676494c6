/**
 * A held-out batch of designer phrasings (the chat-reader follow-up to issue 27), written before
 * any rule was changed for it and scored on its own, like the blind batch. It covers how
 * designers type on a real pack: two edits in one message with a pronoun for the second ("…and
 * push it to the bottom"), intensifiers ("way", "a touch", "slightly"), a reason after the edit
 * ("it is too busy"), material and finish words, requests for several options, relative
 * positions, negations ("don't change the colours, just…") and elements named by their role
 * ("the small text"). The four phrasings the lead reported are deliberately not in it.
 *
 * `images` is how many pictures the turn makes (options asked for by number); cases without it
 * make one. Raster cases are uploads with no design document: what a model would be asked for
 * counts as read (operations and provider edits together).
 */
import {
  addClaim,
  background,
  type EvalCase,
  emphasis,
  fit,
  imagery,
  layout,
  lockup,
  mono,
  packColour,
  pattern,
  position,
  recolour,
  removeClaim,
  removeProp,
  reseed,
  role,
  scene,
  scheme,
  shift,
  text,
  type,
  upscale,
  zoomOut,
} from './ops.ts';

/** Printed on kraft board: the unprinted ground is kraft and the ink a dark brown (the generator's kraft). */
const kraftBoard = {
  type: 'recolour' as const,
  palette: { paper: '#B98D5F', ink: '#2B2118' },
  colours: [],
};

export const DESIGNER_PACKAGING: EvalCase[] = [
  // several options: the turn makes that many pictures (a number named), else it asks how many
  { message: 'can I see two different colour schemes', expect: [scheme], images: 2 },
  { message: 'give me 4 colourway options', expect: [scheme], images: 4 },
  { message: 'show me a few colour options', expect: 'ask' },
  { message: 'three variations of this design', expect: [reseed], images: 3 },
  { message: 'show me some options', expect: 'ask' },
  // two edits of one element: the second names it with a pronoun
  {
    message: 'shrink the icon a lot and move it to the top',
    expect: [emphasis('symbol', -2), position('symbol', 'top')],
  },
  {
    message: 'brand name a touch bigger and put it at the bottom',
    expect: [emphasis('brand', 1), position('brand', 'bottom')],
  },
  {
    message: 'make the name much bigger, then move it to the middle',
    expect: [emphasis('brand', 2), position('brand', 'middle')],
  },
  {
    message: 'move the symbol to the bottom and make it slightly bigger',
    expect: [position('symbol', 'bottom'), emphasis('symbol', 1)],
  },
  {
    message: 'swap the dots for stripes and make them a bit smaller',
    expect: [pattern({ kind: 'stripes', scaleBy: 0.8 })],
  },
  {
    message: 'set the brand in a serif and make it bold',
    expect: [type({ style: 'serif', weight: 'bold' })],
  },
  {
    message: 'make the logo a bit bigger and the name a bit smaller',
    expect: [emphasis('symbol', 1), emphasis('brand', -1)],
  },
  { message: 'the icon is too small, double its size', expect: [emphasis('symbol', 2)] },
  // a reason after the edit says why; it is not a second edit
  { message: 'soften the background, it is too harsh', expect: [shift('muted', 'background')] },
  { message: 'the background is too bright, calm it down', expect: [shift('muted', 'background')] },
  {
    message: 'darken the background slightly, it feels washed out',
    expect: [shift('darker', 'background', 0.12)],
  },
  { message: "make the pattern subtler, it's too busy", expect: [pattern({ opacityBy: 0.6 })] },
  { message: 'make the logo a little smaller, it is crowding the name', expect: [emphasis('symbol', -1)] },
  { message: 'desaturate the background only', expect: [shift('muted', 'background')] },
  { message: 'background a touch warmer', expect: [shift('warmer', 'background', 0.12)] },
  { message: 'the colours are way too bright', expect: [shift('muted', 'palette', 0.45)] },
  // material and finish: a pack document has no material, so kraft is its kraft-board colours
  { message: 'print it on brown kraft board', expect: [kraftBoard] },
  { message: 'can it look like it is printed on kraft', expect: [kraftBoard] },
  { message: 'make the background kraft brown', expect: [background('kraft brown')] },
  // no finish on a pack document: a clear answer, nothing charged
  { message: 'matte finish please', expect: 'ask' },
  { message: 'gold foil on the details', expect: [role('accent', 'gold')] },
  // negations: the part named is kept, the rest is done
  { message: "don't change the colours, just make the brand name bigger", expect: [emphasis('brand', 1)] },
  { message: 'keep the layout but lose the dots', expect: [pattern({ kind: 'none' })] },
  { message: 'leave the logo alone and make the name smaller', expect: [emphasis('brand', -1)] },
  { message: "no pattern, but don't touch the colours", expect: [pattern({ kind: 'none' })] },
  { message: "don't make it darker, make it warmer", expect: [shift('warmer')] },
  // elements by their role
  { message: 'the small text in a serif', expect: [type({ role: 'body', style: 'serif' })] },
  { message: 'make the small text bolder', expect: [type({ role: 'body', weight: 'bold' })] },
  {
    message: 'brand name in a slab serif and the small print in a clean sans',
    expect: [type({ style: 'slab' }), type({ role: 'body', style: 'geometric-sans' })],
  },
  { message: 'make the headline bigger', expect: [emphasis('brand', 1)] },
  // a band layout has no badge: a clear answer, not a new layout
  { message: 'the badge should be smaller', expect: 'ask' },
  // two edits of two parts
  { message: 'make it green and lose the dots', expect: [recolour('green'), pattern({ kind: 'none' })] },
  { message: 'black and white, with a serif name', expect: [mono, type({ style: 'serif' })] },
  {
    message: 'stripes instead of dots and a darker background',
    expect: [pattern({ kind: 'stripes' }), shift('darker', 'background')],
  },
  {
    message: 'call it Fjord and make the type lowercase',
    expect: [text('brand', 'Fjord'), type({ upper: false })],
  },
  {
    message: 'add a vegan claim and drop fair trade',
    expect: [addClaim('Vegan'), removeClaim('Fair trade')],
  },
  {
    message: 'badge layout, and put the symbol at the top',
    expect: [layout('badge'), position('symbol', 'top')],
  },
  {
    message: 'space the letters out a touch and go bolder on the name',
    expect: [type({ trackingBy: 0.03, weight: 'bold' })],
  },
  // relative positions
  { message: 'move the brand name up to the top', expect: [position('brand', 'top')] },
  { message: 'drop the logo down to the bottom', expect: [position('symbol', 'bottom')] },
  { message: 'raise the brand to the top of the can', expect: [position('brand', 'top')] },
  // intensifiers
  { message: 'way more letter spacing', expect: [type({ trackingBy: 0.12 })] },
  { message: 'slightly darker colours overall', expect: [shift('darker', 'palette', 0.12)] },
  { message: 'a touch less pattern', expect: [pattern({ opacityBy: 0.8 })] },
  { message: 'make the brand way bigger', expect: [emphasis('brand', 2)] },
  { message: 'pattern slightly bigger', expect: [pattern({ scaleBy: 1.25 })] },
];

export const DESIGNER_LOGO: EvalCase[] = [
  {
    message: 'make the icon way smaller and put the name under it',
    expect: [emphasis('symbol', -2), lockup('stacked')],
  },
  { message: "don't change the font, just make the icon bigger", expect: [emphasis('symbol', 1)] },
  { message: 'give me two alternative colour schemes', expect: [scheme], images: 2 },
];

export const DESIGNER_STILL_LIFE: EvalCase[] = [
  { message: 'make the pouch metal, matte finish', expect: [scene({ material: 'metal', finish: 'matte' })] },
  { message: 'give the pack a frosted glass look', expect: [scene({ material: 'glass' })] },
  { message: 'a paper bag look instead', expect: [scene({ material: 'paper' })] },
];

export const DESIGNER_PHOTOSHOOT: EvalCase[] = [
  {
    message: 'put it on slate and darken the wall a touch',
    expect: [scene({ surface: 'slate' }), shift('darker', 'background', 0.12)],
  },
  { message: 'kraft paper underneath it', expect: [scene({ surface: 'kraft' })] },
  { message: 'lose the props, it looks cluttered', expect: [removeProp()] },
];

export const DESIGNER_MOCKUP: EvalCase[] = [
  { message: 'make the cup black and fit the whole design', expect: [packColour('black'), fit('contain')] },
];

export const DESIGNER_IMAGERY: EvalCase[] = [
  {
    message: 'calmer mood and arrange them in a grid',
    expect: [imagery({ mood: 'calm', composition: 'grid' })],
  },
];

/** An upload with no design document: pixel edits, and what an image-edit model would be asked. */
export const DESIGNER_RASTER: EvalCase[] = [
  { message: 'white background and upscale it 2x', expect: [background('white'), upscale(2)] },
  { message: "upscale it 4x, don't change the colours", expect: [upscale(4)] },
  { message: 'black and white, then zoom out a bit', expect: [mono, zoomOut(1.5)] },
  {
    message: 'shrink the logo a lot and move it to the bottom',
    expect: [emphasis('symbol', -2), position('symbol', 'bottom')],
  },
  {
    message: 'make the background a touch darker, it is too loud',
    expect: [shift('darker', 'background', 0.12)],
  },
];
