/** The print_ready_requests table; every function runs on the pool or the caller's transaction. */
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { printReadyRequests } from '../../db/schema/index.ts';

export type RequestRow = typeof printReadyRequests.$inferSelect;
export type NewRequest = typeof printReadyRequests.$inferInsert;

export async function insertRequest(tx: DbOrTx, values: NewRequest): Promise<RequestRow> {
  const [row] = await tx.insert(printReadyRequests).values(values).returning();
  return row!;
}

/** The user's own request (undefined for anyone else's). */
export async function selectOwn(tx: DbOrTx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(printReadyRequests)
    .where(and(eq(printReadyRequests.id, id), eq(printReadyRequests.userId, userId)));
  return row;
}

export async function listOwn(tx: DbOrTx, userId: string, limit: number) {
  return tx
    .select()
    .from(printReadyRequests)
    .where(eq(printReadyRequests.userId, userId))
    .orderBy(desc(printReadyRequests.createdAt), desc(printReadyRequests.id))
    .limit(limit);
}

/** Row-locked, for a change that must see the latest state (staff actions). */
export async function lockById(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(printReadyRequests).where(eq(printReadyRequests.id, id)).for('update');
  return row;
}

export async function lockByPayment(tx: DbOrTx, paymentId: string) {
  const [row] = await tx
    .select()
    .from(printReadyRequests)
    .where(eq(printReadyRequests.paymentId, paymentId))
    .for('update');
  return row;
}

/** Points the request at `next` if it still points at `prev`; false when another caller got there first. */
export async function claimPayment(tx: DbOrTx, id: string, prev: string | null, next: string) {
  const claimed = await tx
    .update(printReadyRequests)
    .set({ paymentId: next })
    .where(
      and(
        eq(printReadyRequests.id, id),
        prev ? eq(printReadyRequests.paymentId, prev) : isNull(printReadyRequests.paymentId),
      ),
    )
    .returning({ id: printReadyRequests.id });
  return claimed.length > 0;
}

export async function updateRequest(tx: DbOrTx, id: string, values: Partial<NewRequest>) {
  const [row] = await tx
    .update(printReadyRequests)
    .set(values)
    .where(eq(printReadyRequests.id, id))
    .returning();
  return row!;
}

export async function pageOf(
  tx: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: RequestRow[]; total: number }> {
  const [[total], rows] = await Promise.all([
    tx.select({ n: count() }).from(printReadyRequests).where(where),
    tx
      .select()
      .from(printReadyRequests)
      .where(where)
      .orderBy(desc(printReadyRequests.createdAt), desc(printReadyRequests.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const statusIn = (statuses: readonly string[]) => inArray(printReadyRequests.status, [...statuses]);
export { printReadyRequests };
