/** Packaging layouts by their look, and emphasis: 'bigger logo', 'smaller brand name'. */
import { LAYOUTS, type Layout } from '../../../document/design-document.ts';
import { ask, found, type ReadContext, refuse } from './context.ts';
import { degreeOf } from './words.ts';

const LAYOUT_WORDS: [Layout, RegExp][] = [
  [
    'vertical',
    /\b(vertical(?:ly)?|up the side|along the side|sideways|rotated|running up|runs up|run (?:it |the name |the brand )?up)\b/,
  ],
  ['badge', /\b(badge|emblem|roundel|seal|stamp|crest|circular (?:label|layout)|in a circle layout)\b/],
  ['band', /\b(band|banner|stripe across|strip across|bar across|belly band)\b/],
  ['split', /\b(split|two[- ]tone|half and half|colou?r[- ]block(?:ing|ed)?|two halves|divided)\b/],
  ['frame', /\b(frame it|frame|framed|border|bordered|vintage label|label[- ]style|apothecary)\b/],
  [
    'illustrated',
    /\b(illustrated|illustration|illustrative|big picture|picture[- ]led|image[- ]led|hero (?:image|illustration))\b/,
  ],
  [
    'hero-type',
    /\b(hero[- ]type|type[- ]led|typographic|big type|huge type|big (?:bold )?(?:name|lettering)|type only|all type|text[- ]led)\b/,
  ],
  ['minimal', /\b(minimal|minimalist|minimalistic|pared[- ]back|stripped[- ]back|scandi|swiss style)\b/],
];

const LAYOUT_CONTEXT =
  /\b(layout|style|look|design|composition|format|arrangement|version|approach|like a|-style|as a)\b/;

/** Reads a layout request; true when the clause asked for one. */
export function readLayout(c: string, ctx: ReadContext): boolean {
  if (ctx.summary.kind !== 'packaging') return false;
  const hit = LAYOUT_WORDS.find(([, re]) => re.test(c));
  if (hit) {
    const [layout] = hit;
    const strong =
      /\bframe it\b/.test(c) ||
      layout === 'vertical' ||
      layout === 'minimal' ||
      layout === 'illustrated' ||
      layout === 'hero-type';
    if (!strong && !LAYOUT_CONTEXT.test(c) && !/\b(make it|try|go|use|switch|change)\b/.test(c)) return false;
    if (layout === ctx.summary.layout) return false;
    found(ctx, { type: 'set-layout', layout }, `switched to the ${LAYOUT_NAMES[layout]} layout`);
    return true;
  }
  if (
    /\b(different|another|new|other|change the|switch the|try a)\s+(layout|arrangement|composition)\b/.test(c)
  ) {
    const others = LAYOUTS.filter((l) => l !== ctx.summary.layout);
    const layout = others[ctx.seed % others.length]!;
    found(ctx, { type: 'set-layout', layout }, `switched to the ${LAYOUT_NAMES[layout]} layout`);
    return true;
  }
  return false;
}

export const LAYOUT_NAMES: Record<Layout, string> = {
  'hero-type': 'big-type',
  band: 'band',
  badge: 'badge',
  split: 'split',
  minimal: 'minimal',
  frame: 'framed',
  illustrated: 'illustrated',
  vertical: 'vertical',
};

const BIGGER =
  /\b(bigger|larger|big|large|enlarge|grow|increase|more prominent|stand out|pop|louder|bump up|scale up|blow up|more presence|dominant|heroic|up the size|dominate|double|twice as (?:big|large)|bump (?:\w+ ){0,3}up|up a size|a size up)\b/;
const SMALLER =
  /\b(smaller|small|tiny|shrink|reduce|decrease|less prominent|quieter|scale down|tone down|subtler|less dominant|more subtle|too big|too large|too loud|halve|half the size|half as big|down a size|a size down|knock (?:\w+ ){0,3}down)\b/;
const RESET = /\b(normal size|original size|default size|reset the size|as (?:it )?was)\b/;

const SYMBOL_WORDS = /\b(logo|icon|symbol|mark|emblem|illustration|graphic|motif|picture)\b/;
const BRAND_WORDS = /\b(brand ?name|brand|name|title|headline|heading|wordmark|lettering|text|type|words?)\b/;

