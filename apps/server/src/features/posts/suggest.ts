import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// «Vouliez-vous dire … ?»: a search that found nothing is corrected from the lexicon of the visible questions' words
// (search_words, trigram similarity of pg_trgm). Asked only after a search with no result, so a search that finds
// something pays nothing. Docs: docs/decisions/search-suggestions.md.

type Row = Record<string, unknown>;
/** When each database's lexicon was last refreshed by this process. */
const refreshedAt = new WeakMap<object, number>();
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

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
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_words`);
    await tx.execute(sql`insert into search_words (word, key, docs)
      select word, f_unaccent(word), ndoc
      from ts_stat('select to_tsvector(''simple'', title || '' '' || content) from posts where hidden_at is null')
      where length(word) between ${MIN_LENGTH} and 40 and word ~ '^[[:alpha:]]+$'
      on conflict (word) do update set key = excluded.key, docs = excluded.docs`);
  });
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
  const rows = rowsOf(
    await db.execute(sql`select i.w,
        exists (select 1 from search_words s where s.key = f_unaccent(i.w)) as known,
        (select s.word from search_words s where s.key % f_unaccent(i.w)
          order by similarity(s.key, f_unaccent(i.w)) desc, s.docs desc, s.word limit 1) as best
      from unnest(string_to_array(${asked.join(' ')}, ' ')) as i(w)`),
  );
  const fix = new Map<string, string>();
  for (const r of rows) if (!r.known && r.best && r.best !== r.w) fix.set(r.w as string, r.best as string);
  if (fix.size === 0) return null;
  return words.map((w) => fix.get(w) ?? w).join(' ');
}
