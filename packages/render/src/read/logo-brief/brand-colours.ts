/**
 * Brand colours in a free brief, as catalogue hex values in the order written. A colour word
 * counts only where it names a colour: "green tea", "orange juice" and "a coffee brand" are
 * products, "avoid red" is not a wish, and food-like names (honey, cream, sage…) need a colour
 * cue nearby ("colours", "palette", "use", another colour in the same list, or a hue after them:
 * "espresso brown").
 */
import { NAMED_COLOURS } from '@packsmith/core';

const HUES = [
  'black',
  'white',
  'grey',
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'brown',
];

/** Words a reader would say instead of the catalogue's name. */
const ALIASES: Record<string, string> = { gray: 'grey', brown: 'saddle brown' };

/** Catalogue names that are everyday things first; they need a colour cue to count. */
const EVERYDAY = new Set(
  (
    'coffee espresso mocha chocolate cocoa caramel honey wine claret cherry tomato peach apricot tangerine ' +
    'pumpkin lemon lime olive pistachio matcha mint salmon raspberry plum butter cream oat wheat sand snow ' +
    'bone rust sage fern moss eucalyptus lavender rose orchid linen denim kraft camel champagne honeydew ' +
    'peru tan moccasin bisque seashell thistle blush coral canary marigold petrol saffron mustard aubergine ' +
    'amber copper bronze jade'
  ).split(' '),
);

/** Words that may follow a colour without turning it into a product word. */
const AFTER_COLOUR = new Set(
  (
    'and or with logo logos wordmark icon icons symbol mark colour colours color colors palette tone tones ' +
    'shade shades hue hues accent accents background backgrounds text type typography lettering letters font ' +
    'fonts outline details highlights gradient gradients feel look vibe vibes theme scheme please packaging ' +
    'label labels branding as on but plus against only preferred touches elements base tint'
  ).split(' '),
);

const CUE = /\b(colou?r(s|ed)?|palette|tones?|shades?|hues?|accents?|scheme|use|using|think)\b/i;
const NEGATION = /\b(no|not|avoid|without|never|don'?t|nothing|hate)\b/i;
const SEPARATOR = /^\s*(,|and|or|&|\/|\+|,\s*and|,\s*or)?\s*$/i;

const byName = new Map(NAMED_COLOURS.map((c) => [c.name.toLowerCase(), c.hex.replace('#', '')]));
const words = [...byName.keys(), ...Object.keys(ALIASES)].sort((a, b) => b.length - a.length);
// Catalogue names are plain words. "Greens", "browns": a plural hue is still the hue.
const COLOUR_RE = new RegExp(`\\b(${words.join('|')})(s?)\\b`, 'gi');

interface Mention {
  /** The word as written ("brown"), and its catalogue name ("saddle brown"). */
  word: string;
  name: string;
  start: number;
  end: number;
  accepted: boolean;
}

const isHue = (name: string) => HUES.includes(name);
const needsCue = (name: string) => EVERYDAY.has(name);

function mentions(text: string): Mention[] {
  return [...text.matchAll(COLOUR_RE)]
    .map((m) => {
      const word = m[1]!.toLowerCase();
      return {
        word,
        name: ALIASES[word] ?? word,
        plural: m[2] !== '',
        start: m.index,
        end: m.index + m[0].length,
      };
    })
    .filter((m) => !m.plural || isHue(m.word))
    .map(({ plural, ...m }) => ({ ...m, accepted: false }));
}

const sentenceOf = (text: string, at: number) => {
  const start =
    Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('! ', at), text.lastIndexOf('? ', at)) + 1;
  const ends = ['. ', '! ', '? '].map((s) => text.indexOf(s, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
};

/** The clause before the mention: "use navy, not red" negates red only. */
const clauseBefore = (text: string, at: number) => {
  const cut = Math.max(...[',', ';', '.', '!', '?', ' but '].map((s) => text.lastIndexOf(s, at - 1)));
  return text.slice(cut + 1, at);
};

export function readColours(text: string): string[] {
  const found = mentions(text);
  const skip = new Set<Mention>();
  const qualified = new Set<Mention>();
  for (const [i, m] of found.entries()) {
    if (skip.has(m)) continue;
    const next = found[i + 1];
    const gap = next ? text.slice(m.end, next.start) : '';
    // "navy blue", "espresso brown": one colour, named by its first word.
    if (next && /^[\s-]*$/.test(gap) && isHue(next.word) && !isHue(m.word)) {
      skip.add(next);
      qualified.add(m);
      continue;
    }
    const after = text
      .slice(m.end)
      .match(/^[\s-]*([A-Za-z']+)/)?.[1]
      ?.toLowerCase();
    const nextIsColour = next && /^[\s-]*$/.test(gap) && !needsCue(next.name);
    if (after && !AFTER_COLOUR.has(after) && !nextIsColour) skip.add(m);
  }
  const candidates = found.filter((m) => !skip.has(m) && !NEGATION.test(clauseBefore(text, m.start)));
  for (const m of candidates) {
    m.accepted = !needsCue(m.name) || qualified.has(m) || CUE.test(sentenceOf(text, m.start));
  }
  // A cue-needing colour listed beside an accepted one ("burgundy and cream") is a colour too.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [i, m] of candidates.entries()) {
      if (m.accepted) continue;
      const beside = [candidates[i - 1], candidates[i + 1]].filter(
        (n): n is Mention =>
          !!n && n.accepted && SEPARATOR.test(text.slice(Math.min(m.end, n.end), Math.max(m.start, n.start))),
      );
      if (beside.length) changed = m.accepted = true;
    }
  }
  return [...new Set(candidates.filter((m) => m.accepted).map((m) => byName.get(m.name)!))];
}
