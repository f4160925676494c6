/**
 * Formats, views, sizes, framing, resolution, new variants and variations: the words of the
 * toolbox edits, read from the whole message.
 */
import { TEMPLATES, type View } from '@packsmith/core/catalogue/index';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@packsmith/core/chat';
import type { DocumentSummary } from '../../../edit/summary.ts';
import { variantNames } from '../../../generators/ranges.ts';
import type { Reading } from './context.ts';

const TEMPLATE_WORDS: [string, string][] = [
  ['pouch', 'stand-up-pouch'],
  ['can', 'drinks-can'],
  ['bottle', 'glass-bottle'],
  ['box', 'product-box'],
  ['carton', 'cosmetic-carton'],
  ['jar', 'glass-jar'],
  ['tub', 'plastic-tub'],
  ['tube', 'cosmetic-tube'],
  ['sachet', 'sachet'],
  ['bag', 'snack-bag'],
  ['tin', 'round-tin'],
  ['cup', 'coffee-cup'],
  ['label', 'product-label'],
  ['wrapper', 'flow-wrap'],
  ['canister', 'paper-canister'],
];

const PRODUCT_NAMES: [string, string][] = TEMPLATES.flatMap((t): [string, string][] => [
  [
    t.product
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim(),
    t.id,
  ],
  [t.id.replace(/-/g, ' '), t.id],
]).sort((a, b) => b[0].length - a[0].length);

const SWAPPED_OUT = /\b(?:swap|replace|switch|change|trade)\s+(?:out\s+)?(?:(?:the|that|this|my)\s+)?$/;
/** "swap the coffee cup for a mountain", "the coffee cup icon": the words from..to name a thing on the design. */
const swappedOut = (t: string, from: number, to: number) =>
  /^\s*(?:icon|symbol|logo|mark|illustration|graphic|motif)\b/.test(t.slice(to)) ||
  (SWAPPED_OUT.test(t.slice(0, from).replace(/\b(?:the|that|this|my)\s+$/, '')) &&
    /^\s*(?:for|with)\s/.test(t.slice(to)));

/** A packaging format named in the text: "as a pouch", "into a wine bottle", "on cans". */
export function templateInText(text: string): string | undefined {
  const t = ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const article = /\b(a|an|the|as|into|in|to|on|onto|it)\s+$/;
  for (const [name, id] of PRODUCT_NAMES) {
    const i = t.indexOf(` ${name} `);
    // "swap the coffee cup for a mountain": the thing swapped out is on the design, not a format
    if (i >= 0 && swappedOut(t, i + 1, i + 1 + name.length)) continue;
    // one-word names ('sticker', 'sachet') must follow an article so "can you" is not a can
    if (i >= 0 && (name.includes(' ') || article.test(t.slice(0, i + 1)))) return id;
  }
  for (const [word, id] of TEMPLATE_WORDS) {
    const m = new RegExp(`\\b(a|an|the|as|into|in|to|on|onto)\\s+(?:[a-z]+\\s+)?${word}s?\\b`).exec(t);
    if (m && !swappedOut(t, m.index, m.index + m[0].length)) return id;
  }
  return undefined;
}

/** The clause without a packaging format's name, so 'a coffee cup' is not the colour coffee. */
export function withoutTemplateName(clause: string): string {
  const id = templateInText(clause);
  if (!id) return clause;
  const t = TEMPLATES.find((x) => x.id === id)!;
  const names = [
    t.product
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim(),
    t.id.replace(/-/g, ' '),
  ];
  let out = clause;
  for (const n of names) out = out.replace(new RegExp(n.split(' ').join('[^a-z]+'), 'g'), ' ');
  return out;
}

