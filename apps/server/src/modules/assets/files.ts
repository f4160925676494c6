import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/index.ts';
import { type AssetVariant, keyForVariant } from './dto.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an object key belongs to a deleted asset, so signed reads issued before the delete
 * stop working. Every key is `<kind>/<assetId>/<name>` (an upload's file id becomes its asset id).
 */
export async function isDeletedAssetKey(db: Db, key: string): Promise<boolean> {
  const id = key.split('/')[1] ?? '';
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.id, id), isNotNull(assets.deletedAt)));
  return Boolean(row);
}

/** Reads a public asset's object key for a variant, or null when it is not public (or deleted). */
export async function publicAssetKey(
  db: Db,
  assetId: string,
  variant: AssetVariant,
): Promise<{ key: string; name: string } | null> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.visibility, 'public'), isNull(assets.deletedAt)));
  if (!row) return null;
  return { key: keyForVariant(row, variant), name: row.originalFileName };
}
