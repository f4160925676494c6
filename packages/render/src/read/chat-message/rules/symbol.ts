/** The brand symbol (any icon by its subject, or none) and a logo's mark, container and lockup. */
import { iconKeywords, iconsForText } from '../../../scene/icons.ts';
import { isColourSwap } from './colour-swap.ts';
import { ask, askUnlessRead, found, type ReadContext, refuse } from './context.ts';
import { REMOVE } from './words.ts';

const SYMBOL = /\b(icon|symbol|mark|logo ?mark|emblem|illustration|graphic|pictogram|logo)\b/;
const CONTAINERS: [string, RegExp][] = [
  ['circle', /\b(circle|circular|round|roundel|disc|ring)\b/],
  ['rounded', /\b(rounded (?:square|box|rectangle)|squircle|rounded|square|box|tile)\b/],
  ['hexagon', /\b(hexagon|hexagonal|hex)\b/],
  ['shield', /\b(shield|crest)\b/],
  ['diamond', /\b(diamond|rhombus|lozenge)\b/],
];
const LOCKUPS: [string, RegExp][] = [
  [
    'stacked',
    /\b((?:name|brand|text|wordmark) (?:under|underneath|below|beneath)|(?:icon|symbol|mark|logo) (?:above|over|on top)|stacked|stack(?: it| them)?|vertical lockup|centred lockup)\b/,
  ],
  [
    'horizontal',
    /\b((?:name|brand|text) (?:next to|beside|to the right of|alongside)|(?:icon|symbol|mark) (?:next to|beside|on the left|to the left)|side by side|horizontal|in a row|inline)\b/,
  ],
  [
    'wordmark',
    /\b(wordmark|word mark|just the (?:name|word|text|brand)|only the (?:name|text|word)|text only|name only|logotype|type only)\b/,
  ],
  ['badge', /\b(badge|seal|stamp|roundel|circular badge|coin)\b/],
  ['emblem', /\b(emblem|crest|shield emblem|heraldic|coat of arms|banner|ribbon)\b/],
];

/** Words that never name a subject. */
const STOP =
  /^(icon|symbol|mark|logo|the|a|an|new|different|instead|brand|one|it|this|that|these|as|of|for|to|with|in|on|at|and|use|put|make|place|move|left|right|top|bottom|side|middle|centre|corner|please|my|our|your|image|picture|attached|attachment|uploaded|same|some|bit|more|less)$/;

/** The icon a clause names as the new symbol ('swap the icon for a leaf', 'a bee as the symbol'). */
function iconIn(c: string): string | { unknown: string } | undefined {
  const m =
    /\b(?:for|to|with|into|as|of|use|make it|become|instead:?)\s+(?:a|an|the|some)?\s*([a-z][a-z -]{1,40}?)(?:\s+(?:icon|symbol|mark|instead|please))?\s*$/.exec(
      c.trim(),
    ) ??
    /\b(?:a|an|the)?\s*([a-z][a-z -]{1,30}?)\s+(?:icon|symbol|logo ?mark|mark|emblem|pictogram)\b/.exec(c);
  const words = (m?.[1] ?? '')
    .split(/\s+/)
    .filter((w) => w && !STOP.test(w))
    .join(' ');
  if (!words) return undefined;
  return iconsForText(words)[0] ?? { unknown: words };
}

/** "swap the (coffee) cup for a mountain": the clause calls the current symbol by its subject. */
function namesCurrentSymbol(c: string, current: string | undefined): boolean {
  if (!current) return false;
  const m =
    /\b(?:swap|replace|change|switch|turn)\s+(?:the\s+)?((?:[a-z]+\s+)?[a-z]+)\s+(?:for|with|to|into)\s+(?:an?\s+|the\s+)?[a-z]/.exec(
      c,
    );
  const words = m?.[1]?.split(/\s+/) ?? [];
  if (isColourSwap(c)) return false;
  if (
    /^(text|name|brand|font|type|colour|background|slogan|tagline|pattern|layout|words|headline|flavour)$/.test(
      words.at(-1) ?? '',
    )
  )
    return false;
  // the current symbol's own words, or any drawable subject ("the cup", "the coffee cup" for a coffee icon)
  return words.some((w) => iconKeywords(current).includes(w) || iconsForText(w).length > 0);
}

