import type { CollectionRole, ListCollectionsFilters } from '@packsmith/core';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  collectionCollaborators,
  collectionInviteSends,
  collectionItems,
  collections,
} from '../../db/schema/index.ts';

/** The only code that reads or writes the collections tables. */

export type CollectionRow = typeof collections.$inferSelect;
export type ItemRow = typeof collectionItems.$inferSelect;

/** Collections the user may see: their own, and those whose invitation they accepted. */
export function visibleTo(userId: string): SQL {
  return or(
    eq(collections.userId, userId),
    sql`${collections.id} in (select ${collectionCollaborators.collectionId} from ${collectionCollaborators}
          where ${collectionCollaborators.userId} = ${userId} and ${collectionCollaborators.acceptedAt} is not null)`,
  )!;
}

/**
 * The one access rule (owner | collaborator | none): every read and write starts here, and
 * `none` is answered 404 by the service.
 */
export async function accessOf(
  db: DbOrTx,
  userId: string,
  collectionId: string,
): Promise<{ row: CollectionRow; role: CollectionRole } | null> {
  const [found] = await db
    .select({ row: collections, acceptedAt: collectionCollaborators.acceptedAt })
    .from(collections)
    .leftJoin(
      collectionCollaborators,
      and(
        eq(collectionCollaborators.collectionId, collections.id),
        eq(collectionCollaborators.userId, userId),
      ),
    )
    .where(eq(collections.id, collectionId));
  if (!found) return null;
  if (found.row.userId === userId) return { row: found.row, role: 'owner' };
  return found.acceptedAt ? { row: found.row, role: 'collaborator' } : null;
}

/**
 * `live` is the assets module's "this asset is not deleted" condition for a column: deleted images
 * are in no collection (assets are soft-deleted, so every read filters).
 */
export type LiveAsset = (assetId: SQL | AnyColumn) => SQL;
const liveItems = (live: LiveAsset) => live(collectionItems.assetId);

