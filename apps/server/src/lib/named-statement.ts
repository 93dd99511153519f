import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

type Query = { sql: string; params: unknown[] };
type Session = {
  dialect: { sqlToQuery(query: SQL): Query };
  prepareQuery(query: Query, fields: undefined, name: string | undefined, arrayMode: false): { execute(): Promise<unknown> };
};

/** Texts a call site may have (a list's length, a branch): past this, a new text runs unnamed. */
const MAX_TEXTS_PER_NAME = 16;
const names = new Map<string, Map<string, string>>();

/**
 * Runs `query` as a named statement on the caller's connection, a transaction's included (preparedStatement in
 * prepared.ts only serves a pool): PostgreSQL parses and plans it once per connection instead of at every call. In an
 * answer's transaction, parsing and planning its folded statements cost PostgreSQL about as much as running them
 * (docs/PERFORMANCE.md). node-postgres prepares a name on a connection's first use and refuses another text under the
 * same name, so each distinct text gets its own name (`base_1`, `base_2`…). Rows come back as `db.execute` gives them.
 * PGlite ignores the name.
 */
export async function executeNamed<T>(db: DbOrTx, base: string, query: SQL): Promise<T[]> {
  // drizzle's public API names only the statements of its query builders; a raw statement goes through the session.
  const session = db._.session as unknown as Session;
  const built = session.dialect.sqlToQuery(query);
  const res = await session.prepareQuery(built, undefined, nameFor(base, built.sql), false).execute();
  return (res as { rows: T[] }).rows;
}

function nameFor(base: string, text: string) {
  let byText = names.get(base);
  if (!byText) {
    byText = new Map();
    names.set(base, byText);
  }
  const known = byText.get(text);
  if (known || byText.size >= MAX_TEXTS_PER_NAME) return known;
  const name = `${base}_${byText.size + 1}`;
  byText.set(text, name);
  return name;
}
