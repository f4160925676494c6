import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preauthDesignGenerations, streamSpringGeneration } from '../../db/schema/index.ts';
import { searchMatch } from '../../lib/admin-list.ts';

export type GenerationRow = typeof streamSpringGeneration.$inferSelect;
export type NewGeneration = typeof streamSpringGeneration.$inferInsert;

/** Inserts the list record under this name; undefined when the user has one of that name already. */
export async function insertGenerationNamed(
  tx: DbOrTx,
  values: NewGeneration,
): Promise<GenerationRow | undefined> {
  return (await tx.insert(streamSpringGeneration).values(values).onConflictDoNothing().returning())[0];
}

/** The user's generation names that start with `prefix`. */
export async function generationNamesStartingWith(tx: DbOrTx, userId: string, prefix: string) {
  return (
    await tx
      .select({ name: streamSpringGeneration.name })
      .from(streamSpringGeneration)
      .where(
        and(
          eq(streamSpringGeneration.userId, userId),
          sql`left(${streamSpringGeneration.name}, ${prefix.length}) = ${prefix}`,
        ),
      )
  ).map((r) => r.name);
}

/** Whether the user owns a generation with this id (deleted ones included: a remix source). */
export async function ownsGeneration(db: Db, userId: string, id: string): Promise<boolean> {
  const [source] = await db
    .select({ id: streamSpringGeneration.id })
    .from(streamSpringGeneration)
    .where(and(eq(streamSpringGeneration.id, id), eq(streamSpringGeneration.userId, userId)));
  return source !== undefined;
}

/** One page of the user's live generations, newest first, and how many in all. */
export async function generationPage(db: Db, userId: string, limit: number, offset: number) {
  const where = and(eq(streamSpringGeneration.userId, userId), isNull(streamSpringGeneration.deletedAt));
  const [{ total }] = await db.select({ total: count() }).from(streamSpringGeneration).where(where);
  const rows = await db
    .select()
    .from(streamSpringGeneration)
    .where(where)
    .orderBy(desc(streamSpringGeneration.createdAt))
    .limit(limit)
    .offset(offset);
  return { total, rows };
}

export async function ownLiveGeneration(
  db: Db,
  userId: string,
  id: string,
): Promise<GenerationRow | undefined> {
  const [found] = await db
    .select()
    .from(streamSpringGeneration)
    .where(
      and(
        eq(streamSpringGeneration.id, id),
        eq(streamSpringGeneration.userId, userId),
        isNull(streamSpringGeneration.deletedAt),
      ),
    );
  return found;
}

/** Any user's live generation (staff). */
export async function liveGeneration(db: Db, id: string): Promise<GenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(streamSpringGeneration)
    .where(and(eq(streamSpringGeneration.id, id), isNull(streamSpringGeneration.deletedAt)));
  return row;
}

/**
 * Staff's page of live generations, newest first: `q` (when given) matches the name or the brand,
 * or the owner when their id is in `ownerIds`.
 */
export async function generationPageForStaff(
  db: Db,
  search: { q: string; ownerIds: string[] } | undefined,
  limit: number,
  offset: number,
) {
  const match = search
    ? searchMatch(search.q, [streamSpringGeneration.name, streamSpringGeneration.brand], {
        column: streamSpringGeneration.userId,
        ids: search.ownerIds,
      })
    : undefined;
  const where = and(isNull(streamSpringGeneration.deletedAt), match);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(streamSpringGeneration).where(where),
    db
      .select()
      .from(streamSpringGeneration)
      .where(where)
      .orderBy(desc(streamSpringGeneration.createdAt), desc(streamSpringGeneration.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** Launches made from this IP address since `since`. */
export async function launchesFromIpSince(db: Db, ip: string, since: Date): Promise<number> {
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(preauthDesignGenerations)
    .where(and(eq(preauthDesignGenerations.ip, ip), gt(preauthDesignGenerations.createdAt, since)));
  return recent;
}

export async function insertLaunch(db: Db, values: typeof preauthDesignGenerations.$inferInsert) {
  const [row] = await db
    .insert(preauthDesignGenerations)
    .values(values)
    .returning({ id: preauthDesignGenerations.id });
  return row!;
}

export async function launchByTokenHash(db: Db, claimTokenHash: string) {
  const [row] = await db
    .select()
    .from(preauthDesignGenerations)
    .where(eq(preauthDesignGenerations.claimTokenHash, claimTokenHash));
  return row;
}

/** Marks the launch claimed unless it already is; false when another claim took it first. */
export async function markLaunchClaimed(
  tx: DbOrTx,
  launchId: string,
  claim: { claimedByUserId: string; claimedAt: Date; designActionId: string },
): Promise<boolean> {
  const [taken] = await tx
    .update(preauthDesignGenerations)
    .set(claim)
    .where(and(eq(preauthDesignGenerations.id, launchId), isNull(preauthDesignGenerations.claimedAt)))
    .returning({ id: preauthDesignGenerations.id });
  return taken !== undefined;
}

/** Housekeeping: launch requests nobody claimed in time. */
export async function purgeExpiredLaunches(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(preauthDesignGenerations)
    .where(and(isNull(preauthDesignGenerations.claimedAt), lt(preauthDesignGenerations.expires, now)))
    .returning({ id: preauthDesignGenerations.id });
  return gone.length;
}
