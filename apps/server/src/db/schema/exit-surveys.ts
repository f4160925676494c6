import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Why someone moved to a lower plan or cancelled theirs (the exit survey), with the plan they left. */
export const exitSurveyAnswers = pgTable(
  'exit_survey_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    previousTier: text('previous_tier').notNull(),
    newTier: text('new_tier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exit_survey_answers_created').on(t.createdAt.desc())],
);
