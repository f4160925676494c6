/** Type: style ('a classic serif', 'handwritten'), weight, capitals and letter spacing. */

import type { FontKey } from '../../../document/font-keys.ts';
import { familyName, fontFor, type TypeStyle, type TypeWeight } from '../../../edit/type-styles.ts';
import { askUnlessRead, found, type ReadContext } from './context.ts';
import { byDegree, degreeOf } from './words.ts';

/** Words that make a clause about type ('font', 'lettering', 'the name'). */
export const TYPE_CONTEXT =
  /\b(font|type|typography|lettering|letters|letterforms|text|name|brand ?name|brand|wordmark|title|heading|headline|words?|writing|script)\b/;

// order matters: 'sans' before 'serif', 'slab serif' before 'serif', 'display serif' before 'serif'
const STYLES: [TypeStyle, RegExp, boolean][] = [
  [
    'humanist-sans',
    /\b(humanist|friendly sans|soft sans|rounded (?:sans|font|type|letters)|nunito|gill|open sans|verdana)\b/,
    false,
  ],
  // feel words: only about type when the clause names type ('a rounder, friendlier font')
  ['humanist-sans', /\b(rounder|rounded|friendlier|friendly|softer|approachable)\b/, true],
  [
    'geometric-sans',
    /\b(geometric|sans|grotesk|grotesque|montserrat|helvetica|arial|futura|avenir|gotham|proxima|inter|poppins|swiss)\b/,
    false,
  ],
  ['slab', /\b(slab(?: serif)?|typewriter|rockwell|courier|egyptian|roboto slab|western)\b/, false],
  [
    'display-serif',
    /\b(display serif|high[- ]contrast|didone|didot|bodoni|playfair|fashion|editorial|luxury serif|elegant serif|fancy serif|magazine)\b/,
    false,
  ],
  [
    'serif',
    /\b(serif|serifs|lora|garamond|baskerville|times|georgia|caslon|bookish|old[- ]style|traditional font|classic font|classic type)\b/,
    false,
  ],
  [
    'handwritten',
    /\b(handwritten|hand[- ]?written|hand[- ]?lettered|hand[- ]?lettering|brush|hand[- ]?drawn (?:type|letters|lettering|font)|marker|pacifico|casual script|signwriting|chalk)\b/,
    false,
  ],
  [
    'script',
    /\b(script|cursive|calligraph\w*|joined[- ]up|copperplate|great vibes|signature|swirly|flowing letters)\b/,
    false,
  ],
  ['condensed', /\b(condensed|compressed|narrow|tall|skinny|oswald|bebas|impact|league gothic)\b/, true],
];

const WEIGHTS: [TypeWeight, RegExp][] = [
  ['black', /\b(black|extra ?bold|ultra ?bold|heaviest|fat|chunkiest|super bold|really bold|very bold)\b/],
  ['bold', /\b(bold|bolder|heavier|heavy|thicker|thick|chunkier|chunky|stronger|beefier|punchier)\b/],
  ['light', /\b(light|lighter|thinner|thin|finer|fine|delicate|hairline|skinnier weight)\b/],
  ['regular', /\b(regular|normal weight|book weight|medium weight|not bold|less bold|unbold)\b/],
];

const UPPER_OFF =
  /\b((?:no|fewer|less|not so many|too many|too much) (?:capitals|caps|upper ?case|all[- ]caps)|not (?:in )?(?:all )?(?:capitals|caps|upper ?case)|lower ?case|lowercase|sentence case|title case|mixed case|stop shouting|less shouty|without capitals|drop the caps|un-?capitali[sz]e)\b/;
const UPPER_ON =
  /\b(all caps|all[- ]capitals|capitals|caps|upper ?case|capitali[sz]ed?|in caps|block letters)\b/;
const SPACING =
  /\b(letterspacing|letter-spacing|spacing between (?:the )?letters|space (?:out )?the letters|spaced[- ]out|space between letters|spread (?:out )?the letters)\b/;
