-- Facet counts of a one-word query without reading the rows the word matches (issue 31: "cofee"
-- matches 72,000 wide rows at a million items). Per word (a lexeme of the tsvector; '' for every
-- item) and facet profile, how many library items hold it, kept in step by statement triggers on
-- search_items. The word is in "C" order so a prefix (`cofee:*`) is a range of the unique index.
CREATE TABLE "search_word_facets" (
	"word" text COLLATE "C" NOT NULL,
	"type" text,
	"industry" text,
	"styles" text[] NOT NULL,
	"colours" text[] NOT NULL,
	"materials" text[] NOT NULL,
	"finishes" text[] NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "search_word_facets_key" UNIQUE NULLS NOT DISTINCT("word","type","industry","styles","colours","materials","finishes")
);--> statement-breakpoint
-- The words an item is found by: its tsvector's lexemes but the facet tokens (`c=green`), and ''.
CREATE FUNCTION search_item_words(tsv tsvector) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_append(array(SELECT w FROM unnest(tsvector_to_array(tsv)) w WHERE strpos(w, '=') = 0), '') $$;--> statement-breakpoint
-- Adds (sign 1) or takes away (-1) these items' library rows from the counts, in key order so
-- concurrent writers lock shared counters in the same order; a counter that reaches 0 goes.
CREATE FUNCTION search_word_facets_apply(changed search_items[], sign integer) RETURNS void LANGUAGE sql
  AS $$
  INSERT INTO search_word_facets AS f (word, type, industry, styles, colours, materials, finishes, items)
  SELECT w, r.type, r.industry, r.styles, r.colours, r.materials, r.finishes, sign * count(*)::int
  FROM unnest(changed) r, unnest(search_item_words(r.tsv)) w
  WHERE r.kind = 'library'
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT search_word_facets_key DO UPDATE SET items = f.items + excluded.items;
  DELETE FROM search_word_facets f WHERE sign < 0 AND f.items <= 0
    AND f.word IN (SELECT w FROM unnest(changed) r, unnest(search_item_words(r.tsv)) w WHERE r.kind = 'library');
  $$;--> statement-breakpoint
CREATE FUNCTION search_word_facets_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_word_facets;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM search_word_facets_apply(array(SELECT n::search_items FROM new_rows n), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_word_facets_apply(array(SELECT o::search_items FROM old_rows o), -1);
  ELSE
    -- Only rows whose kind, words or facets changed (a stored image key changes no count).
    PERFORM search_word_facets_apply(array(SELECT o::search_items FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n
      WHERE (n.id, n.kind, n.tsv, n.type, n.industry, n.styles, n.colours, n.materials, n.finishes)
        IS NOT DISTINCT FROM (o.id, o.kind, o.tsv, o.type, o.industry, o.styles, o.colours, o.materials, o.finishes))), -1);
    PERFORM search_word_facets_apply(array(SELECT n::search_items FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o
      WHERE (n.id, n.kind, n.tsv, n.type, n.industry, n.styles, n.colours, n.materials, n.finishes)
        IS NOT DISTINCT FROM (o.id, o.kind, o.tsv, o.type, o.industry, o.styles, o.colours, o.materials, o.finishes))), 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_word_facets_insert AFTER INSERT ON search_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_facets_count();--> statement-breakpoint
CREATE TRIGGER search_word_facets_update AFTER UPDATE ON search_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_facets_count();--> statement-breakpoint
CREATE TRIGGER search_word_facets_delete AFTER DELETE ON search_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_facets_count();--> statement-breakpoint
CREATE TRIGGER search_word_facets_truncate AFTER TRUNCATE ON search_items
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_facets_count();--> statement-breakpoint
INSERT INTO search_word_facets (word, type, industry, styles, colours, materials, finishes, items)
  SELECT w, s.type, s.industry, s.styles, s.colours, s.materials, s.finishes, count(*)::int
  FROM search_items s, unnest(search_item_words(s.tsv)) w
  WHERE s.kind = 'library'
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
