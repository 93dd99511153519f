-- A search over the whole forum reads its matches from a narrow copy of the visible questions' words
-- (docs/decisions/search-bounded.md). In `posts` a matching row shares its heap page with the question's text and
-- a dozen other columns (~1.5 matches a page read); here a row is its id, date and tsvector (~22 a page), so the
-- window's ~1,500 matches cost a third of the page reads and a search about half the PostgreSQL time. Every visible
-- question has its row (hidden ones none: a hidden question's words must not be findable); the triggers
-- below keep it in step inside the writing transaction, and a deleted question takes its row along (cascade).
CREATE TABLE post_search (
  post_id uuid PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  search tsvector
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hidden_at IS NULL THEN
    INSERT INTO post_search (post_id, created_at, search) VALUES (NEW.id, NEW.created_at, NEW.search)
      ON CONFLICT (post_id) DO UPDATE SET created_at = excluded.created_at, search = excluded.search;
  ELSE
    DELETE FROM post_search WHERE post_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_search_insert AFTER INSERT ON posts FOR EACH ROW WHEN (NEW.hidden_at IS NULL)
  EXECUTE FUNCTION post_search_trigger();
--> statement-breakpoint
-- search is generated from title and content: an update of either (or of the date, or hiding) that changes it.
CREATE TRIGGER posts_search_update AFTER UPDATE OF title, content, created_at, hidden_at ON posts FOR EACH ROW
  WHEN (OLD.search IS DISTINCT FROM NEW.search OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
  EXECUTE FUNCTION post_search_trigger();
--> statement-breakpoint
-- Filled in the order questions were asked, as later ones are appended: the window's rows share pages.
INSERT INTO post_search (post_id, created_at, search)
  SELECT id, created_at, search FROM posts WHERE hidden_at IS NULL ORDER BY created_at, id;
--> statement-breakpoint
CREATE INDEX post_search_hour_search_idx ON post_search USING gin ((date_trunc('hour', created_at AT TIME ZONE 'UTC')), search);
--> statement-breakpoint
ANALYZE post_search;