const WIDER =
  /\b(wider|more|looser|loosen|bigger|increase|airier|open(?: up)?|spaced[- ]out|space out|spread)\b/;
const TIGHTER = /\b(tighter|tighten|less|narrower|smaller|reduce|closer|squeeze|condense|decrease)\b/;

function fontSaid(font: FontKey, role: 'display' | 'body'): string {
  return `set the ${role === 'display' ? 'brand' : 'small text'} in ${familyName(font)}`;
}

/** Reads type requests in a clause; true when the clause was about type. */
export function readTypography(c: string, ctx: ReadContext): boolean {
  const ty = ctx.summary.typography;
  if (!ty) return false;
  const role: 'display' | 'body' =
    /\b(body|small|copy|secondary|other) (?:text|type|font|copy|print)\b|\bbody copy\b|\bfine print\b/.test(c)
      ? 'body'
      : 'display';
  const typeWords = TYPE_CONTEXT.test(c);
  let read = false;

  if (UPPER_OFF.test(c)) {
    found(ctx, { type: 'set-typography', role: 'display', upper: false }, 'set the brand in lower case');
    read = true;
  } else if (
    UPPER_ON.test(c) &&
    /\b(in|to|use|make|all|set|put|go|want|with)\b/.test(c) &&
    !/\binitials\b/.test(c)
  ) {
    found(ctx, { type: 'set-typography', role: 'display', upper: true }, 'set the brand in capitals');
    read = true;
  }

  const cramped = /\bletters?\b.*\btoo (close|tight|cramped|squashed|squeezed)\b/.test(c);
  const loose = /\bletters?\b.*\btoo (far apart|spread(?: out)?|loose|wide|spaced)\b/.test(c);
  if (cramped || loose) {
    const by = byDegree(degreeOf(c), 0.03, 0.06, 0.12) * (loose ? -1 : 1);
    found(
      ctx,
      { type: 'set-typography', role: 'display', trackingBy: by },
      `${loose ? 'tightened' : 'opened up'} the letter spacing`,
    );
    return true;
  }
  if (
    SPACING.test(c) ||
    (/\b(letters|characters)\b/.test(c) &&
      (WIDER.test(c) || TIGHTER.test(c)) &&
      !/\binitials|monogram\b/.test(c))
  ) {
    const d = degreeOf(c);
    const tighter = TIGHTER.test(c) && !/\bmore space\b/.test(c);
    const by = byDegree(d, 0.03, 0.06, 0.12) * (tighter ? -1 : 1);
    found(
      ctx,
      { type: 'set-typography', role: 'display', trackingBy: by },
      `${tighter ? 'tightened' : 'opened up'} the letter spacing`,
    );
    return true;
  }

  const style = STYLES.find(([, re, needsContext]) => re.test(c) && (!needsContext || typeWords))?.[0];
  // weight words need type words ('bolder type'), else 'bolder' may be about colours
  const weight = typeWords || style ? WEIGHTS.find(([, re]) => re.test(c))?.[0] : undefined;
  if (style || weight) {
    const font = fontFor(role === 'display' ? ty.display : ty.body, style, weight);
    found(
      ctx,
      { type: 'set-typography', role, ...(style ? { style } : {}), ...(weight ? { weight } : {}) },
      fontSaid(font, role),
    );
    return true;
  }
  if (
    /\b(change|different|another|new|swap|switch|other|nicer|better)\b.*\b(font|typeface|typography)\b|\b(font|typeface|typography)\b.*\b(change|different|swap)\b/.test(
      c,
    )
  ) {
    askUnlessRead(
      ctx,
      'Which kind of type? For example "a classic serif", "an elegant display serif", "a script", "handwritten", "tall condensed", "a slab serif", "a clean geometric sans" or "a friendly rounded sans". Nothing was charged.',
    );
    return true;
  }
  return read;
}
