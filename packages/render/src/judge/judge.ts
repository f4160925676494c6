/**
 * The local design judge: scores a packaging design 0–10 on six criteria from its document (the
 * label layout the designer composes: text sizes, colours, positions, shapes) and its pixels (the
 * pack against the shelf). Pure and deterministic; the notes say what was measured.
 */

import { VIEWS } from '@packsmith/core/catalogue/index';
import { JUDGE_CRITERIA, type JudgeCriterionKey, type JudgeCriterionScore } from '@packsmith/core/judge';
import { contrast, hexToRgb, type RGB, rgbToHex } from '../color.ts';
import { Designer } from '../design.ts';
import type { PackagingDocument } from '../document.ts';
import { insidePath, type PanelLayout, polygons } from '../layout.ts';
import { packagingLayout, panelRequests, templateOrThrow, withDimensions } from '../scene.ts';
import type { Box } from '../text.ts';
import { type JudgePixels, pixelStats } from './pixels.ts';

export type { JudgePixels } from './pixels.ts';

/** Shoppers read the front from the shelf aisle; the rest in the hand. */
export const SHELF_DISTANCE_MM = 1500;
export const HAND_DISTANCE_MM = 400;
/** Letter height a reader needs per distance (a common signage rule: legible at 250 × its height). */
const LEGIBILITY_RATIO = 250;
/** Safe area: type closer to a panel edge than this risks being trimmed or folded. */
export const SAFE_MARGIN_MM = 3;
/** Finest stroke or shape a press holds reliably. */
export const MIN_STROKE_MM = 0.2;
/** Solid colours above this count suggest process (CMYK) printing and colour-matching risk. */
const SPOT_COLOUR_BUDGET = 6;

export interface JudgeResult {
  overall: number;
  criteria: JudgeCriterionScore[];
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const round1 = (v: number) => Math.round(v * 10) / 10;
const mm = (v: number) => `${v.toFixed(1)} mm`;
const quote = (s: string) => `“${s.length > 28 ? `${s.slice(0, 27)}…` : s}”`;

/** Millimetres per label unit: boxes lay panels out in millimetres; round and soft packs scale. */
function mmPerUnit(doc: PackagingDocument, front: PanelLayout | undefined): number {
  const t = withDimensions(templateOrThrow(doc.template), doc.dimensions);
  const fam = t.render.family;
  if (
    fam === 'box' ||
    fam === 'tray' ||
    fam === 'wipes' ||
    (fam === 'tin' && t.render.params.shape === 'rect')
  )
    return 1;
  const w = Number(t.render.params.w);
  const h = Number(t.render.params.h);
  if (!front || !(w > 0) || !(h > 0)) return 1;
  return Math.min(w / front.w, h / front.h);
}

interface TextOnPanel {
  text: string;
  ink: Box;
  order: number;
  fill?: string;
  opacity?: number;
  /** Font size in label units (cap height is about 0.7 of it). */
  size: number;
  panel: PanelLayout;
}

interface Fitted {
  text: string;
  size: number;
  ink: Box;
}

/** The fitted block a panel text came from: same words, nearest ink area (placed text may be rotated). */
function sizeOf(t: PanelLayout['texts'][number], fitted: Fitted[]): number {
  let best: Fitted | undefined;
  for (const f of fitted)
    if (
      f.text === t.text &&
      (!best ||
        Math.abs(f.ink.w * f.ink.h - t.ink.w * t.ink.h) <
          Math.abs(best.ink.w * best.ink.h - t.ink.w * t.ink.h))
    )
      best = f;
  return best?.size ?? t.ink.h;
}

function textsOf(panels: PanelLayout[], fitted: Fitted[]): TextOnPanel[] {
  return panels.flatMap((panel) => panel.texts.map((t) => ({ ...t, panel, size: sizeOf(t, fitted) })));
}

/** Cap height of a text block in millimetres. */
const CAP_HEIGHT = 0.7;
const letterMm = (t: TextOnPanel, scale: number) => t.size * CAP_HEIGHT * scale;

const polyCache = new WeakMap<object, [number, number][][]>();
function polysOf(shape: PanelLayout['shapes'][number]) {
  let p = polyCache.get(shape.d);
  if (!p) {
    p = polygons(shape.d);
    polyCache.set(shape.d, p);
  }
  return p;
}

const blend = (under: RGB, over: RGB, a: number): RGB => [
  under[0] + (over[0] - under[0]) * a,
  under[1] + (over[1] - under[1]) * a,
  under[2] + (over[2] - under[2]) * a,
];

/** The colour painted under a point before the text (solid shapes blended in paint order). */
function colourUnder(panel: PanelLayout, order: number, x: number, y: number, base: RGB): RGB {
  let c = base;
  for (const s of panel.shapes) {
    if (s.order >= order || !s.fill || !HEX.test(s.fill)) continue;
    const b = s.box;
    if (x < b.x || y < b.y || x > b.x + b.w || y > b.y + b.h) continue;
    if (insidePath(polysOf(s), x, y, s.evenOdd)) c = blend(c, hexToRgb(s.fill), s.opacity ?? 1);
  }
  return c;
}

/** WCAG contrast of a text block against what lies under it: the worse quarter of 15 samples. */
function textContrast(t: TextOnPanel, base: RGB): number | null {
  if (!t.fill || !HEX.test(t.fill)) return null;
  const ratios: number[] = [];
  for (let j = 0; j < 3; j++)
    for (let i = 0; i < 5; i++) {
      const x = t.ink.x + (t.ink.w * (i + 0.5)) / 5;
      const y = t.ink.y + (t.ink.h * (j + 0.5)) / 3;
      const under = colourUnder(t.panel, t.order, x, y, base);
      const ink = blend(under, hexToRgb(t.fill), t.opacity ?? 1);
      ratios.push(contrast(rgbToHex(under), rgbToHex(ink)));
    }
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 4)]!;
}

