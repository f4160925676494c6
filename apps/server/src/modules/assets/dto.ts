import type { Asset, FileCategory } from '@packsmith/core';
import type { Storage } from '../../providers/storage/index.ts';
import type { AssetRow } from './repository.ts';

export type { AssetRow };
export type AssetVariant = 'image' | 'thumbnail' | 'preview';

// A path, not an absolute URL: it works on whatever origin the page came from.
const publicUrl = (assetId: string, variant: AssetVariant) => `/api/files/public/${assetId}/${variant}`;

export const contentTypeOfKey = (key: string, fallback: string) =>
  key.endsWith('.webp')
    ? 'image/webp'
    : key.endsWith('.png')
      ? 'image/png'
      : key.endsWith('.jpg')
        ? 'image/jpeg'
        : fallback;

/**
 * A signed read of a stored object (SVG and anything not an image, such as final print files,
 * always a download: they could carry script or are not for the page), for
 * `ttlSeconds` (the storage's default window unless given).
 */
export function signedRead(
  storage: Storage,
  key: string,
  contentType: string,
  filename: string,
  ttlSeconds?: number,
) {
  return storage.signedGetUrl(key, {
    contentType,
    filename,
    download: contentType === 'image/svg+xml' || !contentType.startsWith('image/'),
    expiresInSeconds: ttlSeconds,
  });
}

/** The object key served for a variant: derivatives when they exist, else the display copy. */
export function keyForVariant(row: AssetRow, variant: AssetVariant): string {
  if (variant === 'thumbnail') return row.thumbnailKey ?? row.processedKey ?? row.displayKey;
  if (variant === 'preview') return row.processedKey ?? row.displayKey;
  return row.displayKey;
}

/**
 * An asset's addresses: stable public paths for public assets, signed reads for private ones
 * (for `ttlSeconds`, e.g. `SHARED_READ_TTL_SECONDS` for a collection's collaborators).
 */
export async function assetUrls(storage: Storage, row: AssetRow, ttlSeconds?: number) {
  if (row.visibility === 'public') {
    return {
      url: publicUrl(row.id, 'image'),
      thumbnailUrl: publicUrl(row.id, 'thumbnail'),
      previewUrl: publicUrl(row.id, 'preview'),
    };
  }
  const url = await signedRead(
    storage,
    row.displayKey,
    contentTypeOfKey(row.displayKey, row.mimetype),
    row.originalFileName,
    ttlSeconds,
  );
  const sign = async (variant: AssetVariant) => {
    const key = keyForVariant(row, variant);
    return key === row.displayKey
      ? url
      : signedRead(storage, key, contentTypeOfKey(key, row.mimetype), row.originalFileName, ttlSeconds);
  };
  return { url, thumbnailUrl: await sign('thumbnail'), previewUrl: await sign('preview') };
}

export async function toAssetDto(storage: Storage, row: AssetRow, ttlSeconds?: number): Promise<Asset> {
  return {
    id: row.id,
    userId: row.userId,
    ...(await assetUrls(storage, row, ttlSeconds)),
    originalFileName: row.originalFileName,
    originalFilename: row.originalFileName,
    mimetype: row.mimetype,
    filetype: row.mimetype,
    description: row.description,
    fileCategory: row.fileCategory as FileCategory,
    metadata: row.metadata,
    parentId: row.parentId,
    processedAssetId: row.processedAssetId,
    isFavourite: row.isFavourite,
    visibility: row.visibility as Asset['visibility'],
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    dominantColours: row.dominantColours,
    processingStatus: row.processingStatus as Asset['processingStatus'],
    migrationBatchNumber: row.migrationBatchNumber,
    createdAt: row.createdAt.toISOString(),
    lastUpdatedAt: row.lastUpdatedAt.toISOString(),
  };
}
