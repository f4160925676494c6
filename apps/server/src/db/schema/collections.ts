import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A named set of images. Always private when created by users (spec part 2 §5). */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    private: boolean('private').notNull().default(true),
    createdAt: at('created_at'),
    /** Bumped by renames, descriptions and item changes: the "last-modified" sort and the panel order. */
    lastUpdatedAt: at('last_updated_at'),
  },
  (t) => [
    index('collections_user_updated').on(t.userId, t.lastUpdatedAt),
    index('collections_user_created').on(t.userId, t.createdAt),
  ],
);

/** An image in a collection: one link per pair, whoever added it. */
export const collectionItems = pgTable(
  'collection_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
  },
  (t) => [
    unique('collection_items_pair').on(t.collectionId, t.assetId),
    index('collection_items_collection_created').on(t.collectionId, t.createdAt),
    index('collection_items_asset').on(t.assetId),
  ],
);

/**
 * A person invited to a collection, by e-mail; `acceptedAt` null means the invitation is still
 * open. `userId` is the account with that e-mail: set at once when it exists, else when the
 * person signs up (until then the row is an invitation to an address only). The owner's answers
 * never tell the two apart (issue 26).
 */
export const collectionCollaborators = pgTable(
  'collection_collaborators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** The invited address, lower case. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: at('created_at'),
  },
  (t) => [
    unique('collection_collaborators_pair').on(t.collectionId, t.userId),
    unique('collection_collaborators_email').on(t.collectionId, t.email),
    index('collection_collaborators_user').on(t.userId),
    index('collection_collaborators_unclaimed').on(t.email).where(sql`${t.userId} is null`),
  ],
);

/** One invitation sent, for the per-person hourly limit (kept a day; removed invitations still count). */
export const collectionInviteSends = pgTable(
  'collection_invite_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
  },
  (t) => [index('collection_invite_sends_user').on(t.userId, t.createdAt)],
);