/** WCAG ratio → 0–10: 7:1 (AAA) earns full marks, 4.5:1 (AA) 8, 3:1 (large text) 6, 1:1 nothing. */
export function contrastScore(ratio: number): number {
  if (ratio >= 7) return 10;
  if (ratio >= 4.5) return 8 + ((ratio - 4.5) / 2.5) * 2;
  if (ratio >= 3) return 6 + ((ratio - 3) / 1.5) * 2;
  return Math.max(0, ((ratio - 1) / 2) * 6);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function criterion(key: JudgeCriterionKey, score: number, note: string): JudgeCriterionScore {
  const label = JUDGE_CRITERIA.find((c) => c.key === key)!.label;
  return { key, label, score: round1(Math.max(0, Math.min(10, score))), note };
}

/** Rates a packaging design from its document and a render of it (RGB or RGBA pixels). */
export function judgeDesign(doc: PackagingDocument, pixels: JudgePixels): JudgeResult {
  const template = withDimensions(templateOrThrow(doc.template), doc.dimensions);
  const shown = packagingLayout(doc, template);
  const everyView = packagingLayout(doc, template, panelRequests(template, [...VIEWS]));
  const fitted: Fitted[] = shown.texts;
  const panels = shown.panels ?? [];
  const front = panels.find((p) => p.role === 'front') ?? panels[0];
  const scale = mmPerUnit(doc, front);
  const frontTexts = front ? textsOf([front], fitted) : [];
  const allTexts = textsOf(panels, fitted);
  const brandText = frontTexts.find((t) => sameText(t.text, doc.text.brand));
  const palette = [
    doc.palette.primary,
    doc.palette.secondary,
    doc.palette.accent,
    doc.palette.ink,
    doc.palette.paper,
  ];
  const px = pixelStats(pixels, palette);

  // ---- shelf impact: the pack stands off the shelf, carries colour, and the brand is big ----
  const brandShare = brandText && front ? brandText.ink.h / front.h : 0;
  const standOut = clamp01(px.separation / 0.3);
  const vivid = clamp01(px.colourfulness / 70);
  const brandBig = clamp01(brandShare / 0.16);
  const shelf = criterion(
    'shelfImpact',
    10 * (0.4 * standOut + 0.3 * vivid + 0.3 * brandBig),
    `The pack stands ${standOut > 0.66 ? 'well' : standOut > 0.33 ? 'moderately' : 'barely'} off the shelf background ` +
      `(${Math.round(px.separation * 100)}% colour distance); colourfulness ${Math.round(px.colourfulness)}; ` +
      (brandText
        ? `the brand fills ${Math.round(brandShare * 100)}% of the front's height.`
        : 'the brand name is not on the front.'),
  );

  // ---- legibility: brand readable from the aisle, every other line in the hand ----
  const needShelf = SHELF_DISTANCE_MM / LEGIBILITY_RATIO;
  const needHand = HAND_DISTANCE_MM / LEGIBILITY_RATIO;
  const brandMm = brandText ? letterMm(brandText, scale) : 0;
  const rest = frontTexts.filter((t) => t !== brandText);
  const restScore = rest.length
    ? rest.reduce((s, t) => s + clamp01(letterMm(t, scale) / needHand), 0) / rest.length
    : 1;
  const smallest = [...rest].sort((a, b) => letterMm(a, scale) - letterMm(b, scale))[0];
  const legibility = criterion(
    'legibility',
    10 * (0.5 * clamp01(brandMm / needShelf) + 0.5 * restScore),
    (brandText
      ? `Brand letters ${mm(brandMm)} high: readable from about ${((brandMm * LEGIBILITY_RATIO) / 1000).toFixed(1)} m ` +
        `(${mm(needShelf)} needed at ${SHELF_DISTANCE_MM / 1000} m). `
      : 'No brand name on the front to read from the shelf. ') +
      (smallest
        ? `Smallest front text ${quote(smallest.text)} ${mm(letterMm(smallest, scale))}` +
          (letterMm(smallest, scale) < needHand ? ` — below the ${mm(needHand)} needed in the hand.` : '.')
        : ''),
  );

  // ---- hierarchy: one clear lead (the brand), then a few distinct steps ----
  const sizes = frontTexts.map((t) => ({ t, h: t.size })).sort((a, b) => b.h - a.h);
  const lead = sizes[0];
  const ratio = sizes.length > 1 ? sizes[0]!.h / Math.max(0.01, sizes[1]!.h) : 2;
  const levels: number[] = [];
  for (const s of sizes) if (!levels.some((l) => Math.abs(l - s.h) / l < 0.15)) levels.push(s.h);
  const levelScore = levels.length >= 2 && levels.length <= 4 ? 1 : levels.length === 1 ? 0.3 : 0.5;
  const brandLeads = !!lead && !!brandText && lead.t === brandText;
  const hierarchy = criterion(
    'hierarchy',
    (brandLeads ? 4 : lead ? 1.5 : 0) + 3 * clamp01((ratio - 1) / 0.8) + 3 * levelScore,
    `${brandLeads ? 'The brand leads' : lead ? `${quote(lead.t.text)} leads, not the brand` : 'No text on the front'}` +
      (sizes.length > 1 ? `, ${ratio.toFixed(1)}× the next size` : '') +
      `; ${levels.length} size level${levels.length === 1 ? '' : 's'} on the front.`,
  );

  // ---- brand consistency: the brand on every panel, few type families, the palette carries it ----
  const allPanels = everyView.panels ?? [];
  const withBrand = allPanels.filter(
    (p) =>
      p.texts.some((t) => sameText(t.text, doc.text.brand)) ||
      p.ringTexts.some((t) => sameText(t, doc.text.brand)),
  ).length;
  const familyOf = (key: string) => key.split('-')[0];
  const ty = doc.typography;
  const families = new Set([familyOf(ty.display), familyOf(ty.body), familyOf(ty.accent)]).size;
  const brandPanels = allPanels.length ? withBrand / allPanels.length : 0;
  const consistency = criterion(
    'brandConsistency',
    4 * brandPanels + 3 * (families <= 2 ? 1 : 0.6) + 3 * clamp01(px.paletteShare / 0.6),
    `Brand on ${withBrand} of ${allPanels.length} panels; ${families} type famil${families === 1 ? 'y' : 'ies'}; ` +
      `${Math.round(px.paletteShare * 100)}% of the pack is in the brand palette.`,
  );

  // ---- colour contrast: WCAG ratio of each text against what is painted under it ----
  const base = hexToRgb(new Designer(doc).groundColour);
  const measured = allTexts
    .map((t) => ({ t, ratio: textContrast(t, base) }))
    .filter((m): m is { t: TextOnPanel; ratio: number } => m.ratio !== null);
  const worst = [...measured].sort((a, b) => a.ratio - b.ratio)[0];
  const frontMeasured = measured.filter((m) => m.t.panel === front);
  const weighted = (list: typeof measured) =>
    list.length ? list.reduce((s, m) => s + contrastScore(m.ratio), 0) / list.length : 10;
  const belowAA = measured.filter((m) => m.ratio < 4.5).length;
  const contrastC = criterion(
    'colourContrast',
    0.6 * weighted(frontMeasured) + 0.4 * weighted(measured),
    worst
      ? `Lowest WCAG contrast ${worst.ratio.toFixed(1)}:1 (${quote(worst.t.text)}); ` +
          `${belowAA} of ${measured.length} text blocks below AA 4.5:1.`
      : 'No text to measure.',
  );

  // ---- print risk: type in the safe area, hairlines, too many solid colours ----
  const margin = SAFE_MARGIN_MM / scale;
  const unsafe = allTexts.filter(
    (t) =>
      t.ink.x < margin ||
      t.ink.y < margin ||
      t.ink.x + t.ink.w > t.panel.w - margin ||
      t.ink.y + t.ink.h > t.panel.h - margin,
  );
  const thin = panels.flatMap((p) =>
    p.shapes.filter(
      (s) =>
        (s.sw !== undefined && s.sw * scale < MIN_STROKE_MM) ||
        (s.fill !== 'none' &&
          Math.min(s.box.w, s.box.h) * scale < MIN_STROKE_MM &&
          Math.max(s.box.w, s.box.h) > 0),
    ),
  );
  const solids = new Set<string>();
  for (const p of panels) {
    for (const s of p.shapes)
      if (s.fill && HEX.test(s.fill) && (s.opacity ?? 1) >= 0.99) solids.add(s.fill.toUpperCase());
    for (const t of p.texts) if (t.fill && HEX.test(t.fill)) solids.add(t.fill.toUpperCase());
  }
  const extraColours = Math.max(0, solids.size - SPOT_COLOUR_BUDGET);
  const printRisk = criterion(
    'printRisk',
    10 - Math.min(4.5, 1.5 * unsafe.length) - Math.min(2.5, 0.5 * thin.length) - Math.min(3, extraColours),
    `${unsafe.length} text block${unsafe.length === 1 ? '' : 's'} inside the ${SAFE_MARGIN_MM} mm safe margin` +
      (unsafe[0] ? ` (${quote(unsafe[0].text)})` : '') +
      `; ${thin.length} stroke${thin.length === 1 ? '' : 's'} thinner than ${MIN_STROKE_MM} mm; ` +
      `${solids.size} solid colour${solids.size === 1 ? '' : 's'}${extraColours ? ' — print in CMYK process' : ''}.`,
  );

  const criteria = [shelf, legibility, hierarchy, consistency, contrastC, printRisk];
  return { overall: round1(criteria.reduce((s, c) => s + c.score, 0) / criteria.length), criteria };
}

/** MULTI: the design with the best overall score (the first on a tie). */
export function pickWinner(results: readonly { overall: number }[]): number {
  let best = 0;
  results.forEach((r, i) => {
    if (r.overall > results[best]!.overall) best = i;
  });
  return best;
}
