/**
 * Artwork extraction: for an engine design, the flat artwork of every panel rendered from its
 * document (exact); for any other image, the label quadrilateral the user marked un-warped to a
 * flat rectangle. The cost is reserved with the record, captured once the artworks are stored as
 * assets (category ARTWORK EXTRACTION), released if anything fails.
 */
import {
  type AdminExtraction,
  type AdminExtractionsPage,
  type AdminListParams,
  type CreateExtractionRequest,
  EXTRACTION_COST,
  EXTRACTION_MESSAGES,
  EXTRACTION_QUERY_KEY,
  type Extraction,
  type ExtractionMethod,
  extractionDeeplink,
  imageMimeType,
  isConvexQuad,
} from '@packsmith/core';
import {
  type PackagingDocument,
  packagingDocumentSchema,
  panelArtworks,
  type Quad,
  type RenderAssets,
  unwarp,
} from '@packsmith/render';
import sharp from 'sharp';
import { z } from 'zod';
import { settlePaid } from '../../jobs/paid-job.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { ownerIdsForSearch } from '../actions/index.ts';
import type { AssetsService, AssetUrls } from '../assets/index.ts';
import type { CreditsService } from '../credits/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { findPeople } from '../users/index.ts';
import {
  deleteExtraction,
  type ExtractionOutputRecord,
  type ExtractionRow,
  extractionPage,
  extractionPageForStaff,
  insertExtraction,
  ownExtraction,
  setExtractionOutputs,
} from './repository.ts';

export type ExtractorDeps = Pick<AppDeps, 'db' | 'storage' | 'realtime' | 'log' | 'jobs'> & {
  credits: CreditsService;
  assets: AssetsService;
  notifications: NotificationsService;
};

type Row = ExtractionRow;

function toDto(row: Row, urls: Map<string, AssetUrls>): Extraction {
  return {
    id: row.id,
    sourceAssetId: row.sourceAssetId,
    sourceThumbnailUrl: urls.get(row.sourceAssetId)?.thumbnailUrl ?? null,
    method: row.method as ExtractionMethod,
    corners: row.corners ?? null,
    creditCost: row.creditCost,
    createdAt: row.createdAt.toISOString(),
    outputs: row.outputs.map((o) => ({
      name: o.name,
      assetId: o.assetId,
      url: urls.get(o.assetId)?.url ?? null,
      thumbnailUrl: urls.get(o.assetId)?.thumbnailUrl ?? null,
    })),
  };
}

/** The logo and artwork a document points at, read as the user's own images. */
async function documentAssets(assets: AssetsService, userId: string, doc: PackagingDocument) {
  const out: RenderAssets = {};
  for (const ref of [doc.logo?.ref, doc.artwork?.ref]) {
    if (!ref || !z.uuid().safeParse(ref).success) continue;
    const src = await assets.sourceImage(userId, ref);
    if (src) out[ref] = src.bytes;
  }
  return out;
}

async function unwarpImage(bytes: Buffer, corners: { x: number; y: number }[]): Promise<Buffer> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const quad = corners.map((c) => ({ x: c.x * info.width, y: c.y * info.height })) as Quad;
  const flat = unwarp({ data, width: info.width, height: info.height, channels: 4 }, quad);
  return sharp(Buffer.from(flat.data), { raw: { width: flat.width, height: flat.height, channels: 4 } })
    .png()
    .toBuffer();
}

