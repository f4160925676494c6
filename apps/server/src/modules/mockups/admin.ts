/** Staff's view of every mockup (/admin/mockups/all): owner, products, status, output thumbnails. */
import {
  type AdminListParams,
  type AdminMockup,
  type AdminMockupsPage,
  MOCKUP_LIMITS,
  type MockupStatus,
} from '@packsmith/core';
import { ownerIdsForSearch } from '../actions/index.ts';
import { findPeople } from '../users/index.ts';
import type { ProductRequestsDeps } from './product-requests.ts';
import { mockupPageForStaff, outputAssetsOfMockups } from './repository.ts';

export function adminMockupsService(deps: ProductRequestsDeps) {
  const { db, assets } = deps;

  return {
    /** Newest first; `q` matches the owner's e-mail exactly, a product id or the instructions. */
    async list(query: AdminListParams): Promise<AdminMockupsPage> {
      const q = query.q;
      const { total, rows } = await mockupPageForStaff(
        db,
        q ? { q, ownerIds: await ownerIdsForSearch(db, q) } : undefined,
        query.limit,
        query.offset,
      );
      const outputs = rows.length
        ? await outputAssetsOfMockups(
            db,
            rows.map((r) => r.id),
          )
        : [];
      const [owners, urls] = await Promise.all([
        findPeople(db, { ids: [...new Set(rows.map((r) => r.userId))] }),
        assets.sharedUrls(outputs.flatMap((o) => o.assetId ?? [])),
      ]);
      const emailOf = new Map(owners.map((o) => [o.id, o.email]));
      const data: AdminMockup[] = rows.map((r) => ({
        id: r.id,
        ownerEmail: emailOf.get(r.userId) ?? null,
        products: r.products,
        status: r.status as MockupStatus,
        imageCount: r.imageCount,
        creditCost: r.creditCost,
        error: r.error,
        createdAt: r.createdAt.toISOString(),
        thumbnails: outputs
          .filter((o) => o.mockupId === r.id)
          .flatMap((o) => (o.assetId ? (urls.get(o.assetId)?.thumbnailUrl ?? []) : []))
          .slice(0, MOCKUP_LIMITS.panelThumbnails),
      }));
      return { mockups: data, limit: query.limit, offset: query.offset, totalCount: total };
    },
  };
}

export type AdminMockupsService = ReturnType<typeof adminMockupsService>;
