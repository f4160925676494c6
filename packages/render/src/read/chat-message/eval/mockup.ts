/** Designer phrasings on a mockup (artwork on a paper coffee cup). */
import { background, type EvalCase, fit, packColour, shift, template, view, zoomOut } from './ops.ts';

export const MOCKUP_CASES: EvalCase[] = [
  { message: "show the whole artwork, don't crop it", expect: [fit('contain')] },
  { message: 'fit the design inside without cropping', expect: [fit('contain')] },
  { message: 'make the cup black', expect: [packColour('black')] },
  { message: 'white pack colour', expect: [packColour('white')] },
  { message: 'the cup should be kraft coloured', expect: [packColour('kraft')] },
  { message: 'grey background', expect: [background('grey')] },
  { message: 'darker background', expect: [shift('darker', 'background')] },
  { message: 'show the back', expect: [view('back')] },
  { message: 'from the right', expect: [view('three-quarter-right')] },
  { message: 'as a pouch', expect: [template('stand-up-pouch')] },
  { message: 'zoom out', expect: [zoomOut(1.5)] },
  { message: 'make the cup navy and zoom out', expect: [packColour('navy'), zoomOut(1.5)] },
  { message: 'lose the dots', expect: 'ask' },
  { message: 'make the cup black', history: ['as a pouch'], expect: [packColour('black')] },
  { message: 'serif font', expect: 'ask' },
  { message: 'what do you think?', expect: 'ask' },
  { message: 'remove the window', expect: 'ask' },
  { message: 'golden hour light', expect: 'ask' },
  { message: 'call it NORDA', expect: 'ask' },
];