export function extractorService(deps: ExtractorDeps) {
  const { db, credits, assets } = deps;

  async function toDtos(userId: string, rows: Row[]) {
    const urls = await assets.urlsFor(
      userId,
      rows.flatMap((r) => [r.sourceAssetId, ...r.outputs.map((o) => o.assetId)]),
    );
    return rows.map((r) => toDto(r, urls));
  }

  /** The flat artworks of the source: one per panel (document) or one (un-warp). */
  async function artworksOf(userId: string, req: CreateExtractionRequest) {
    const found = z.uuid().safeParse(req.assetId).success
      ? await assets.documentOf(userId, req.assetId)
      : null;
    if (!found) throw notFound(EXTRACTION_MESSAGES.imageNotFound);
    const doc = packagingDocumentSchema.safeParse(found.document);
    const source = await assets.sourceImage(userId, req.assetId);
    if (!source) throw notFound(EXTRACTION_MESSAGES.imageNotFound);
    if (doc.success) {
      const method: ExtractionMethod = 'document';
      const make = async () =>
        (await panelArtworks(doc.data, { assets: await documentAssets(assets, userId, doc.data) })).map(
          (p) => ({
            name: p.name,
            png: p.png,
          }),
        );
      return { method, make };
    }
    if (!imageMimeType.safeParse(source.mimetype).success) throw badRequest(EXTRACTION_MESSAGES.notImage);
    if (!req.corners) throw badRequest(EXTRACTION_MESSAGES.cornersRequired, 'corners_required');
    const corners = req.corners;
    if (!isConvexQuad(corners)) throw badRequest(EXTRACTION_MESSAGES.notQuad, 'not_quad');
    const method: ExtractionMethod = 'unwarp';
    return { method, make: async () => [{ name: 'label', png: await unwarpImage(source.bytes, corners) }] };
  }

  return {
    async create(userId: string, req: CreateExtractionRequest): Promise<Extraction> {
      const { method, make } = await artworksOf(userId, req);
      const { row, reservationId } = await db.transaction(async (tx) => {
        const created = await insertExtraction(tx, {
          userId,
          sourceAssetId: req.assetId,
          method,
          corners: method === 'unwarp' ? (req.corners ?? null) : null,
          creditCost: EXTRACTION_COST,
        });
        const reservation = await credits.reserve(userId, 'artwork_extraction', EXTRACTION_COST, {
          tx,
          reference: created.id,
          message: EXTRACTION_MESSAGES.insufficient,
        });
        return { row: created, reservationId: reservation.id };
      });
      // Made in the request (a few seconds of pixels, no connection held); settled once as any paid job.
      const paid = { id: row.id, userId, creditReservationId: reservationId };
      try {
        const outputs: ExtractionOutputRecord[] = [];
        for (const art of await make()) {
          const asset = await assets.storeGeneratedImage(userId, art.png, {
            category: 'ARTWORK EXTRACTION',
            parentId: req.assetId,
            description: `Flat artwork — ${art.name}`,
            originalFileName: `artwork-${art.name}.png`,
            metadata: { extractionId: row.id, panel: art.name },
          });
          outputs.push({ name: art.name, assetId: asset.id });
        }
        let done = row;
        await settlePaid(deps, {
          row: paid,
          outcome: 'completed',
          claim: async (tx) => {
            done = await setExtractionOutputs(tx, row.id, outputs);
            return true;
          },
          notification: {
            type: 'extraction_complete',
            title: EXTRACTION_MESSAGES.readyTitle,
            message: EXTRACTION_MESSAGES.readyMessage,
            deeplink: extractionDeeplink(row.id),
            queryKeys: [[...EXTRACTION_QUERY_KEY]],
          },
        });
        const [dto] = await toDtos(userId, [done]);
        return dto!;
      } catch (err) {
        deps.log?.warn({ err, extractionId: row.id }, 'artwork extraction failed');
        await settlePaid(deps, {
          row: paid,
          outcome: 'failed',
          claim: async (tx) => {
            await deleteExtraction(tx, row.id);
            return true;
          },
        });
        throw err;
      }
    },

    async list(userId: string, q: { limit: number; offset: number }) {
      const { rows, total } = await extractionPage(db, userId, q.limit, q.offset);
      return { data: await toDtos(userId, rows), totalCount: total };
    },

    async get(userId: string, id: string): Promise<Extraction> {
      const row = await ownExtraction(db, userId, id);
      if (!row) throw notFound();
      const [dto] = await toDtos(userId, [row]);
      return dto!;
    },

    /** Staff: every extraction, newest first; `q` is an owner's e-mail or a method. */
    async adminList(query: AdminListParams): Promise<AdminExtractionsPage> {
      const q = query.q;
      const { total, rows } = await extractionPageForStaff(
        db,
        q ? { q, ownerIds: await ownerIdsForSearch(db, q) } : undefined,
        query.limit,
        query.offset,
      );
      const [owners, urls] = await Promise.all([
        findPeople(db, { ids: [...new Set(rows.map((r) => r.userId))] }),
        assets.sharedUrls(rows.flatMap((r) => r.outputs.map((o) => o.assetId))),
      ]);
      const emailOf = new Map(owners.map((o) => [o.id, o.email]));
      const extractions: AdminExtraction[] = rows.map((r) => ({
        id: r.id,
        status: 'completed',
        ownerEmail: emailOf.get(r.userId) ?? null,
        method: r.method as ExtractionMethod,
        panels: r.outputs.length,
        creditCost: r.creditCost,
        createdAt: r.createdAt.toISOString(),
        thumbnails: r.outputs.flatMap((o) => urls.get(o.assetId)?.thumbnailUrl ?? []).slice(0, 4),
      }));
      return { extractions, limit: query.limit, offset: query.offset, totalCount: total };
    },
  };
}

export type ExtractorService = ReturnType<typeof extractorService>;
