import type { MockupPlacement } from '@packsmith/core';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { users } from './users.ts';

/** A mockup request (part 2 §3): artworks on catalogue products, made by one durable job. */
export const mockups = pgTable(
  'mockups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The client's id for the request: a second POST with it is refused (unique). */
    requestId: uuid('request_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Asset ids of the uploaded artworks, in the order given. */
    artworks: jsonb('artworks').$type<string[]>().notNull(),
    /** Catalogue template ids, in the order given. */
    products: jsonb('products').$type<string[]>().notNull(),
    instructions: text('instructions'),
    /** How the artwork sits on the products (fit, scale, offset); null: fitted automatically. */
    placement: jsonb('placement').$type<MockupPlacement>(),
    imageCount: integer('image_count').notNull(),
    step: integer('step').notNull(),
    /** pending → processing → completed | failed */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    creditCost: integer('credit_cost').notNull(),
    creditReservationId: uuid('credit_reservation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('mockups_request_id_unique').on(t.requestId),
    index('mockups_user').on(t.userId, t.createdAt),
  ],
);

/** One image of a mockup: which artwork on which product from which view; the asset once rendered. */
export const mockupOutputs = pgTable(
  'mockup_outputs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mockupId: uuid('mockup_id')
      .notNull()
      .references(() => mockups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    artworkId: uuid('artwork_id').notNull(),
    productId: text('product_id').notNull(),
    view: text('view').notNull(),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [unique('mockup_outputs_position').on(t.mockupId, t.position)],
);

/** A user's ask for a product the catalogue lacks; staff decide (open → planned | added | declined). */
export const productRequests = pgTable(
  'product_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    referenceImageId: uuid('reference_image_id').references(() => assets.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('product_requests_user').on(t.userId, t.createdAt),
    index('product_requests_created').on(t.createdAt),
  ],
);
