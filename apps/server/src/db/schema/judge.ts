import type { JudgeCriterionScore } from '@packsmith/core';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One design's scores in an evaluation (null overall until the job has measured it). */
export interface JudgeScoreRecord {
  assetId: string;
  overall: number | null;
  criteria: JudgeCriterionScore[];
}

/** A design-judge evaluation (part 2 §2 /judge): one design (SINGLE) or 2–4 compared (MULTI), one durable job. */
export const judgeEvaluations = pgTable(
  'judge_evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SINGLE | MULTI */
    mode: text('mode').notNull(),
    /** The rated designs' asset ids, in the order picked. */
    assetIds: jsonb('asset_ids').$type<string[]>().notNull(),
    /** pending → processing → completed | failed */
    status: text('status').notNull().default('pending'),
    scores: jsonb('scores').$type<JudgeScoreRecord[]>().notNull().default([]),
    winnerAssetId: uuid('winner_asset_id'),
    summary: text('summary'),
    error: text('error'),
    creditCost: integer('credit_cost').notNull(),
    creditReservationId: uuid('credit_reservation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('judge_evaluations_user').on(t.userId, t.createdAt)],
);
