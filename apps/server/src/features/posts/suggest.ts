import type { DbOrTx } from '../../db/client';
import { closestWords, fillSearchWords } from './queries';

// «Vouliez-vous dire … ?»: a search that found nothing is corrected from the lexicon of the visible questions' words
// (search_words, trigram similarity of pg_trgm). Asked only after a search with no result, so a search that finds
// something pays nothing. Docs: docs/decisions/search-suggestions.md.

/** When each database's lexicon was last refreshed by this process. */
const refreshedAt = new WeakMap<object, number>();

/** Shorter words are left as typed: three letters give too few trigrams to tell a typo from another word. */
const MIN_LENGTH = 4;
/** The query's words, lower case, as typed (accents kept, for the suggestion shown). */
const wordsOf = (q: string) => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Fills the lexicon again from the visible questions: each word as written (lower case, accents kept), its unaccented
 * key and how many questions hold it. ts_stat reads every question once (about a second per 100,000 on this machine),
 * so it runs in the background, never on a search's path. Guarded by suggest.test.ts.
 */
export async function refreshSearchWords(db: DbOrTx) {
  refreshedAt.set(db, Date.now());
  await fillSearchWords(db, MIN_LENGTH);
}

/**
 * The lexicon is refreshed at most once an hour per process, in the background, when a search that found nothing
 * asks for it: a forum where every search finds something never pays for it. A failed refresh keeps the previous
 * lexicon (the next one an hour later tries again).
 */
const REFRESH_EVERY_MS = 60 * 60 * 1000;
function refreshWhenStale(db: DbOrTx) {
  const at = refreshedAt.get(db);
  if (at !== undefined && Date.now() - at < REFRESH_EVERY_MS) return;
  refreshSearchWords(db).catch(() => undefined);
}

/**
 * The query with each unknown word of 4+ letters replaced by the most similar known word (trigram similarity of the
 * unaccented forms, then the most frequent), or null when no word changed. One statement for all the words.
 */
export async function suggestQuery(db: DbOrTx, q: string): Promise<string | null> {
  const words = wordsOf(q).slice(0, 12);
  const asked = words.filter((w) => w.length >= MIN_LENGTH && !/^\d+$/.test(w));
  if (asked.length === 0) return null;
  refreshWhenStale(db);
  const rows = await closestWords(db, asked);
  const fix = new Map<string, string>();
  for (const r of rows) if (!r.known && r.best && r.best !== r.w) fix.set(r.w, r.best);
  if (fix.size === 0) return null;
  return words.map((w) => fix.get(w) ?? w).join(' ');
}
