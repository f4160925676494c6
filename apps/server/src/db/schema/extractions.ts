import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One flat artwork an extraction stored (an asset of category ARTWORK EXTRACTION). */
export interface ExtractionOutputRecord {
  name: string;
  assetId: string;
}

/** An artwork extraction (part 2 §2 /dashboard/extract): panels rendered from a document, or an un-warp. */
export const artworkExtractions = pgTable(
  'artwork_extractions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceAssetId: uuid('source_asset_id').notNull(),
    /** document (exact panels) | unwarp (the marked quadrilateral) */
    method: text('method').notNull(),
    corners: jsonb('corners').$type<{ x: number; y: number }[]>(),
    outputs: jsonb('outputs').$type<ExtractionOutputRecord[]>().notNull().default([]),
    creditCost: integer('credit_cost').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('artwork_extractions_user').on(t.userId, t.createdAt)],
);
