/**
 * How a clause leans on the clauses around it. Designers write "make the logo way smaller and push
 * it to the bottom" (the pronoun is the logo), "tone down the background, it is too loud" (the
 * second clause is the reason, not a second edit) and "don't change the colours, just…" (a part to
 * keep, not a part to change). Each clause is then read on its own by the domain rules.
 */
import type { EditOperation } from '../../../edit/operations.ts';
import { namedColours } from '../../../generators/brief-art.ts';

/** Parts a clause can name, in the words designers use; the one it is about is what 'it' means next. */
const ELEMENT =
  /\b(brand ?name|wordmark|logo|icon|symbol|mark|name|brand|title|headline|background|backdrop|wall|pattern|dots|stripes|small (?:text|print)|slogan|tagline|pouch|pack|cup)\b/g;
const PATTERN_NOUNS = /^(dots|stripes)$/;

/**
 * The part a clause is about: the first it names, its object rather than where it goes ("stack the
 * name under the icon" is about the name; 'the dots' → 'pattern'); undefined when it names none.
 */
export function elementNamed(clause: string): string | undefined {
  const first = new RegExp(ELEMENT.source).exec(clause)?.[1];
  if (!first) return undefined;
  return PATTERN_NOUNS.test(first) ? 'pattern' : first;
}

/** 'push it to the bottom' after a clause about the logo → 'push the logo to the bottom'. */
export function withSubject(clause: string, subject: string | undefined): string {
  if (!subject) return clause;
  // "put it under the icon": the pronoun is what moves, whatever else the clause names
  const object = MOVED.exec(clause);
  if (object)
    return `${clause.slice(0, object.index)}${object[1]} the ${subject}${clause.slice(object.index + object[0].length)}`;
  if (elementNamed(clause)) return clause;
  // "make the pattern bigger but less visible": a short clause of relative words is about the same part
  if (!/\b(it|its|them|they|their)\b/.test(clause))
    return clause.trim().split(/\s+/).length <= 4 && ELLIPTICAL.test(clause)
      ? `${clause}the ${subject} `
      : clause;
  return clause.replace(/\b(its|their)\b/, `the ${subject}`).replace(/\b(it|them|they)\b/, `the ${subject}`);
}
const ELLIPTICAL =
  /\b(bigger|smaller|larger|darker|lighter|warmer|cooler|brighter|bolder|subtler|less visible|more visible|stronger|weaker|lower|higher|tighter|looser|wider|narrower|paler|softer)\b/;
const MOVED =
  /\b(put|move|push|pull|shift|place|set|make|turn|drop|bring|raise|lower|nudge|tuck|stick|rotate|scale|size|stack)\s+(?:it|them)\b/;

/**
 * A clause that says why ("it is too loud", "because it feels washed out", "it's crowding the
 * name"): after an edit it explains that edit, so it is not read as another one.
 */
const REASON =
  /^\s*(?:(?:because|as|since|cos|'cause)\b|(?:it's|that's|they're|it is|that is|this is|they are)\s|(?:it|that|this|they)\s+(?:looks?|feels?|seems?|reads?|gets?|(?:a bit|a little|kind of|sort of|way|far|much|really|very|quite|just|rather|slightly|too|so|overly)\b|\w+ing\b))/;
export const isReason = (clause: string) => REASON.test(clause);

/** Groups of parts a designer can ask to keep, and the operations that would change them. */
const KEPT: [RegExp, (o: EditOperation) => boolean][] = [
  [
    /\b(colou?rs?|palette|colou?r ?scheme|hues?)\b/,
    (o) => o.type === 'recolour' || (o.type === 'shift-colours' && o.target === 'palette'),
  ],
  [
    /\b(background|backdrop)\b/,
    (o) => o.type === 'set-background' || (o.type === 'shift-colours' && o.target === 'background'),
  ],
  [/\b(font|type|typeface|lettering|typography)\b/, (o) => o.type === 'set-typography'],
  [/\b(layout|arrangement|composition)\b/, (o) => o.type === 'set-layout'],
  [/\b(pattern|dots|stripes)\b/, (o) => o.type === 'set-pattern'],
  [
    /\b(logo|icon|symbol|mark)\b/,
    (o) =>
      o.type === 'set-symbol' ||
      o.type === 'set-mark' ||
      ((o.type === 'set-emphasis' || o.type === 'set-position') && o.element === 'symbol'),
  ],
  [/\b(text|copy|words|wording)\b/, (o) => o.type === 'set-text'],
];

const DONT =
  /^\s*(?:(?:but|and|just|please|so)\s+)*(?:don'?t|do not|dont|never|no need to|without)\s+(?:change|changing|touch|touching|alter|altering|adjust|adjusting|move|moving|mess(?:ing)? with|modify|modifying|edit|editing|recolou?r|make|making)\b(.*)$/;
const KEEP =
  /^\s*(?:(?:but|and|just|please|so)\s+)*(?:keep(?:ing)?|leav(?:e|ing)|same)\s+(?:the\s+|its\s+|my\s+|our\s+)?(.*?)\s*(?:alone|as (?:it is|is|they are)|the same|unchanged|intact|untouched|as before)?\s*$/;

/**
 * A clause asking to keep something ("don't change the colours", "leave the logo alone", "same
 * font"): the operations it rules out; undefined when the clause is no such request. "don't make
 * it darker" rules nothing out but asks for nothing either (an empty list).
 */
export function keptBy(clause: string): ((o: EditOperation) => boolean)[] | undefined {
  const dont = DONT.exec(clause);
  const keep = dont ? undefined : KEEP.exec(clause);
  const rest = dont?.[1] ?? keep?.[1];
  if (rest === undefined) return undefined;
  const kept = KEPT.filter(([re]) => re.test(rest)).map(([, p]) => p);
  // 'keep the gold': a colour to keep asks for nothing (a swap beside it changes only its own colour)
  if (keep && !kept.length && namedColours(rest, true).length) return [];
  // 'keep it simple', 'leave some space': not a part to keep, so an ordinary clause
  if (keep && !kept.length) return undefined;
  return kept;
}

/** "don't make the logo so big" asks for the opposite: read as "the logo too big". */
export function negatedDegree(clause: string): string | undefined {
  const m =
    /^\s*(?:(?:but|and|just|please|so)\s+)*(?:don'?t|do not|dont)\s+make\s+(.*?)\s+(?:so|that|this|as)\s+(\w+)\s*$/.exec(
      clause,
    );
  return m ? ` ${m[1]} too ${m[2]} ` : undefined;
}

/**
 * "make the brand name pop against the background": the background is what the name should stand
 * off, not a part to change, so the reference is dropped when another part is named before it.
 */
export function withoutReference(clause: string): string {
  return clause.replace(
    /\b((?:brand ?name|name|logo|symbol|icon|text|title|headline|slogan|tag ?line|wordmark)\b.*?)\s+(?:against|from|off|on|over)\s+(?:the\s+)?(?:background|backdrop)\b/,
    '$1',
  );
}
