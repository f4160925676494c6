import {
  type CreateMockupRequest,
  imageMimeType,
  type ListMockupsQuery,
  MOCKUP_LIMITS,
  MOCKUP_MESSAGES,
  type Mockup,
  mockupCost,
  type RerenderMockupRequest,
} from '@packsmith/core';
import { z } from 'zod';
import { badRequest, HttpError, isPgError, notFound, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CreditsService } from '../credits/index.ts';
import { type MockupOutputRow, type MockupRow, toMockupDto } from './dto.ts';
import { mockupJob } from './jobs.ts';
import { planOutputs } from './plan.ts';
import {
  insertMockup,
  insertMockupOutputs,
  mockupPage,
  outputsOfMockups,
  ownMockup,
  setMockupReservation,
} from './repository.ts';

export type MockupsServiceDeps = Pick<
  AppDeps,
  'db' | 'storage' | 'humanCheck' | 'log' | 'jobs' | 'config'
> & {
  credits: CreditsService;
  assets: AssetsService;
};

/** Each artwork must be the caller's (404, also for a foreign one) and an image (400). */
async function checkArtwork(assets: AssetsService, userId: string, assetId: string) {
  const mimetype = z.uuid().safeParse(assetId).success ? await assets.ownMimetype(userId, assetId) : null;
  if (!mimetype) throw notFound(MOCKUP_MESSAGES.artworkNotFound);
  if (!imageMimeType.safeParse(mimetype).success)
    throw badRequest(MOCKUP_MESSAGES.artworkNotImage, 'validation');
}

export function mockupsService(deps: MockupsServiceDeps) {
  const { db, credits, assets } = deps;

  async function outputsOf(ids: string[]): Promise<Map<string, MockupOutputRow[]>> {
    const byMockup = new Map<string, MockupOutputRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byMockup;
    const rows = await outputsOfMockups(db, ids);
    for (const r of rows) byMockup.get(r.mockupId)?.push(r);
    return byMockup;
  }

  /** Mockups with their outputs and addresses: three queries however many mockups there are. */
  async function toDtos(
    userId: string,
    rows: MockupRow[],
    options: Parameters<typeof toMockupDto>[3],
  ): Promise<Mockup[]> {
    const outputs = await outputsOf(rows.map((r) => r.id));
    const urls = await assets.urlsFor(
      userId,
      [...outputs.values()].flat().map((o) => o.assetId),
    );
    return rows.map((r) => toMockupDto(r, outputs.get(r.id) ?? [], urls, options));
  }

  /** Records the request and its planned outputs, reserves the credits, queues the job. */
  async function create(userId: string, req: CreateMockupRequest): Promise<Mockup> {
    const artworks = [...new Set(req.artworks)];
    const products = [...new Set(req.products)];
    for (const id of artworks) await checkArtwork(assets, userId, id);
    const cost = mockupCost(req.imageCount);
    const created = await db
      .transaction(async (tx) => {
        const mockup = await insertMockup(tx, {
          requestId: req.requestId,
          userId,
          artworks,
          products,
          instructions: req.instructions?.trim() || null,
          placement: req.placement ?? null,
          imageCount: req.imageCount,
          step: req.step,
          creditCost: cost,
        });
        const outputs = await insertMockupOutputs(
          tx,
          planOutputs(artworks, products, req.imageCount).map((o) => ({
            mockupId: mockup.id,
            position: o.position,
            artworkId: o.artworkId,
            productId: o.productId,
            view: o.view,
          })),
        );
        // Last, so the credit row stays locked only until the commit (a 402 rolls back all).
        const reservation = await credits.reserve(userId, 'mockup', cost, {
          tx,
          reference: mockup.id,
          message: MOCKUP_MESSAGES.insufficient,
        });
        const charged = await setMockupReservation(tx, mockup.id, reservation.id);
        return { mockup: charged, outputs };
      })
      .catch((err) => {
        if (isPgError(err, PG_UNIQUE_VIOLATION))
          throw new HttpError(409, 'duplicate_request', MOCKUP_MESSAGES.duplicateRequest);
        throw err;
      });
    await mockupJob.enqueue(deps, created.mockup.id);
    return toMockupDto(created.mockup, created.outputs, new Map(), { includeProduct: true });
  }

  return {
    create,

    /**
     * One artwork of the user's mockup on one of its products again, placed as asked: a new mockup
     * (the least images a mockup has), paid and refunded like any other.
     */
    async rerender(userId: string, id: string, req: RerenderMockupRequest): Promise<Mockup> {
      const source = await ownMockup(db, userId, id);
      if (!source) throw notFound();
      if (!source.products.includes(req.productId))
        throw badRequest(MOCKUP_MESSAGES.productNotInMockup, 'validation');
      if (!source.artworks.includes(req.artworkId))
        throw badRequest(MOCKUP_MESSAGES.artworkNotInMockup, 'validation');
      return create(userId, {
        requestId: req.requestId,
        artworks: [req.artworkId],
        products: [req.productId],
        instructions: source.instructions ?? undefined,
        imageCount: MOCKUP_LIMITS.minImages,
        step: source.step,
        placement: req.placement,
      });
    },

    async get(userId: string, id: string): Promise<Mockup> {
      const row = await ownMockup(db, userId, id);
      if (!row) throw notFound();
      const [dto] = await toDtos(userId, [row], { includeProduct: true });
      return dto!;
    },

    /** One page of the user's mockups, newest first. */
    async list(userId: string, q: ListMockupsQuery) {
      const { rows, total } = await mockupPage(db, userId, q.limit, (q.page - 1) * q.limit);
      const data = await toDtos(userId, rows, {
        includeProduct: q.include,
        maxOutputs: q.viewAll ? undefined : MOCKUP_LIMITS.panelThumbnails,
      });
      return { data, totalCount: total, page: q.page, limit: q.limit };
    },
  };
}

export type MockupsService = ReturnType<typeof mockupsService>;
