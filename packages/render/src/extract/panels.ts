/**
 * The flat artwork of every label panel of a packaging design, rendered from its document: the
 * same ground, pattern, type and marks the designer wraps onto the pack, laid flat at the panel's
 * own proportions. Exact, because nothing is recovered from pixels.
 */
import { VIEWS } from '@packsmith/core/catalogue/index';
import { Designer } from '../compose/label-designer.ts';
import { panelRequests, templateOrThrow, withDimensions } from '../compose/packaging-scene.ts';
import { type RenderAssets, toDataUri } from '../document/asset-bytes.ts';
import type { PackagingDocument } from '../document/design-document.ts';
import { encode, rasterise } from '../raster/rasterise.ts';
import { plainItem } from '../scene/surface.ts';
import { Svg } from '../scene/svg.ts';

export interface PanelArtwork {
  /** front, back, side, top — numbered when a pack has two panels of one role (front-2). */
  name: string;
  role: string;
  /** Panel size in label units (millimetres on boxes). */
  w: number;
  h: number;
  png: Buffer;
}

/** Longest side of a rendered panel. */
export const PANEL_MAX_SIDE = 1600;

export async function panelArtworks(
  doc: PackagingDocument,
  options: { assets?: RenderAssets; maxSide?: number } = {},
): Promise<PanelArtwork[]> {
  const template = withDimensions(templateOrThrow(doc.template), doc.dimensions);
  const art: { logo?: string; artwork?: string } = {};
  const assets = options.assets;
  if (doc.logo && assets?.[doc.logo.ref]) art.logo = await toDataUri(assets[doc.logo.ref]!, 512);
  if (doc.artwork && assets?.[doc.artwork.ref]) art.artwork = await toDataUri(assets[doc.artwork.ref]!, 1024);
  const maxSide = options.maxSide ?? PANEL_MAX_SIDE;
  const seen = new Map<string, number>();
  const out: PanelArtwork[] = [];
  for (const [role, w, h] of panelRequests(template, [...VIEWS])) {
    if (w < 4 || h < 4) continue;
    const n = (seen.get(role) ?? 0) + 1;
    seen.set(role, n);
    const designer = new Designer(doc, art);
    const svg = new Svg(`x${out.length}`);
    const items = [...designer.ground(w, h), ...designer.panel(role, w, h)];
    const markup = svg.document(w, h, items.map(plainItem).join(''), `${doc.text.brand} — ${role}`);
    const px = Math.round(w >= h ? maxSide : (maxSide * w) / h);
    out.push({
      name: n === 1 ? role : `${role}-${n}`,
      role,
      w,
      h,
      png: await encode(rasterise(markup, px), 'png'),
    });
  }
  return out;
}
