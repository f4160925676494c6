/**
 * The brand name and the audience in a free brief, found in the ways people write them:
 * "We are Lumen Tea", "Lumen Tea is…", "At Lumen Tea we…", "called Lumen Tea", 'Lumen Tea',
 * "Lumen Tea — organic teas"; "for busy parents", "aimed at Gen Z", "Target audience: …".
 */

// A name is a run of capitalised words, joined by "&" or a small word between two of them.
const WORD = String.raw`(?:\p{Lu}|\d)[\p{L}\p{N}'’-]*`;
const JOIN = "(?:&|and|of|by|the|de|du|la|le|von|van|'n'|n')";
// "Crumb & Co." ends at its abbreviation's full stop.
const RUN = String.raw`${WORD}(?:\s+(?:${JOIN}\s+)?${WORD})*(?:(?<=\b(?:Co|Ltd|Inc|Bros))\.)?`;
const LOWER_NAME = String.raw`[\p{Ll}\d][\p{L}\p{N}'’&-]*(?:\s+[\p{L}\p{N}'’&-]+){0,3}?`;

/** Words that start sentences but never a brand. */
const NOT_A_NAME = new Set(
  (
    'i we our my it its this that these those they their he she you your a an please hi hello hey logo brand ' +
    'name company colours colors colour color palette audience target style feel notes note industry also and ' +
    'but so think use make need looking want something maybe ideally ours here there what'
  ).split(' '),
);

/** What may follow a brand at the start of a sentence: a verb, or an aside ("— organic teas"). */
const VERBS =
  'is|are|was|makes|make|sells|sell|brews|bakes|roasts|crafts|creates|offers|provides|delivers|helps|builds|' +
  'designs|produces|grows|serves|has|specialises|specializes|started|began|will|wants|needs|does|brings';
const ASIDE = String.raw`\s*(?:[:—–]|\s-\s|,\s+(?:a|an|the|our)\b)`;
const SENTENCE_START = String.raw`(?:^|(?<=[.!?]\s+)|(?<=\n))`;

const re = (source: string) => new RegExp(source, 'u');
/** Keywords match in any case; the name after them keeps the case rule. */
const anyCase = (words: string) => words.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);

/** Explicit naming first, then the common phrasings, then a bare capitalised run opening the brief. */
const BRAND_PATTERNS: RegExp[] = [
  re(
    String.raw`\b${anyCase('(?:called|named|brand name is|brand name:|name is|name:|brand:|under the name|with the name)')}\s+(?:the\s+)?(${RUN})`,
  ),
  re(String.raw`\b(?:called|named)\s+(${LOWER_NAME})(?=\s+(?:that|which|who|and|with|for)\b|[.,;!?]|$)`),
  re(String.raw`\b(?:brand|company|business) is\s+(${LOWER_NAME}),\s+(?:a|an)\b`),
  re(String.raw`(?:^|[\s(])['‘"“](\p{L}[^'’"”]{0,40}?)['’"”](?=[\s.,;:!?)—–-]|$)`),
  re(
    String.raw`\b${anyCase("(?:we are|we're|we’re|this is|meet|introducing|launching|i run|i own|(?:my|our) (?:company|brand|business|shop|startup|label|store|cafe|bakery|restaurant))")}\s+(${RUN})`,
  ),
  re(String.raw`\b(?:company|brand|business),\s+(${RUN}),`),
  re(String.raw`[—–]\s*(${RUN})\s*[—–]`),
  re(String.raw`\b[Aa]t\s+(${RUN}),?\s+we\b`),
  re(String.raw`${SENTENCE_START}(${RUN})(?:\s+(?:${VERBS})\b|${ASIDE})`),
  re(String.raw`\b${anyCase('(?:logo|design|rebrand|branding|identity|packaging) (?:for|of)')}\s+(${RUN})`),
  re(String.raw`\b[Ff]or\s+(${RUN})${ASIDE}`),
  re(String.raw`^(${WORD}\s+${WORD}(?:\s+${WORD})*)\s+\p{Ll}`),
];