const ORDER = {
  alphabetical: [asc(sql`lower(${collections.name})`), asc(collections.id)],
  'date-created': [desc(collections.createdAt), desc(collections.id)],
  'last-modified': [desc(collections.lastUpdatedAt), desc(collections.id)],
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Spelled out: inside a subquery drizzle may leave columns unqualified, and both tables have an id.
const hasItems = (live: LiveAsset) =>
  sql`exists (select 1 from collection_items ci
    where ci.collection_id = "collections"."id" and ${live(sql`ci.asset_id`)})`;

/** Live item counts of the given collections (absent: none). */
export async function countsOf(db: DbOrTx, collectionIds: string[], live: LiveAsset) {
  if (collectionIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: collectionItems.collectionId, n: sql<number>`count(*)::int` })
    .from(collectionItems)
    .where(and(inArray(collectionItems.collectionId, collectionIds), liveItems(live)))
    .groupBy(collectionItems.collectionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * A page of the collections the user may see, with counts. Counts are taken for the page only:
 * in the select list they would be computed for every row an OFFSET skips.
 */
export async function listVisible(db: DbOrTx, userId: string, f: ListCollectionsFilters, live: LiveAsset) {
  const condition = and(
    visibleTo(userId),
    f.excludeEmpty ? hasItems(live) : undefined,
    f.filters ? sql`${collections.name} ilike ${`%${escapeLike(f.filters)}%`}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(collections)
      .where(condition)
      .orderBy(...ORDER[f.sortBy])
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(collections).where(condition),
  ]);
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
    live,
  );
  return {
    rows: rows.map((row) => ({ row, assetsCount: counts.get(row.id) ?? 0 })),
    totalCount: total?.n ?? 0,
  };
}

const collaboratorCount = sql<number>`(select count(*)::int from collection_collaborators cc
    where cc.collection_id = "collections"."id" and cc.accepted_at is not null)`;

/** Every collection (staff), newest update first; `ownerId` narrows to one owner, `name` to a substring. */
export async function listAll(
  db: DbOrTx,
  f: { ownerId?: string; name?: string; limit: number; offset: number },
  live: LiveAsset,
) {
  const condition = and(
    f.ownerId ? eq(collections.userId, f.ownerId) : undefined,
    f.name ? sql`${collections.name} ilike ${`%${escapeLike(f.name)}%`}` : undefined,
  );
  const [page, [total]] = await Promise.all([
    db
      .select({ row: collections, collaboratorsCount: collaboratorCount })
      .from(collections)
      .where(condition)
      .orderBy(...ORDER['last-modified'])
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(collections).where(condition),
  ]);
  const counts = await countsOf(
    db,
    page.map((r) => r.row.id),
    live,
  );
  const rows = page.map((r) => ({ ...r, assetsCount: counts.get(r.row.id) ?? 0 }));
  return { rows, totalCount: total?.n ?? 0 };
}

export async function countItems(db: DbOrTx, collectionId: string, live: LiveAsset): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), liveItems(live)));
  return row?.n ?? 0;
}

/** The latest `perCollection` live items of each collection (covers and thumbnails), newest first. */
export async function latestItems(
  db: DbOrTx,
  collectionIds: string[],
  perCollection: number,
  live: LiveAsset,
): Promise<ItemRow[]> {
  if (collectionIds.length === 0) return [];
  const ranked = db
    .select({
      id: collectionItems.id,
      collectionId: collectionItems.collectionId,
      assetId: collectionItems.assetId,
      addedBy: collectionItems.addedBy,
      createdAt: collectionItems.createdAt,
      rank: sql<number>`row_number() over (partition by ${collectionItems.collectionId}
        order by ${collectionItems.createdAt} desc, ${collectionItems.id} desc)`.as('rank'),
    })
    .from(collectionItems)
    .where(and(inArray(collectionItems.collectionId, collectionIds), liveItems(live)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCollection}`)
    .orderBy(asc(ranked.collectionId), asc(ranked.rank));
  return rows.map(({ rank: _rank, ...item }) => item);
}

/** A page of the collection's live items, newest first; `live` may also narrow them (a search). */
export async function listItems(
  db: DbOrTx,
  collectionId: string,
  page: { limit: number; offset: number },
  live: LiveAsset,
) {
  const condition = and(eq(collectionItems.collectionId, collectionId), liveItems(live));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(collectionItems)
      .where(condition)
      .orderBy(desc(collectionItems.createdAt), desc(collectionItems.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(collectionItems).where(condition),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function insertCollection(
  db: DbOrTx,
  values: { userId: string; name: string; description: string | null },
): Promise<CollectionRow> {
  const [row] = await db
    .insert(collections)
    .values({ ...values, private: true })
    .returning();
  return row!;
}

export async function updateCollection(
  db: DbOrTx,
  id: string,
  values: { name?: string; description?: string | null },
): Promise<void> {
  await db
    .update(collections)
    .set({ ...values, lastUpdatedAt: new Date() })
    .where(eq(collections.id, id));
}

export const touchCollection = (db: DbOrTx, id: string) => updateCollection(db, id, {});

export async function deleteCollection(db: DbOrTx, id: string): Promise<void> {
  await db.delete(collections).where(eq(collections.id, id));
}

/** Links the assets (an existing link is kept as it is); returns how many links are new. */
export async function insertItems(
  db: DbOrTx,
  collectionId: string,
  assetIds: string[],
  addedBy: string,
): Promise<number> {
  const inserted = await db
    .insert(collectionItems)
    .values(assetIds.map((assetId) => ({ collectionId, assetId, addedBy })))
    .onConflictDoNothing({ target: [collectionItems.collectionId, collectionItems.assetId] })
    .returning({ id: collectionItems.id });
  return inserted.length;
}

export async function itemsOf(db: DbOrTx, collectionId: string, assetIds: string[]): Promise<ItemRow[]> {
  return db
    .select()
    .from(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), inArray(collectionItems.assetId, assetIds)));
}

export async function deleteItems(db: DbOrTx, collectionId: string, assetIds: string[]): Promise<number> {
  const deleted = await db
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), inArray(collectionItems.assetId, assetIds)))
    .returning({ id: collectionItems.id });
  return deleted.length;
}

/** Pairs (asset id, collection id) among the assets, limited to collections the user may see. */
export async function membershipsOf(db: DbOrTx, userId: string, assetIds: string[], live: LiveAsset) {
  return db
    .select({ assetId: collectionItems.assetId, collectionId: collectionItems.collectionId })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(inArray(collectionItems.assetId, assetIds), liveItems(live), visibleTo(userId)));
}

/**
 * Everyone who sees an image through the collections holding it: each collection's owner and its
 * accepted collaborators, with the collection they see it in.
 */
export async function audienceOf(db: DbOrTx, assetId: string) {
  const owners = db
    .select({ userId: collections.userId, collectionId: collections.id })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(eq(collectionItems.assetId, assetId));
  const collaborators = db
    .select({
      userId: sql<string>`${collectionCollaborators.userId}`,
      collectionId: collectionItems.collectionId,
    })
    .from(collectionItems)
    .innerJoin(
      collectionCollaborators,
      eq(collectionCollaborators.collectionId, collectionItems.collectionId),
    )
    .where(
      and(
        eq(collectionItems.assetId, assetId),
        isNotNull(collectionCollaborators.userId),
        isNotNull(collectionCollaborators.acceptedAt),
      ),
    );
  return owners.union(collaborators);
}

// Collaborators ---------------------------------------------------------------------------

export type CollaboratorRow = typeof collectionCollaborators.$inferSelect;

/**
 * Adds an invitation to an address (with its account when there is one); null when that address
 * or person is already invited or collaborating.
 */
