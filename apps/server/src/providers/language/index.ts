/**
 * Language port: reading free text into structured fields. Today the logo wizard's prompt prefill;
 * chat intent and judge texts are further methods of the same port. The local rule-based reader is
 * the default; the OpenAI adapter (structured output) falls back to it on any failure.
 */
import type { LogoPrefill } from '@packsmith/core';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { localLanguageProvider } from './local.ts';
import { openAILanguageProvider } from './openai.ts';

export interface LanguageProvider {
  readonly name: string;
  /** The logo form's fields read from a free prompt: hex colours upper-case without '#', at most 4. */
  extractLogoBrief(prompt: string): Promise<LogoPrefill>;
}

/** LANGUAGE_PROVIDER picks the adapter (config.ts checks OPENAI_API_KEY for `openai`). */
export function selectLanguageProvider(config: Config, log?: Logger): LanguageProvider {
  const local = localLanguageProvider();
  if (config.LANGUAGE_PROVIDER !== 'openai') return local;
  return openAILanguageProvider({
    apiKey: config.OPENAI_API_KEY,
    baseUrl: config.OPENAI_BASE_URL,
    model: config.OPENAI_LANGUAGE_MODEL,
    fallback: local,
    log,
  });
}
