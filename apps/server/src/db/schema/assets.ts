import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A file in storage. Upload rows are created with the signed upload policy (status `pending`),
 * before the bytes arrive; `userId` is null for logged-out uploads until a signed-in user saves
 * them as an asset. Generated and derived files are created `stored`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalFileName: text('original_file_name').notNull(),
    /** Declared type at upload-url time; replaced by the sniffed type once checked. */
    filetype: text('filetype').notNull(),
    description: text('description'),
    fileCategory: text('file_category').notNull(),
    processedFileId: uuid('processed_file_id'),
    bytes: bigint('bytes', { mode: 'number' }),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    /** pending (policy issued) → checked (local upload endpoint checked the bytes) → stored (saved as an asset). */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    /** Anonymous pending uploads are claimable until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('stored_files_user').on(t.userId, t.createdAt)],
);

/**
 * An image in a user's library: an upload, a generated image or a processed copy.
 * The original's bytes live in `fileId`; derivatives (thumbnail, 2048 px display copy, the
 * watermarked public copy) are storage keys on the row, filled by the derivative job.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    originalFileName: text('original_file_name').notNull(),
    mimetype: text('mimetype').notNull(),
    description: text('description'),
    /** alt, categories, sessionId, designSessionEventId, designRouteId, designVariationId, useCase, … */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    fileCategory: text('file_category').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => assets.id),
    processedAssetId: uuid('processed_asset_id').references((): AnyPgColumn => assets.id),
    isFavourite: boolean('is_favourite').notNull().default(false),
    migrationBatchNumber: integer('migration_batch_number'),
    /** private: owner only through signed URLs; public: free-tier generated images (watermarked). */
    visibility: text('visibility').notNull().default('private'),
    /** upload | generated | processed */
    source: text('source').notNull().default('upload'),
    width: integer('width'),
    height: integer('height'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** [{ name, hex, share }] from the named palette, largest share first. */
    dominantColours: jsonb('dominant_colours')
      .$type<{ name: string; hex: string; share: number }[]>()
      .notNull()
      .default([]),
    /** Lower-case colour names (dominant colours and any design colours) for colour filters. */
    colourNames: text('colour_names').array().notNull().default(sql`'{}'::text[]`),
    /** The copy users see: the watermarked image for public assets, else the original. */
    displayKey: text('display_key').notNull(),
    /** 2048 px copy when the display image is larger. */
    processedKey: text('processed_key'),
    thumbnailKey: text('thumbnail_key'),
    /** pending → ready | error (derivative job). */
    processingStatus: text('processing_status').notNull().default('pending'),
    processingError: text('processing_error'),
    createdAt: createdAt(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('assets_user_created').on(t.userId, t.createdAt),
    index('assets_user_category').on(t.userId, t.fileCategory),
    index('assets_session').on(sql`(${t.metadata}->>'sessionId')`),
    index('assets_colour_names').using('gin', t.colourNames),
    index('assets_processing').on(t.processingStatus, t.createdAt),
  ],
);

/** ALTCHA solutions already used (single use until their challenge expires). */
export const humanCheckRedemptions = pgTable('human_check_redemptions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
