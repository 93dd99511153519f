-- Trigram similarity for the search's «Vouliez-vous dire … ?» over the lexicon of indexed words (search_words,
-- docs/decisions/search-suggestions.md). PGlite loads its build of the extension (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
