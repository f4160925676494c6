/**
 * The lead's probe: ten phrasings written by hand on a packaging design after the designer
 * batches landed, scored before any change for them (5 of 10 read; three wrong-field readings
 * that would have charged: a colour swap read as an anchor symbol, "in all caps" typed in as the
 * product description, "pop against the background" brightening the background), then the
 * general rules they exposed (colour swaps, style words after "should be", a reference part),
 * with a few more of each kind. The packaging fixture is navy, yellow and orange on stone.
 */
import { type EvalCase, emphasis, named, pattern, shift, type } from './ops.ts';

const swap = (palette: Record<string, string>) => ({ type: 'recolour' as const, palette, colours: [] });

export const LEAD_PROBE_PACKAGING: EvalCase[] = [
  // the ten, as first typed
  { message: 'can you make the brand name pop more against the background', expect: [emphasis('brand', 1)] },
  { message: 'the tagline feels cramped, give it some breathing room', expect: 'ask' },
  {
    message: 'swap the navy for a dark green but keep the orange',
    expect: [swap({ primary: named('dark green') })],
  },
  { message: 'make it look more premium', expect: 'ask' },
  { message: 'flip the layout so the logo is on the right', expect: 'ask' },
  { message: 'put a subtle pattern behind everything', expect: [pattern({ opacityBy: 0.6 })] },
  { message: 'the product name should be in all caps', expect: [type({ role: 'display', upper: true })] },
  { message: 'less busy please', expect: [pattern({ kind: 'none' })] },
  {
    message: 'try a serif for the headline, something elegant',
    expect: [type({ role: 'display', style: 'serif' })],
  },
  { message: 'make the whole thing warmer, like autumn', expect: [shift('warmer', 'palette', 0.25)] },
  // more of the kinds they exposed
  { message: 'replace the orange with teal', expect: [swap({ accent: named('teal') })] },
  { message: 'use burgundy instead of the navy', expect: [swap({ primary: named('burgundy') })] },
  { message: 'swap the green for navy', expect: 'ask' },
  // the slogan's weight is not its own setting: asking beats typing 'Bolder' in as the slogan
  { message: 'the slogan should be bolder', expect: 'ask' },
  {
    message: 'the slogan should be Fresh From The Hills',
    expect: [{ type: 'set-text', field: 'slogan', value: 'Fresh From The Hills' }],
  },
  { message: 'make the logo stand out from the background', expect: [emphasis('symbol', 1)] },
];
