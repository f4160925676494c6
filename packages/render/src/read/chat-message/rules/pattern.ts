/** The pattern: removed, swapped ('stripes instead'), bigger/smaller, subtler/stronger, angled. */
import type { PatternKind } from '../../../document/design-document.ts';
import { iconsForText } from '../../../scene/icons.ts';
import { askUnlessRead, found, type ReadContext, refuse } from './context.ts';
import { byDegree, degreeOf, REMOVE } from './words.ts';

const KINDS: [PatternKind, RegExp][] = [
  ['halftone', /\b(half-?tone|halftones|screen ?dots|comic dots|ben-?day)\b/],
  ['dots', /\b(dots|dotted|dotty|polka|spots|spotty|spotted|dot pattern|dot)\b/],
  ['stripes', /\b(stripes?|striped|stripy|stripey|pinstripes?|lines pattern|candy ?stripes?|breton)\b/],
  ['waves', /\b(waves?|wavy|squiggl\w*|ripples?)\b/],
  ['checks', /\b(checks?|checked|checkered|chequered|checkerboard|gingham|plaid|tartan)\b/],
  ['chevrons', /\b(chevrons?|zig-?zags?|herringbone)\b/],
  ['confetti', /\b(confetti|sprinkles|speckles?|terrazzo)\b/],
  ['sunburst', /\b(sunburst|sun ?rays|rays|starburst|radiating)\b/],
  ['grid', /\b(grid|graph paper|squares)\b/],
  ['arches', /\b(arch(?:es)?|rainbows?)\b/],
  ['botanical', /\b(botanical|floral|flowers?|foliage|leafy|leaves|leaf pattern|plants?)\b/],
];
const PATTERN = /\b(pattern|patterns|patterned|print|texture|motif|repeat|background pattern)\b/;
const STRONG_KIND =
  /\b(stripes?|striped|stripy|polka|dots|dotty|spotty|gingham|checkerboard|chequered|checkered|tartan|plaid|zig-?zags?|chevrons?|confetti|sunburst|halftone|wavy|herringbone)\b/;

/** The kind a clause asks for: 'stripes instead of dots' is stripes, whatever the order. */
function namedKind(c: string, current: string): PatternKind | undefined {
  const spoken = KINDS.flatMap(([kind, re]) => {
    const m = re.exec(c);
    return m ? [{ kind, at: m.index }] : [];
  }).sort((a, b) => a.at - b.at);
  const rejected = /\b(?:instead of|rather than|not|than|from|replace)\s+(?:the\s+)?(\w+)/.exec(c)?.[1];
  const wanted = spoken.filter(
    ({ kind }) => !KINDS.find(([k]) => k === kind)![1].test(` ${rejected ?? ''} `),
  );
  return (
    wanted.find(({ kind }) => kind !== current) ??
    wanted[0] ??
    spoken.find(({ kind }) => kind !== current)
  )?.kind;
}