/** The element a clause sizes (the previous message's when it names none: 'a bit bigger'). */
export function sizedElement(c: string): 'symbol' | 'brand' | undefined {
  const s = SYMBOL_WORDS.exec(c);
  const b = BRAND_WORDS.exec(c);
  if (s && (!b || s.index < b.index)) return 'symbol';
  if (b) return 'brand';
  return undefined;
}

/** Reads 'bigger logo', 'smaller brand name'; true when the clause asked for one. */
export function readEmphasis(c: string, ctx: ReadContext, element = sizedElement(c)): boolean {
  const s = ctx.summary;
  if (s.kind !== 'packaging' && s.kind !== 'logo' && s.kind !== 'raster') return false;
  if (!element || /\b(pattern|dots|stripes|background|letterspacing|spacing)\b/.test(c)) return false;
  const tooBig = /\btoo (big|large|loud|prominent|dominant|much)\b/.test(c);
  const tooSmall = /\btoo (small|tiny|subtle|quiet|weak)\b/.test(c);
  const up = tooSmall || (!tooBig && BIGGER.test(c));
  const down = tooBig || (!tooSmall && SMALLER.test(c));
  if (!up && !down && !RESET.test(c)) return false;
  const current = s.emphasis?.[element] ?? 0;
  const step = degreeOf(c) === 'large' ? 2 : 1;
  const level = RESET.test(c) ? 0 : Math.max(-2, Math.min(2, current + (down && !up ? -step : step)));
  // "the icon is too small, double its size": one size for the element, the larger step
  const earlier = ctx.r.ops.find((o) => o.type === 'set-emphasis' && o.element === element);
  if (earlier?.type === 'set-emphasis') {
    if (Math.abs(level - current) > Math.abs(earlier.level - current)) {
      const i = ctx.r.said.indexOf(sizeSaid(whatOf(s.kind, element), current, earlier.level));
      earlier.level = level;
      if (i >= 0) ctx.r.said[i] = sizeSaid(whatOf(s.kind, element), current, level);
    }
    return true;
  }
  if (level === current) {
    ctx.r.refusal ??= `The ${element === 'symbol' ? 'symbol' : 'brand name'} is already as ${up ? 'big' : 'small'} as this layout allows. Nothing was charged.`;
    return true;
  }
  found(ctx, { type: 'set-emphasis', element, level }, sizeSaid(whatOf(s.kind, element), current, level));
  if (s.kind === 'logo' && /\blogo\b/.test(c) && element === 'symbol') {
    const b = s.emphasis?.brand ?? 0;
    const bl = Math.max(-2, Math.min(2, b + (level > current ? 1 : -1)));
    if (bl !== b) found(ctx, { type: 'set-emphasis', element: 'brand', level: bl }, sizeSaid('name', b, bl));
  }
  return true;
}

const whatOf = (kind: string, element: 'symbol' | 'brand') =>
  element === 'symbol' ? (kind === 'logo' ? 'mark' : 'symbol') : 'brand name';

/** What a size step did, as it is: back to the layout's own size is not 'bigger' or 'smaller'. */
export function sizeSaid(what: string, from: number, to: number): string {
  if (to === 0) return `set the ${what} back to the layout's own size`;
  const step = to > from ? 'bigger' : 'smaller';
  return Math.abs(to - from) > 1 ? `made the ${what} much ${step}` : `made the ${what} ${step}`;
}

const PLACE =
  /\b(?:at|to|on|in|into|across|along|near|towards?)\s+(?:the\s+)?(?:very\s+)?(top|upper part|bottom|foot|base|lower part|middle|centre|center)\b|\bon top\b/;
const PLACE_NAMES = { top: 'top', bottom: 'bottom', middle: 'middle' } as const;
const PLACED_BRAND = /\b(brand ?name|brand|name|title|wordmark|lettering)\b/;
const PLACED_OTHER =
  /\b(slogan|tagline|claims?|flavou?r|variant|net|weight|description|descriptor|copy|headline)\b/;
const PLACE_RESET =
  /\b(back (?:where it was|to (?:its|the) (?:usual|normal|original|own) (?:place|position|spot))|usual (?:place|position)|default position)\b/;

