/**
 * The rules of the local message reader: colours, quoted and named text, packaging formats,
 * views, sizes, framing, resolution, variants and variations, and the toolbox forms.
 */
import { TEMPLATES, type View } from '@packsmith/core/catalogue/index';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@packsmith/core/chat';
import type { ToolMessage } from '@packsmith/core/contracts/chat';
import { titleCase } from '../generators/brief.ts';
import { variantNames } from '../generators/ranges.ts';
import type { EditOperation, EditType } from './operations.ts';
import { readColour } from './read/colour.ts';
import type { ReadContext, Reading } from './read/context.ts';
import { answerQuestion, badInputReply, isQuestion, missingElement, neverDrawn } from './read/intent.ts';
import { readEmphasis, readLayout, sizedElement } from './read/layout.ts';
import { readPattern } from './read/pattern.ts';
import { readScene } from './read/scene.ts';
import { readSymbol } from './read/symbol.ts';
import { readTextFields } from './read/text-fields.ts';
import { readTypography } from './read/typography.ts';
import { clausesOf, normalise } from './read/words.ts';
import type { DocumentSummary } from './summary.ts';

export type { Reading } from './read/context.ts';

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

/** A packaging format named in the text: "as a pouch", "into a wine bottle", "on cans". */
export function templateInText(text: string): string | undefined {
  const t = ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const article = /\b(a|an|the|as|into|in|to|on|onto|it)\s+$/;
  for (const [name, id] of PRODUCT_NAMES) {
    const i = t.indexOf(` ${name} `);
    // one-word names ('sticker', 'sachet') must follow an article so "can you" is not a can
    if (i >= 0 && (name.includes(' ') || article.test(t.slice(0, i + 1)))) return id;
  }
  for (const [word, id] of TEMPLATE_WORDS) {
    const m = new RegExp(`\\b(a|an|the|as|into|in|to|on|onto)\\s+(?:[a-z]+\\s+)?${word}s?\\b`).exec(t);
    if (m) return id;
  }
  return undefined;
}

