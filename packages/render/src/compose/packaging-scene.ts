import { getTemplate, type PackagingTemplate } from '@packsmith/core/catalogue/index';
import { darken, mix } from '../color.ts';
import { type RenderAssets, toDataUri } from '../document/asset-bytes.ts';
import type { Dimensions, PackagingDocument } from '../document/design-document.ts';
import { CANVAS, contactShadow, FLOOR_Y, studioBackground } from '../scene/studio.ts';
import type { Item } from '../scene/surface.ts';
import { Svg } from '../scene/svg.ts';
import type { FittedText } from '../scene/text.ts';
import { Designer, type Role } from './label-designer.ts';
import type { LabelSource, PackContext, PackResult } from './packs/common.ts';
import { drawCuboid } from './packs/cuboid.ts';
import { drawFlat } from './packs/flat.ts';
import { drawRevolved } from './packs/revolved.ts';
import type { PanelLayout } from './panel-layout.ts';

export interface SceneResult {
  svg: string;
  /** Every text block laid out, with its box and the ink actually drawn (for overflow checks). */
  texts: FittedText[];
  /** Packaging only: every label panel composed, with text, marks and shapes in paint order. */
  panels?: PanelLayout[];
}

export function templateOrThrow(id: string): PackagingTemplate {
  const t = getTemplate(id);
  if (!t) throw new Error(`Unknown template '${id}'`);
  return t;
}

export function drawPack(ctx: PackContext): PackResult {
  switch (ctx.template.render.family) {
    case 'bottle':
    case 'can':
    case 'jar':
    case 'tub':
    case 'cup':
    case 'bowl':
    case 'canister':
      return drawRevolved(ctx);
    case 'tin':
      return ctx.template.render.params.shape === 'rect' ? drawCuboid(ctx) : drawRevolved(ctx);
    case 'box':
    case 'tray':
    case 'wipes':
      return drawCuboid(ctx);
    default:
      return drawFlat(ctx);
  }
}

/** The template drawn at the document's own size in millimetres, when it has one. */
export function withDimensions(t: PackagingTemplate, size?: Dimensions): PackagingTemplate {
  if (!size) return t;
  const params = { ...t.render.params, w: size.w, h: size.h, ...(size.d ? { d: size.d } : {}) };
  return { ...t, render: { ...t.render, params } };
}

/** Packaging colour where the pack is not printed. */
export function defaultPackColour(t: PackagingTemplate, ground: string): string {
  const f = t.render.family;
  if (f === 'cup' || f === 'bowl') return '#F7F5F0';
  if (f === 'bottle' || f === 'tub' || f === 'jar') return '#F3F2EF';
  return ground;
}

export function composeScene(
  svg: Svg,
  template: PackagingTemplate,
  view: PackagingDocument['view'],
  label: LabelSource,
  background: { colour: string; style: 'sweep' | 'gradient' | 'floor' | 'flat' },
  packColour: string | undefined,
  contents: string,
  accent: string,
  title: string,
  zoom = 1,
  /** A body drawn elsewhere (a folded structure); otherwise the template's drawn pack. */
  drawn?: PackResult,
): string {
  const ctx: PackContext = {
    svg,
    template,
    view,
    label,
    packColour: packColour ?? defaultPackColour(template, label.groundColour),
    contentsColour: contents,
    accent,
  };
  const pack = drawn ?? drawPack(ctx);
  const bg = studioBackground(svg, background.colour, background.style);
  const sh = contactShadow(
    svg,
    pack.shadow.cx,
    pack.shadow.cy,
    pack.shadow.rx,
    pack.shadow.ry,
    pack.shadow.strength ?? 1,
  );
  const subject = sh + (pack.behind ?? '') + pack.body;
  // zooming out shrinks the pack about the middle of the floor line; the studio stays full size
  const framed =
    zoom === 1
      ? subject
      : `<g transform="translate(${CANVAS / 2} ${FLOOR_Y}) scale(${zoom}) translate(${-CANVAS / 2} ${-FLOOR_Y})">${subject}</g>`;
  return svg.document(CANVAS, CANVAS, bg + framed, title);
}

export async function buildPackagingScene(
  doc: PackagingDocument,
  assets?: RenderAssets,
): Promise<SceneResult> {
  const template = templateOrThrow(doc.template);
  const art: { logo?: string; artwork?: string } = {};
  if (doc.logo && assets?.[doc.logo.ref]) art.logo = await toDataUri(assets[doc.logo.ref]!, 512);
  if (doc.artwork && assets?.[doc.artwork.ref]) art.artwork = await toDataUri(assets[doc.artwork.ref]!, 1024);
  return buildPackagingSceneSync(doc, template, art);
}

export function buildPackagingSceneSync(
  doc: PackagingDocument,
  template: PackagingTemplate,
  art: { logo?: string; artwork?: string } = {},
): SceneResult {
  const sized = withDimensions(template, doc.dimensions);
  const svg = new Svg('s');
  const designer = new Designer(doc, art);
  const contents = mix(darken(doc.palette.secondary, 0.25), doc.palette.accent, 0.35);
  const markup = composeScene(
    svg,
    sized,
    doc.view,
    designer,
    doc.background,
    doc.packColour,
    contents,
    doc.palette.accent,
    `${doc.text.brand} — ${template.product}`,
    doc.framing?.zoom,
  );
  return { svg: markup, texts: designer.texts, panels: designer.panels };
}

/** A panel the pack asks for, with the pack details it draws over it. */
export type PanelRequest = [Role, number, number, Item[]];

/**
 * The label panels a pack asks for when drawn in the given views (role and size; the same for
 * every design on that template). The pack is drawn with empty artwork, which is cheap.
 */
export function panelRequests(
  template: PackagingTemplate,
  views: PackagingDocument['view'][],
): PanelRequest[] {
  const asked = new Map<string, PanelRequest>();
  let last: PanelRequest | undefined;
  const label: LabelSource = {
    groundColour: '#FFFFFF',
    texts: [],
    ground: () => [],
    panel: (role, w, h) => {
      const key = `${role}:${w}:${h}`;
      last = asked.get(key) ?? [role, w, h, []];
      asked.set(key, last);
      return [];
    },
    overlay: (items) => {
      if (last && !last[3].length) last[3] = items;
    },
  };
  for (const view of views)
    drawPack({
      svg: new Svg('p'),
      template,
      view,
      label,
      packColour: '#FFFFFF',
      contentsColour: '#FFFFFF',
      accent: '#FFFFFF',
    });
  return [...asked.values()];
}

/**
 * The label layout of a packaging design without drawing it: the designer lays out the panels
 * the pack shows (by default in the document's view). Layout checks over the whole catalogue
 * use this; wrapping the artwork onto the pack is the slow part of a render.
 */
export function packagingLayout(
  doc: PackagingDocument,
  template: PackagingTemplate,
  panels: PanelRequest[] = panelRequests(template, [doc.view]),
): Pick<SceneResult, 'texts' | 'panels'> {
  const designer = new Designer(doc);
  for (const [role, w, h, overlay] of panels) {
    designer.panel(role, w, h);
    if (overlay.length) designer.overlay(overlay);
  }
  return { texts: designer.texts, panels: designer.panels };
}