/** 'Brand at the top', 'logo at the bottom', 'name in the middle'; true when the clause asked for one. */
export function readPosition(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  if (s.kind !== 'packaging' && s.kind !== 'logo' && s.kind !== 'raster') return false;
  const m = PLACE.exec(c);
  const reset = PLACE_RESET.test(c);
  if (!m && !reset && s.kind === 'packaging') return readRelativeMove(c, ctx);
  // 'a band across the middle' asks for a layout, not a place
  if ((!m && !reset) || LAYOUT_WORDS.some(([, re]) => re.test(c))) return false;
  const brand = PLACED_BRAND.exec(c);
  const symbol = SYMBOL_WORDS.exec(c);
  const element = symbol && (!brand || symbol.index < brand.index) ? 'symbol' : brand ? 'brand' : undefined;
  if (!element) {
    if (!PLACED_OTHER.test(c) || !m) return false;
    ctx.r.refusal ??=
      'I can move the brand name and the symbol ("brand at the top", "logo at the bottom"); the other text keeps its place in the layout. Nothing was charged.';
    return true;
  }
  const word = m?.[1] ?? 'top';
  const place = reset
    ? 'auto'
    : /top|upper/.test(word)
      ? 'top'
      : /bottom|foot|base|lower/.test(word)
        ? 'bottom'
        : 'middle';
  const what = element === 'symbol' ? (s.kind === 'logo' ? 'mark' : 'symbol') : 'brand name';
  if (s.kind === 'logo') {
    // a logo's mark sits above the name (stacked) or beside it: only that order can be asked
    const above = (element === 'symbol' && place === 'top') || (element === 'brand' && place === 'bottom');
    if (!above)
      return refuse(
        ctx,
        `A logo keeps its mark above or beside the name, so the ${what} can't go to the ${place === 'auto' ? 'default place' : place}; try "name under the symbol". Nothing was charged.`,
      );
    if (s.lockup === 'stacked') return refuse(ctx, `The ${what} is already there. Nothing was charged.`);
    found(ctx, { type: 'set-lockup', lockup: 'stacked' }, 'stacked the name under the mark');
    return true;
  }
  const current = s.emphasis?.at?.[element] ?? 'auto';
  if (current === place)
    return refuse(
      ctx,
      `The ${what} is already ${place === 'auto' ? 'in its usual place' : `at the ${place}`}. Nothing was charged.`,
    );
  found(
    ctx,
    { type: 'set-position', element, position: place },
    place === 'auto'
      ? `put the ${what} back in its usual place`
      : `moved the ${what} to the ${PLACE_NAMES[place]}`,
  );
  return true;
}

/** 'move the logo up', 'lower the name', 'logo higher', 'put the logo above the name'. */
const MOVED_UP =
  /\b(?:(?:move|push|nudge|shift|bring|take|put|slide)\s+(?:the\s+)?(?:[a-z]+\s+){1,2}(?:up|higher)|raise|lift|higher|further up|up a bit|above)\b/;
const MOVED_DOWN =
  /\b(?:(?:move|push|nudge|shift|bring|take|put|slide|drop)\s+(?:the\s+)?(?:[a-z]+\s+){1,2}(?:down|lower)|lower(?!\s*case)|further down|down a bit|below|beneath|underneath)\b/;
const STEPS = ['top', 'middle', 'bottom'] as const;

/**
 * A move up or down without a place: one step from an element's chosen place; from the layout's
 * own place (where it sits depends on the layout) it asks where, and charges nothing.
 */
function readRelativeMove(c: string, ctx: ReadContext): boolean {
  const up = MOVED_UP.test(c);
  const down = MOVED_DOWN.test(c);
  if (up === down || LAYOUT_WORDS.some(([, re]) => re.test(c))) return false;
  const brand = PLACED_BRAND.exec(c);
  const symbol = SYMBOL_WORDS.exec(c);
  const element = symbol && (!brand || symbol.index < brand.index) ? 'symbol' : brand ? 'brand' : undefined;
  if (!element) return false;
  const what = element === 'symbol' ? 'symbol' : 'brand name';
  const current = ctx.summary.emphasis?.at?.[element];
  // asked for the whole message: doing the rest alone would drop half of what was asked
  if (!current) {
    ask(
      ctx,
      `Where should the ${what} go: the top, the middle or the bottom of the front? For example "${element === 'symbol' ? 'logo' : 'name'} at the top". Nothing was charged.`,
    );
    return true;
  }
  const place = STEPS[Math.max(0, Math.min(2, STEPS.indexOf(current) + (up ? -1 : 1)))]!;
  if (place === current) return refuse(ctx, `The ${what} is already at the ${current}. Nothing was charged.`);
  found(ctx, { type: 'set-position', element, position: place }, `moved the ${what} to the ${place}`);
  return true;
}
