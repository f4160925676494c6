/**
 * The rules of the local message reader: colours, quoted and named text, packaging formats,
 * views, sizes, framing, resolution, variants and variations, and the toolbox forms.
 */
import { TEMPLATES, type View } from '@packsmith/core/catalogue/index';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@packsmith/core/chat';
import type { ToolMessage } from '@packsmith/core/contracts/chat';
import { normaliseHex } from '../color.ts';
import { coloursInText, titleCase } from '../generators/brief.ts';
import { variantNames } from '../generators/ranges.ts';
import type { EditOperation, EditType, TextField } from './operations.ts';
import type { DocumentSummary } from './summary.ts';

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

const QUOTED = /(?:^|[\s(:=])["'“‘«]([^"'“”‘’«»]{1,200})["'”’»](?=$|[\s.,!?;:)])/g;
const HEX = /#?\b([0-9a-f]{6})\b/gi;
const MOOD_COLOURS: [RegExp, string[]][] = [
  [/\bwarm(er)?\b/, ['#C8553D', '#F28F3B', '#FFD5C2']],
  [/\bcool(er)?\b/, ['#1D4E89', '#00B2CA', '#E0F4F6']],
  [/\bpastel\b/, ['#A8D8EA', '#FFCFDF', '#FEFDCA']],
  [/\bdark(er)?\b|\bmoody\b/, ['#1B1B2F', '#4F3B78', '#C9A44C']],
  [/\b(bright(er)?|vibrant|bold(er)?)\b/, ['#FF3D68', '#FFC300', '#00C2A8']],
  [/\b(monochrome|black and white)\b/, ['#111111', '#777777', '#F4F4F4']],
  [/\b(earthy|natural)\b/, ['#6B4F2A', '#A3B18A', '#EDE0C8']],
];

function coloursIn(clause: string): string[] {
  const hex = [...clause.matchAll(HEX)].map((m) => normaliseHex(m[1]!));
  return [...new Set([...hex, ...coloursInText(clause)])].slice(0, 4);
}

function textFieldFor(before: string, kind: DocumentSummary['kind']): TextField | 'claim' | 'new-variant' {
  const b = before.toLowerCase();
  if (/\bclaims?\b/.test(b)) return 'claim';
  if (/\b(slogan|tagline|strapline|motto)\b/.test(b)) return kind === 'logo' ? 'tagline' : 'slogan';
  if (/\bnew (variant|flavou?r|sku|scent|edition)\b/.test(b)) return 'new-variant';
  if (/\b(variant|flavou?r|sku|scent|edition)\b/.test(b)) return 'variant';
  if (/\b(descriptor|product name|product type|description)\b/.test(b)) return 'descriptor';
  if (/\b(net|weight|volume|content|size text)\b/.test(b)) return 'netContent';
  if (/\b(back copy|back text|story|body copy)\b/.test(b)) return 'backCopy';
  if (/\b(headline|title|heading)\b/.test(b)) return 'headline';
  return kind === 'imagery' ? 'headline' : 'brand';
}

const RENAME =
  /\b(?:call (?:it|the brand)|rename(?: it| the brand)?(?: to)?|(?:brand|brand name|name) (?:to|should be|is now)|(?:brand|brand name|name):|name it|change (?:the )?(?:brand|name|brand name) to)\s+(?!["'“‘])([A-Za-z0-9][^.,!?;"]{0,60})/i;
const SLOGAN = /\b(slogan|tagline|strapline)\s*(?:to|should be|:)\s+(?!["'“‘])([^.!?;"]{1,200})/i;

export interface Reading {
  ops: EditOperation[];
  said: string[];
  /** Views for 'see all angles'. */
  angles?: boolean;
  /** A refusal that must reach the user even though nothing else was read. */
  refusal?: string;
}

function readText(message: string, summary: DocumentSummary, r: Reading) {
  const claims = [...(summary.claims ?? [])];
  let found = false;
  for (const m of message.matchAll(QUOTED)) {
    const value = m[1]!.trim();
    const before = message.slice(Math.max(0, m.index! - 40), m.index!);
    const field = textFieldFor(before.split(/[.!?;]/).at(-1) ?? '', summary.kind);
    found = true;
    if (field === 'claim') {
      claims.push(value);
      r.ops.push({ type: 'set-claims', claims: claims.slice(-6) });
      r.said.push(`added the claim '${value}'`);
    } else if (field === 'new-variant') {
      r.ops.push({ type: 'new-variant', variant: value });
      r.said.push(`made a new variant '${value}'`);
    } else {
      r.ops.push({ type: 'set-text', field, value });
      r.said.push(`changed the ${FIELD_NAMES[field]} to '${value}'`);
    }
  }
  if (found) return;
  const slogan = SLOGAN.exec(message);
  if (slogan) {
    const field = summary.kind === 'logo' ? 'tagline' : 'slogan';
    const value = slogan[2]!.trim();
    r.ops.push({ type: 'set-text', field, value });
    r.said.push(`changed the ${FIELD_NAMES[field]} to '${value}'`);
    return;
  }
  const rename = RENAME.exec(message);
  if (rename) {
    const value = rename[1]!.replace(/\s+(?:please|instead|now)$/i, '').trim();
    const field = summary.kind === 'imagery' ? 'headline' : 'brand';
    r.ops.push({ type: 'set-text', field, value });
    r.said.push(`changed the ${FIELD_NAMES[field]} to '${value}'`);
  }
}

