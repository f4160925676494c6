/**
 * The rule-based reader of a free logo brief (the server's local language adapter).
 * 'A logo for Solbrew, a cold brew coffee brand for busy young professionals. Should feel
 * energetic and trusted. Colours #1A2B3C and orange.' → brand, industry, audience, feel, hex.
 */
import type { LogoPrefill } from '@packsmith/core';
import { readColours } from './brand-colours.ts';
import { readAudience, readBrand } from './brand-names.ts';
import { normaliseLogoBrief } from './logo-prefill.ts';

const INDUSTRIES: [RegExp, string][] = [
  [/\b(coffee|cold brew|espresso|cafe|café)\b/i, 'Coffee'],
  [/\b(tea|matcha|chai)\b/i, 'Tea'],
  [/\b(beer|brewery|ale|lager|cider)\b/i, 'Beer'],
  [/\b(wine|winery|vineyard)\b/i, 'Wine'],
  [/\b(gin|vodka|whisky|whiskey|rum|spirits?|distillery)\b/i, 'Spirits'],
  [/\b(juice|soda|drinks?|beverages?|kombucha|water)\b/i, 'Beverages'],
  [/\b(skin ?care|serum|moisturi[sz]er|cosmetics?|beauty|makeup)\b/i, 'Beauty'],
  [/\b(candles?|home fragrance|diffuser)\b/i, 'Home fragrance'],
  [/\b(pet|dog|cat)s?\b/i, 'Pet care'],
  [/\b(snacks?|chips|crisps|cookies?|biscuits?|chocolate|candy|confectionery|bakery|bread)\b/i, 'Food'],
  [/\b(food|sauce|spices?|restaurant|kitchen|meal)\b/i, 'Food'],
  [/\b(supplements?|vitamins?|protein|wellness|health)\b/i, 'Health & wellness'],
  [/\b(sportswear|apparel|fashion|clothing|shoes|sneakers)\b/i, 'Fashion'],
  [/\b(tech|software|app|saas|startup|ai)\b/i, 'Technology'],
  [/\b(baby|kids|children|toys?)\b/i, 'Kids'],
  [/\b(cleaning|detergent|soap|household)\b/i, 'Household'],
];

const FEELINGS = [
  'empowered',
  'trusted',
  'calm',
  'happy',
  'confident',
  'energetic',
  'energised',
  'playful',
  'elegant',
  'luxurious',
  'premium',
  'fresh',
  'natural',
  'safe',
  'inspired',
  'relaxed',
  'excited',
  'bold',
  'warm',
  'friendly',
  'sophisticated',
  'healthy',
  'cared for',
  'nostalgic',
  'adventurous',
  'modern',
  'minimal',
];

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:-]+|[\s,.;:-]+$/g, '')
    .trim();
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function parseLogoPrompt(prompt: string): LogoPrefill {
  const text = prompt.replace(/\s+/g, ' ').trim();
  const hexColours: string[] = [];
  for (const m of text.matchAll(/#?\b([0-9a-fA-F]{6})\b/g)) {
    if (/[0-9]/.test(m[1]!) || m[0].startsWith('#')) hexColours.push(m[1]!);
  }
  hexColours.push(...readColours(text));
  const brand = readBrand(text);
  const industry = INDUSTRIES.find(([re]) => re.test(text))?.[1] ?? '';

  const feels = FEELINGS.filter((f) => new RegExp(`\\b${f}\\b`, 'i').test(text));
  const brandFeel = feels.map((f, i) => (i === 0 ? cap(f) : f)).join(', ');

  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  const notes = sentences.filter((s) =>
    /\b(include|icon|symbol|mascot|avoid|no |must|should have|style|font|minimal|monogram)\b/i.test(s),
  );
  const description = sentences.filter((s) => !notes.includes(s));
  return normaliseLogoBrief({
    brand,
    industry,
    brandDescription: clean(description.join(' ')),
    targetAudience: readAudience(text),
    brandFeel,
    hexColours,
    additionalNotes: clean(notes.join(' ')),
  });
}
