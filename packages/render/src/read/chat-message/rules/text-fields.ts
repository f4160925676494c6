/**
 * Text: brand, slogan/tagline, flavour, description, net content, back copy, headline — set,
 * changed or cleared — and claims one at a time. Reads the raw message (values keep their case)
 * and hands back the message with the words it used blanked, so no other rule reads a brand name
 * ("call it Green Valley") as a colour.
 */

import { findClaim } from '../../../edit/claim-edits.ts';
import type { TextField } from '../../../edit/operations.ts';
import { titleCase } from '../../../words.ts';
import { ask, FIELD_NAMES, found, kindName, type ReadContext, refuse } from './context.ts';
import { capitalised } from './words.ts';

/** Words after "the slogan is …" that judge the field rather than give its new value. */
const JUDGED =
  /too|very|so|a bit|bit|not|quite|really|rather|wrong|missing|hard|off|great|good|fine|ok|okay|nice|perfect|small|big|tiny|huge|long|short|bigger|smaller|larger|hidden|cut|unreadable|illegible|misspelt|misspelled|spelt|spelled|in|on|at|under|over|above|below|the same|same|there|here|gone|now/;

/**
 * "the product name should be in all caps", "the slogan should be bolder": how the text looks,
 * not what it says (a typed value in quotes or after ':' still is one).
 */
const STYLE_VALUE =
  /^(?:in\s+|more\s+|less\s+|a\s+bit\s+|slightly\s+|much\s+)*(?:all\s+)?(?:caps|capitals|capitali[sz]ed|upper ?case|lower ?case|sentence case|title case|bold(?:er)?|heavier|lighter|thinner|italics?|serif|sans(?:[- ]serif)?|script|handwritten|bigger|smaller|larger|centred|centered|readable|legible|more visible|prominent|spaced out)\b/i;
const describesStyle = (value: string) => STYLE_VALUE.test(value.trim());

const FIELD_WORDS: [TextField | 'claim', RegExp][] = [
  ['claim', /\bclaims?\b|\bcall-?outs?\b/i],
  ['slogan', /\bslogan\b|\btag ?line\b|\bstrap ?line\b|\bmotto\b|\bcatch ?phrase\b/i],
  ['variant', /\bflavou?r\b|\bvariant\b|\bscent\b|\bedition\b|\bvariety\b/i],
  [
    'descriptor',
    /\bdescriptor\b|\b(?:product )?description\b|\bproduct (?:type|name)\b|\bsub-?(?:title|heading|line)\b/i,
  ],
  ['netContent', /\bnet (?:content|weight|wt|volume)\b|\bweight\b|\bvolume\b|\bquantity\b|\bsize text\b/i],
  ['backCopy', /\bback (?:copy|text)\b|\bbody copy\b|\bstory\b/i],
  ['headline', /\bhead ?line\b|\bheading\b|\bcaption\b/i],
  ['brand', /\bbrand(?: ?name)?\b|\bname\b|\bwordmark\b/i],
];

const FIELDS_OF: Record<string, readonly TextField[]> = {
  packaging: ['brand', 'slogan', 'variant', 'descriptor', 'netContent', 'backCopy'],
  logo: ['brand', 'tagline'],
  imagery: ['headline'],
  // an upload's text can only be changed by an image provider: the reading is handed on
  raster: ['brand', 'slogan', 'headline'],
};

/** The field a kind means by a field word (a logo's slogan is its tagline, an image's title its headline). */
function fieldFor(word: TextField | 'claim', kind: string): TextField | 'claim' {
  if (word === 'slogan' && kind === 'logo') return 'tagline';
  if ((word === 'brand' || word === 'slogan' || word === 'descriptor') && kind === 'imagery')
    return 'headline';
  return word;
}

function fieldIn(words: string, kind: string): TextField | 'claim' | undefined {
  for (const [field, re] of FIELD_WORDS) if (re.test(words)) return fieldFor(field, kind);
  // 'the text' is the only text a logo, an image or an upload has to speak of
  if (/\b(?:the |all the )?(?:text|words|wording|copy|lettering)\b/i.test(words) && kind !== 'packaging')
    return kind === 'imagery' ? 'headline' : 'brand';
  return undefined;
}

