/**
 * The local design judge: scores a packaging design 0–10 on six criteria from its document (the
 * label layout the designer composes: text sizes, colours, positions, shapes) and its pixels (the
 * pack against the shelf). Pure and deterministic; the notes say what was measured.
 */

import { VIEWS } from '@packsmith/core/catalogue/index';
import { JUDGE_CRITERIA, type JudgeCriterionKey, type JudgeCriterionScore } from '@packsmith/core/judge';
import { contrast, hexToRgb, type RGB, rgbToHex } from '../color.ts';
import { Designer } from '../compose/label-designer.ts';
import {
  packagingLayout,
  panelRequests,
  templateOrThrow,
  withDimensions,
} from '../compose/packaging-scene.ts';
import { insidePath, type PanelLayout, polygons } from '../compose/panel-layout.ts';
import type { PackagingDocument } from '../document/design-document.ts';
import type { Box } from '../scene/text.ts';
import { hueCount } from './hues.ts';
import { type JudgePixels, pixelStats } from './pixel-measures.ts';
import {
  consistencyScore,
  contrastScore,
  euMinimumXHeight,
  HUE_BUDGET,
  hierarchyScore,
  LARGE_TEXT_CAP_MM,
  LEGIBILITY_RATIO,
  legibilityScore,
  MIN_STROKE_MM,
  overallScore,
  printRiskScore,
  SAFE_MARGIN_MM,
  SHELF_DISTANCE_MM,
  SIDEWAYS_DEG,
  shelfImpactScore,
  WCAG,
} from './rules.ts';

export type { JudgePixels } from './pixel-measures.ts';

export { SAFE_MARGIN_MM, SHELF_DISTANCE_MM } from './rules.ts';

export interface JudgeResult {
  overall: number;
  criteria: JudgeCriterionScore[];
}

const HEX = /^#[0-9a-fA-F]{6}$/;
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
  /** Font size in label units (cap height is about 0.7 of it, x-height about 0.5). */
  size: number;
  /** Degrees the block is turned from horizontal (0–90). */
  turn: number;
  panel: PanelLayout;
}

interface Fitted {
  text: string;
  size: number;
  ink: Box;
}

/** The fitted block a panel text came from: same words, nearest ink area (placed text may be rotated). */
function fittedOf(t: PanelLayout['texts'][number], fitted: Fitted[]): Fitted | undefined {
  let best: Fitted | undefined;
  for (const f of fitted)
    if (
      f.text === t.text &&
      (!best ||
        Math.abs(f.ink.w * f.ink.h - t.ink.w * t.ink.h) <
          Math.abs(best.ink.w * best.ink.h - t.ink.w * t.ink.h))
    )
      best = f;
  return best;
}

function textsOf(panels: PanelLayout[], fitted: Fitted[]): TextOnPanel[] {
  return panels.flatMap((panel) =>
    panel.texts.map((t) => {
      const f = fittedOf(t, fitted);
      return { ...t, panel, size: f?.size ?? t.ink.h, turn: t.turn ?? 0 };
    }),
  );
}

