import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mockupOutputs, mockups, productRequests } from '../../db/schema/index.ts';
import type { PaidTable } from '../../jobs/paid-job.ts';
import { searchMatch } from '../../lib/admin-list.ts';

export type MockupRow = typeof mockups.$inferSelect;
export type MockupOutputRow = typeof mockupOutputs.$inferSelect;
export type ProductRequestRow = typeof productRequests.$inferSelect;

/** Staff's list filter: `q` matches the texts, or the owner when their id is in `ownerIds`. */
export type StaffSearch = { q: string; ownerIds: string[] } | undefined;

// --- mockups -----------------------------------------------------------------------------------

/** The outputs of these mockups, in position order. */
export function outputsOfMockups(db: DbOrTx, mockupIds: string[]): Promise<MockupOutputRow[]> {
  return db
    .select()
    .from(mockupOutputs)
    .where(inArray(mockupOutputs.mockupId, mockupIds))
    .orderBy(asc(mockupOutputs.position));
}

export async function insertMockup(tx: DbOrTx, values: typeof mockups.$inferInsert): Promise<MockupRow> {
  const [mockup] = await tx.insert(mockups).values(values).returning();
  return mockup!;
}

export function insertMockupOutputs(
  tx: DbOrTx,
  values: (typeof mockupOutputs.$inferInsert)[],
): Promise<MockupOutputRow[]> {
  return tx.insert(mockupOutputs).values(values).returning();
}

export async function setMockupReservation(
  tx: DbOrTx,
  id: string,
  reservationId: string,
): Promise<MockupRow> {
  const [charged] = await tx
    .update(mockups)
    .set({ creditReservationId: reservationId })
    .where(eq(mockups.id, id))
    .returning();
  return charged!;
}

export async function ownMockup(db: Db, userId: string, id: string): Promise<MockupRow | undefined> {
  const [row] = await db
    .select()
    .from(mockups)
    .where(and(eq(mockups.id, id), eq(mockups.userId, userId)));
  return row;
}

/** One page of the user's mockups, newest first, and how many in all. */
export async function mockupPage(db: Db, userId: string, limit: number, offset: number) {
  const mine = eq(mockups.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mockups)
      .where(mine)
      .orderBy(desc(mockups.createdAt), desc(mockups.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mockups).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Staff's page of every mockup, newest first (`q`: a product id or the instructions). */
export async function mockupPageForStaff(db: Db, search: StaffSearch, limit: number, offset: number) {
  const where = search
    ? searchMatch(search.q, [sql`${mockups.products}::text`, mockups.instructions], {
        column: mockups.userId,
        ids: search.ownerIds,
      })
    : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(mockups).where(where),
    db
      .select()
      .from(mockups)
      .where(where)
      .orderBy(desc(mockups.createdAt), desc(mockups.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** The output assets of these mockups (pending ones have none), in position order. */
export function outputAssetsOfMockups(db: Db, mockupIds: string[]) {
  return db
    .select({ mockupId: mockupOutputs.mockupId, assetId: mockupOutputs.assetId })
    .from(mockupOutputs)
    .where(inArray(mockupOutputs.mockupId, mockupIds))
    .orderBy(asc(mockupOutputs.position));
}

/** The outputs still to render, in position order. */
export function unrenderedOutputs(db: Db, mockupId: string): Promise<MockupOutputRow[]> {
  return db
    .select()
    .from(mockupOutputs)
    .where(and(eq(mockupOutputs.mockupId, mockupId), isNull(mockupOutputs.assetId)))
    .orderBy(asc(mockupOutputs.position));
}

/** The mockups table as the paid-job block (jobs/paid-job.ts) claims, settles and sweeps its rows. */
export const paidMockups: PaidTable = mockups;

export async function setOutputAsset(db: Db, outputId: string, assetId: string, at: Date) {
  await db.update(mockupOutputs).set({ assetId, completedAt: at }).where(eq(mockupOutputs.id, outputId));
}

export async function touchMockup(db: Db, id: string, at: Date) {
  await db.update(mockups).set({ lastUpdatedAt: at }).where(eq(mockups.id, id));
}

// --- product requests --------------------------------------------------------------------------

export async function productRequestsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(productRequests)
    .where(and(eq(productRequests.userId, userId), gt(productRequests.createdAt, since)));
  return recent?.n ?? 0;
}

export async function insertProductRequest(
  db: Db,
  values: typeof productRequests.$inferInsert,
): Promise<ProductRequestRow> {
  const [row] = await db.insert(productRequests).values(values).returning();
  return row!;
}

/** The user's own requests, newest first. */
export function productRequestsOf(db: Db, userId: string, limit: number): Promise<ProductRequestRow[]> {
  return db
    .select()
    .from(productRequests)
    .where(eq(productRequests.userId, userId))
    .orderBy(desc(productRequests.createdAt), desc(productRequests.id))
    .limit(limit);
}

/** Staff's page of every request, newest first (`q`: the name or the description). */
export async function productRequestPageForStaff(db: Db, search: StaffSearch, limit: number, offset: number) {
  const where = search
    ? searchMatch(search.q, [productRequests.name, productRequests.description], {
        column: productRequests.userId,
        ids: search.ownerIds,
      })
    : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(productRequests).where(where),
    db
      .select()
      .from(productRequests)
      .where(where)
      .orderBy(desc(productRequests.createdAt), desc(productRequests.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** The request, its row locked until the transaction ends. */
export async function lockProductRequest(tx: DbOrTx, id: string): Promise<ProductRequestRow | undefined> {
  const [before] = await tx.select().from(productRequests).where(eq(productRequests.id, id)).for('update');
  return before;
}

export async function decideProductRequest(
  tx: DbOrTx,
  id: string,
  status: string,
  at: Date,
): Promise<ProductRequestRow> {
  const [row] = await tx
    .update(productRequests)
    .set({ status, decidedAt: at })
    .where(eq(productRequests.id, id))
    .returning();
  return row!;
}
