/** Packaging layouts by their look, and emphasis: 'bigger logo', 'smaller brand name'. */
import { LAYOUTS, type Layout } from '../../document.ts';
import { found, type ReadContext } from './context.ts';
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
  /\b(bigger|larger|big|large|enlarge|grow|increase|more prominent|stand out|pop|louder|bump up|scale up|blow up|more presence|dominant|heroic|up the size|dominate)\b/;
const SMALLER =
  /\b(smaller|small|tiny|shrink|reduce|decrease|less prominent|quieter|scale down|tone down|subtler|less dominant|more subtle|too big|too large|too loud)\b/;
const RESET = /\b(normal size|original size|default size|reset the size|as (?:it )?was)\b/;

const SYMBOL_WORDS = /\b(logo|icon|symbol|mark|emblem|illustration|graphic|motif|picture)\b/;
const BRAND_WORDS = /\b(brand ?name|brand|name|title|wordmark|lettering|text|type|words?)\b/;

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
  if (s.kind !== 'packaging' && s.kind !== 'logo') return false;
  if (!element || /\b(pattern|dots|stripes|background|letterspacing|spacing)\b/.test(c)) return false;
  const tooBig = /\btoo (big|large|loud|prominent|dominant|much)\b/.test(c);
  const tooSmall = /\btoo (small|tiny|subtle|quiet|weak)\b/.test(c);
  const up = tooSmall || (!tooBig && BIGGER.test(c));
  const down = tooBig || (!tooSmall && SMALLER.test(c));
  if (!up && !down && !RESET.test(c)) return false;
  const current = s.emphasis?.[element] ?? 0;
  const step = degreeOf(c) === 'large' ? 2 : 1;
  const level = RESET.test(c) ? 0 : Math.max(-2, Math.min(2, current + (down && !up ? -step : step)));
  if (level === current) {
    ctx.r.refusal ??= `The ${element === 'symbol' ? 'symbol' : 'brand name'} is already as ${up ? 'big' : 'small'} as this layout allows. Nothing was charged.`;
    return true;
  }
  const what = element === 'symbol' ? (s.kind === 'logo' ? 'mark' : 'symbol') : 'brand name';
  found(
    ctx,
    { type: 'set-emphasis', element, level },
    `made the ${what} ${level > current ? 'bigger' : 'smaller'}`,
  );
  if (s.kind === 'logo' && /\blogo\b/.test(c) && element === 'symbol') {
    const b = s.emphasis?.brand ?? 0;
    const bl = Math.max(-2, Math.min(2, b + (level > current ? 1 : -1)));
    if (bl !== b) ctx.r.ops.push({ type: 'set-emphasis', element: 'brand', level: bl });
  }
  return true;
}
