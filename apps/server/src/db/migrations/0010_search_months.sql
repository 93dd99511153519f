-- A search whose words are common overall but rare among the newest questions («divorce garde»: 2 % of
-- questions, 160 of the 8,000 newest) asked the whole GIN index for the rest, which reads both words' full posting
-- lists: 5 ms at 100k questions, 22 ms at 1M. With the month in the index, it reads month by month, newest first,
-- and stops at the cap: each month an equality key whose postings GIN intersects by skipping, not a range it gathers
-- whole (docs/decisions/search-bounded.md).
CREATE INDEX post_search_month_search_idx ON post_search USING gin ((date_trunc('month', created_at AT TIME ZONE 'UTC')), search);
