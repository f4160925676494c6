/**
 * The local message reader: a chat message (and optional toolbox form) → edit operations.
 * Rule-based and pure; the OpenAI adapter answers with the same shape and falls back to this.
 */
import type { View } from '@packsmith/core/catalogue/index';
import { chatTurnImages } from '@packsmith/core/chat';
import type { ToolMessage } from '@packsmith/core/contracts/chat';
import {
  EDIT_SUBJECTS,
  type EditOperation,
  type EditType,
  type InterpretationAnswer,
} from '../../edit/operations.ts';
import { type DocumentSummary, supportedFor as supported } from '../../edit/summary.ts';
import { deriveSeed } from '../../prng.ts';
import { hasIcon, iconsForText } from '../../scene/icons.ts';
import { type Reading, readMessage, readTool } from './message-reader.ts';
import { type ReferenceImage, readReferences } from './references.ts';
import { optionsAskedIn } from './rules/options.ts';
import { normalise } from './rules/words.ts';

export interface HistoryEntry {
  role: 'user' | 'ai';
  content: string;
}

export interface Interpretation {
  /** What the assistant says back. */
  reply: string;
  /** The edit the message asks for (empty when nothing could be read). */
  operations: EditOperation[];
  /** One list of operations per output image (variations differ by seed, angles by view). */
  variations: EditOperation[][];
  /** Edits on an image without a document that only a generative image provider can make. */
  providerEdits: EditOperation[];
  /** "See all angles": the four views, priced as the angle tool (4 × the per-image cost). */
  angles?: true;
  /** The reply asks which of a few likely changes was meant (or answers a question); no operations. */
  clarify?: true;
}

const ANGLES: View[] = ['front', 'three-quarter-left', 'three-quarter-right', 'back'];

const CAPABILITIES: [EditType, string][] = [
  ['recolour', 'change the colours ("make it green", "new colour scheme")'],
  ['set-text', `change the text ("call it 'Nordlys'", "slogan 'Fresh every day'")`],
  ['set-typography', 'change the type ("a classic serif", "no capitals")'],
  ['set-pattern', 'change the pattern ("stripes", "lose the dots")'],
  ['set-symbol', 'change the symbol ("swap the icon for a leaf")'],
  ['set-layout', 'change the layout ("vertical layout")'],
  ['set-position', 'move the brand or the symbol up or down ("brand at the top")'],
  ['set-lockup', 'change the lockup ("name under the symbol")'],
  ['set-scene', 'change the set ("golden-hour light", "shoot it from above", "scatter some leaves")'],
  ['set-imagery', 'change the mood or composition ("moodier", "in a grid")'],
  ['set-template', 'change the packaging format ("as a pouch")'],
  ['set-view', 'show another side ("show the back", "see all angles")'],
  ['set-size', 'change the size ("200 x 120 mm")'],
  ['new-variant', 'make a new variant ("new flavour: mango")'],
  ['set-background', 'change the background ("on a white background")'],
  ['zoom-out', 'zoom out'],
  ['upscale', 'upscale 2× or 4×'],
  ['reseed', 'make variations ("another version")'],
];

/** The helpful answer to a message the reader cannot map. */
export function helpReply(kind: DocumentSummary['kind']): string {
  const can = CAPABILITIES.filter(([t]) => supported(kind, t)).map(([, s]) => s);
  return `I couldn't tell what to change. I can ${can.slice(0, -1).join(', ')} and ${can.at(-1)}. Nothing was charged.`;
}

/**
 * Message (and toolbox form) → reply, operations and one operation list per output image.
 * `count` is the number of images asked for (the request's variationCount); a tool's own count
 * wins (numImages, upscale 1, angles 4). `references` are the message's attached images.
 */
export function interpretEdit(
  message: string,
  tool: ToolMessage | undefined,
  summary: DocumentSummary,
  history: readonly HistoryEntry[] = [],
  count = 1,
  references: readonly ReferenceImage[] = [],
): Interpretation {
  const seed = turnSeed(summary, history);
  let text = message;
  if (!tool && /^\s*(again|once more|do (it|that) again|one more|another)\s*[.!]?\s*$/i.test(message)) {
    const last = [...history].reverse().find((h) => h.role === 'user');
    if (last) text = `${last.content} another version`;
  }
  const r = tool ? readTool(tool, summary, seed) : readMessage(text, summary, seed, history);
  if (!tool) readReferences(text, references, r);
  // "a few colour options": the number decides the price, so it is asked unless the turn has one
  if (r.howMany && !r.clarify && count <= 1)
    return { reply: r.howMany, operations: [], variations: [], providerEdits: [], clarify: true };
  const outputs = chatTurnImages(
    tool?.tool ?? (r.angles ? 'angle-variations' : undefined),
    tool && 'numImages' in tool ? tool.numImages : (r.images ?? count),
  );
  return interpretation(r, summary, outputs, seed);
}

/** A different seed per turn, so "another colour scheme" twice gives two different schemes. */
const turnSeed = (summary: DocumentSummary, history: readonly HistoryEntry[]) =>
  deriveSeed(summary.seed, 'turn', history.length);

/** Edits that point at an image; only an attachment or a toolbox form can name one. */
const ASSET_EDITS: readonly EditType[] = ['set-logo', 'set-artwork'];

/**
 * A language model's answer to a typed message (`interpretationSchema`) → the same
 * interpretation the local reader gives: edits the image's kind lacks are refused in words, the
 * turn's own seed replaces the model's (models pick poor random numbers), two or more views mean
 * "see all angles", attachments are read as the local reader reads them, and nothing usable gets
 * the help reply (which lists what can be done, so it is the same whichever reader answered).
 */
