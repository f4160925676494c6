import type { FlagAudience, FlagKey } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { featureFlags } from '../../db/schema/index.ts';

export function allFlagRows(db: Db) {
  return db.select().from(featureFlags);
}

/** The flag's stored audience, its row locked until the transaction ends. */
export async function lockFlagAudience(tx: DbOrTx, key: FlagKey): Promise<FlagAudience | undefined> {
  const [current] = await tx
    .select({ audience: featureFlags.audience })
    .from(featureFlags)
    .where(eq(featureFlags.key, key))
    .for('update');
  return current?.audience;
}

export async function upsertFlagAudience(tx: DbOrTx, key: FlagKey, audience: FlagAudience, actorId: string) {
  await tx
    .insert(featureFlags)
    .values({ key, audience, updatedBy: actorId })
    .onConflictDoUpdate({
      target: featureFlags.key,
      set: { audience, updatedBy: actorId, updatedAt: new Date() },
    });
}
