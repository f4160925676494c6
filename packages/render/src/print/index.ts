/** Instant print-ready files from a packaging design document: dielines and flat artwork as vector PDF. */
import { getTemplate, type PackagingTemplate } from '@packsmith/core';
import { PDFDocument } from 'pdf-lib';
import type { ResolvedArt } from '../compose/label-designer.ts';
import { withDimensions } from '../compose/packaging-scene.ts';
import { type RenderAssets, toDataUri } from '../document/asset-bytes.ts';
import { type PackagingDocument, packagingDocumentSchema } from '../document/design-document.ts';
import { printPages, structureNote } from './layout.ts';
import { writePdf } from './pdf.ts';
import { printPlan } from './plan.ts';
import { structureDxf } from './structures/export.ts';
import { pageSvg } from './svg.ts';
import { watermarkPdf } from './watermark.ts';

export { printReadyCapability } from '@packsmith/core';
export { PRINT_MARGIN_MM, printPages } from './layout.ts';
export { dieLines, type Net, type Piece } from './net.ts';
export type { PrintPage } from './page.ts';
export { type PrintPlan, printPlan } from './plan.ts';
export { PDF_WATERMARK_NOTE } from './watermark.ts';

export interface PrintOptions {
  assets?: RenderAssets;
  /** The Free tier's file: the wordmark across every page and a note at its foot. */
  watermark?: boolean;
}

export async function resolveArt(doc: PackagingDocument, assets?: RenderAssets): Promise<ResolvedArt> {
  const art: ResolvedArt = {};
  if (doc.logo && assets?.[doc.logo.ref]) art.logo = await toDataUri(assets[doc.logo.ref]!, 1024);
  if (doc.artwork && assets?.[doc.artwork.ref]) art.artwork = await toDataUri(assets[doc.artwork.ref]!, 2048);
  return art;
}

async function pagesFor(
  input: PackagingDocument,
  template: PackagingTemplate | undefined,
  opts: PrintOptions,
) {
  const doc = packagingDocumentSchema.parse(input);
  const base = template ?? getTemplate(doc.template);
  if (!base) throw new Error(`Unknown template '${doc.template}'`);
  const pages = printPages(doc, withDimensions(base, doc.dimensions), await resolveArt(doc, opts.assets));
  if (!pages) throw new Error(`Template '${base.id}' has no instant print-ready file`);
  return { doc, base, pages };
}

/** A packaging design as a print-ready PDF: the dieline with the design on it, or flat artwork at size. */
export async function printReadyPdf(
  document: PackagingDocument,
  template?: PackagingTemplate,
  opts: PrintOptions = {},
): Promise<Uint8Array> {
  const { doc, base, pages } = await pagesFor(document, template, opts);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.text.brand} — ${base.product} print-ready`);
  pdf.setCreator('Packsmith');
  pdf.setProducer('Packsmith instant print-ready (pdf-lib)');
  const plan = printPlan(withDimensions(base, doc.dimensions));
  if (plan.kind === 'dieline') pdf.setSubject(structureNote(plan.net.construction));
  // fixed dates keep the file deterministic for the same document
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  await writePdf(pdf, pages);
  if (opts.watermark) await watermarkPdf(pdf);
  return pdf.save({ useObjectStreams: true });
}

/** The same pages as SVG (previews, the docs gallery). */
export async function printReadySvgs(
  document: PackagingDocument,
  template?: PackagingTemplate,
  opts: PrintOptions & { guides?: boolean } = {},
): Promise<string[]> {
  const { pages } = await pagesFor(document, template, opts);
  return pages.map((p) => pageSvg(p, { guides: opts.guides }));
}

/** A dieline design's print page as a layered SVG (with the bleed and safe-area guides), or null for flat files. */
export async function printReadySvg(
  document: PackagingDocument,
  template?: PackagingTemplate,
  opts: PrintOptions = {},
): Promise<string | null> {
  const { base, pages } = await pagesFor(document, template, opts);
  if (printPlan(withDimensions(base, packagingDocumentSchema.parse(document).dimensions)).kind !== 'dieline')
    return null;
  return pageSvg(pages[0]!, { guides: true });
}

/** A dieline design's die lines as DXF (CUT, CREASE, GLUE), or null for flat files. */
export function printReadyDxf(document: PackagingDocument, template?: PackagingTemplate): string | null {
  const doc = packagingDocumentSchema.parse(document);
  const base = template ?? getTemplate(doc.template);
  if (!base) throw new Error(`Unknown template '${doc.template}'`);
  const plan = printPlan(withDimensions(base, doc.dimensions));
  return plan.kind === 'dieline' ? structureDxf(plan.net) : null;
}
