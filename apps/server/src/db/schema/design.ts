import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const lastUpdatedAt = () => timestamp('last_updated_at', { withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A design session: the container the session page shows (spec §3). */
export const designSessions = pgTable(
  'design_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUpdatedAt: lastUpdatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('design_sessions_user').on(t.userId, t.createdAt)],
);

/** The session's history (design actions started and settled, edits, conversations). */
export const designSessionEvents = pgTable(
  'design_session_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => designSessions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    type: text('type').notNull(),
    /** designActionId, status, conversationId, … */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('design_session_events_session').on(t.sessionId, t.createdAt)],
);

/** A design action (spec §3): one request of one flow, with its credit reservation. */
export const designActions = pgTable(
  'design_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    optimisticUserId: text('optimistic_user_id'),
    createdAt: createdAt(),
    lastUpdatedAt: lastUpdatedAt(),
    deletedAt: deletedAt(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => designSessions.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    remixedFromId: uuid('remixed_from_id').references((): AnyPgColumn => designActions.id, {
      onDelete: 'set null',
    }),
    refinedFromId: uuid('refined_from_id').references((): AnyPgColumn => designActions.id, {
      onDelete: 'set null',
    }),
    /** pending → generating → completed | error; retrying between attempts. */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    retryCount: integer('retry_count').notNull().default(0),
    lastRetriedAt: timestamp('last_retried_at', { withTimezone: true }),
    provider: text('provider'),
    routesSummary: jsonb('routes_summary'),
    numberOfImagesRequestedByUser: integer('number_of_images_requested_by_user').notNull().default(0),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Credits held for this action and the ledger row holding them. */
    creditCost: integer('credit_cost').notNull().default(0),
    creditReservationId: uuid('credit_reservation_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('design_actions_user').on(t.userId, t.createdAt),
    index('design_actions_session').on(t.sessionId, t.createdAt),
    index('design_actions_status').on(t.status, t.lastUpdatedAt),
  ],
);

export const designActionImages = pgTable(
  'design_action_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designActionId: uuid('design_action_id')
      .notNull()
      .references(() => designActions.id, { onDelete: 'cascade' }),
    /** Position within the action (0-based); the engine's route/variant index. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    lastUpdatedAt: lastUpdatedAt(),
    deletedAt: deletedAt(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    retryCount: integer('retry_count').notNull().default(0),
    lastRetriedAt: timestamp('last_retried_at', { withTimezone: true }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    provider: text('provider'),
    score: real('score'),
  },
  (t) => [uniqueIndex('design_action_images_position').on(t.designActionId, t.position)],
);

/** Variations of an image (spec §3, older records; variant-range actions also write one). */
export const designVariations = pgTable(
  'design_variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    sessionId: uuid('session_id').references(() => designSessions.id, { onDelete: 'cascade' }),
    designActionId: uuid('design_action_id').references(() => designActions.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    retryCount: integer('retry_count').notNull().default(0),
    lastRetriedAt: timestamp('last_retried_at', { withTimezone: true }),
    sourceAssetId: uuid('source_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    userInstructions: text('user_instructions'),
    numberOfImagesRequested: integer('number_of_images_requested').notNull().default(0),
    numberOfImagesToBeGenerated: integer('number_of_images_to_be_generated').notNull().default(0),
    numberOfImagesCompleted: integer('number_of_images_completed').notNull().default(0),
    aiResponseMessage: text('ai_response_message'),
    /** user-instructions | angles | packaging-range */
    type: text('type').notNull().default('user-instructions'),
    createdAt: createdAt(),
    lastUpdatedAt: lastUpdatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('design_variations_user').on(t.userId, t.createdAt),
    index('design_variations_action').on(t.designActionId),
  ],
);

export const designVariationImages = pgTable(
  'design_variation_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designVariationId: uuid('design_variation_id')
      .notNull()
      .references(() => designVariations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    provider: text('provider'),
    score: real('score'),
    createdAt: createdAt(),
    lastUpdatedAt: lastUpdatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('design_variation_images_variation').on(t.designVariationId, t.position)],
);

/** The packaging generator's list (GET /api/spring/generation); name unique per user. */
export const streamSpringGeneration = pgTable(
  'stream_spring_generation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    status: text('status').notNull().default('pending'),
    isPrivate: boolean('is_private').notNull().default(false),
    logo: text('logo'),
    artwork: jsonb('artwork').$type<Record<string, unknown> | null>(),
    packagingType: text('packaging_type'),
    packagingImage: text('packaging_image'),
    brand: text('brand'),
    slogan: text('slogan'),
    industry: text('industry'),
    colours: jsonb('colours').$type<string[]>().notNull().default([]),
    imageCount: integer('image_count').notNull().default(4),
    isConceptMode: boolean('is_concept_mode').notNull().default(false),
    designActionId: uuid('design_action_id').references(() => designActions.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => designSessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUpdatedAt: lastUpdatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('stream_spring_generation_user_name').on(t.userId, t.name),
    index('stream_spring_generation_user').on(t.userId, t.createdAt),
  ],
);

/** A logged-out launch-packaging request, claimed by the browser that made it (its claim token). */
export const preauthDesignGenerations = pgTable(
  'preauth_design_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    claimTokenHash: text('claim_token_hash').notNull().unique(),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    claimedByUserId: uuid('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    designActionId: uuid('design_action_id'),
    /** The address that launched it (the per-IP limit counts these). */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('preauth_design_generations_email').on(sql`lower(${t.email})`, t.expires),
    index('preauth_design_generations_ip').on(t.ip, t.createdAt),
  ],
);