const FIELD_NAMES: Record<TextField, string> = {
  brand: 'brand name',
  slogan: 'slogan',
  variant: 'variant',
  descriptor: 'product description',
  netContent: 'net content',
  backCopy: 'back copy',
  tagline: 'tagline',
  headline: 'headline',
};

const SCENES = ['kitchen', 'bathroom', 'outdoor', 'window', 'podium', 'surface', 'sweep'] as const;

function readClause(clause: string, summary: DocumentSummary, seed: number, r: Reading) {
  const c = withoutTemplateName(clause.toLowerCase());
  const colours = coloursIn(c);
  const aboutBackground = /\b(background|backdrop|back ground|studio|scene|setting|surface)\b/.test(c);
  if (aboutBackground) {
    const scene = SCENES.find(
      (s) => new RegExp(`\\b${s}s?\\b`).test(c) || (s === 'outdoor' && /\boutside\b/.test(c)),
    );
    const style = /\b(plain|flat|solid)\b/.test(c)
      ? 'flat'
      : /\bgradient\b/.test(c)
        ? 'gradient'
        : /\b(floor|table)\b/.test(c)
          ? 'floor'
          : undefined;
    if (colours[0] || scene || style) {
      r.ops.push({
        type: 'set-background',
        ...(colours[0] ? { colour: colours[0] } : {}),
        ...(style ? { style } : {}),
        ...(scene && summary.kind === 'photoshoot' ? { scene } : {}),
      });
      r.said.push(`changed the background${scene ? ` to a ${scene} scene` : ''}`);
      return;
    }
  }
  if (colours.length && !/\b(brand|name|call|slogan|variant|flavou?r|sku|scent|edition)\b/.test(c)) {
    // one recolour for the whole message: "red and gold" are two clauses but one palette
    const first = r.ops.find((o) => o.type === 'recolour' && o.colours.length);
    if (first?.type === 'recolour') first.colours = [...new Set([...first.colours, ...colours])].slice(0, 4);
    else {
      r.ops.push({ type: 'recolour', colours });
      r.said.push('recoloured it in the colours you named');
    }
  } else if (
    /\b(new|different|another|fresh|other)\s+colou?r|\brecolou?r|\bcolou?r\s*(scheme|palette)|\bpalette\b/.test(
      c,
    )
  ) {
    const mood = MOOD_COLOURS.find(([re]) => re.test(c));
    r.ops.push(mood ? { type: 'recolour', colours: mood[1] } : { type: 'recolour', colours: [], seed });
    r.said.push('gave it a new colour scheme');
  } else {
    const mood = MOOD_COLOURS.find(([re]) => re.test(c));
    if (mood && /\b(make|more|go|feel|colou?rs?|look)\b/.test(c)) {
      r.ops.push({ type: 'recolour', colours: mood[1] });
      r.said.push('shifted the colours');
    }
  }
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
    /\b(three[- ]quarter|3\/4|angled?|side view|the side|from the (left|right)|from an angle)\b/.test(c)
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
    /\bzoom(ed)? out\b|\bpull (it )?back\b|\bwider (shot|view|frame)\b|\bmore (space|room) around\b|\bfurther away\b/.test(
      c,
    )
  ) {
    const factor = /\b(a lot|way|much|far)\b/.test(c) ? 2 : 1.5;
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

/** Reads a free-text message. */
export function readMessage(message: string, summary: DocumentSummary, seed: number): Reading {
  const r: Reading = { ops: [], said: [] };
  readText(message, summary, r);
  // colours and backgrounds clause by clause: "make it green and put it on a white background"
  const unquoted = message.replace(QUOTED, ' ');
  const hasText = r.ops.length > 0;
  for (const clause of unquoted.split(/[,;.!?]|\band\b|\bwith\b|\bbut\b/i)) {
    if (!hasText || /\b(colou?r|background|backdrop|make it|palette)\b/i.test(clause))
      readClause(clause, summary, seed, r);
  }
  readKeywords(unquoted, summary, seed, r);
  return r;
}

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
  const r = readMessage(description, summary, seed);
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
      const text = r.ops.filter((o) => o.type === 'set-text' || o.type === 'set-claims');
      if (!text.length) ask(ASK.text);
      r.ops = text;
      r.said = r.said.filter((s) => /changed the|claim/.test(s));
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
            : (variantNames(description)[0] ?? `Edition ${(seed % 90) + 2}`);
      set([{ type: 'new-variant', variant: titleCase(name) }], `made a new variant '${titleCase(name)}'`);
      break;
    }
    case 'variations':
      set([{ type: 'reseed', seed }], 'made fresh variations');
      break;
  }
  return r;
}
