/**
 * "swap the green for a deep navy", "replace the cream with white", "navy instead of the green":
 * the parts of the palette painted in the first colour take the second, and every other colour
 * stays. Needs colours named on both sides; otherwise the clause is left to the other rules.
 */
import { hsl } from '../../../color.ts';
import type { Palette } from '../../../document/design-document.ts';
import { namedColours } from '../../../generators/brief-art.ts';
import { coloursIn } from './colour.ts';
import { ask, found, type ReadContext } from './context.ts';

const SWAP =
  /\b(?:swap|replace|change|switch|turn|trade)\s+(?:out\s+)?(?:all\s+)?(?:the\s+|that\s+|this\s+)?(.+?)\s+(?:for|with|to|into)\s+(.+)$/;
const INSTEAD = /^(?:.*\b(?:use|make it|go with|try|have)\s+)?(.+?)\s+instead of\s+(?:the\s+)?(.+)$/;

type Role = keyof Palette;
const ROLE_WORDS: [RegExp, Role[]][] = [
  [/\b(background|backdrop)\b/, ['background']],
  [/\b(text|type|lettering|writing|ink|font)\b/, ['ink']],
  [/\b(accents?|details?|highlights?)\b/, ['accent']],
];
const ROLES: Role[] = ['primary', 'secondary', 'accent', 'background', 'paper', 'ink'];

/** Hue families a designer names (degrees of each family's centre). */
const HUES: [string, number][] = [
  ['red', 355],
  ['orange', 28],
  ['yellow', 50],
  ['green', 130],
  ['teal', 178],
  ['blue', 215],
  ['purple', 275],
  ['pink', 330],
];

/** The family a designer would call a colour by: a hue, brown, or light, grey and dark for neutrals. */
function familyOf(hex: string): string {
  const [h, s, l] = hsl(hex);
  const chroma = s * (1 - Math.abs(2 * l - 1));
  if (chroma < 0.15) return l > 0.75 ? 'light' : l < 0.25 ? 'dark' : 'grey';
  if (l < 0.35 && h >= 10 && h <= 50) return 'brown';
  const gap = (c: number) => Math.min(Math.abs(h - c), 360 - Math.abs(h - c));
  return HUES.reduce((best, next) => (gap(next[1]) < gap(best[1]) ? next : best))[0];
}

/** The roles painted in the same family as `hex` ("the green": every green role). */
const rolesLike = (palette: Palette, hex: string): Role[] =>
  ROLES.filter((role) => familyOf(palette[role]) === familyOf(hex));

const bare = (words: string) =>
  words
    .replace(/^(?:a|an|the|some|that|this)\s+/, '')
    .replace(/\s+(?:one|colou?r|instead|please)$/, '')
    .trim();

/** The colour a clause swaps out and the one it brings in, when it names both. */
function swapIn(c: string) {
  const swap = SWAP.exec(c);
  const instead = swap ? undefined : INSTEAD.exec(c);
  const from = swap?.[1] ?? instead?.[2];
  const to = swap?.[2] ?? instead?.[1];
  if (!from || !to) return undefined;
  const old = namedColours(from, true)[0];
  const next = coloursIn(to)[0];
  return old && next ? { from, to, old, next } : undefined;
}

/** "swap the green for navy" is about colour even where "navy" could name a subject (an anchor). */
export const isColourSwap = (c: string) => swapIn(c) !== undefined;

/** Reads a colour swap; true when the clause was one (done, or a question asked). */
export function readColourSwap(c: string, ctx: ReadContext): boolean {
  const palette = ctx.summary.palette;
  const swap = palette && swapIn(c);
  if (!swap) return false;
  const { from, to, old, next } = swap;

  const named = ROLE_WORDS.find(([re]) => re.test(from))?.[1];
  const roles = named ?? rolesLike(palette, old);
  if (!roles.length) {
    ask(
      ctx,
      `I can't see any ${bare(from)} on this design. Which part should be ${bare(to)}: the main colour, the background or the text? Nothing was charged.`,
    );
    return true;
  }
  const changed = Object.fromEntries(roles.map((role) => [role, next])) as Partial<Palette>;
  found(
    ctx,
    { type: 'recolour', palette: changed, colours: [] },
    `swapped the ${bare(from)} for ${bare(to)}`,
  );
  return true;
}
