import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { localLanguageProvider } from './local.ts';
import { openAILanguageProvider } from './openai.ts';

import type { LanguageProvider } from './port.ts';

export * from './port.ts';

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
