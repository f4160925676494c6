/**
 * The judge's scoring rules: each criterion's score as a function of what was measured, and the
 * caps a named failure puts on it (docs/judge.md lists them). Pure numbers in, a 0–10 score out.
 */

/** Shoppers read the front from the shelf aisle. */
export const SHELF_DISTANCE_MM = 1500;
/** Letter (cap) height a reader needs per distance: a common signage rule, legible at 250 × its height. */
export const LEGIBILITY_RATIO = 250;
/** EU food-label rule (Regulation 1169/2011, Annex IV): x-height of at least 1.2 mm… */
export const EU_X_HEIGHT_MM = 1.2;
/** …or 0.9 mm on packs whose largest surface is under 80 cm². */
export const EU_X_HEIGHT_SMALL_MM = 0.9;
export const EU_SMALL_PACK_CM2 = 80;
/** WCAG 2 thresholds: normal text AA 4.5:1, AAA 7:1; large text AA 3:1, AAA 4.5:1. */
export const WCAG = { normal: { aa: 4.5, aaa: 7 }, large: { aa: 3, aaa: 4.5 } } as const;
/** WCAG "large": 18 pt type, whose capitals stand about 4.4 mm high. */
export const LARGE_TEXT_CAP_MM = 4.4;
/** Safe area: type closer to a panel edge than this risks being trimmed or folded. */
export const SAFE_MARGIN_MM = 3;
/** Finest stroke or shape a press holds reliably. */
export const MIN_STROKE_MM = 0.2;
/** Colour families (hues 30° apart, neutrals free) a label carries before it stops reading as one brand. */
export const HUE_BUDGET = 4;
/** A brand turned this far or more reads sideways on the shelf. */
export const SIDEWAYS_DEG = 45;

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** The x-height the EU food-label rule asks of a pack whose largest surface is `cm2`. */
export const euMinimumXHeight = (cm2: number) =>
  cm2 < EU_SMALL_PACK_CM2 ? EU_X_HEIGHT_SMALL_MM : EU_X_HEIGHT_MM;

/**
 * One text's WCAG ratio → 0–10 against its own thresholds: at or above AAA 10; between AA and
 * AAA 7 → 10; below AA (a failure) at most 5, falling to 0 at 1:1.
 */
export function contrastScore(ratio: number, large = false): number {
  const { aa, aaa } = large ? WCAG.large : WCAG.normal;
  if (ratio >= aaa) return 10;
  if (ratio >= aa) return 7 + (3 * (ratio - aa)) / (aaa - aa);
  return Math.max(0, (5 * (ratio - 1)) / (aa - 1));
}

/**
 * Legibility from letter heights: the brand's cap height against what the shelf distance needs
 * (4 points), the smallest x-height's headroom over the EU minimum (full at 1.5 × it, 4 points),
 * 2 points for free. Caps: any text under the EU minimum → at most 4 (scaled by how far under);
 * the brand sideways → 5; the brand too small for the shelf distance → 7.
 */
export function legibilityScore(m: {
  brandCapMm: number;
  smallestXMm: number;
  euMinimumMm: number;
  brandSideways: boolean;
}): number {
  const need = SHELF_DISTANCE_MM / LEGIBILITY_RATIO;
  let score =
    2 +
    4 * clamp01(m.brandCapMm / need) +
    4 * clamp01((m.smallestXMm - m.euMinimumMm) / (0.5 * m.euMinimumMm));
  if (m.smallestXMm < m.euMinimumMm) score = Math.min(score, 4 * (m.smallestXMm / m.euMinimumMm));
  if (m.brandSideways) score = Math.min(score, 5);
  if (m.brandCapMm < need) score = Math.min(score, 7);
  return score;
}

/**
 * Hierarchy: the brand leads (4 points; another line leading 1.5), its lead over the next size
 * (3 points at 1.8 ×), 2–4 distinct size levels (3 points; one level 1, five or more 1.5).
 * Caps: another line leads, not the brand → 5; the brand leads sideways → 6.
 */
export function hierarchyScore(m: {
  lead: 'brand' | 'other' | 'none';
  ratio: number;
  levels: number;
  brandSideways: boolean;
}): number {
  if (m.lead === 'none') return 0;
  const levelScore = m.levels >= 2 && m.levels <= 4 ? 1 : m.levels === 1 ? 0.3 : 0.5;
  let score = (m.lead === 'brand' ? 4 : 1.5) + 3 * clamp01((m.ratio - 1) / 0.8) + 3 * levelScore;
  if (m.lead !== 'brand') score = Math.min(score, 5);
  if (m.brandSideways) score = Math.min(score, 6);
  return score;
}

/**
 * Brand consistency: the share of panels carrying the brand (6 points), at most two type families
 * (2 points, three 1), the share of the pack in the brand palette (2 points at 60 %).
 * Cap: the brand missing from a panel → 7.
 */
export function consistencyScore(m: {
  brandPanels: number;
  panels: number;
  families: number;
  paletteShare: number;
}): number {
  const share = m.panels ? m.brandPanels / m.panels : 0;
  const score = 6 * share + (m.families <= 2 ? 2 : 1) + 2 * clamp01(m.paletteShare / 0.6);
  return share < 1 ? Math.min(score, 7) : score;
}

/**
 * Print risk: 10, less 1.5 per text inside the safe margin (at most 6), 0.5 per hairline (at most
 * 2), 1.5 per hue over the budget (at most 4.5). Caps: text inside the safe margin → 5; more
 * hues than the budget → 6.
 */
export function printRiskScore(m: { unsafe: number; thin: number; hues: number }): number {
  const extraHues = Math.max(0, m.hues - HUE_BUDGET);
  let score = 10 - Math.min(6, 1.5 * m.unsafe) - Math.min(2, 0.5 * m.thin) - Math.min(4.5, 1.5 * extraHues);
  if (m.unsafe) score = Math.min(score, 5);
  if (extraHues) score = Math.min(score, 6);
  return score;
}

/**
 * Shelf impact: how far the pack stands off the shelf (4 points at 30 % colour distance), its
 * colourfulness (3 points at 70), the brand's letter height as a share of the front (3 points at
 * 10 %; a quarter as much when it runs sideways). Cap: no brand on the front → 3.
 */
export function shelfImpactScore(m: {
  separation: number;
  colourfulness: number;
  brandShare: number;
  brandSideways: boolean;
  brandOnFront: boolean;
}): number {
  const brand = clamp01(m.brandShare / 0.1) * (m.brandSideways ? 0.25 : 1);
  const score = 10 * (0.4 * clamp01(m.separation / 0.3) + 0.3 * clamp01(m.colourfulness / 70) + 0.3 * brand);
  return m.brandOnFront ? score : Math.min(score, 3);
}

/** Below this a criterion is failing, and its shortfall weighs extra in the overall. */
export const FAILING_BELOW = 5;

/**
 * The overall: the mean of the six, where each criterion under 5 counts its shortfall three
 * times (its score less twice the shortfall) — unreadable text cannot be averaged away by a
 * colourful pack. Floored at 0.
 */
export function overallScore(scores: number[]): number {
  const adjusted = scores.map((v) => v - 2 * Math.max(0, FAILING_BELOW - v));
  return Math.max(0, adjusted.reduce((s, v) => s + v, 0) / scores.length);
}
