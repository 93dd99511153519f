-- A search over the whole forum finds the matches among its newest questions with one GIN scan, instead
-- of reading each of them (docs/decisions/search-bounded.md). btree_gin lets a GIN index hold the hour a question
-- was asked next to its words, so the scan starts from the few recent hours and skips through the long posting
-- lists of common words. The same index serves searches on the words alone, so the old one goes.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS posts_hour_search_idx ON posts USING gin ((date_trunc('hour', created_at AT TIME ZONE 'UTC')), search);
--> statement-breakpoint
DROP INDEX IF EXISTS posts_search_idx;
