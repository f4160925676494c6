/**
 * Several options in one message: "three colour options", "a couple of variations". A number
 * makes that many pictures (each charged like one edit, up to the chat's limit); options without a
 * number are asked about, since the number decides the price.
 */
import { CHAT_LIMITS } from '@packsmith/core/chat';
import { ask, found, type ReadContext } from './context.ts';

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  'a couple of': 2,
  'a pair of': 2,
  couple: 2,
};
/** Plural only: "a three colour palette" is one palette of three colours, "two variants" two flavours. */
const OPTION_NOUNS =
  '(?:options|alternatives|variations|versions|takes|ideas|directions|colou?r ?ways|schemes|palettes|combinations|combos)';
const COUNTED = new RegExp(
  `(?<!\\ban?\\s)\\b(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|a pair of|couple)\\s+(?:(?:more|new|different|other|alternative|fresh|possible|colou?r(?: ?way)?|colou?rful)\\s+)*${OPTION_NOUNS}\\b`,
);
const UNCOUNTED =
  /\b(?:a few|some|several|a range of|multiple|a bunch of|more|other|different)\s+(?:(?:more|new|different|other|alternative|fresh|possible|colou?r)\s+)*(?:options|alternatives|variations|versions|takes|ideas|directions|colou?r ?ways|schemes|palettes|combinations)\b/;
/** Options of a part that is changed one at a time: "3 layout options", "two different fonts". */
const UNVARIED =
  /\b(?:(?:\d{1,2}|two|three|four|five|six|a couple of)\s+(?:(?:more|new|different|other|alternative)\s+)*(?:layouts?|fonts?|typefaces?|patterns?|icons?|symbols?)|(?:\d{1,2}|two|three|four|five|six|a couple of|a few|some|several|multiple|different|other)\s+(?:(?:more|new|different|other|alternative)\s+)*(?:(?:layout|font|typeface|type|pattern|icon|symbol|logo)\s+(?:options|alternatives|variations|versions|ideas)|layouts|typefaces|patterns|icons|symbols))\b/;
const COLOUR = /\bcolou?r|\bpalettes?\b|\bschemes?\b|\bcombos?\b|\bcombinations?\b/;

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four'];

/** How many options a (normalised) message asks for by number ('three colour options' → 3). */
export function optionsAskedIn(text: string): number | undefined {
  const counted = COUNTED.exec(text);
  return counted ? (NUMBERS[counted[1]!] ?? Number(counted[1])) : undefined;
}

/**
 * Reads a request for several options after the clauses were read: the edit each picture varies
 * (a new colour scheme, else a new seed) and how many pictures; without a number, the question.
 */
export function readOptions(text: string, ctx: ReadContext): boolean {
  if (UNVARIED.test(text)) {
    ask(
      ctx,
      `One message can make several colour options or fresh variations ("three colour options", "two variations"), but a layout, font, pattern or symbol changes one at a time: name the one to try, for example "badge layout" or "a classic serif". Nothing was charged.`,
    );
    return true;
  }
  const counted = COUNTED.exec(text);
  if (!counted && !UNCOUNTED.test(text)) return false;
  const asked = optionsAskedIn(text);
  const colour = COLOUR.test(counted?.[0] ?? text);
  const r = ctx.r;
  if (colour && !r.ops.some((o) => o.type === 'recolour'))
    found(ctx, { type: 'recolour', colours: [], seed: ctx.seed }, 'gave it a new colour scheme');
  if (!r.ops.length) found(ctx, { type: 'reseed', seed: ctx.seed }, 'made fresh variations');
  if (asked === undefined) {
    r.howMany = `How many ${colour ? 'colour options' : 'options'} should I make? One message makes up to ${NUMBER_WORDS[CHAT_LIMITS.maxVariations]} pictures, each charged like one edit: for example "three ${colour ? 'colour options' : 'variations'}". Nothing was charged.`;
    return true;
  }
  const images = Math.min(CHAT_LIMITS.maxVariations, Math.max(1, asked));
  r.images = images;
  if (images > 1) {
    r.said = r.said.filter((x) => x !== 'gave it a new colour scheme' && x !== 'made fresh variations');
    r.said.push(
      `made ${NUMBER_WORDS[images]} ${colour ? 'colour options' : 'variations'}, one per picture${asked > images ? ` (one message makes at most ${NUMBER_WORDS[images]})` : ''}`,
    );
  }
  return true;
}
