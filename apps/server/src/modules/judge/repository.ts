import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type JudgeScoreRecord, judgeEvaluations } from '../../db/schema/index.ts';
import type { PaidTable } from '../../jobs/paid-job.ts';

export type { JudgeScoreRecord };
export type JudgeRow = typeof judgeEvaluations.$inferSelect;

export async function insertEvaluation(
  tx: DbOrTx,
  values: typeof judgeEvaluations.$inferInsert,
): Promise<JudgeRow> {
  const [created] = await tx.insert(judgeEvaluations).values(values).returning();
  return created!;
}

export async function setEvaluationReservation(
  tx: DbOrTx,
  id: string,
  reservationId: string,
): Promise<JudgeRow> {
  const [charged] = await tx
    .update(judgeEvaluations)
    .set({ creditReservationId: reservationId })
    .where(eq(judgeEvaluations.id, id))
    .returning();
  return charged!;
}

export async function ownEvaluation(db: Db, userId: string, id: string): Promise<JudgeRow | undefined> {
  const [row] = await db
    .select()
    .from(judgeEvaluations)
    .where(and(eq(judgeEvaluations.id, id), eq(judgeEvaluations.userId, userId)));
  return row;
}

/** One page of the user's evaluations, newest first, and how many in all. */
export async function evaluationPage(db: Db, userId: string, limit: number, offset: number) {
  const mine = eq(judgeEvaluations.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(judgeEvaluations)
      .where(mine)
      .orderBy(desc(judgeEvaluations.createdAt), desc(judgeEvaluations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(judgeEvaluations).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The evaluations table as the paid-job block (jobs/paid-job.ts) claims, settles and sweeps its rows. */
export const paidEvaluations: PaidTable = judgeEvaluations;