export function interpretAnswer(
  answer: InterpretationAnswer,
  message: string,
  summary: DocumentSummary,
  history: readonly HistoryEntry[] = [],
  count = 1,
  references: readonly ReferenceImage[] = [],
): Interpretation {
  const seed = turnSeed(summary, history);
  const ops = answer.operations
    .filter((o) => !ASSET_EDITS.includes(o.type))
    .map((o): EditOperation => {
      if (o.type === 'reseed') return { ...o, seed };
      if (o.type === 'recolour' && !o.palette && !o.colours.length && !o.monochrome) return { ...o, seed };
      return o;
    })
    .flatMap((o) => withKnownIcon(o));
  // a question back (no operations) is kept as the reply: nothing is charged
  if (!ops.length && /\?\s*$/.test(answer.reply) && answer.reply.length <= 400 && !references.length)
    return { reply: answer.reply, operations: [], variations: [], providerEdits: [], clarify: true };
  const views = new Set(ops.flatMap((o) => (o.type === 'set-view' ? [o.view] : [])));
  const angles = views.size > 1;
  const r: Reading = {
    ops: angles ? ops.filter((o) => o.type !== 'set-view') : ops,
    said: [answer.reply.replace(/[.!\s]+$/, '')],
    ...(angles ? { angles } : {}),
  };
  readReferences(message, references, r);
  // the model's sentence already says what it did; a reference's own words are added after it
  r.said = [r.said[0]!, ...r.said.slice(1).map((s) => s.toLowerCase())];
  // "three colour options": as many pictures as the message counts, whichever reader answered
  const asked = optionsAskedIn(normalise(message));
  return interpretation(
    r,
    summary,
    chatTurnImages(angles ? 'angle-variations' : undefined, asked ?? count),
    seed,
  );
}

/** A model's icon name → one the engine draws ('Leaf' → 'leaf', 'lemons' → 'citrus'); else dropped. */
function withKnownIcon(o: EditOperation): EditOperation[] {
  const icon =
    o.type === 'set-symbol' || o.type === 'set-pattern' || o.type === 'set-mark' ? o.icon : undefined;
  if (!icon || hasIcon(icon)) return [o];
  const known = iconsForText(icon)[0];
  return known ? [{ ...o, icon: known } as EditOperation] : [];
}

/** A reading → reply, the supported operations and one operation list per output image. */
function interpretation(r: Reading, summary: DocumentSummary, outputs: number, seed: number): Interpretation {
  const refused = r.ops.filter((o) => !supported(summary.kind, o.type));
  const ops = r.ops.filter((o) => supported(summary.kind, o.type));
  const providerEdits = summary.kind === 'raster' ? refused : [];
  if (r.clarify)
    return {
      reply: r.refusal ?? helpReply(summary.kind),
      operations: [],
      variations: [],
      providerEdits: [],
      clarify: true,
    };
  if (!ops.length && !r.angles) {
    const reply =
      r.refusal ?? (refused.length ? refusalReply(summary.kind, refused) : helpReply(summary.kind));
    return { reply, operations: [], variations: [], providerEdits };
  }
  if (r.angles && !supported(summary.kind, 'set-view'))
    return {
      reply: refusalReply(summary.kind, [{ type: 'set-view', view: 'back' }]),
      operations: [],
      variations: [],
      // an image without a document: the four views are for an image-edit model to draw
      ...(summary.kind === 'raster'
        ? {
            providerEdits: ANGLES.map((view) => ({ type: 'set-view' as const, view })),
            angles: true as const,
          }
        : { providerEdits: [] }),
    };
  const variations = r.angles
    ? ANGLES.map((view) => [...ops, { type: 'set-view' as const, view }])
    : expandVariations(ops, outputs, seed);
  const said = r.said.filter(Boolean);
  const reply = `${capitalise(joined(said))}.${refused.length ? ` ${refusalReply(summary.kind, refused)}` : ''}`;
  return {
    reply,
    operations: ops,
    variations,
    providerEdits,
    ...(r.angles ? { angles: true as const } : {}),
  };
}

/** Variation i > 0 differs by seed: a new palette for recolours, a new seed otherwise. */
export function expandVariations(ops: EditOperation[], count: number, seed: number): EditOperation[][] {
  const out: EditOperation[][] = [ops];
  for (let i = 1; i < count; i++) {
    const s = deriveSeed(seed, 'variation', i);
    let varied = false;
    const next = ops.map((o): EditOperation => {
      if (o.type === 'recolour' && !o.palette) {
        varied = true;
        return { ...o, seed: s };
      }
      if (o.type === 'reseed') {
        varied = true;
        return { ...o, seed: s };
      }
      return o;
    });
    out.push(varied ? next : [...next, { type: 'reseed', seed: s }]);
  }
  return out;
}

function refusalReply(kind: DocumentSummary['kind'], refused: EditOperation[]): string {
  if (kind === 'raster')
    return `This image has no design document, so changing its ${describe(refused)} needs an AI image provider; without one nothing was changed or charged.`;
  return `${/^[aeiou]/.test(kind) ? 'An' : 'A'} ${kind} design has no ${describe(refused)} to change.`;
}

function describe(ops: EditOperation[]): string {
  return [...new Set(ops.map((o) => EDIT_SUBJECTS[o.type]))].join(' and ');
}

/** 'a, b and c'. */
const joined = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
