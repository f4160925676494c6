/**
 * The brief evaluation set: packaging briefs and what a designer expects the generated documents
 * to hold — the asked motifs as the symbol or the pattern's icon, the asked pattern, an
 * illustrated route for hand-drawn asks, the slogan kept, named colours and no hue nobody asked
 * for, a named background that still lets the pack stand off it. `brief-eval.test.ts` runs every
 * brief through the generator (four concepts each) and reports the share of checks and of briefs
 * passed; docs/render.md holds the figures.
 */

import { VIEWS } from '@packsmith/core/catalogue/index';
import {
  packagingLayout,
  panelRequests,
  templateOrThrow,
  withDimensions,
} from '../compose/packaging-scene.ts';
import type { PackagingDocument, PatternKind } from '../document/design-document.ts';
import { deltaE, hexToLab } from '../raster/measured-palette.ts';
import type { PackagingForm } from './packaging.ts';

export interface BriefExpectation {
  /** Each group: icons any of which shows the asked motif. The first must be drawn on every concept, the rest on one. */
  motifs?: string[][];
  /** Pattern kinds any of which is the asked pattern (every concept). */
  pattern?: PatternKind[];
  /** A hand-drawn or illustration ask: the first concept takes the illustrated route. */
  illustrated?: boolean;
  /** A bold ask: no concept comes out as a pale minimal pack. */
  notMinimal?: boolean;
  /** The slogan every concept must print. */
  slogan?: string;
  /** The colours named (hex of each): each shows in the palette, and no other hue does. */
  hues?: string[];
  /** The studio background asked for. */
  background?: string;
  /** The pack must stand off that background (ΔE ≥ 30 from the pack's main colour). */
  backgroundStandsOff?: boolean;
}

export interface BriefCase {
  name: string;
  form: PackagingForm;
  expect: BriefExpectation;
}

const lab = (hex: string) => hexToLab(hex);
const chroma = (hex: string) => Math.hypot(lab(hex)[1], lab(hex)[2]);
const hue = (hex: string) => ((Math.atan2(lab(hex)[2], lab(hex)[1]) * 180) / Math.PI + 360) % 360;
const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
/** Below this Lab chroma a colour is a neutral (black, white, cream, grey): it adds no hue. */
const NEUTRAL = 22;
/** A palette hue within this many degrees of a named colour's hue is that colour. */
const SAME_HUE = 35;

/** The icons a concept draws: its symbol, and the pattern's icon when the pattern is made of icons. */
const drawnIcons = (d: PackagingDocument) => [
  d.symbol,
  ...(d.pattern.kind === 'icons' && d.pattern.icon ? [d.pattern.icon] : []),
];

/** Every text the design prints, on every panel of every view, lower case. */
function printedTexts(d: PackagingDocument): string[] {
  const t = withDimensions(templateOrThrow(d.template), d.dimensions);
  const panels = packagingLayout(d, t, panelRequests(t, [...VIEWS])).panels ?? [];
  return panels
    .flatMap((p) => [...p.texts.map((x) => x.text), ...p.ringTexts])
    .map((x) => x.toLowerCase().replace(/\s+/g, ' '));
}

/** Every check of a brief against its concepts: [what was checked, passed]. */
export function briefChecks(c: BriefCase, docs: PackagingDocument[]): [string, boolean][] {
  const e = c.expect;
  const out: [string, boolean][] = [];
  const first = docs[0]!;
  e.motifs?.forEach((group, i) => {
    const shows = (d: PackagingDocument) => drawnIcons(d).some((icon) => group.includes(icon));
    out.push([`motif ${group[0]}`, i === 0 ? docs.every(shows) : docs.some(shows)]);
  });
  if (e.pattern)
    out.push([`pattern ${e.pattern.join('/')}`, docs.every((d) => e.pattern!.includes(d.pattern.kind))]);
  if (e.illustrated) out.push(['illustrated route first', first.layout === 'illustrated']);
  if (e.notMinimal)
    out.push([
      'not pale minimal',
      docs.every((d) => d.layout !== 'minimal' && lab(d.palette.primary)[0] < 85),
    ]);
  if (e.slogan !== undefined) {
    out.push(['slogan kept', docs.every((d) => d.text.slogan === e.slogan)]);
    out.push([
      'slogan printed',
      docs.every((d) => printedTexts(d).some((t) => t.includes(e.slogan!.toLowerCase()))),
    ]);
  }
  if (e.hues) {
    const asked = e.hues.filter((h) => chroma(h) >= NEUTRAL).map(hue);
    const colours = (d: PackagingDocument) => {
      const p = d.palette;
      return [p.primary, p.secondary, p.accent, p.ink, p.paper].filter((h) => chroma(h) >= NEUTRAL);
    };
    for (const h of asked)
      out.push([
        `shows hue ${Math.round(h)}°`,
        docs.every((d) => colours(d).some((x) => hueGap(hue(x), h) <= SAME_HUE)),
      ]);
    out.push([
      'no unrequested hue',
      docs.every((d) => colours(d).every((x) => asked.some((h) => hueGap(hue(x), h) <= SAME_HUE))),
    ]);
  }
  if (e.background) {
    const want = e.background;
    out.push([
      'background as named',
      docs.every((d) => {
        const got = d.background.colour;
        const sameHue = chroma(want) < NEUTRAL || hueGap(hue(got), hue(want)) <= SAME_HUE;
        return sameHue && Math.abs(lab(got)[0] - lab(want)[0]) <= 20;
      }),
    ]);
  }
  if (e.backgroundStandsOff)
    out.push([
      'pack stands off the background',
      docs.every((d) => deltaE(lab(d.background.colour), lab(d.palette.primary)) >= 30),
    ]);
  return out;
}
