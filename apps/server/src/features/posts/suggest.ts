import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client';
import { closestWords, fillSearchWords } from './queries';

// «Vouliez-vous dire … ?»: a search that found nothing is corrected from the lexicon of the visible questions' words
// (search_words, trigram similarity of pg_trgm). Asked only after a search with no result, so a search that finds
// something pays nothing. Docs: docs/decisions/search-suggestions.md.

/**
 * Suggestions per normalised query, per database: a query that finds nothing is often asked again (a shared link, a
 * reload, the same typo). '' is «no suggestion». Emptied when this process refills the lexicon; an entry lives 10 minutes, so
 * another instance's refill shows here within that.
 */
const cached = new WeakMap<object, LRUCache<string, string>>();
const cacheOf = (db: DbOrTx) => {
  let c = cached.get(db);
  if (!c) {
    c = new LRUCache<string, string>({ max: 1000, ttl: 10 * 60 * 1000 });
    cached.set(db, c);
  }
  return c;
};

/** Shorter words are left as typed: three letters give too few trigrams to tell a typo from another word. */
const MIN_LENGTH = 4;
/** The query's words, lower case, as typed (accents kept, for the suggestion shown). */
const wordsOf = (q: string) => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Fills the lexicon again from the visible questions: each word as written (lower case, accents kept), its unaccented
 * key and how many questions hold it. ts_stat reads every question once (about a second per 100,000 on this machine),
 * so only the search-words job runs it (search-words-job.ts), never a search. Guarded by search-words-job.test.ts.
 */
export async function refreshSearchWords(db: DbOrTx) {
  await fillSearchWords(db, MIN_LENGTH);
  cached.get(db)?.clear();
}

/**
 * Stricter than pg_trgm's 0.3: at 0.3 «impayé» became «impôt» (0.30), a wrong turn for someone owed rent; a real typo
 * scores well above it («licensiement» 0.63, «divorse» 0.45, «bail» → «bailleur» 0.40). decisions/search-suggestions.md
 */
const MIN_SIMILARITY = 0.4;

/**
 * The query with each unknown word of 4+ letters replaced by the most similar known word (trigram similarity of the
 * unaccented forms, then the most frequent), or null when no word changed. One statement for all the words.
 */
export async function suggestQuery(db: DbOrTx, q: string): Promise<string | null> {
  const words = wordsOf(q).slice(0, 12);
  const asked = words.filter((w) => w.length >= MIN_LENGTH && !/^\d+$/.test(w));
  if (asked.length === 0) return null;
  const key = words.join(' ');
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit !== undefined) return hit || null;
  const rows = await closestWords(db, asked, MIN_SIMILARITY);
  const fix = new Map<string, string>();
  for (const r of rows) if (r.best && r.best !== r.w) fix.set(r.w, r.best);
  const suggestion = fix.size === 0 ? null : words.map((w) => fix.get(w) ?? w).join(' ');
  cache.set(key, suggestion ?? '');
  return suggestion;
}