const QUOTED = /(?:^|[\s(:=,])["'“‘«]([^"“”«»]{1,200}?)["'”’»](?=$|[\s.,!?;:)])/g;
/** Where an unquoted value ends: the clause's end or 'and' starting another request. */
const VALUE_END =
  /\s*(?:[.,;!?\n]|$|\s(?:and|then|also|but|plus|&)\s+(?:make|add|use|change|put|set|turn|give|swap|remove|drop|lose|move|try|show|with|the|a|an|it|in|on|go|switch|no|i|please|can|could)\b)/i;
const TRAILING =
  /\s+(?:please|instead|now|thanks|thank you|pls|for me|on it|on the (?:pack|label|design|front))$/i;

/** After a colon a value runs to the end of its sentence, commas and all ('slogan: slow, cold'). */
const SENTENCE_END =
  /\s*(?:[.;!?\n]|$|,?\s(?:and|then|also|plus|&)\s+(?:make|add|use|change|put|set|turn|give|swap|remove|drop|lose|move|try|show|go|switch)\b|,\s*(?:make|add|use|change|put|set|turn|give|swap|remove|drop|lose|move|try|show|go|switch)\b)/i;

/** A place on the pack, not words to print ('move the brand name to the very top'). */
const PLACE_VALUE =
  /^(?:the\s+)?(?:very\s+)?(?:top|bottom|middle|centre|center|left|right|side|corner)(?:\s+(?:left|right|corner|of (?:the\s+)?\w+))?$/i;

/**
 * An unquoted value starting at `from`: up to the end of its clause (its sentence after a colon);
 * empty when the words name a place rather than text.
 */
function valueAt(text: string, from: number, sentence = false): [string, number] {
  const rest = text.slice(from);
  const end = (sentence ? SENTENCE_END : VALUE_END).exec(rest);
  const raw = rest.slice(0, end ? end.index : rest.length);
  const value = raw
    .replace(/[\s,;]+(?:and|then|also|plus|&)?\s*$/i, '')
    .replace(TRAILING, '')
    .replace(/^["'“‘]|["'”’]$/g, '')
    .trim();
  return [PLACE_VALUE.test(value) ? '' : value, from + raw.length];
}

/** Values typed all in lower case get the case the field is printed in. */
function cased(field: TextField | 'claim', value: string): string {
  if (field === 'slogan' || field === 'tagline' || field === 'headline' || field === 'claim')
    return capitalised(value);
  if (value !== value.toLowerCase()) return value;
  if (field === 'brand' || field === 'variant' || field === 'descriptor') return titleCase(value);
  if (field === 'netContent') return value;
  return capitalised(value);
}

/** Claims a designer asks for by name ('add a gluten-free claim', 'make it vegan'). */
export const CLAIM_WORDS =
  /\b(organic|vegan|vegetarian|gluten[- ]free|dairy[- ]free|sugar[- ]free|lactose[- ]free|nut[- ]free|no added sugar|keto|paleo|non-gmo|gmo[- ]free|fair ?trade|recyclable|compostable|plastic[- ]free|high protein|low fat|low sugar|all natural|100% natural|natural|halal|kosher|palm oil free|cruelty[- ]free|locally sourced|single origin|small batch|handmade|hand made|ethically sourced|sustainably sourced|award[- ]winning|caffeine[- ]free|decaf|alcohol[- ]free|zero sugar|no preservatives|preservative[- ]free|wholegrain|whole grain|b ?corp|carbon neutral|refillable)\b/i;

const UNITS: [RegExp, string][] = [
  [/^(?:g|gr|grams?|grammes?)$/i, 'g'],
  [/^kg|kilos?|kilograms?$/i, 'kg'],
  [/^mg$/i, 'mg'],
  [/^ml|millilit(?:re|er)s?$/i, 'ml'],
  [/^cl$/i, 'cl'],
  [/^(?:l|ltr|lit(?:re|er)s?)$/i, 'L'],
  [/^oz|ounces?$/i, 'oz'],
  [/^fl\.? ?oz$/i, 'fl oz'],
  [/^(?:lb|lbs|pounds?)$/i, 'lb'],
];
const NET =
  /(?<![\w#])((?:\d+\s*[x×]\s*)?\d+(?:[.,]\d+)?)\s?(fl\.? ?oz|grams?|grammes?|gr|g|kg|kilos?|kilograms?|mg|ml|millilit(?:re|er)s?|cl|ltr|lit(?:re|er)s?|l|oz|ounces?|lbs?|pounds?)(?![\w])/i;

export function netContentIn(text: string): string | undefined {
  const m = NET.exec(text);
  if (!m) return undefined;
  const unit = UNITS.find(([re]) => re.test(m[2]!))?.[1] ?? m[2]!;
  return `${m[1]!.replace(/\s*[x×]\s*/, ' × ').replace(',', '.')} ${unit}`;
}

const blank = (text: string, from: number, to: number) =>
  text.slice(0, from) + ' '.repeat(Math.max(0, to - from)) + text.slice(to);

/** Sets a field (or adds a claim); refuses fields the kind lacks. */
function setField(ctx: ReadContext, field: TextField | 'claim', value: string) {
  const kind = ctx.summary.kind;
  if (field === 'claim') {
    if (kind !== 'packaging') return missing(ctx, 'claims');
    const v = cased('claim', value);
    return found(ctx, { type: 'add-claim', claim: v }, `added the claim '${v}'`);
  }
  if (!FIELDS_OF[kind]?.includes(field)) return missing(ctx, FIELD_NAMES[field]);
  const v = cased(field, value);
  found(ctx, { type: 'set-text', field, value: v }, `changed the ${FIELD_NAMES[field]} to '${v}'`);
}

function missing(ctx: ReadContext, what: string) {
  if (!ctx.r.refusal)
    ctx.r.refusal = `This ${kindName(ctx.summary)} has no ${what} to change. Nothing was charged.`;
}

function clearField(ctx: ReadContext, field: TextField | 'claim') {
  const s = ctx.summary;
  if (field === 'claim') {
    if (s.kind !== 'packaging') return missing(ctx, 'claims');
    if (!s.claims?.length) return missing(ctx, 'claims');
    return found(ctx, { type: 'set-claims', claims: [] }, 'removed the claims');
  }
  if (!FIELDS_OF[s.kind]?.includes(field)) return missing(ctx, FIELD_NAMES[field]);
  if (field === 'brand')
    return ask(ctx, "The brand name can't be empty. What should it say instead? Nothing was charged.");
  if (s.text && !s.text[field]) return missing(ctx, FIELD_NAMES[field]);
  found(ctx, { type: 'set-text', field, value: '' }, `removed the ${FIELD_NAMES[field]}`);
}

/** The field whose current text is `words` (for "change 'Slow steeped' to 'Gently brewed'"). */
function fieldHolding(ctx: ReadContext, words: string): TextField | 'claim' | undefined {
  const w = words.toLowerCase().trim();
  const text = ctx.summary.text ?? {};
  for (const [f, v] of Object.entries(text) as [TextField, string][])
    if (typeof v === 'string' && v && v.toLowerCase() === w) return f;
  if (ctx.summary.claims && findClaim(ctx.summary.claims, words) >= 0) return 'claim';
  return undefined;
}

const REMOVE_VERB =
  /\b(?:remove|delete|drop|lose|ditch|kill|hide|scrap|erase|omit|clear|cut|get rid of|take (?:off|out|away)|no|without|don'?t (?:want|need)|do not (?:want|need))\s+(?:the\s+|all\s+(?:the\s+)?|any\s+|that\s+|this\s+)?/i;

/** Reads every text request in the message; returns the message with what it used blanked. */
export function readTextFields(message: string, ctx: ReadContext): string {
  let text = message;
  const kind = ctx.summary.kind;
  const use = (from: number, to: number) => {
    text = blank(text, from, to);
  };

  // change 'A' to 'B': the field that holds A
  for (const m of message.matchAll(
    /\b(?:change|replace|swap|switch|update|correct|fix|turn|edit|rename)\s+["'“‘]([^"'“”‘’]{1,120})["'”’]\s+(?:to|with|for|into|by)\s+["'“‘]([^"'“”‘’]{1,200})["'”’]/gi,
  )) {
    const field = fieldHolding(ctx, m[1]!);
    if (field === 'claim')
      found(
        ctx,
        { type: 'replace-claim', claim: m[1]!, with: m[2]! },
        `replaced the claim '${m[1]}' with '${m[2]}'`,
      );
    else if (field) setField(ctx, field, m[2]!);
    else {
      ask(
        ctx,
        `I can't find '${m[1]}' on this ${kindName(ctx.summary)}. Which text should say '${m[2]}'${kind === 'packaging' ? ': the brand name, the slogan, the flavour or the product description' : ''}? Nothing was charged.`,
      );
      return '';
    }
    use(m.index!, m.index! + m[0].length);
  }

  // claims: removed, replaced, added
  if (kind === 'packaging') readClaims(text, ctx, use);

  // quoted values: the field named just before the quote
  for (const m of text.matchAll(QUOTED)) {
    const value = m[1]!.trim();
    const before =
      text
        .slice(Math.max(0, m.index! - 48), m.index!)
        .split(/[.!?;]/)
        .at(-1) ?? '';
    if (/\bnew (?:variant|flavou?r|sku|scent|edition)\b/i.test(before)) continue; // a new variant (message-reader.ts)
    if (REMOVE_VERB.test(before.slice(-24)) && !/\b(?:to|with|as|say|read)\s*$/i.test(before)) continue;
    const field = fieldIn(before, kind);
    const rename = /\b(?:call|name|rename|brand)\s+(?:it|this|the brand|the product)?\s*(?:to|as)?\s*$/i.test(
      before,
    );
    if (rename) setField(ctx, kind === 'imagery' ? 'headline' : 'brand', value);
    else if (field) setField(ctx, field, value);
    else if (
      kind === 'packaging' &&
      /\b(?:text|words|wording|copy|lettering)\b/i.test(before) &&
      !/\b(?:add|put|write|include|print|place|insert)\b/i.test(before)
    ) {
      ask(
        ctx,
        `Which text should say '${value}': the brand name, the slogan, the flavour or the product description? Nothing was charged.`,
      );
      return '';
    } else if (/\b(?:add|put|write|include|print|place|insert)\b/i.test(before)) {
      if (CLAIM_WORDS.test(value) && kind === 'packaging') setField(ctx, 'claim', value);
      else if (kind === 'imagery') setField(ctx, 'headline', value);
      else if (kind === 'logo') setField(ctx, 'tagline', value);
      else if (kind === 'packaging') {
        ask(
          ctx,
          `Where should '${value}' go: the slogan, the product description, the flavour or a claim? Nothing was charged.`,
        );
        return '';
      }
    } else continue;
    use(m.index!, m.index! + m[0].length);
  }

  // "call it NORDA", "rename to Nordlys"
  const rename =
    /\b(?:call (?:it|this|the brand|the product)|name (?:it|this)|rename(?: it| the brand| this)?(?: to| as)?|re-?brand (?:it )?(?:as|to)|change the (?:brand ?name|name|brand) to|brand name (?:to|should be|is now|is|=)|brand (?:to|should be|is now|=)|the name (?:should be|is now)|make the (?:brand ?name|name) )\s+(?!["'“‘«]|(?:to|as|it)\b)(?=[\p{L}\d])/iu.exec(
      text,
    );
  if (rename) {
    const [value, end] = valueAt(text, rename.index + rename[0].length);
    if (value && !describesStyle(value)) {
      setField(ctx, kind === 'imagery' ? 'headline' : 'brand', value);
      use(rename.index, end);
    }
  }

  // "slogan: fresh every day", "flavour wild mango", "change the flavour to lime", "the flavour is
  // blood orange", "250 g" (but "the slogan is too long" is a judgement, not a value)
  for (const [word, re] of FIELD_WORDS) {
    if (word === 'claim') continue;
    const m = new RegExp(
      `(?:^|[\\s(])(?:(?:change|set|make|update|switch|turn)\\s+(?:the\\s+)?)?(?:${re.source})\\s*(?::|=|-|\\bto\\b|\\bshould (?:be|say|read)\\b|\\bsays?\\b|\\breads?\\b|\\bis now\\b|\\bis\\b(?!\\s+(?:${JUDGED.source})\\b)|\\bnow\\b|\\bas\\b|\\bof\\b)\\s*(?!["'“‘])(?=[\\p{L}\\d])`,
      'iu',
    ).exec(text);
    if (!m) continue;
    if (/\bnew\s+$/i.test(text.slice(Math.max(0, m.index - 5), m.index + 1))) continue;
    if (word === 'brand' && !/[:=]|\bto\b|should|is now|\bnow\b/i.test(m[0])) continue;
    const [value, end] = valueAt(text, m.index + m[0].length, /[:=]\s*$/.test(m[0]));
    if (!value || value.length > 200) continue;
    if (!/[:=]\s*$/.test(m[0]) && describesStyle(value)) continue;
    if (word === 'netContent') {
      const net = netContentIn(value);
      if (net) setField(ctx, 'netContent', net);
      else continue;
    } else setField(ctx, fieldFor(word, kind), value);
    use(m.index, end);
  }

  // "top quality tea as the slogan": a whole message naming its value first
  const named =
    /^\s*(?:(?:use|put|have|make)\s+)?["'“‘]?([\p{L}\d][\p{L}\d &'’-]{1,60}?)["'”’]?\s+as\s+(?:the|our|a|an)\s+(slogan|tag ?line|strap ?line|flavou?r|variant|head ?line|claim)\s*[.!]?\s*$/iu.exec(
      text,
    );
  if (named && !/^(?:it|this|that|them|these)$/i.test(named[1]!)) {
    const word = FIELD_WORDS.find(([, re]) => re.test(named[2]!))![0];
    setField(ctx, fieldFor(word, kind), named[1]!);
    use(named.index, named.index + named[0].length);
  }

  // ", flavour cinnamon bun," — a field word opening its clause, its value straight after
  for (const m of text.matchAll(
    /(?:^|[,;.]\s*)(flavou?r|variant|scent|slogan|tag ?line|headline)\s+(?!(?:text|should|is|needs?|colou?r|font|smaller|bigger|larger|in|on|to|and|please)\b)(?=[\p{L}])/giu,
  )) {
    const [value, end] = valueAt(text, m.index! + m[0].length);
    if (!value || value.split(/\s+/).length > 6) continue;
    const word = FIELD_WORDS.find(([, re]) => re.test(m[1]!))![0];
    setField(ctx, fieldFor(word, kind), value);
    use(m.index!, end);
  }

  // "250 g", "12 x 330ml" on a pack
  if (kind === 'packaging') {
    const m = NET.exec(text);
    if (m && !/\b(?:mm|cm|upscale)\b/i.test(text.slice(m.index, m.index + m[0].length + 4))) {
      setField(ctx, 'netContent', netContentIn(m[0])!);
      use(m.index, m.index + m[0].length);
    }
  }

  // "it's cold brew coffee", "the product is oat milk" (not "its size", "it is crowding the name")
  if (kind === 'packaging') {
    const m =
      /(?:^|[.!?;,]\s*|\s)(?:it'?s|it is|this is|that'?s|the product is|product(?: type)?:|we sell|it'?s actually|actually it'?s)\s+(?:(?:a|an|actually|really)\s+)?(?!(?:too|very|so|a bit|bit|not|quite|really|rather|great|good|nice|perfect|fine|ok|okay|lovely|beautiful|ugly|boring|busy|cluttered|close|almost|looking|getting|missing|hard|difficult|better|worse|the|my|our|all|more|less|still|kind|sort|way|just|only|better|off|wrong|fine|weird|odd|strange|bland|dull|flat|cool|cute|amazing|awesome|brilliant|bad|terrible|meh|alright|gorgeous|wonderful|fab|fantastic|lovely|stunning)\b)([\p{L}][\p{L}\s'-]{2,60}?)(?=\s*(?:[.,;!?\n]|$|\s(?:and|but|so|not)\s))/iu.exec(
        text,
      );
    if (m && !COLOURISH.test(m[1]!) && !NOT_A_PRODUCT.test(m[1]!) && m[1]!.trim().split(/\s+/).length <= 5) {
      setField(ctx, 'descriptor', m[1]!.replace(/^(?:a|an)\s+/i, '').trim());
      use(m.index, m.index + m[0].length);
    }
  }

  // clearing: "drop the slogan", "no tagline", "remove all claims"
  for (const m of text.matchAll(new RegExp(`${REMOVE_VERB.source}([\\p{L} -]{2,40})`, 'giu'))) {
    const words = m[1]!.split(/\s+(?:and|&|,|from|on|off|please)\b/i)[0]!;
    const field = fieldIn(words, kind);
    if (!field || words.trim().split(/\s+/).length > 3) continue;
    clearField(ctx, field);
    // only the words that named the field: "drop the slogan and move the name up" keeps the move
    use(m.index!, m.index! + m[0].length - m[1]!.length + words.length);
  }
  return text;
}

const kindHasClaims = (ctx: ReadContext) => ctx.summary.kind === 'packaging';

const COLOURISH =
  /\b(red|green|blue|yellow|orange|purple|pink|black|white|grey|brown|gold|silver|dark|darker|light|lighter|bright|warm|cool|pastel|colou?r|busy|cluttered|big|small|bigger|smaller|minimal|modern|classic|bold|elegant|fun|playful|premium|cheap)\b/i;

function readClaims(text: string, ctx: ReadContext, use: (from: number, to: number) => void) {
  const claims = ctx.summary.claims ?? [];
  // replace organic with vegan
  for (const m of text.matchAll(
    /\b(?:replace|swap|switch|change)\s+(?:the\s+)?["'“‘]?([\p{L}\d% -]{2,40}?)["'”’]?(?:\s+claim)?\s+(?:with|for|to|into)\s+(?:a\s+|an\s+|the\s+)?["'“‘]?([\p{L}\d% -]{2,60}?)["'”’]?(?:\s+claim)?(?=\s*(?:[.,;!?\n]|$|\s(?:and|then)\s))/giu,
  )) {
    const i = findClaim(claims, m[1]!);
    if (i < 0) {
      // 'swap Vegan for Gluten free' when there is no Vegan claim: say so, don't look for an icon
      if ((CLAIM_WORDS.test(m[1]!) || CLAIM_WORDS.test(m[2]!)) && kindHasClaims(ctx)) {
        refuse(
          ctx,
          `There is no '${m[1]!.trim()}' claim on this design${claims.length ? `; its claims are ${claims.map((c) => `'${c}'`).join(' and ')}` : ''}. Nothing was charged.`,
        );
        use(m.index!, m.index! + m[0].length);
      }
      continue;
    }
    const w = cased('claim', m[2]!.trim());
    found(
      ctx,
      { type: 'replace-claim', claim: claims[i]!, with: w },
      `replaced the claim '${claims[i]}' with '${w}'`,
    );
    use(m.index!, m.index! + m[0].length);
  }
  // remove the organic claim / drop 'fair trade'
  for (const m of text.matchAll(
    new RegExp(
      `${REMOVE_VERB.source}["'“‘]?([\\p{L}\\d% -]{2,40}?)["'”’]?(?:\\s+(claims?|badges?|call-?outs?))?(?=\\s*(?:[.,;!?\\n]|$|\\s(?:and|then|from)\\s))`,
      'giu',
    ),
  )) {
    const words = m[1]!.trim();
    if (/^(?:the\s+)?claims?$/i.test(words) || /^all$/i.test(words)) {
      if (m[2] || /claims?/i.test(words)) {
        if (claims.length) found(ctx, { type: 'set-claims', claims: [] }, 'removed the claims');
        else if (!ctx.r.refusal) ctx.r.refusal = 'This design has no claims to remove. Nothing was charged.';
        use(m.index!, m.index! + m[0].length);
      }
      continue;
    }
    const i = findClaim(claims, words);
    if (i < 0) {
      if (m[2] && !ctx.r.refusal)
        ctx.r.refusal = `There is no '${words}' claim on this design. Nothing was charged.`;
      if (m[2]) use(m.index!, m.index! + m[0].length);
      continue;
    }
    found(ctx, { type: 'remove-claim', claim: claims[i]! }, `removed the claim '${claims[i]}'`);
    use(m.index!, m.index! + m[0].length);
  }
  // add a gluten-free claim / add claims: vegan, keto / add 'no added sugar' as a claim / make it vegan
  const adds: [number, number, string][] = [];
  for (const m of text.matchAll(
    /\b(?:add|put|include|print|show|stick|slap|mention|say|highlight|call out|feature)\s+(?:on\s+)?(?:an?\s+|the\s+|some\s+)?(?:claims?\s*:?\s*)?["'“‘]?([\p{L}\d% ,-]{2,60}?)["'”’]?(?:\s+as\s+(?:a\s+)?claims?|\s+claims?|\s+badges?|\s+call-?outs?)(?=\s*(?:[.,;!?\n]|$|\s(?:and|then|to|on)\s))/giu,
  ))
    adds.push([m.index!, m.index! + m[0].length, m[1]!]);
  for (const m of text.matchAll(
    /\b(?:add|put|include|print)\s+(?:a\s+|the\s+|some\s+)?claims?\s*(?::|saying|that says|of|for)?\s*["'“‘]?([\p{L}\d% ,-]{2,80}?)["'”’]?(?=\s*(?:[.;!?\n]|$))/giu,
  ))
    adds.push([m.index!, m.index! + m[0].length, m[1]!]);
  for (const m of text.matchAll(/\bclaims?\s*:\s*([\p{L}\d% ,-]{2,80}?)(?=\s*(?:[.;!?\n]|$))/giu))
    adds.push([m.index!, m.index! + m[0].length, m[1]!]);
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:add|make it|mark it(?: as)?|label it(?: as)?|it'?s also|say it'?s|show it'?s|it should say)\\s+(?:an?\\s+|the\\s+)?(${CLAIM_WORDS.source})(?=\\s*(?:[.,;!?\\n]|$|\\s(?:and|then|too|as well)\\b))`,
      'gi',
    ),
  ))
    adds.push([m.index!, m.index! + m[0].length, m[1]!]);
  for (const [from, to, words] of adds.sort((a, b) => a[0] - b[0])) {
    if (text.slice(from, to).trim() === '') continue;
    for (const claim of words
      .split(/\s*(?:,|\band\b|&)\s*/)
      .map((w) => w.trim())
      .filter(Boolean)) {
      if (findClaim(claims, claim) >= 0 && claims.some((c) => c.toLowerCase() === claim.toLowerCase())) {
        if (!ctx.r.refusal) ctx.r.refusal = `It already carries the claim '${claim}'. Nothing was charged.`;
        continue;
      }
      setField(ctx, 'claim', claim);
    }
    use(from, to);
    text = blank(text, from, to);
  }
}

/**
 * Words after "it's" that say what the design does, not what the product is: a part of the
 * design ("its size"), a purpose ("for a mint drink"), a verb alone ("shouting") or with its
 * object ("crowding the name", "printed on kraft").
 */
const NOT_A_PRODUCT =
  /^\s*(?:\w+(?:ing|ed)\s*$|(?:size|colou?rs?|position|place|shape|scale|font|spacing|weight|layout|for|because|meant|supposed|aimed|going|about|like)\b|\w+(?:ing|ed)\s+(?:the|a|an|it|its|my|our|your|on|in|into|onto|at|to|with|by|from|over|under|out|up|down)\b)/i;
