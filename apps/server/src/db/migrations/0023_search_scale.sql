-- Search at a million items (issue 31). Words and facet values meet in one GIN scan: every facet
-- value becomes a token of the tsvector (`c=green`, `s=minimalist`, `t=coffee-bag`; the text
-- parser splits at '=', so no word can be one), and GIN intersects the posting lists, skipping
-- through the long ones, instead of ANDing one large bitmap per facet index. The title's words
-- carry weight A, so ranking asks the index entry whether a word is in the title instead of
-- folding and matching the title per row. The folded text column was read by nothing.
CREATE OR REPLACE FUNCTION search_facet_tokens(colours text[], styles text[], materials text[], finishes text[], type text, industry text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(array_remove(
    array(SELECT 'c=' || v FROM unnest(colours) v) || array(SELECT 's=' || v FROM unnest(styles) v)
    || array(SELECT 'm=' || v FROM unnest(materials) v) || array(SELECT 'f=' || v FROM unnest(finishes) v)
    || array['t=' || type, 'i=' || industry], NULL)) $$;--> statement-breakpoint
DROP INDEX IF EXISTS "search_items_tsv";--> statement-breakpoint
DROP INDEX IF EXISTS "search_items_colours";--> statement-breakpoint
DROP INDEX IF EXISTS "search_items_styles";--> statement-breakpoint
DROP INDEX IF EXISTS "search_items_materials";--> statement-breakpoint
DROP INDEX IF EXISTS "search_items_finishes";--> statement-breakpoint
ALTER TABLE "search_items" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "search_items" DROP COLUMN "folded";--> statement-breakpoint
ALTER TABLE "search_items" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_fold(title)), 'A') || to_tsvector('simple'::regconfig, search_fold(search_text)) || search_facet_tokens(colours, styles, materials, finishes, type, industry)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_items_tsv" ON "search_items" USING gin ("tsv");
