import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One measured colour: CIELAB, its #RRGGBB and its share of the image. */
export interface SearchPaletteEntry {
  hex: string;
  lab: [number, number, number];
  share: number;
}

/**
 * The search index: the shipped inspiration library and a pointer to every user asset (with
 * its owner and whether the tier made it public). Text is folded (`search_fold`: unaccent +
 * lower, created by the migration) for the tsvector.
 */
export const searchItems = pgTable(
  'search_items',
  {
    /** `lib-00042` for the library, `asset-<uuid>` for a user's asset. */
    id: text('id').primaryKey(),
    /** library | asset */
    kind: text('kind').notNull(),
    assetId: uuid('asset_id'),
    ownerId: uuid('owner_id'),
    /** Library items and Free-tier generated images; never uploads or paid-tier images. */
    isPublic: boolean('is_public').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    templateId: text('template_id'),
    type: text('type'),
    category: text('category'),
    industry: text('industry'),
    styles: text('styles').array().notNull().default(sql`'{}'::text[]`),
    materials: text('materials').array().notNull().default(sql`'{}'::text[]`),
    finishes: text('finishes').array().notNull().default(sql`'{}'::text[]`),
    /** Colour presets the measured palette holds (within SEARCH_LIMITS.colourMatchDeltaE). */
    colours: text('colours').array().notNull().default(sql`'{}'::text[]`),
    palette: jsonb('palette').$type<SearchPaletteEntry[]>().notNull().default([]),
    /** Every searchable word of the item, unfolded. */
    searchText: text('search_text').notNull(),
    /**
     * The folded words, the title's marked weight A (ranking asks "in the title?" of the index
     * entry, not of a regex per row), and one token per facet value (`c=green`, `t=coffee-bag`:
     * `search_facet_tokens`, migration 0020) so words and facets meet in one GIN scan.
     */
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_fold(title)), 'A') || to_tsvector('simple'::regconfig, search_fold(search_text)) || search_facet_tokens(colours, styles, materials, finishes, type, industry)`,
      ),
    thumbnailKey: text('thumbnail_key'),
    /** Full-size render, made on first view for library items. */
    imageKey: text('image_key'),
    width: integer('width'),
    height: integer('height'),
    /** The library item's design document (what the full image is rendered from). */
    document: jsonb('document').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_items_tsv').using('gin', t.tsv),
    index('search_items_type').on(t.type),
    index('search_items_industry').on(t.industry),
    index('search_items_owner').on(t.ownerId),
    index('search_items_public').on(t.isPublic, t.kind),
  ],
);

/** Progress of the index jobs (the asset sync's cursor). */
export const searchIndexState = pgTable('search_index_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every folded word of the index, once: a misspelt query word is looked up here by trigram
 * similarity (a small table) and searched as the words it resembles, so the items themselves
 * are only ever probed through the tsvector index.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Per indexed word, how many library items of each facet profile hold it; the word '' counts
 * every library item. Kept in step with `search_items` by statement triggers (migration 0025), so
 * a one-word query counts its facets over a few hundred profiles instead of reading the tens of
 * thousands of wide rows the word matches. Library items only: they have no owner and never
 * die, so the counts need no check at query time; users' assets are counted from their rows.
 */
export const searchWordFacets = pgTable(
  'search_word_facets',
  {
    /** A lexeme of the items' tsvector (facet tokens excluded), or '' for every item. */
    word: text('word').notNull(),
    type: text('type'),
    industry: text('industry'),
    styles: text('styles').array().notNull(),
    colours: text('colours').array().notNull(),
    materials: text('materials').array().notNull(),
    finishes: text('finishes').array().notNull(),
    items: integer('items').notNull(),
  },
  (t) => [
    unique('search_word_facets_key')
      .on(t.word, t.type, t.industry, t.styles, t.colours, t.materials, t.finishes)
      .nullsNotDistinct(),
  ],
);
