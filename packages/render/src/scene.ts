import { getTemplate, type PackagingTemplate } from '@packsmith/core/catalogue/index';
import { type RenderAssets, toDataUri } from './assets.ts';
import { darken, mix } from './color.ts';
import { Designer } from './design.ts';
import type { Dimensions, PackagingDocument } from './document.ts';
import type { LabelSource, PackContext, PackResult } from './packs/common.ts';
import { drawCuboid } from './packs/cuboid.ts';
import { drawFlat } from './packs/flat.ts';
import { drawRevolved } from './packs/revolved.ts';
import { CANVAS, contactShadow, FLOOR_Y, studioBackground } from './studio.ts';
import { Svg } from './svg.ts';
import type { FittedText } from './text.ts';

export interface SceneResult {
  svg: string;
  /** Every text block laid out, with its box and the ink actually drawn (for overflow checks). */
  texts: FittedText[];
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
  const pack = drawPack(ctx);
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
  return { svg: markup, texts: designer.texts };
}
