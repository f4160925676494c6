/** Short constructors for the evaluation set's expected operations. */
import type { EditOperationInput, TextField } from '../../../edit/operations.ts';
import { namedColours } from '../../../generators/brief-art.ts';

type Op<T extends EditOperationInput['type']> = Extract<EditOperationInput, { type: T }>;

/** A named colour as the reader resolves it ('sage green' → its hex); a hex stays itself. */
export const named = (name: string) => {
  const hex = name.startsWith('#') ? name : namedColours(name, true)[0];
  if (!hex) throw new Error(`no colour called ${name}`);
  return hex;
};

export const text = (field: TextField, value: string): EditOperationInput => ({
  type: 'set-text',
  field,
  value,
});
export const addClaim = (claim: string): EditOperationInput => ({ type: 'add-claim', claim });
export const removeClaim = (claim: string): EditOperationInput => ({ type: 'remove-claim', claim });
export const replaceClaim = (claim: string, w: string): EditOperationInput => ({
  type: 'replace-claim',
  claim,
  with: w,
});
export const noClaims: EditOperationInput = { type: 'set-claims', claims: [] };
export const type = (o: Omit<Op<'set-typography'>, 'type'>): EditOperationInput => ({
  type: 'set-typography',
  ...o,
});
export const layout = (l: Op<'set-layout'>['layout']): EditOperationInput => ({
  type: 'set-layout',
  layout: l,
});
export const pattern = (o: Omit<Op<'set-pattern'>, 'type'>): EditOperationInput => ({
  type: 'set-pattern',
  ...o,
});
export const symbol = (icon: string): EditOperationInput => ({ type: 'set-symbol', icon });
export const mark = (o: Omit<Op<'set-mark'>, 'type'>): EditOperationInput => ({ type: 'set-mark', ...o });
export const lockup = (l: Op<'set-lockup'>['lockup']): EditOperationInput => ({
  type: 'set-lockup',
  lockup: l,
});
export const emphasis = (element: 'brand' | 'symbol', level: number): EditOperationInput => ({
  type: 'set-emphasis',
  element,
  level,
});
export const position = (
  element: 'brand' | 'symbol',
  place: Op<'set-position'>['position'],
): EditOperationInput => ({ type: 'set-position', element, position: place });
export const shift = (
  s: Op<'shift-colours'>['shift'],
  target: 'palette' | 'background' = 'palette',
  amount = 0.25,
): EditOperationInput => ({ type: 'shift-colours', shift: s, target, amount });
export const mono: EditOperationInput = { type: 'recolour', colours: [], monochrome: true };
export const recolour = (...names: string[]): EditOperationInput => ({
  type: 'recolour',
  colours: names.map((n) => (n.startsWith('#') ? n : named(n))),
});
export const role = (
  r: 'accent' | 'primary' | 'secondary' | 'ink' | 'paper',
  name: string,
): EditOperationInput => ({
  type: 'recolour',
  palette: { [r]: named(name) },
  colours: [],
});
export const moodColours = (...hex: string[]): EditOperationInput => ({ type: 'recolour', colours: hex });
/** A new scheme from the turn's seed (seeds are not compared). */
export const scheme: EditOperationInput = { type: 'recolour', colours: [], seed: 0 };
export const background = (name: string): EditOperationInput => ({
  type: 'set-background',
  colour: named(name),
});
export const scene = (o: Omit<Op<'set-scene'>, 'type'>): EditOperationInput => ({ type: 'set-scene', ...o });
export const wall = (name: string): EditOperationInput => ({ type: 'set-scene', wall: named(name) });
export const addProp = (prop: Op<'add-prop'>['prop']): EditOperationInput => ({ type: 'add-prop', prop });
export const removeProp = (prop?: Op<'add-prop'>['prop']): EditOperationInput => ({
  type: 'remove-prop',
  ...(prop ? { prop } : {}),
});
export const imagery = (o: Omit<Op<'set-imagery'>, 'type'>): EditOperationInput => ({
  type: 'set-imagery',
  ...o,
});
export const fit = (f: 'cover' | 'contain'): EditOperationInput => ({ type: 'set-fit', fit: f });
export const packColour = (name: string): EditOperationInput => ({
  type: 'set-pack-colour',
  colour: named(name),
});
export const view = (v: Op<'set-view'>['view']): EditOperationInput => ({ type: 'set-view', view: v });
export const template = (t: string): EditOperationInput => ({ type: 'set-template', template: t });
export const zoomOut = (factor = 1.5): EditOperationInput => ({ type: 'zoom-out', factor });
export const reseed: EditOperationInput = { type: 'reseed', seed: 0 };

/** One phrasing and what it must do: operations, or a question/answer with none ('ask'). */
export interface EvalCase {
  message: string;
  expect: EditOperationInput[] | 'ask';
  /** Earlier user messages in the conversation, oldest first. */
  history?: string[];
  /** Pictures the turn makes when the message asks for several ('three colour options'); else 1. */
  images?: number;
}
export const upscale = (factor: 2 | 4): EditOperationInput => ({ type: 'upscale', factor });
