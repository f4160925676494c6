/** The logo brief every language adapter returns, in the prefill contract's form. */
import type { LogoPrefill } from '@packsmith/core';

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
