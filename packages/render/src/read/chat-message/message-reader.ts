/**
 * The local message reader: questions and bad input, text, then each clause through the domain
 * rules in `rules/` (type, pattern, symbol, layout, colour, scene), the toolbox words (formats,
 * views, sizes…), and the toolbox forms.
 */
import type { ToolMessage } from '@packsmith/core/contracts/chat';
import type { EditOperation, EditType } from '../../edit/operations.ts';
import { type DocumentSummary, supportedFor as supported } from '../../edit/summary.ts';
import { variantNames } from '../../generators/ranges.ts';
import { titleCase } from '../../words.ts';
import {
  elementNamed,
  isReason,
  keptBy,
  negatedDegree,
  withoutReference,
  withSubject,
} from './rules/clause-scope.ts';
import { readColour } from './rules/colour.ts';
import { readColourSwap } from './rules/colour-swap.ts';
import { askUnlessRead, type ReadContext, type Reading } from './rules/context.ts';
import { readFormatViewAndSize, templateInText, withoutTemplateName } from './rules/format-view-size.ts';
import { readEmphasis, readLayout, readPosition, sizedElement } from './rules/layout.ts';
import { readMaterial } from './rules/material.ts';
import { answerQuestion, badInputReply, isQuestion, missingElement, neverDrawn } from './rules/non-edits.ts';
import { readOptions } from './rules/options.ts';
import { readPattern } from './rules/pattern.ts';
import { readScene } from './rules/scene.ts';
import { readSymbol } from './rules/symbol.ts';
import { readTextFields } from './rules/text-fields.ts';
import { readTypography } from './rules/typography.ts';
import { clausesOf, normalise } from './rules/words.ts';

export type { Reading } from './rules/context.ts';
export { templateInText } from './rules/format-view-size.ts';

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
  // what to keep is known before anything is read: "lose the dots but keep the colours"
  const clauses: string[] = [];
  // a format's name is the format's to read; where there is no format ("paper bag" on a still life) it is a material
  const formatless = supported(summary.kind, 'set-template') ? withoutTemplateName(rest) : rest;
  for (const clause of clausesOf(normalise(formatless))) {
    const opposite = negatedDegree(clause);
    const kept = opposite ? undefined : keptBy(clause);
    if (kept) ctx.keep = [...(ctx.keep ?? []), ...kept];
    else clauses.push(opposite ?? clause);
  }
  let subject: string | undefined;
  for (const said of clauses) {
    if (isReason(said) && (r.ops.length || r.refusal)) continue;
    const clause = withSubject(withoutReference(said), subject);
    subject = elementNamed(clause) ?? subject;
    const absent = neverDrawn(clause, summary);
    if (absent) r.refusal ??= absent;
    else readClause(clause, ctx, history);
  }
  readFormatViewAndSize(rest, summary, seed, r);
  if (!form) readOptions(normalise(rest), ctx);
  if (r.clarify) return { ...r, ops: [], said: [] };
  if (r.question && !r.ops.length && !r.angles) r.clarify = true;
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
  if (readMaterial(c, ctx)) return;
  if (readScene(c, ctx)) return;
  if (readColourSwap(c, ctx)) return;
  if (readTypography(c, ctx)) return;
  if (readPattern(c, ctx)) return;
  if (readPosition(c, ctx)) return;
  if (readSymbol(c, ctx)) return;
  if (readLayout(c, ctx)) return;
  if (readEmphasis(c, ctx)) return;
  if (readColour(c, ctx)) return;
  // "a bit bigger", "even more": the element or the change of the previous message
  const previous = [...history].reverse().find((h) => h.role === 'user')?.content;
  const before = ctx.r.ops.length;
  if (previous && RELATIVE.test(c)) readAsBefore(c, previous, ctx);
  // "bigger" with nothing to say what: ask, unless the rest of the message was clear
  if (
    ctx.r.ops.length === before &&
    /\b(bigger|larger|smaller|more|less)\b/.test(c) &&
    c.trim().split(/\s+/).length <= 4
  )
    askUnlessRead(ctx, ASK_WHAT[ctx.summary.kind] ?? ASK_WHAT.other!);
}

/** "What should be bigger?" per kind, offering what that kind can size. */
const ASK_WHAT: Record<string, string> = {
  packaging:
    'What should change: the brand name ("bigger name"), the symbol ("bigger logo"), the pattern ("bigger pattern") or the space around the pack ("zoom out")? Nothing was charged.',
  logo: 'What should change: the name ("bigger name") or the mark ("bigger icon")? Nothing was charged.',
  other:
    'What should change? Name the part, for example "darker background" or "more props". Nothing was charged.',
};

/** A relative clause read against the previous message: its element or its whole change. */
function readAsBefore(c: string, previous: string, ctx: ReadContext) {
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