/** Reads pattern requests in a clause; true when the clause was about the pattern. */
export function readPattern(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  if (s.kind !== 'packaging' || !s.pattern) return false;
  const named = namedKind(c, s.pattern.kind);
  const aboutPattern = PATTERN.test(c) || (named && STRONG_KIND.test(c));
  if (!aboutPattern) return false;
  const current = s.pattern.kind;

  // busier/cleaner as a whole is handled by the caller; here: the pattern itself
  if (REMOVE.test(c) && !/\b(instead|for|with|to|into)\b/.test(c)) {
    if (current === 'none')
      return refuse(ctx, 'There is no pattern on this design to remove. Nothing was charged.');
    found(ctx, { type: 'set-pattern', kind: 'none' }, 'removed the pattern');
    return true;
  }
  const d = degreeOf(c);
  if (/\btoo (small|tiny|fine|dense)\b/.test(c)) {
    found(ctx, { type: 'set-pattern', scaleBy: byDegree(d, 1.25, 1.5, 2) }, 'made the pattern bigger');
    return true;
  }
  if (/\btoo (big|large|chunky)\b/.test(c)) {
    found(ctx, { type: 'set-pattern', scaleBy: byDegree(d, 0.8, 0.67, 0.5) }, 'made the pattern smaller');
    return true;
  }
  if (/\btoo (strong|loud|dark|much|busy)\b/.test(c)) {
    found(ctx, { type: 'set-pattern', opacityBy: byDegree(d, 0.8, 0.6, 0.4) }, 'made the pattern subtler');
    return true;
  }
  if (
    /\b(bigger|larger|scale up|enlarge|chunkier|sparser|more spread out|spread out|fewer|less dense|looser)\b/.test(
      c,
    )
  ) {
    found(ctx, { type: 'set-pattern', scaleBy: byDegree(d, 1.25, 1.5, 2) }, 'made the pattern bigger');
    return true;
  }
  if (/\b(smaller|finer|tinier|scale down|denser|tighter|more of them|busier|more dense)\b/.test(c)) {
    found(ctx, { type: 'set-pattern', scaleBy: byDegree(d, 0.8, 0.67, 0.5) }, 'made the pattern smaller');
    return true;
  }
  if (
    /\b(subtler|more subtle|subtle|fainter|faint|lighter|softer|quieter|less visible|tone(?:d)? down|less strong|weaker|barely|fade|faded|ghost|less (?:of (?:the |a )?)?pattern)\b/.test(
      c,
    )
  ) {
    found(ctx, { type: 'set-pattern', opacityBy: byDegree(d, 0.8, 0.6, 0.4) }, 'made the pattern subtler');
    return true;
  }
  if (
    /\b(stronger|bolder|more visible|louder|darker|punchier|more obvious|pop more|more contrast)\b/.test(c)
  ) {
    found(ctx, { type: 'set-pattern', opacityBy: byDegree(d, 1.25, 1.6, 2.2) }, 'made the pattern stronger');
    return true;
  }
  const angle = /\bdiagonal(?:ly)?\b/.test(c)
    ? 45
    : /\bvertical(?:ly)?\b/.test(c) && named === 'stripes'
      ? 90
      : /\bhorizontal(?:ly)?\b/.test(c) && named === 'stripes'
        ? 1
        : /\b(?:rotate|angle|tilt)\w*\b.*?(-?\d{1,3})\s*(?:°|deg|degrees)/.exec(c)?.[1];
  if (named && named !== current) {
    found(
      ctx,
      { type: 'set-pattern', kind: named, ...(angle !== undefined ? { angle: Number(angle) } : {}) },
      `changed the pattern to ${named}`,
    );
    return true;
  }
  // a pattern of lemons
  const icon =
    /\b(?:pattern|print|motif|repeat)\s+(?:of|with)\s+([a-z -]{2,30})|\b([a-z]{3,20})\s+(?:pattern|print|motif)\b/.exec(
      c,
    );
  const subject = icon ? iconsForText(icon[1] ?? icon[2] ?? '')[0] : undefined;
  if (subject) {
    found(
      ctx,
      { type: 'set-pattern', kind: 'icons', icon: subject },
      `made it a pattern of ${subject} icons`,
    );
    return true;
  }
  if (angle !== undefined) {
    found(ctx, { type: 'set-pattern', angle: Number(angle) }, 'turned the pattern');
    return true;
  }
  if (/\b(add|put|want|with|give it|use)\b/.test(c) && current === 'none') {
    found(ctx, { type: 'set-pattern', kind: 'dots' }, 'added a dotted pattern');
    return true;
  }
  if (/\b(different|another|new|change|swap|switch|other)\b/.test(c)) {
    askUnlessRead(
      ctx,
      'Which pattern? For example stripes, dots, waves, checks, chevrons, confetti, a sunburst, a grid, arches, botanical, halftone, or a pattern of an icon ("a pattern of lemons"). Nothing was charged.',
    );
    return true;
  }
  return false;
}