export function readFormatViewAndSize(message: string, summary: DocumentSummary, seed: number, r: Reading) {
  const c = message.toLowerCase();
  // views
  if (/\b(all|every|four|4)\s+(angles|views|sides)\b|\bsee (the )?angles\b|\bangle variations\b/.test(c)) {
    r.angles = true;
    r.said.push('rendered it from four angles');
  } else if (
    /\bback of (the )?(pack|pack(age|aging)|box|label)\b|\b(show|see|view|flip|turn)\b[^.]*\bthe back\b|\bback (view|side|panel)\b/.test(
      c,
    )
  ) {
    r.ops.push({ type: 'set-view', view: 'back' });
    r.said.push('turned it to show the back');
  } else if (
    /\b(three[- ]quarter|3\/4|angled?|side view|the side|from the (left|right)|from an angle)\b/.test(c) &&
    !/\b(up|down|along|on) the side\b/.test(c) &&
    !['photoshoot', 'imagery'].includes(summary.kind)
  ) {
    const view: View = /\bright\b/.test(c) ? 'three-quarter-right' : 'three-quarter-left';
    r.ops.push({ type: 'set-view', view });
    r.said.push('turned it to a three-quarter view');
  } else if (/\b(show|see|view|back to) (me )?the front\b|\bfront (view|side)\b/.test(c)) {
    r.ops.push({ type: 'set-view', view: 'front' });
    r.said.push('turned it to the front');
  }
  // packaging format
  // a still life's or photoshoot's pack is named by its format ('make the pouch glass'), not moved
  const template =
    !['imagery', 'photoshoot'].includes(summary.kind) &&
    /\b(format|as|into|onto|on|in|make it|turn it|switch|swap|replace|change|put|try|about|instead|use)\b/.test(
      c,
    )
      ? templateInText(message)
      : undefined;
  if (template && template !== summary.template) {
    r.ops.push({ type: 'set-template', template });
    r.said.push(`moved the design onto a ${TEMPLATES.find((t) => t.id === template)!.product.toLowerCase()}`);
  }
  // size
  const size =
    /(\d+(?:[.,]\d+)?)\s*(mm|cm)?\s*(?:x|×|by)\s*(\d+(?:[.,]\d+)?)\s*(mm|cm)?(?:\s*(?:x|×|by)\s*(\d+(?:[.,]\d+)?)\s*(mm|cm)?)?/i.exec(
      message,
    );
  if (size && (size[2] || size[4] || size[6] || /\b(size|dimensions?|tall|wide)\b/.test(c))) {
    const k = [size[2], size[4], size[6]].includes('cm') ? 10 : 1;
    const n = (s?: string) => (s ? Number(s.replace(',', '.')) * k : undefined);
    const [w, h, d] = [n(size[1]), n(size[3]), n(size[5])];
    if (w && h && w >= 5 && h >= 5 && w <= 2000 && h <= 2000) {
      r.ops.push({ type: 'set-size', w, h, ...(d ? { d } : {}) });
      r.said.push(`resized it to ${w} × ${h}${d ? ` × ${d}` : ''} mm`);
    }
  }
  // framing and resolution
  if (
    /\bzoom(ed)? out\b|\bpull (it )?back\b|\bwider (shot|view|frame)\b|\bmore (space|room) around\b|^\s*(?:(?:a (?:bit|little)|slightly|much|way)\s+)?more (?:space|room|breathing room)\s*[.!]*\s*$|\bfurther away\b/.test(
      c,
    )
  ) {
    const factor = /\b(a lot|way|much|far)\b/.test(c)
      ? 2
      : /\b(a (?:bit|little)|slightly)\b/.test(c) && /\bmore (?:space|room)\b/.test(c)
        ? 1.25
        : 1.5;
    r.ops.push({ type: 'zoom-out', factor });
    r.said.push('zoomed out');
  }
  if (
    /\b(upscale|up-scale|higher resolution|high[- ]res|hi[- ]res|enlarge|sharper|print quality)\b/.test(c)
  ) {
    const m = /\b(\d+)\s*(x|×|times)\b|\b(x|×)\s*(\d+)\b/.exec(c);
    const f = m ? Number(m[1] ?? m[4]) : CHAT_LIMITS.defaultUpscaleSize;
    if (f === 2 || f === 4) {
      r.ops.push({ type: 'upscale', factor: f });
      r.said.push(`upscaled it ${f}×`);
    } else r.refusal = CHAT_MESSAGES.upscaleSize;
  }
  // variants and variations
  if (
    /\bnew (variant|flavou?r|sku|scent|edition)\b|\b(variant|flavou?r|sku) (called|named)\b/.test(c) &&
    !r.ops.some((o) => o.type === 'new-variant')
  ) {
    const name = variantNames(
      message.replace(/[:"'“”‘’]|\b(called|named|new|sku|please|make|it|a)\b/gi, ' '),
    )[0];
    if (name) {
      r.ops.push({ type: 'new-variant', variant: name });
      r.said.push(`made a new variant '${name}'`);
    }
  }
  if (
    /\b(variations?|another (version|one|take|option)|different (version|take|layout)|remix|shuffle|regenerate|try again|more options|surprise me)\b/.test(
      c,
    )
  ) {
    r.ops.push({ type: 'reseed', seed });
    r.said.push('made a fresh variation');
  }
}
