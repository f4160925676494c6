/**
 * The logo brief every language adapter returns, in the prefill contract's form, and the JSON
 * schema a structured-output model fills in.
 */
import type { LogoPrefill } from '@packsmith/core';
import { z } from 'zod';

const MAX_COLOURS = 4;
const TEXT_MAX = 10000;

/** Any reader's brief in the contract's form: trimmed, bounded, hex colours as `1A2B3C`, unique. */
export function normaliseLogoBrief(brief: Omit<LogoPrefill, 'remixedFrom'>): LogoPrefill {
  const t = (v: string) => v.replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX);
  const hexColours = [
    ...new Set(
      brief.hexColours
        .map((c) => c.trim().replace(/^#/, '').toUpperCase())
        .filter((c) => /^[0-9A-F]{6}$/.test(c)),
    ),
  ].slice(0, MAX_COLOURS);
  return {
    brand: t(brief.brand).slice(0, 200),
    industry: t(brief.industry),
    brandDescription: t(brief.brandDescription),
    targetAudience: t(brief.targetAudience),
    brandFeel: t(brief.brandFeel),
    hexColours,
    additionalNotes: t(brief.additionalNotes),
    remixedFrom: null,
  };
}

/** What a model returns (zod-checked); normaliseLogoBrief then applies the contract's rules. */
export const logoBriefReply = z.object({
  brand: z.string(),
  industry: z.string(),
  brandDescription: z.string(),
  targetAudience: z.string(),
  brandFeel: z.string(),
  hexColours: z.array(z.string()),
  additionalNotes: z.string(),
});

const str = (description: string) => ({ type: 'string', description });

/** JSON schema of logoBriefReply for OpenAI strict structured output (every field required). */
export const LOGO_BRIEF_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(logoBriefReply.shape),
  properties: {
    brand: str('The brand or company name exactly as written; empty if none is given.'),
    industry: str('The industry or product category in one or two words, e.g. Coffee, Skincare.'),
    brandDescription: str('What the brand is and offers, in the words of the text.'),
    targetAudience: str('Who the brand is for.'),
    brandFeel: str('How the brand should feel, as a comma-separated list of adjectives.'),
    hexColours: {
      type: 'array',
      description:
        "Up to 4 brand colours as 6-digit hex codes without '#'; convert named colours (orange → FF8C00).",
      items: { type: 'string' },
    },
    additionalNotes: str('Requests about the logo itself: symbols, style, fonts, things to avoid.'),
  },
} as const;
