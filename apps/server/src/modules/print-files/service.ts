import {
  getTemplate,
  type InstantPdfAvailability,
  PRINT_FILE_MESSAGES,
  printCapabilityOf,
} from '@packsmith/core';
import {
  canFold,
  type DesignFold,
  designFold,
  packagingDocumentSchema,
  printReadyDxf,
  printReadyPdf,
  printReadySvg,
  type RenderAssets,
} from '@packsmith/render';
import { z } from 'zod';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import type { FlagsService } from '../flags/index.ts';
import { tierOf } from '../users/index.ts';

export type PrintFilesDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'flags' | 'jobs'> & {
  assets: AssetsService;
  featureFlags: FlagsService;
};

export interface PrintFile {
  bytes: Uint8Array;
  fileName: string;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'design';

/** Instant print-ready files: a user's own packaging design, drawn as a dieline or flat artwork PDF. */
export function printFilesService(deps: PrintFilesDeps) {
  const { assets, featureFlags: flags } = deps;

  /** Logo and artwork bytes the document refers to, read as the owner (missing ones are left out). */
  async function referenced(userId: string, refs: (string | undefined)[]): Promise<RenderAssets> {
    const out: RenderAssets = {};
    for (const ref of refs) {
      if (!ref || !z.uuid().safeParse(ref).success) continue;
      out[ref] = (await assets.sourceImage(userId, ref))?.bytes;
    }
    return out;
  }

  /** The design document and template the instant PDF is made from, or the reason there is none. */
  async function source(userId: string, assetId: string) {
    if (!(await flags.isOn('print-ready', userId))) throw notFound();
    const found = await assets.documentOf(userId, assetId);
    if (!found) throw notFound();
    if (found.document === undefined) throw conflict(PRINT_FILE_MESSAGES.noDocument, 'no_design_document');
    const parsed = packagingDocumentSchema.safeParse(found.document);
    if (!parsed.success) throw conflict(PRINT_FILE_MESSAGES.noTemplate, 'not_packaging');
    const doc = parsed.data;
    const template = getTemplate(doc.template);
    if (!template) throw conflict(PRINT_FILE_MESSAGES.noTemplate, 'not_packaging');
    const capability = printCapabilityOf(template);
    if (capability === 'none') throw conflict(PRINT_FILE_MESSAGES.noCapability, 'no_print_file');
    return { doc, template, capability };
  }

  return {
    /**
     * Whether one of the user's designs has an instant PDF (what its dialogs offer: "Download
     * print PDF" or "Get print-ready file"), without drawing it. Another user's design → 404.
     */
    async availability(userId: string, assetId: string): Promise<InstantPdfAvailability> {
      try {
        const { doc, template, capability } = await source(userId, assetId);
        return {
          available: true,
          capability: capability as 'dieline' | 'flat',
          foldable: canFold(doc, template),
        };
      } catch (error) {
        if (error instanceof HttpError && error.status === 409)
          return { available: false, reason: error.message };
        throw error;
      }
    },

    /** The die lines of a dieline design, layered SVG or DXF; flat designs have none (409). */
    async instantDieline(userId: string, assetId: string, format: 'svg' | 'dxf'): Promise<PrintFile> {
      const { doc, template, capability } = await source(userId, assetId);
      if (capability !== 'dieline') throw conflict(PRINT_FILE_MESSAGES.noDieline, 'no_dieline');
      const text =
        format === 'dxf'
          ? printReadyDxf(doc, template)
          : await printReadySvg(doc, template, {
              assets: await referenced(userId, [doc.logo?.ref, doc.artwork?.ref]),
            });
      if (text === null) throw conflict(PRINT_FILE_MESSAGES.noDieline, 'no_dieline');
      return {
        bytes: new TextEncoder().encode(text),
        fileName: `${slug(doc.text.brand)}-${template.id}-dieline.${format}`,
      };
    },

    /** A dieline design's net with its folds and its artwork, for the 3D fold; other designs 409. */
    async fold(userId: string, assetId: string): Promise<DesignFold> {
      const { doc, template } = await source(userId, assetId);
      const fold = await designFold(doc, template, {
        assets: await referenced(userId, [doc.logo?.ref, doc.artwork?.ref]),
      });
      if (!fold) throw conflict(PRINT_FILE_MESSAGES.noFold, 'no_fold');
      return fold;
    },

    async instantPdf(userId: string, assetId: string): Promise<PrintFile> {
      const { doc, template } = await source(userId, assetId);
      // Free files carry the watermark, like every Free image (the pricing page says so).
      const bytes = await printReadyPdf(doc, template, {
        assets: await referenced(userId, [doc.logo?.ref, doc.artwork?.ref]),
        watermark: (await tierOf(deps.db, userId)) === 'free',
      });
      return { bytes, fileName: `${slug(doc.text.brand)}-${template.id}-print-ready.pdf` };
    },
  };
}

export type PrintFilesService = ReturnType<typeof printFilesService>;
