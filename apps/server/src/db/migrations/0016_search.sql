-- Search: accent folding (unaccent) and typo tolerance (pg_trgm). Both ship with the embedded
-- PostgreSQL; an external database must allow them (docs/operations.md).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); a generated column needs IMMUTABLE,
-- so the dictionary is named explicitly in a wrapper.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"asset_id" uuid,
	"owner_id" uuid,
	"is_public" boolean NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template_id" text,
	"type" text,
	"category" text,
	"industry" text,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"materials" text[] DEFAULT '{}'::text[] NOT NULL,
	"finishes" text[] DEFAULT '{}'::text[] NOT NULL,
	"colours" text[] DEFAULT '{}'::text[] NOT NULL,
	"palette" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"folded" text GENERATED ALWAYS AS (search_fold(search_text)) STORED NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_fold(search_text))) STORED NOT NULL,
	"thumbnail_key" text,
	"image_key" text,
	"width" integer,
	"height" integer,
	"document" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_items_tsv" ON "search_items" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_items_colours" ON "search_items" USING gin ("colours");--> statement-breakpoint
CREATE INDEX "search_items_styles" ON "search_items" USING gin ("styles");--> statement-breakpoint
CREATE INDEX "search_items_materials" ON "search_items" USING gin ("materials");--> statement-breakpoint
CREATE INDEX "search_items_finishes" ON "search_items" USING gin ("finishes");--> statement-breakpoint
CREATE INDEX "search_items_type" ON "search_items" USING btree ("type");--> statement-breakpoint
CREATE INDEX "search_items_industry" ON "search_items" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "search_items_owner" ON "search_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "search_items_public" ON "search_items" USING btree ("is_public","kind");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);