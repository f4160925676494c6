/**
 * A design on a dieline folded in 3D: its own flat net (the one its print file is drawn on) with
 * the folds worked out from the creases, and its printed artwork cropped to the net, so a viewer
 * can texture each folded piece by its flat coordinates.
 */
import { getTemplate, type PackagingTemplate, PRINT_LAYERS } from '@packsmith/core';
import { withDimensions } from '../../compose/packaging-scene.ts';
import { type PackagingDocument, packagingDocumentSchema } from '../../document/design-document.ts';
import { type PrintOptions, resolveArt } from '../index.ts';
import { printPages } from '../layout.ts';
import type { Net } from '../net.ts';
import { printPlan } from '../plan.ts';
import { pageSvg } from '../svg.ts';
import { hingeBetween, type StructureNet } from './builder.ts';
import { structureOfConstruction } from './catalogue.ts';

/** The folded design: its net with folds, and the artwork as SVG in the net's millimetres. */
export interface DesignFold {
  net: StructureNet;
  /** `viewBox="0 0 net.width net.height"`: the printed face, pieces where the net has them. */
  artwork: string;
}

/**
 * The folds of a built-in net: a tree over the creases (edges two pieces share) from its main
 * face, which stays put (so a viewer sees it first). Every crease turns a square corner except
 * the inside walls of a mailer, which fold right back over their outside wall.
 */
export function foldsOf(net: Net): StructureNet {
  const folds: StructureNet['folds'] = [];
  const main = Math.max(
    0,
    net.pieces.findIndex((p) => p.art?.role === 'front'),
  );
  const placed = new Set<number>();
  // a net of several blanks (a two-piece box's lid and base) folds each blank from its own root
  for (const root of [main, ...net.pieces.keys()]) {
    if (placed.has(root)) continue;
    placed.add(root);
    const queue = [root];
    while (queue.length) {
      const parent = queue.shift()!;
      net.pieces.forEach((piece, i) => {
        if (placed.has(i)) return;
        const hinge = hingeBetween(piece.poly, net.pieces[parent]!.poly);
        if (!hinge) return;
        placed.add(i);
        queue.push(i);
        folds.push({ piece: i, parent, hinge, angle: piece.name.endsWith('(inside)') ? 180 : 90 });
      });
    }
  }
  return { ...net, folds, meets: [], glue: net.pieces.filter((p) => p.kind === 'glue').map((p) => p.name) };
}

/** The design's dieline, when it is one of the library's foldable structures (not flat files, tins). */
function foldable(document: PackagingDocument, template?: PackagingTemplate) {
  const doc = packagingDocumentSchema.parse(document);
  const base = template ?? getTemplate(doc.template);
  if (!base) return null;
  const sized = withDimensions(base, doc.dimensions);
  const plan = printPlan(sized);
  if (plan.kind !== 'dieline' || !structureOfConstruction(plan.net.construction)) return null;
  return { doc, sized, plan };
}

/** Whether a design folds in 3D (without drawing it). */
export function canFold(document: PackagingDocument, template?: PackagingTemplate): boolean {
  return foldable(document, template) !== null;
}

/**
 * A design's net and artwork for the 3D fold, or null when its template is not drawn on one of
 * the library's foldable structures (flat files, tins).
 */
export async function designFold(
  document: PackagingDocument,
  template?: PackagingTemplate,
  opts: Pick<PrintOptions, 'assets'> = {},
): Promise<DesignFold | null> {
  const found = foldable(document, template);
  if (!found) return null;
  const { doc, sized, plan } = found;
  const page = printPages(doc, sized, await resolveArt(doc, opts.assets), plan)![0]!;
  const artwork = page.layers.filter((l) => l.name === PRINT_LAYERS.artwork);
  const inner = pageSvg({ ...page, layers: artwork });
  // the page puts the net a margin and the bleed in: nest the page so the net starts at 0,0
  const off = (page.width - plan.net.width) / 2;
  const { width: w, height: h } = plan.net;
  return {
    net: foldsOf(plan.net),
    artwork: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}"><svg x="${-off}" y="${-off}" width="${page.width}" height="${page.height}">${inner.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')}</svg></svg>`,
  };
}