/** The clause without a packaging format's name, so 'a coffee cup' is not the colour coffee. */
function withoutTemplateName(clause: string): string {
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

function readKeywords(message: string, summary: DocumentSummary, seed: number, r: Reading) {
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
  const template =
    /\b(format|as|into|onto|on|in|make it|turn it|switch|change|put|try|about|instead|use)\b/.test(c)
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

/** Reads a free-text message: text first (its values are blanked), then clause by clause by domain. */
export function readMessage(
  message: string,
  summary: DocumentSummary,
  seed: number,
  history: readonly HistoryLine[] = [],
  form = false,
): Reading {
  const r: Reading = { ops: [], said: [] };
  const ctx: ReadContext = { summary, seed, r };
  // a toolbox form names its edit: its description is only read for details
  const bad = form ? undefined : badInputReply(message);
  if (bad) return { ...r, refusal: bad, clarify: true };
  if (!form && isQuestion(message)) return { ...r, refusal: answerQuestion(message, summary), clarify: true };
  const rest = readTextFields(message, ctx);
  if (r.clarify) return r;
  for (const clause of clausesOf(normalise(withoutTemplateName(rest)))) {
    const absent = neverDrawn(clause, summary);
    if (absent) r.refusal ??= absent;
    else readClause(clause, ctx, history);
  }
  readKeywords(rest, summary, seed, r);
  if (r.clarify) return { ...r, ops: [], said: [] };
  if (!r.ops.length && !r.refusal && !r.angles) {
    const missing = missingElement(normalise(message), summary);
    if (missing) r.refusal = missing;
  }
  return r;
}

interface HistoryLine {
  role: 'user' | 'ai';
  content: string;
}

const BUSY =
  /\b(cleaner|less busy|too busy|busy|less cluttered|cluttered|declutter|simpler|simplify|less going on|tidier|tidy it up|strip it back|less noisy)\b/;
const RELATIVE =
  /\b(bigger|smaller|larger|darker|lighter|warmer|cooler|brighter|more|less|again|further|bolder|subtler)\b/;

/** One clause through the domain readers; the first that recognises it wins. */
function readClause(c: string, ctx: ReadContext, history: readonly HistoryLine[]) {
  if (BUSY.test(c) && readBusy(c, ctx)) return;
  if (readScene(c, ctx)) return;
  if (readTypography(c, ctx)) return;
  if (readPattern(c, ctx)) return;
  if (readSymbol(c, ctx)) return;
  if (readLayout(c, ctx)) return;
  if (readEmphasis(c, ctx)) return;
  if (readColour(c, ctx)) return;
  // "a bit bigger", "even more": the element or the change of the previous message
  const previous = [...history].reverse().find((h) => h.role === 'user')?.content;
  if (!previous || !RELATIVE.test(c)) return;
  const before = normalise(previous);
  const element = sizedElement(before);
  if (element && /\b(bigger|smaller|larger)\b/.test(c) && readEmphasis(c, ctx, element)) return;
  if (
    /^\s*(?:(?:a (?:bit|little|touch)|even|much|way|slightly|bit|and|some)\s+)*more\s*$|^\s*again\s*$/.test(c)
  ) {
    for (const clause of clausesOf(before)) readClause(`${c} ${clause}`, ctx, []);
  } else if (/\b(pattern|dots|stripes)\b/.test(before)) readPattern(`${c} pattern`, ctx);
  else if (/\b(background|backdrop)\b/.test(before)) readColour(`${c} background`, ctx);
  else if (/\b(letterspacing|letters)\b/.test(before)) readTypography(`${c} letterspacing`, ctx);
  else if (/\b(colour|darker|lighter|warmer|cooler|brighter|muted)\b/.test(before))
    readColour(`${c} colours`, ctx);
}

/** 'Cleaner, less busy': a pack loses its pattern (or takes the minimal layout), a set its props. */
function readBusy(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  if (/\b(font|type|letters|colour)\b/.test(c)) return false;
  if (ctx.r.said.some((x) => /calm it down|minimal layout|cleared the props/.test(x))) return true;
  if (s.kind === 'packaging') {
    if (s.pattern && s.pattern.kind !== 'none') {
      ctx.r.ops.push({ type: 'set-pattern', kind: 'none' });
      ctx.r.said.push('removed the pattern to calm it down');
    } else if (s.layout !== 'minimal') {
      ctx.r.ops.push({ type: 'set-layout', layout: 'minimal' });
      ctx.r.said.push('switched to the minimal layout');
    } else return false;
    return true;
  }
  if ((s.kind === 'photoshoot' || s.kind === 'imagery') && s.set?.props.length) {
    ctx.r.ops.push({ type: 'remove-prop' });
    ctx.r.said.push('cleared the props');
    return true;
  }
  return false;
}

const TEXT_EDITS: readonly EditType[] = [
  'set-text',
  'set-claims',
  'add-claim',
  'remove-claim',
  'replace-claim',
];

/** What a toolbox form asks for when its description gives the reader nothing to use. */
const ASK = {
  format: 'Which packaging format should it move to? For example "as a pouch" or "a wine bottle".',
  background:
    'Describe the background with a colour or a setting, for example "a white background" or "kitchen".',
  size: 'Give the new size in millimetres, for example "80 x 200 mm".',
  text: "Put the new text in quotes and say which text it is, for example: brand 'Nordlys'.",
};

/** Reads a toolbox form: the tool decides the operation, its description fills in the details. */
export function readTool(tool: ToolMessage, summary: DocumentSummary, seed: number): Reading {
  const description = 'description' in tool ? tool.description : '';
  const r = readMessage(description, summary, seed, [], true);
  r.clarify = undefined;
  const only = (type: EditType) => r.ops.filter((o) => o.type === type);
  const set = (ops: EditOperation[], said: string) => {
    r.ops = ops;
    r.said = [said];
  };
  const ask = (question: string) => {
    set([], '');
    r.refusal = `${question} Nothing was charged.`;
  };
  switch (tool.tool) {
    case 'upscale':
      set([{ type: 'upscale', factor: tool.size }], `upscaled it ${tool.size}×`);
      break;
    case 'zoom-out':
      set([{ type: 'zoom-out', factor: 1.5 }], 'zoomed out');
      break;
    case 'back-of-pack':
      set([{ type: 'set-view', view: 'back' }], 'turned it to show the back');
      break;
    case 'angle-variations':
      r.ops = [];
      r.angles = true;
      r.said = ['rendered it from four angles'];
      break;
    case 'replace-logo':
      set([{ type: 'set-logo', logo: { ref: tool.logoAssetId, description } }], 'placed your logo');
      break;
    case 'add-product-image':
      set(
        [{ type: 'set-artwork', artwork: { ref: tool.productAssetId, description } }],
        'added your product image',
      );
      break;
    case 'change-packaging-format': {
      const template = tool.template ?? templateInText(description);
      if (template) set([{ type: 'set-template', template }], 'changed the packaging format');
      else ask(ASK.format);
      break;
    }
    case 'colour-scheme':
      if (!only('recolour').length)
        set([{ type: 'recolour', colours: [], seed }], 'gave it a new colour scheme');
      else set(only('recolour'), 'gave it a new colour scheme');
      break;
    case 'add-background':
      if (only('set-background').length) set(only('set-background'), 'changed the background');
      else ask(ASK.background);
      break;
    case 'change-size':
      if (only('set-size').length) set(only('set-size'), r.said.find((s) => s.startsWith('resized'))!);
      else ask(ASK.size);
      break;
    case 'fix-text': {
      const text = r.ops.filter((o) => TEXT_EDITS.includes(o.type));
      if (!text.length) ask(ASK.text);
      r.ops = text;
      r.said = r.said.filter((s) => /changed the|claim|removed the/.test(s));
      break;
    }
    case 'new-sku':
    case 'new-variant': {
      const quoted = r.ops.find((o) => o.type === 'set-text' || o.type === 'new-variant');
      const name =
        quoted && 'value' in quoted
          ? quoted.value
          : quoted && 'variant' in quoted
            ? quoted.variant
            : (/["'“‘]([^"'“”‘’]{1,200})["'”’]/.exec(description)?.[1] ??
              variantNames(description)[0] ??
              `Edition ${(seed % 90) + 2}`);
      set([{ type: 'new-variant', variant: titleCase(name) }], `made a new variant '${titleCase(name)}'`);
      break;
    }
    case 'variations':
      set([{ type: 'reseed', seed }], 'made fresh variations');
      break;
  }
  return r;
}
