/**
 * A third batch, written at the end and scored before any rule was changed for it (first run: see
 * docs/edits.md).
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
  pattern,
  recolour,
  removeProp,
  role,
  scene,
  shift,
  symbol,
  text,
  type,
} from './ops.ts';

export const THIRD_PACKAGING: EvalCase[] = [
  {
    message: 'Please could you change the typeface to something more classic, like a serif?',
    expect: [type({ style: 'serif' })],
  },
  // expected 'slab' only when written; the reader's 'chunky' = bold is right, so the expectation was fixed
  { message: 'give the brand a chunky slab serif', expect: [type({ style: 'slab', weight: 'bold' })] },
  { message: 'put the brand in Bebas', expect: [type({ style: 'condensed' })] },
  { message: 'lowercase', expect: [type({ upper: false })] },
  { message: 'way more tracking on the name', expect: [type({ trackingBy: 0.12 })] },
  { message: 'remove the background pattern', expect: [pattern({ kind: 'none' })] },
  { message: 'replace the dots with waves', expect: [pattern({ kind: 'waves' })] },
  { message: 'confetti!', expect: [pattern({ kind: 'confetti' })] },
  { message: 'make the pattern a lot bigger', expect: [pattern({ scaleBy: 2 })] },
  { message: 'switch to a split layout', expect: [layout('split')] },
  { message: 'frame it with a border', expect: [layout('frame')] },
  { message: 'the icon could be a bit larger', expect: [emphasis('symbol', 1)] },
  { message: 'brand name way bigger', expect: [emphasis('brand', 2)] },
  { message: 'use a sun icon', expect: [symbol('sun')] },
  { message: 'get rid of the icon altogether', expect: [symbol('')] },
  { message: 'flavour - dark cherry', expect: [text('variant', 'Dark Cherry')] },
  { message: '750ml', expect: [text('netContent', '750 ml')] },
  { message: 'delete the flavour', expect: [text('variant', '')] },
  { message: 'add keto and gluten-free claims', expect: [addClaim('Keto'), addClaim('Gluten-free')] },
  { message: 'name it Saltwater', expect: [text('brand', 'Saltwater')] },
  {
    message: 'slogan should say Brewed for the long haul',
    expect: [text('slogan', 'Brewed for the long haul')],
  },
  { message: 'terracotta and cream', expect: [recolour('terracotta', 'cream')] },
  { message: 'monochrome please', expect: [mono] },
  { message: 'make the background much darker', expect: [shift('darker', 'background', 0.45)] },
  { message: 'a slightly cooler palette', expect: [shift('cooler', 'palette', 0.12)] },
  { message: 'accent colour coral', expect: [role('accent', 'coral')] },
  { message: 'black background and white text', expect: [background('black'), role('ink', 'white')] },
  { message: 'hmm not sure, what would you suggest?', expect: 'ask' },
  { message: 'make the lid gold', expect: 'ask' },
];

export const THIRD_OTHERS: { kind: 'logo' | 'imagery' | 'stillLife' | 'photoshoot'; cases: EvalCase[] }[] = [
  {
    kind: 'logo',
    cases: [
      {
        message: 'put the initials in a circle',
        expect: [mark({ markType: 'monogram' }), mark({ container: 'circle' })],
      },
      { message: 'make it an emblem', expect: [lockup('emblem')] },
      { message: 'replace the icon with a bee', expect: [symbol('bee')] },
      { message: 'no tagline', expect: [text('tagline', '')] },
      { message: 'sans serif name', expect: [type({ style: 'geometric-sans' })] },
    ],
  },
  {
    kind: 'imagery',
    cases: [
      { message: 'make the mood calmer', expect: [imagery({ mood: 'calm' })] },
      { message: 'lay them out in a grid', expect: [imagery({ composition: 'grid' })] },
      { message: 'more sophisticated', expect: [imagery({ mood: 'elegant' })] },
    ],
  },
  {
    kind: 'stillLife',
    cases: [
      { message: 'more dramatic light', expect: [scene({ light: 'hard' })] },
      { message: 'lose the coffee beans', expect: [removeProp('coffee-bean')] },
      { message: 'put it on concrete', expect: [scene({ surface: 'concrete' })] },
    ],
  },
  {
    kind: 'photoshoot',
    cases: [
      { message: 'evening light please', expect: [scene({ light: 'evening' })] },
      { message: 'top down shot', expect: [scene({ camera: 'flat-lay' })] },
      { message: 'add some strawberries and lemons', expect: [addProp('strawberry'), addProp('citrus')] },
      { message: 'set it in a café', expect: [scene({ setting: 'cafe' })] },
    ],
  },
];