/** Cap and x-height of a text block in millimetres (as shares of the font size). */
const CAP_HEIGHT = 0.7;
const X_HEIGHT = 0.5;
const letterMm = (t: TextOnPanel, scale: number) => t.size * CAP_HEIGHT * scale;
const xHeightMm = (t: TextOnPanel, scale: number) => t.size * X_HEIGHT * scale;

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

  const needShelf = SHELF_DISTANCE_MM / LEGIBILITY_RATIO;
  const brandSideways = !!brandText && brandText.turn >= SIDEWAYS_DEG;
  const brandCapMm = brandText ? letterMm(brandText, scale) : 0;

  // ---- shelf impact: the pack stands off the shelf, carries colour, and the brand is big ----
  const brandShare = brandText && front ? (brandText.size * CAP_HEIGHT) / front.h : 0;
  const shelf = criterion(
    'shelfImpact',
    shelfImpactScore({
      separation: px.separation,
      colourfulness: px.colourfulness,
      brandShare,
      brandSideways,
      brandOnFront: !!brandText,
    }),
    `The pack stands ${px.separation > 0.2 ? 'well' : px.separation > 0.1 ? 'moderately' : 'barely'} off the shelf background ` +
      `(${Math.round(px.separation * 100)}% colour distance); colourfulness ${Math.round(px.colourfulness)}; ` +
      (brandText
        ? `the brand's capitals are ${Math.round(brandShare * 100)}% of the front's height${brandSideways ? ', set sideways' : ''}.`
        : 'the brand name is not on the front.'),
  );

  // ---- legibility: the brand from the aisle, every line against the EU food-label minimum ----
  const areaCm2 = front ? (front.w * scale * front.h * scale) / 100 : 0;
  const euMin = euMinimumXHeight(areaCm2);
  const smallest = [...allTexts].sort((a, b) => a.size - b.size)[0];
  const smallestX = smallest ? xHeightMm(smallest, scale) : euMin * 2;
  const legibility = criterion(
    'legibility',
    legibilityScore({ brandCapMm, smallestXMm: smallestX, euMinimumMm: euMin, brandSideways }),
    (brandText
      ? `Brand capitals ${mm(brandCapMm)} high: readable from about ${((brandCapMm * LEGIBILITY_RATIO) / 1000).toFixed(1)} m` +
        (brandCapMm < needShelf
          ? ` — too small for the shelf (${mm(needShelf)} needed at ${SHELF_DISTANCE_MM / 1000} m). `
          : ` (${mm(needShelf)} needed at ${SHELF_DISTANCE_MM / 1000} m). `) +
        (brandSideways
          ? `The brand runs sideways (${brandText.turn}°): shoppers read it with a tilted head. `
          : '')
      : 'No brand name on the front to read from the shelf. ') +
      (smallest
        ? `Smallest text ${quote(smallest.text)} has a ${mm(smallestX)} x-height` +
          (smallestX < euMin
            ? ` — below the EU food-label minimum of ${mm(euMin)}${areaCm2 < 80 ? ' for packs under 80 cm²' : ''}.`
            : ` (EU minimum ${mm(euMin)}).`)
        : ''),
  );

  // ---- hierarchy: one clear lead (the brand), then a few distinct steps ----
  const sizes = frontTexts.map((t) => ({ t, h: t.size })).sort((a, b) => b.h - a.h);
  const lead = sizes[0];
  const ratio = sizes.length > 1 ? sizes[0]!.h / Math.max(0.01, sizes[1]!.h) : 2;
  const levels: number[] = [];
  for (const s of sizes) if (!levels.some((l) => Math.abs(l - s.h) / l < 0.15)) levels.push(s.h);
  const brandLeads = !!lead && !!brandText && (lead.t === brandText || lead.h <= brandText.size);
  const hierarchy = criterion(
    'hierarchy',
    hierarchyScore({
      lead: brandLeads ? 'brand' : lead ? 'other' : 'none',
      ratio,
      levels: levels.length,
      brandSideways,
    }),
    `${brandLeads ? 'The brand leads' : lead ? `${quote(lead.t.text)} leads, not the brand` : 'No text on the front'}` +
      (sizes.length > 1 ? `, ${ratio.toFixed(1)}× the next size` : '') +
      `; ${levels.length} size level${levels.length === 1 ? '' : 's'} on the front` +
      (brandSideways ? '; the lead runs sideways, so the eye starts elsewhere.' : '.'),
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
  const consistency = criterion(
    'brandConsistency',
    consistencyScore({
      brandPanels: withBrand,
      panels: allPanels.length,
      families,
      paletteShare: px.paletteShare,
    }),
    `Brand on ${withBrand} of ${allPanels.length} panels` +
      (withBrand < allPanels.length ? ` — missing from ${allPanels.length - withBrand}` : '') +
      `; ${families} type famil${families === 1 ? 'y' : 'ies'}; ` +
      `${Math.round(px.paletteShare * 100)}% of the pack is in the brand palette.`,
  );

  // ---- colour contrast: the worst text's WCAG ratio against what is painted under it ----
  const base = hexToRgb(new Designer(doc).groundColour);
  const measured = allTexts
    .map((t) => {
      const r = textContrast(t, base);
      const large = letterMm(t, scale) >= LARGE_TEXT_CAP_MM;
      return r === null ? null : { t, ratio: r, large, score: contrastScore(r, large) };
    })
    .filter((m) => m !== null);
  const worst = [...measured].sort((a, b) => a.score - b.score || a.ratio - b.ratio)[0];
  const belowAA = measured.filter((m) => m.ratio < WCAG[m.large ? 'large' : 'normal'].aa).length;
  const worstAA = worst ? WCAG[worst.large ? 'large' : 'normal'] : WCAG.normal;
  const contrastC = criterion(
    'colourContrast',
    worst ? worst.score : 10,
    worst
      ? `Lowest WCAG contrast ${worst.ratio.toFixed(1)}:1 (${quote(worst.t.text)}, ${worst.large ? 'large' : 'normal'} text)` +
          (worst.ratio < worstAA.aa
            ? ` — fails AA ${worstAA.aa}:1`
            : worst.ratio < worstAA.aaa
              ? ` — meets AA ${worstAA.aa}:1, not AAA ${worstAA.aaa}:1`
              : ` — meets AAA ${worstAA.aaa}:1`) +
          `; ${belowAA} of ${measured.length} text blocks below AA.`
      : 'No text to measure.',
  );

  // ---- print risk: type in the safe area, hairlines, how many colours ----
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
  const hues = Math.max(hueCount(solids), px.hueFamilies);
  const printRisk = criterion(
    'printRisk',
    printRiskScore({ unsafe: unsafe.length, thin: thin.length, hues }),
    `${unsafe.length} text block${unsafe.length === 1 ? '' : 's'} inside the ${SAFE_MARGIN_MM} mm safe margin` +
      (unsafe[0] ? ` (${quote(unsafe[0].text)}) — at risk of being trimmed` : '') +
      `; ${thin.length} stroke${thin.length === 1 ? '' : 's'} thinner than ${MIN_STROKE_MM} mm; ` +
      `${hues} hue${hues === 1 ? '' : 's'} on the pack` +
      (hues > HUE_BUDGET ? ` — too many colours (more than ${HUE_BUDGET} hues)` : '') +
      '.',
  );

  const criteria = [shelf, legibility, hierarchy, consistency, contrastC, printRisk];
  return { overall: round1(overallScore(criteria.map((c) => c.score))), criteria };
}

/** MULTI: the design with the best overall score (the first on a tie). */
export function pickWinner(results: readonly { overall: number }[]): number {
  let best = 0;
  results.forEach((r, i) => {
    if (r.overall > results[best]!.overall) best = i;
  });
  return best;
}
