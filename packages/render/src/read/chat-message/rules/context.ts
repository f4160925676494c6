import type { EditOperation, TextField } from '../../../edit/operations.ts';
import type { DocumentSummary } from '../../../edit/summary.ts';

/** What a reading found: operations with the words for the reply, or a question to ask back. */
export interface Reading {
  ops: EditOperation[];
  said: string[];
  /** Views for 'see all angles'. */
  angles?: boolean;
  /** A reply that must reach the user even though nothing else was read (a refusal or a question). */
  refusal?: string;
  /** The reader was unsure: `refusal` holds a question offering the likely choices; no operations. */
  clarify?: boolean;
  /** `refusal` is a question, asked only if the message gives nothing else to do. */
  question?: boolean;
  /** Pictures asked for by number ('three colour options'). */
  images?: number;
  /** Options were asked for without a number: the question, unless the turn already asks for several. */
  howMany?: string;
}

export interface ReadContext {
  summary: DocumentSummary;
  seed: number;
  r: Reading;
  /** Operations the message asked not to make ("don't change the colours"). */
  keep?: ((o: EditOperation) => boolean)[];
}

/** Records an operation and what the reply says about it. */
export function found(ctx: ReadContext, op: EditOperation, said: string): void {
  if (ctx.keep?.some((kept) => kept(op))) return;
  const same = JSON.stringify(op);
  if (ctx.r.ops.some((o) => JSON.stringify(o) === same)) return;
  ctx.r.ops.push(op);
  ctx.r.said.push(said);
}

/** A reason nothing could be done (the first one wins); true, so a rule can return it. */
export function refuse(ctx: ReadContext, reply: string): true {
  ctx.r.refusal ??= reply;
  return true;
}

/**
 * A question to ask back if nothing else in the message can be done ("change the font" alone asks
 * which style; "change the font, like a serif" sets the serif).
 */
export function askUnlessRead(ctx: ReadContext, question: string): true {
  ctx.r.refusal ??= question;
  ctx.r.question = true;
  return true;
}

/** Stops the reading with a question (or a plain answer) and no operations. */
export function ask(ctx: ReadContext, question: string): void {
  ctx.r.ops = [];
  ctx.r.said = [];
  ctx.r.clarify = true;
  ctx.r.refusal = question;
}

/** A text field the document has and what it is called in replies. */
export const FIELD_NAMES: Record<TextField, string> = {
  brand: 'brand name',
  slogan: 'slogan',
  variant: 'flavour',
  descriptor: 'product description',
  netContent: 'net content',
  backCopy: 'back copy',
  tagline: 'tagline',
  headline: 'headline',
};

export const kindName = (s: DocumentSummary) =>
  s.kind === 'packaging' ? 'design' : s.kind === 'raster' ? 'image' : s.kind === 'imagery' ? 'image' : s.kind;