export async function insertInvitation(
  db: DbOrTx,
  values: { collectionId: string; email: string; userId: string | null; invitedBy: string },
): Promise<CollaboratorRow | null> {
  const [row] = await db.insert(collectionCollaborators).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Gives the person the invitations sent to their address before they had an account (one per
 * collection: a collection that already has them keeps its row). Returns the rows claimed.
 */
export async function claimInvitations(
  db: DbOrTx,
  userId: string,
  email: string,
): Promise<CollaboratorRow[]> {
  return db
    .update(collectionCollaborators)
    .set({ userId })
    .where(
      and(
        isNull(collectionCollaborators.userId),
        eq(collectionCollaborators.email, email.trim().toLowerCase()),
        sql`not exists (select 1 from collection_collaborators mine
          where mine.collection_id = ${collectionCollaborators.collectionId} and mine.user_id = ${userId})`,
      ),
    )
    .returning();
}

/** Serialises one person's invitations, so the hourly limit holds under a burst. */
export async function lockInviter(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`collection-invites:${userId}`}, 0))`);
}

/** Invitations the person sent since `since` (removed ones too). */
export async function invitesSentSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(collectionInviteSends)
    .where(and(eq(collectionInviteSends.userId, userId), gt(collectionInviteSends.createdAt, since)));
  return row?.n ?? 0;
}

/** Records one sent invitation; the person's records older than a day go at the same time. */
export async function recordInviteSent(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(collectionInviteSends)
    .where(
      and(
        eq(collectionInviteSends.userId, userId),
        lt(collectionInviteSends.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  await db.insert(collectionInviteSends).values({ userId });
}

export async function collaboratorsOf(db: DbOrTx, collectionId: string): Promise<CollaboratorRow[]> {
  return db
    .select()
    .from(collectionCollaborators)
    .where(eq(collectionCollaborators.collectionId, collectionId))
    .orderBy(asc(collectionCollaborators.createdAt), asc(collectionCollaborators.id));
}

/** The person's open invitation to the collection, with the collection. */
export async function openInvitation(db: DbOrTx, userId: string, collectionId: string) {
  const [found] = await db
    .select({ invitation: collectionCollaborators, collection: collections })
    .from(collectionCollaborators)
    .innerJoin(collections, eq(collections.id, collectionCollaborators.collectionId))
    .where(
      and(
        eq(collectionCollaborators.collectionId, collectionId),
        eq(collectionCollaborators.userId, userId),
        isNull(collectionCollaborators.acceptedAt),
      ),
    );
  return found ?? null;
}

/** The person's open invitations, newest first, with the collection's name and who invited them. */
export function openInvitations(db: DbOrTx, userId: string) {
  return db
    .select({
      collectionId: collections.id,
      name: collections.name,
      invitedBy: collectionCollaborators.invitedBy,
    })
    .from(collectionCollaborators)
    .innerJoin(collections, eq(collections.id, collectionCollaborators.collectionId))
    .where(and(eq(collectionCollaborators.userId, userId), isNull(collectionCollaborators.acceptedAt)))
    .orderBy(desc(collectionCollaborators.createdAt));
}

/** Accepts an open invitation; false when there was none. */
export async function acceptInvitation(db: DbOrTx, userId: string, collectionId: string): Promise<boolean> {
  const rows = await db
    .update(collectionCollaborators)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(collectionCollaborators.collectionId, collectionId),
        eq(collectionCollaborators.userId, userId),
        isNull(collectionCollaborators.acceptedAt),
      ),
    )
    .returning({ id: collectionCollaborators.id });
  return rows.length > 0;
}

export async function isAcceptedCollaborator(db: DbOrTx, userId: string, collectionId: string) {
  const [row] = await db
    .select({ id: collectionCollaborators.id })
    .from(collectionCollaborators)
    .where(
      and(
        eq(collectionCollaborators.collectionId, collectionId),
        eq(collectionCollaborators.userId, userId),
        isNotNull(collectionCollaborators.acceptedAt),
      ),
    );
  return Boolean(row);
}

/**
 * Deletes the collection's invitation `collaboratorId`: its id, or the user id of a person who
 * accepted it (an open invitation is never found by an account id: that would tell the owner
 * which account an address belongs to). With `onlyUserId`, only that person's own row, open or
 * accepted, found by either id. False when nothing matched.
 */
export async function deleteCollaborator(
  db: DbOrTx,
  collectionId: string,
  collaboratorId: string,
  onlyUserId?: string,
): Promise<boolean> {
  const rows = await db
    .delete(collectionCollaborators)
    .where(
      and(
        eq(collectionCollaborators.collectionId, collectionId),
        or(
          eq(collectionCollaborators.id, collaboratorId),
          and(
            eq(collectionCollaborators.userId, collaboratorId),
            onlyUserId ? undefined : isNotNull(collectionCollaborators.acceptedAt),
          ),
        ),
        onlyUserId ? eq(collectionCollaborators.userId, onlyUserId) : undefined,
      ),
    )
    .returning({ id: collectionCollaborators.id });
  return rows.length > 0;
}

/** `select` of a collection's asset ids, for another module's filter (`x in (…)`). */
export const itemIdsSql = (collectionId: string): SQL =>
  sql`select ${collectionItems.assetId} from ${collectionItems} where ${collectionItems.collectionId} = ${collectionId}`;
