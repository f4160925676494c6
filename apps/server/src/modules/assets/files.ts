import type { Db } from '../../db/client.ts';
import { type AssetVariant, keyForVariant } from './dto.ts';
import { findPublicAsset, isDeletedAsset } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an object key belongs to a deleted asset, so signed reads issued before the delete
 * stop working. Every key is `<kind>/<assetId>/<name>` (an upload's file id becomes its asset id).
 */
export async function isDeletedAssetKey(db: Db, key: string): Promise<boolean> {
  const id = key.split('/')[1] ?? '';
  if (!UUID.test(id)) return false;
  return isDeletedAsset(db, id);
}

/** Reads a public asset's object key for a variant, or null when it is not public (or deleted). */
export async function publicAssetKey(
  db: Db,
  assetId: string,
  variant: AssetVariant,
): Promise<{ key: string; name: string } | null> {
  const row = await findPublicAsset(db, assetId);
  if (!row) return null;
  return { key: keyForVariant(row, variant), name: row.originalFileName };
}