/** Drops sentence-opening words that are not part of the name; "The Daily Grind" keeps its "The". */
function tidyName(raw: string): string {
  const words = raw.replace(/[\s,.;:]+$/, '').split(/\s+/);
  while (words.length > 1 && words[0] !== 'The' && NOT_A_NAME.has(words[0]!.toLowerCase())) words.shift();
  const name = words.join(' ');
  return NOT_A_NAME.has(name.toLowerCase()) ? '' : name;
}

export function readBrand(text: string): string {
  for (const pattern of BRAND_PATTERNS) {
    for (const m of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const name = tidyName(m[1]!);
      if (name) return name;
    }
  }
  return '';
}

const AUDIENCE_NOUNS = new Set(
  (
    'professionals parents mums moms mothers dads fathers families family kids children toddlers babies teens ' +
    'teenagers students graduates millennials boomers athletes runners cyclists climbers hikers campers surfers ' +
    'swimmers skaters golfers yogis gym-goers gamers women men girls boys ladies people adults seniors retirees ' +
    'consumers customers clients shoppers buyers travellers travelers commuters tourists foodies chefs cooks ' +
    'bakers baristas owners homeowners lovers enthusiasts fans drinkers eaters creatives designers developers ' +
    'engineers entrepreneurs founders freelancers workers nurses doctors vets teachers locals residents couples ' +
    'vegans vegetarians individuals folks beginners experts collectors connoisseurs gardeners makers artists ' +
    'musicians readers writers businesses companies brands startups teams clinics restaurants cafes cafés ' +
    'hotels shops retailers stores schools gyms salons agencies households visitors creators investors ' +
    'everyone anyone everybody anybody those'
  ).split(' '),
);

/** Where the head of "busy parents who cook" ends. */
const HEAD_END = new Set(
  'who that which with in on aged over under of at from across living looking wanting seeking'.split(' '),
);

const AUDIENCE_PATTERNS: RegExp[] = [
  /\b(?:target audience|audience)(?: is|:)\s*(?=([^.;!?]+))/i,
  /\b(?:our|my) (?:customers|clients|buyers) are\s+(?=([^.;!?]+))/i,
  /\b(?:aimed|targeted) at\s+(?=([^.;!?]+))/i,
  /\btargets?(?:ing)?\s+(?=([^.;!?]+))/i,
  /\b(?:bought|loved|used|enjoyed) by\s+(?=([^.;!?]+))/i,
  /\bfor\s+(?=([^.;!?]+))/i,
  /\b(?:to|teach|teaches|serve|serves|serving|help|helps|helping)\s+(?=([^.;!?]+))/i,
];

const wordCount = (s: string) => s.trim().split(/\s+/).length;

/** The phrase up to its clause's end; "hikers, climbers and campers" keeps its list. */
function clause(rest: string): string {
  const pieces = rest.split(',');
  let end = 0;
  for (let i = 1; i < pieces.length && wordCount(pieces[i]!) <= 3; i++) {
    if (/\b(and|or)\b/.test(pieces[i]!)) end = i;
  }
  return pieces
    .slice(0, end + 1)
    .join(',')
    .trim();
}

/** "grandparents", "backpackers", "florists", "musicians", "retirees": words for people. */
const isPeople = (word: string) =>
  AUDIENCE_NOUNS.has(word) ||
  /(?:er|ist|ian|ee)s$/.test(word) ||
  [...AUDIENCE_NOUNS].some((noun) => noun.length > 4 && word.endsWith(noun));

function namesPeople(phrase: string): boolean {
  const words = phrase.toLowerCase().split(/\s+/);
  const stop = words.findIndex((w) => HEAD_END.has(w));
  const head = stop < 0 ? words : words.slice(0, stop);
  return (
    /^(gen(eration)? ?[zx]|gen alpha)\b/.test(head.join(' ')) ||
    head.some((w) => isPeople(w.replace(/[^\p{L}-]/gu, '')))
  );
}

export function readAudience(text: string): string {
  for (const pattern of AUDIENCE_PATTERNS) {
    for (const m of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const phrase = clause(m[1]!);
      if (namesPeople(phrase)) return phrase;
    }
  }
  return '';
}
