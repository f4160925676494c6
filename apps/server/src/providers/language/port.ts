/**
 * Language port: reading free text into structured fields. Today the logo wizard's prompt prefill;
 * chat intent and judge texts are further methods of the same port. The local rule-based reader is
 * the default; the OpenAI adapter (structured output) falls back to it on any failure.
 */
import type { LogoPrefill } from '@packsmith/core';

export interface LanguageProvider {
  readonly name: string;
  /** The logo form's fields read from a free prompt: hex colours upper-case without '#', at most 4. */
  extractLogoBrief(prompt: string): Promise<LogoPrefill>;
}
