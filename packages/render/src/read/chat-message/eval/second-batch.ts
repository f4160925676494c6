/**
 * A second batch, written after the reader had passed the first one and scored before any rule was
 * changed for it (first run: see docs/edits.md), so the set is not only phrasings the rules were
 * built around.
 */
import {
  addClaim,
  addProp,
  background,
  type EvalCase,
  emphasis,
  imagery,
  layout,
  lockup,
  mark,
  mono,
  packColour,
  pattern,
  recolour,
  removeClaim,
  removeProp,
  scene,
  shift,
  symbol,
  text,
  type,
  wall,
} from './ops.ts';

export const SECOND_PACKAGING: EvalCase[] = [
  { message: 'Could the brand be in a more old-fashioned serif?', expect: [type({ style: 'serif' })] },
  { message: 'I want the lettering to look like a signature', expect: [type({ style: 'script' })] },
  { message: 'make the title font heavier', expect: [type({ weight: 'bold' })] },
  { message: 'Brand name not in capitals please', expect: [type({ upper: false })] },
  { message: 'letters too close together', expect: [type({ trackingBy: 0.06 })] },
  { message: 'take away the stripes', expect: [pattern({ kind: 'none' })] },
  { message: 'checkerboard pattern instead', expect: [pattern({ kind: 'checks' })] },
  { message: 'the dots are too small, make them larger', expect: [pattern({ scaleBy: 1.5 })] },
  { message: 'fainter pattern', expect: [pattern({ opacityBy: 0.6 })] },
  { message: 'put a sunburst behind everything', expect: [pattern({ kind: 'sunburst' })] },
  { message: 'turn the name sideways', expect: [layout('vertical')] },
  { message: 'try the badge layout', expect: [layout('badge')] },
  { message: 'logo is too small', expect: [emphasis('symbol', 1)] },
  { message: 'make the brand name smaller please', expect: [emphasis('brand', -1)] },
  { message: 'use a bee for the icon', expect: [symbol('bee')] },
  { message: 'I dont want the coffee icon', expect: [symbol('')] },
  { message: 'flavor: salted caramel', expect: [text('variant', 'Salted Caramel')] },
  { message: 'the net weight should say 1 kg', expect: [text('netContent', '1 kg')] },
  { message: 'get rid of the slogan', expect: [text('slogan', '')] },
  { message: "it's actually an iced matcha latte", expect: [text('descriptor', 'Iced Matcha Latte')] },
  { message: 'add a dairy-free claim', expect: [addClaim('Dairy-free')] },
  { message: 'take off the fair trade claim', expect: [removeClaim('Fair trade')] },
  { message: 'rename to Bergen Brew', expect: [text('brand', 'Bergen Brew')] },
  { message: 'make it orange and pink', expect: [recolour('orange', 'pink')] },
  { message: 'B&W version', expect: [mono] },
  { message: 'slightly darker', expect: [shift('darker', 'palette', 0.12)] },
  { message: 'background should be lighter', expect: [shift('lighter', 'background')] },
  { message: 'beige background', expect: [background('beige')] },
  { message: 'make it pop more', expect: [shift('brighter')] },
  { message: 'less saturated', expect: [shift('muted')] },
  {
    message: 'call it Hygge, flavour cinnamon bun, and use a serif',
    expect: [text('brand', 'Hygge'), text('variant', 'Cinnamon Bun'), type({ style: 'serif' })],
  },
  { message: 'no dots, no icon', expect: [pattern({ kind: 'none' }), symbol('')] },
  { message: 'would it be possible to have the name in lowercase?', expect: [type({ upper: false })] },
  { message: 'does the logo look too small?', expect: 'ask' },
  { message: 'remove the straw', expect: 'ask' },
  { message: '???', expect: 'ask' },
  { message: 'rendre le fond plus sombre', expect: 'ask' },
];

export const SECOND_LOGO: EvalCase[] = [
  { message: 'swap the cup for a mountain', expect: [symbol('mountain')] },
  { message: 'put the icon in a diamond', expect: [mark({ container: 'diamond' })] },
  { message: 'stack it', expect: [lockup('stacked')] },
  { message: 'make it a seal', expect: [lockup('badge')] },
  { message: 'text only please', expect: [lockup('wordmark')] },
  { message: 'monogram instead of the icon', expect: [mark({ markType: 'monogram' })] },
  { message: 'larger symbol', expect: [emphasis('symbol', 1)] },
  { message: 'tagline: since 1998', expect: [text('tagline', 'Since 1998')] },
  { message: 'handwritten style name', expect: [type({ style: 'handwritten' })] },
  { message: 'burgundy', expect: [recolour('burgundy')] },
];

export const SECOND_IMAGERY: EvalCase[] = [
  { message: 'make it more whimsical', expect: [imagery({ mood: 'playful' })] },
  { message: 'darker, moodier feel', expect: [shift('darker'), imagery({ mood: 'dark' })] },
  { message: 'spread them out randomly', expect: [imagery({ composition: 'scatter' })] },
  { message: 'feature owls instead', expect: [imagery({ subjects: ['owl'] })] },
  { message: 'no headline', expect: [text('headline', '')] },
  { message: 'lavender background', expect: [background('lavender')] },
];

export const SECOND_STILL_LIFE: EvalCase[] = [
  { message: 'sunset light', expect: [scene({ light: 'golden' })] },
  { message: 'birds-eye view', expect: [scene({ camera: 'flat-lay' })] },
  { message: 'on linen', expect: [scene({ surface: 'linen' })] },
  { message: 'add some flowers around it', expect: [addProp('flower')] },
  { message: 'make the pack metallic', expect: [scene({ finish: 'metallic' })] },
  { message: 'olive wall', expect: [wall('olive')] },
];

export const SECOND_PHOTOSHOOT: EvalCase[] = [
  { message: 'harsh midday sun with hard shadows', expect: [scene({ light: 'hard' })] },
  { message: 'soft light please', expect: [scene({ light: 'soft' })] },
  { message: 'shoot from overhead', expect: [scene({ camera: 'flat-lay' })] },
  { message: 'put it on a marble countertop', expect: [scene({ surface: 'marble' })] },
  { message: 'take it outdoors', expect: [scene({ setting: 'outdoor' })] },
  { message: 'sprinkle some nuts', expect: [addProp('nut')] },
  { message: 'remove the raspberries', expect: [removeProp('raspberry')] },
  { message: 'clear away all the props', expect: [removeProp()] },
  { message: 'a cream wall behind it', expect: [wall('cream')] },
  { message: 'lose the window', expect: 'ask' },
];

export const SECOND_MOCKUP: EvalCase[] = [
  { message: "don't crop the artwork", expect: [{ type: 'set-fit', fit: 'contain' }] },
  { message: 'make the cup teal', expect: [packColour('teal')] },
  { message: 'light grey backdrop', expect: [background('light grey')] },
];
