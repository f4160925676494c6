/**
 * Product requests (issue #20): a user asks for a product the catalogue lacks; staff list them
 * across accounts and decide (planned, added, declined), which notifies the requester and is audited.
 */
import {
  type AdminListParams,
  type AdminProductRequest,
  type AdminProductRequestsPage,
  type CreateProductRequest,
  type DecideProductRequest,
  imageMimeType,
  PRODUCT_REQUEST_LIMITS,
  PRODUCT_REQUEST_MESSAGES,
  PRODUCT_REQUESTS_QUERY_KEY,
  type ProductRequest,
  type ProductRequestStatus,
} from '@packsmith/core';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { ownerIdsForSearch } from '../actions/index.ts';
import { recordAudit } from '../admin/index.ts';
import type { AssetsService, AssetUrls } from '../assets/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { alertTeam } from '../team-alerts/index.ts';
import { findPeople } from '../users/index.ts';
import {
  decideProductRequest,
  insertProductRequest,
  lockProductRequest,
  type ProductRequestRow,
  productRequestPageForStaff,
  productRequestsOf,
  productRequestsSince,
} from './repository.ts';

type Row = ProductRequestRow;

export type ProductRequestsDeps = Pick<
  AppDeps,
  'db' | 'storage' | 'humanCheck' | 'log' | 'realtime' | 'jobs' | 'slack'
> & { assets: AssetsService; notifications: NotificationsService };

const HOUR_MS = 60 * 60_000;

function toDto(row: Row, urls: Map<string, AssetUrls>): ProductRequest {
  const ref = row.referenceImageId ? urls.get(row.referenceImageId) : undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    referenceImageId: ref ? row.referenceImageId : null,
    referenceThumbnailUrl: ref?.thumbnailUrl ?? null,
    status: row.status as ProductRequestStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function productRequestsService(deps: ProductRequestsDeps) {
  const { db, assets, notifications } = deps;

  /** Rows with their owners' e-mails and reference thumbnails (staff may see every image). */
  async function toAdminDtos(rows: Row[]): Promise<AdminProductRequest[]> {
    const [owners, urls] = await Promise.all([
      findPeople(db, { ids: [...new Set(rows.map((r) => r.userId))] }),
      assets.sharedUrls(rows.flatMap((r) => r.referenceImageId ?? [])),
    ]);
    const emailOf = new Map(owners.map((o) => [o.id, o.email]));
    return rows.map((r) => ({ ...toDto(r, urls), ownerEmail: emailOf.get(r.userId) ?? null }));
  }

  return {
    async create(userId: string, req: CreateProductRequest): Promise<ProductRequest> {
      const refId = req.referenceImageId ?? null;
      if (refId) {
        const mimetype = await assets.ownMimetype(userId, refId);
        if (!mimetype) throw notFound(PRODUCT_REQUEST_MESSAGES.referenceNotFound);
        if (!imageMimeType.safeParse(mimetype).success)
          throw badRequest(PRODUCT_REQUEST_MESSAGES.referenceNotImage, 'validation');
      }
      const since = new Date(Date.now() - HOUR_MS);
      if ((await productRequestsSince(db, userId, since)) >= PRODUCT_REQUEST_LIMITS.perHour)
        throw tooManyRequests(PRODUCT_REQUEST_MESSAGES.tooMany);
      const row = await insertProductRequest(db, {
        userId,
        name: req.name,
        description: req.description || null,
        referenceImageId: refId,
      });
      alertTeam(deps, { source: 'product_request', text: `New product request: ${req.name}` });
      return toDto(row, await assets.urlsFor(userId, [refId]));
    },

    /** The user's own requests, newest first (a short list: capped by the hourly limit's pace). */
    async listMine(userId: string): Promise<ProductRequest[]> {
      const rows = await productRequestsOf(db, userId, 100);
      const urls = await assets.urlsFor(
        userId,
        rows.map((r) => r.referenceImageId),
      );
      return rows.map((r) => toDto(r, urls));
    },

    /** Newest first; `q` matches the requester's e-mail exactly, the name or the description. */
    async adminList(query: AdminListParams): Promise<AdminProductRequestsPage> {
      const q = query.q;
      const { total, rows } = await productRequestPageForStaff(
        db,
        q ? { q, ownerIds: await ownerIdsForSearch(db, q) } : undefined,
        query.limit,
        query.offset,
      );
      return {
        productRequests: await toAdminDtos(rows),
        limit: query.limit,
        offset: query.offset,
        totalCount: total,
      };
    },

    /** Sets the decision, tells the requester and audits it, all in one transaction. */
    async decide(
      actor: AuthenticatedUser,
      id: string,
      body: DecideProductRequest,
    ): Promise<AdminProductRequest> {
      const updated = await db.transaction(async (tx) => {
        const before = await lockProductRequest(tx, id);
        if (!before) throw notFound();
        const row = await decideProductRequest(tx, id, body.status, new Date());
        const text = PRODUCT_REQUEST_MESSAGES.notification[body.status];
        await notifications.notify(
          before.userId,
          {
            type: 'product_request_update',
            title: text.title,
            message: text.message(before.name),
            deeplink: '/dashboard/mockups/new',
            queryKeys: [[...PRODUCT_REQUESTS_QUERY_KEY]],
          },
          tx,
        );
        await recordAudit(tx, actor, {
          action: 'product_request.decide',
          target: id,
          before: { status: before.status },
          after: { status: body.status },
        });
        return row!;
      });
      const [shown] = await toAdminDtos([updated]);
      return shown!;
    },
  };
}

export type ProductRequestsService = ReturnType<typeof productRequestsService>;
