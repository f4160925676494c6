/**
 * The local language adapter: the render package's rule-based readers — a free logo brief
 * (`parseLogoPrompt`) and a chat message (`interpretEdit`).
 */
import { interpretEdit, parseLogoPrompt } from '@packsmith/render';
import type { LanguageProvider } from './port.ts';

export function localLanguageProvider(): LanguageProvider {
  return {
    name: 'local',
    extractLogoBrief: async (prompt) => parseLogoPrompt(prompt),
    interpretEdit: async (r) => interpretEdit(r.message, r.tool, r.summary, r.history, r.count, r.references),
  };
}
