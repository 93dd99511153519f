-- French full-text search with accent folding, and counters kept by triggers so list totals never need count(*).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
ALTER TABLE posts ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('french', f_unaccent(title)), 'A') || setweight(to_tsvector('french', f_unaccent(content)), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX posts_search_idx ON posts USING gin (search);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE post_counts SET count = count - 1 WHERE category_id = OLD.category_id AND status = OLD.status;
    UPDATE categories SET post_count = post_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO post_counts (category_id, status, count) VALUES (NEW.category_id, NEW.status, 1)
      ON CONFLICT (category_id, status) DO UPDATE SET count = post_counts.count + 1;
    UPDATE categories SET post_count = post_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_count_insert_delete AFTER INSERT OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION posts_count_trigger();
--> statement-breakpoint
CREATE TRIGGER posts_count_update AFTER UPDATE OF status, category_id ON posts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION posts_count_trigger();
