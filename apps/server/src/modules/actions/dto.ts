import type { DesignAction, DesignActionType, DesignStatus } from '@packsmith/core';
import type { ActionRow, ImageRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface ImageUrls {
  url: string | null;
  thumbnailUrl: string | null;
}

const NO_URLS: ImageUrls = { url: null, thumbnailUrl: null };

/** An action as the API shows it; `urls` finds an image's addresses by its asset id. */
export function toActionDto(
  row: ActionRow,
  images: ImageRow[],
  urls: (assetId: string | null) => ImageUrls | undefined,
  variationId: string | null,
): DesignAction {
  return {
    id: row.id,
    userId: row.userId,
    optimisticUserId: row.optimisticUserId,
    createdAt: row.createdAt.toISOString(),
    lastUpdatedAt: row.lastUpdatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    sessionId: row.sessionId,
    type: row.type as DesignActionType,
    remixedFromId: row.remixedFromId,
    refinedFromId: row.refinedFromId,
    status: row.status as DesignStatus,
    error: row.error,
    retryCount: row.retryCount,
    lastRetriedAt: iso(row.lastRetriedAt),
    provider: row.provider,
    routesSummary: row.routesSummary ?? null,
    numberOfImagesRequestedByUser: row.numberOfImagesRequestedByUser,
    metadata: row.metadata,
    creditCost: row.creditCost,
    designVariationId: variationId,
    images: images.map((image) => {
      const { url, thumbnailUrl } = urls(image.assetId) ?? NO_URLS;
      return {
        id: image.id,
        designActionId: image.designActionId,
        createdAt: image.createdAt.toISOString(),
        lastUpdatedAt: image.lastUpdatedAt.toISOString(),
        deletedAt: iso(image.deletedAt),
        status: image.status as DesignStatus,
        error: image.error,
        retryCount: image.retryCount,
        lastRetriedAt: iso(image.lastRetriedAt),
        assetId: image.assetId,
        provider: image.provider,
        score: image.score,
        url,
        thumbnailUrl,
      };
    }),
  };
}
