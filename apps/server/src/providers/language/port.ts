/**
 * Language port: reading free text into structured fields. Today the logo wizard's prompt prefill;
 * chat intent and judge texts are further methods of the same port. The local rule-based reader is
 * the default; the OpenAI adapter (structured output) falls back to it on any failure.
 */
import type { LogoPrefill } from '@packsmith/core';
import type { ToolMessage } from '@packsmith/core/contracts/chat';
import type { DocumentSummary, HistoryEntry, Interpretation, ReferenceImage } from '@packsmith/render';

export interface LanguageProvider {
  readonly name: string;
  /** The logo form's fields read from a free prompt: hex colours upper-case without '#', at most 4. */
  extractLogoBrief(prompt: string): Promise<LogoPrefill>;
  /** A chat message (and toolbox form) about an image → the reply and the edit operations per output. */
  interpretEdit(request: EditRequest): Promise<Interpretation>;
}

export interface EditRequest {
  message: string;
  tool?: ToolMessage;
  summary: DocumentSummary;
  history: readonly HistoryEntry[];
  /** Images asked for (the message's variationCount; a tool's own count wins). */
  count: number;
  /** The message's attached images, with their colours ("use the colours of this image"). */
  references?: readonly ReferenceImage[];
}
