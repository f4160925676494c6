/** All SQL of the exit survey: storing an answer and staff's list. */
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exitSurveyAnswers } from '../../db/schema/index.ts';

export type ExitSurveyRow = typeof exitSurveyAnswers.$inferSelect;

export async function insertAnswer(
  db: Db,
  values: typeof exitSurveyAnswers.$inferInsert,
): Promise<ExitSurveyRow> {
  const [row] = await db.insert(exitSurveyAnswers).values(values).returning();
  return row!;
}

export async function listAnswers(db: Db, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(exitSurveyAnswers)
      .orderBy(desc(exitSurveyAnswers.createdAt), desc(exitSurveyAnswers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(exitSurveyAnswers),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}
