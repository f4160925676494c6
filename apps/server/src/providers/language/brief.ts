/**
 * The logo brief a structured-output model returns, and the JSON schema it fills in; every
 * adapter's brief then goes through `normaliseLogoBrief` (in `@packsmith/render`).
 */
import { z } from 'zod';

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
