/** Shared word handling of the message reader: typos, degrees, clauses, negation. */

/** Common misspellings and spelling variants → the word the rules know. */
const TYPOS: [RegExp, string][] = [
  [/\bcolou?rs?\b|\bcolr\b|\bcolur\b|\bcoulou?r\b|\bcolro\b/g, 'colour'],
  [/\bback ?(?:g|gr)ou?n?d\b|\bbakground\b|\bbackgroud\b|\bbackgorund\b|\bbackround\b|\bbg\b/g, 'background'],
  [/\bpat+(?:er|re)n(s?)\b/g, 'pattern$1'],
  [/\bser+if+\b|\bsarif\b|\bserrif\b/g, 'serif'],
  [/\bsans[- ]?serif\b/g, 'sans'],
  [/\bfl[ae]vou?r\b/g, 'flavour'],
  [/\bslogen\b|\bslgan\b/g, 'slogan'],
  [/\btag ?line\b/g, 'tagline'],
  [/\bgray\b/g, 'grey'],
  [/café/g, 'cafe'],
  [/\bcent(?:er|re)d?\b/g, 'centre'],
  [/\bbig+er\b/g, 'bigger'],
  [/\bsmal+er\b/g, 'smaller'],
  [/\bdarkr\b|\bdaker\b/g, 'darker'],
  [/\bligher\b/g, 'lighter'],
  [/\bbrigher\b|\bbrighte\b/g, 'brighter'],
  [/\bremvoe\b|\bremov\b|\brmeove\b/g, 'remove'],
  [/\bicn\b|\bicom\b|\biccon\b/g, 'icon'],
  [/\bsymbl\b|\bsymbole\b/g, 'symbol'],
  [/\blogoo\b|\blgoo\b/g, 'logo'],
  [/\bfont ?face\b|\btype ?face\b|\bfonts\b/g, 'font'],
  [/\bcaps lock\b/g, 'caps'],
  [/\bletter ?spacing\b|\bkerning\b|\btracking\b/g, 'letterspacing'],
  [/\bwooden\b/g, 'wood'],
  [/\bover ?head\b|\btop[- ]down\b|\bbird'?s[- ]eye\b|\bflat ?lay\b/g, 'flatlay'],
  [/\bclose[- ]?up\b/g, 'closeup'],
  [/\bgolden[- ]hour\b/g, 'golden light'],
  [/\bgluten[- ]free\b/g, 'gluten-free'],
  [/\bdairy[- ]free\b/g, 'dairy-free'],
  [/\bsugar[- ]free\b/g, 'sugar-free'],
  [/\bplease\b|\bpls\b|\bplz\b|\bthanks?\b|\bthank you\b|\bkindly\b/g, ' '],
  // a phrasal verb's particle back beside its verb: "tone everything down" → "tone down everything"
  [
    /\b(tone|calm|scale|bump|knock|dial|turn|size|warm|cool|brighten|lighten|darken|shrink)\s+(it|them|everything|this|(?:the|that|this)\s+\w+(?:\s+name)?)\s+(down|up|back)\b/g,
    '$1 $3 $2',
  ],
];

/** The message in lower case with typos fixed and politeness dropped (for matching only). */
export function normalise(message: string): string {
  let s = ` ${message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')} `;
  for (const [re, to] of TYPOS) s = s.replace(re, to);
  return s.replace(/\s+/g, ' ');
}

/** How much a relative change asks for: 'a bit' = small, 'much' = large. */
export type Degree = 'small' | 'normal' | 'large';
export function degreeOf(clause: string): Degree {
  if (
    /\b(a (?:little|tad|touch|notch|smidge|hair)(?: bit)?|a bit|bit|slightly|little|touch|tad|notch|smidge|somewhat|marginally|subtly)\b/.test(
      clause,
    )
  )
    return 'small';
  if (
    /\b(much|a lot|lots|way|far|really|very|significantly|massively|loads|heaps|super|extra|even more|huge|way more|double)\b/.test(
      clause,
    )
  )
    return 'large';
  return 'normal';
}
export const byDegree = <T>(d: Degree, small: T, normal: T, large: T): T =>
  d === 'small' ? small : d === 'large' ? large : normal;

/** 'remove', 'drop', 'no …', 'without …', 'get rid of …'. */
export const REMOVE =
  /\b(remove|removing|delete|drop|lose|ditch|kill|hide|strip|scrap|clear|erase|cut|omit|take (?:off|out|away)|get rid of|do without|don'?t want|don'?t need|do not want|do not need|without|no more|no|none|not? (?:any|a)|less of)\b/;

/** Phrases whose 'and' does not split a message into two intents. */
const JOINED = [
  /\bblack (?:and|&|n) white\b/g,
  /\bsalt (?:and|&) (?:pepper|vinegar)\b/g,
  /\bhalf (?:and|&) half\b/g,
  /\blight (?:and|&) (?:airy|bright)\b/g,
  /\bfruit (?:and|&) nut\b/g,
  /\bpeaches (?:and|&) cream\b/g,
];

/** The message split into clauses: commas, semicolons, sentences, 'and', 'then', 'also', 'plus', 'while'. */
export function clausesOf(text: string): string[] {
  let s = text;
  for (const re of JOINED) s = s.replace(re, (m) => m.replace(/\s+(?:and|&|n)\s+/, '_and_'));
  return s
    .split(/[,;!?\n]|\.(?!\d)|\s(?:and|then|also|plus|but|while|whilst|&)\s/)
    .map((c) => ` ${c.replace(/_and_/g, ' and ').trim()} `)
    .filter((c) => c.trim());
}

export const has = (clause: string, re: RegExp) => re.test(clause);

/** First letter up: 'gluten-free' → 'Gluten-free'. */
export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
