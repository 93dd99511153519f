import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client';
import type { AuthorRow } from './authors';
import type { ListRow, presentListItem } from './present';
import { tsQueryRow, windowStartRow } from './queries';
import { HOUR, isFiltered, runSearch, runSimilar, SEARCH_WINDOW, type SearchFilters, tsQueryOf } from './search-queries';
import { queryWords, snippetOf } from './snippet';
import { encodeTerms, expandQuery } from './synonyms';

type Row = Record<string, unknown>;
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * The tsquery of a query's terms, as text: it depends only on the words and the dictionaries, so each process keeps
 * the last thousand (building it cost PostgreSQL ~0.2–0.3 ms of every search). Null when only stop words remain.
 */
const tsQueries = new LRUCache<string, { q: string | null }>({ max: 1_000 });
async function tsQueryText(db: DbOrTx, terms: string, op: '&' | '|'): Promise<string | null> {
  const key = `${op}${terms}`;
  const known = tsQueries.get(key);
  if (known) return known.q;
  const q = await tsQueryRow(db, tsQueryOf(terms, op));
  tsQueries.set(key, { q });
  return q;
}

/**
 * The hour from which the SEARCH_WINDOW newest questions were asked, for a search over the whole forum (null while
 * the forum has fewer), and the month of the first question (where a search's walk back by months ends). Looked up at
 * most once a minute per process: in between, newer questions only widen the window a little, and none is left out.
 */
const windowStarts = new WeakMap<object, { at: number; since: string | null; first: string | null }>();
const WINDOW_START_TTL_MS = 60_000;
async function windowStart(db: DbOrTx): Promise<{ since: string | null; first: string | null }> {
  const known = windowStarts.get(db);
  if (known && Date.now() - known.at < WINDOW_START_TTL_MS) return known;
  const found = { at: Date.now(), ...(await windowStartRow(db, HOUR, SEARCH_WINDOW)) };
  windowStarts.set(db, found);
  return found;
}

/** Whether a query has anything to search for (words, once punctuation and symbols are gone). */
export const hasSearchWords = (q: string) => expandQuery(q).length > 0;

export function authorOf(r: Row): AuthorRow & { badges: number[] | null } {
  return {
    id: r.u_id as string,
    role: r.u_role as AuthorRow['role'],
    status: r.u_status as AuthorRow['status'],
    nickname: r.u_nickname as string | null,
    firstName: r.u_first_name as string | null,
    lastName: r.u_last_name as string | null,
    profilePicture: r.u_profile_picture as string | null,
    barAssociation: r.u_bar_association as string | null,
    deletedAt: r.u_deleted_at ? asDate(r.u_deleted_at) : null,
    acceptsConsultations: r.u_accepts_consultations === true,
    badges: (r.u_badges as number[] | null) ?? null,
  };
}

/**
 * Bounded search. The candidates are first the newest matches among the newest questions of the filtered list (the
 * same work at 100k or 1M questions): over the whole forum among the SEARCH_WINDOW newest, from post_search, the
 * visible questions' words that the triggers of migration 0008 keep in step with posts; in a filtered list among the
 * RECENT_WINDOW newest, by a walk down its created_at index.
 * Only when they are not more than SEARCH_RESULT_CAP do older matches follow, up to SEARCH_RESULT_CAP + 1: over the
 * whole forum month by month, newest first (migration 0010); in a filtered list from the full-text index (a word that
 * common would make the index's bitmap grow with the table, a rarer one keeps it small). The
 * tsquery is an init-plan, so the planner cannot see it and keeps these plans. Candidates are ranked as they are read
 * (title far above text) and carry their sort columns; the count is theirs, so a total past the cap means «more than».
 */
export async function searchPosts(
  db: DbOrTx,
  f: SearchFilters,
  present: (rows: { row: ListRow; author: ReturnType<typeof authorOf> }[]) => ReturnType<typeof presentListItem>[],
) {
  const [query, windows] = await Promise.all([tsQueryText(db, encodeTerms(expandQuery(f.q)), '&'), isFiltered(f) ? null : windowStart(db)]);
  // Under RECENT_WINDOW questions the window is the whole forum, and there is no month to walk back.
  const since = windows?.since ?? null;
  const rows = await runSearch(db, f, {
    query,
    since: since ?? '-infinity',
    sinceMonth: since ? since.slice(0, 7).concat('-01') : null,
    firstMonth: windows?.first ?? null,
    category: f.categoryId ?? null,
    status: f.status ?? null,
    author: f.authorId ?? null,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  const total = rows.length ? Number(rows[0].total) : 0;
  const found = rows
    .filter((r) => r.id)
    .map((r) => ({
      row: {
        id: r.id as string,
        title: r.title as string,
        head: r.head as string,
        status: r.status as ListRow['status'],
        replyCount: Number(r.reply_count),
        createdAt: asDate(r.created_at),
        updatedAt: asDate(r.updated_at),
        authorId: r.author_id as string,
        hiddenAt: r.hidden_at ? asDate(r.hidden_at) : null,
        editedAt: r.edited_at ? asDate(r.edited_at) : null,
        category: { id: r.c_id as string, name: r.c_name as string, slug: r.c_slug as string },
      },
      author: authorOf(r),
    }));
  // The snippet of each row of the page, in Node from the tsquery's own lexemes (a few µs a row).
  const words = queryWords(query);
  const items = present(found).map((item, i) => {
    const snippet = found[i].row.hiddenAt ? undefined : snippetOf(found[i].row.head, words);
    return snippet ? { ...item, snippet } : item;
  });
  return { items, total };
}

/**
 * Up to SIMILAR_LIMIT answered questions whose title shares words with a draft title, ranked by how many of its words
 * they hold (ts_rank, normalised by the title's length: ts_rank_cd's cover density cost ~30 µs a title, 9 ms of the
 * 300 candidates, and proximity says little in a title), among at most 100 titles with every word (title index: an
 * AND, whose rarest word keeps the index's work small) and, when those are fewer than SIMILAR_LIMIT, 300 titles with
 * any word among the RECENT_WINDOW newest questions (an OR over the whole index would grow with the table).
 */
export async function similarPosts(db: DbOrTx, title: string, categoryId?: string) {
  const terms = encodeTerms(expandQuery(title));
  if (!terms) return [];
  const [any, every] = await Promise.all([tsQueryText(db, terms, '|'), tsQueryText(db, terms, '&')]);
  const result = (await runSimilar(db, Boolean(categoryId), { any, every, category: categoryId ?? null })).map((x) => x.r);
  return result.map((r) => ({
    _id: r.id as string,
    title: r.title as string,
    status: r.status as ListRow['status'],
    category: { _id: r.c_id as string, name: r.c_name as string, slug: r.c_slug as string },
    replyCount: Number(r.reply_count),
    createdAt: asDate(r.created_at).toISOString(),
  }));
}