/** Reads symbol and mark requests; true when the clause was about them. */
export function readSymbol(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  if (s.kind !== 'packaging' && s.kind !== 'logo') return false;
  const logo = s.kind === 'logo';

  if (logo && readMark(c, ctx)) return true;
  if (!SYMBOL.test(c) && !namesCurrentSymbol(c, s.symbol)) return false;
  if (
    REMOVE.test(c) &&
    !/\b(instead|for|with|into|replace|swap)\b/.test(c) &&
    !/\b(container|circle|shape|box|border)\b/.test(c)
  ) {
    if (!s.symbol && (!logo || s.mark?.type === 'none'))
      return refuse(ctx, 'There is no symbol on this design to remove. Nothing was charged.');
    found(ctx, { type: 'set-symbol', icon: '' }, 'removed the symbol');
    return true;
  }
  if (/\b(bigger|smaller|larger|size)\b/.test(c)) return false; // emphasis
  const icon = iconIn(c);
  if (typeof icon === 'object') {
    if (!/\b(swap|change|replace|use|make|switch|put|add|want|instead|as)\b/.test(c)) return false;
    ask(
      ctx,
      `I have no ${icon.unknown} icon. Name another subject, for example "a leaf", "a mountain", "an owl" or "a bee". Nothing was charged.`,
    );
    return true;
  }
  if (icon && icon !== s.symbol) {
    found(ctx, { type: 'set-symbol', icon }, `changed the symbol to a ${icon.replace(/-/g, ' ')}`);
    return true;
  }
  if (/\b(change|swap|replace|different|another|new|switch)\b/.test(c) && !icon) {
    askUnlessRead(
      ctx,
      'Which symbol should it have? Name a subject, for example "a leaf", "a mountain", "a coffee cup" or "a bee". Nothing was charged.',
    );
    return true;
  }
  return false;
}

function readMark(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  // just the initials / monogram NB
  const mono = /\b(initials?|monogram(?:med)?|letters? only|just (?:the )?letters?)\b/.exec(c);
  if (mono) {
    const letters = /\b(?:monogram|initials?|letters?)\s*:?\s+["']?([a-z]{1,3})["']?(?:\s|$)/i.exec(c)?.[1];
    const ok = letters && !/^(of|the|and|in|for|to|as|on|a|an|it|is)$/.test(letters);
    found(
      ctx,
      { type: 'set-mark', markType: 'monogram', ...(ok ? { letters: letters.toUpperCase() } : {}) },
      ok ? `made the mark a monogram '${letters.toUpperCase()}'` : 'made the mark the initials',
    );
    readContainer(c, ctx);
    return true;
  }
  if (readContainer(c, ctx)) return true;
  const lockup = LOCKUPS.find(([, re]) => re.test(c))?.[0];
  if (lockup && lockup !== s.lockup) {
    found(ctx, { type: 'set-lockup', lockup: lockup as 'stacked' }, LOCKUP_SAID[lockup]!);
    return true;
  }
  return false;
}

/** "put the mark in a circle", "no circle around it": the container of a logo's mark. */
function readContainer(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  if (
    /\b(in|inside|into|within|on|around|enclose\w*|contain\w*|with)\b/.test(c) ||
    /\b(container|shape|border)\b/.test(c)
  ) {
    const cont = CONTAINERS.find(([, re]) => re.test(c))?.[0];
    if (REMOVE.test(c) && (cont || /\b(container|shape|border|circle|box)\b/.test(c))) {
      if (s.mark?.container === 'none') return false;
      found(ctx, { type: 'set-mark', container: 'none' }, 'took the mark out of its shape');
      return true;
    }
    if (
      cont &&
      /\b(mark|icon|symbol|logo|monogram|initials?|it|letters?)\b/.test(c) &&
      !/\blayout|lockup\b/.test(c)
    ) {
      found(
        ctx,
        { type: 'set-mark', container: cont as 'circle' },
        `put the mark in a ${cont === 'rounded' ? 'rounded square' : cont}`,
      );
      return true;
    }
  }
  return false;
}

const LOCKUP_SAID: Record<string, string> = {
  stacked: 'put the name under the symbol',
  horizontal: 'set the name beside the symbol',
  wordmark: 'made it a wordmark',
  badge: 'made it a badge',
  emblem: 'made it an emblem',
};
