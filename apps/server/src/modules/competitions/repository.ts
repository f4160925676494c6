import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { competitions } from '../../db/schema/index.ts';

export type CompetitionRow = typeof competitions.$inferSelect;

/** The competition running at `at` (the one ending soonest if several overlap). */
export async function runningCompetition(db: Db, at: Date): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(lte(competitions.startsAt, at), gt(competitions.endsAt, at)))
    .orderBy(asc(competitions.endsAt))
    .limit(1);
  return row;
}

export function latestCompetitions(db: Db, limit: number): Promise<CompetitionRow[]> {
  return db.select().from(competitions).orderBy(desc(competitions.startsAt)).limit(limit);
}

export async function insertCompetition(
  tx: DbOrTx,
  values: typeof competitions.$inferInsert,
): Promise<CompetitionRow> {
  const [row] = await tx.insert(competitions).values(values).returning();
  return row!;
}

export async function deleteCompetition(tx: DbOrTx, id: string): Promise<CompetitionRow | undefined> {
  const [row] = await tx.delete(competitions).where(eq(competitions.id, id)).returning();
  return row;
}
