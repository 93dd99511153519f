import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryConfig } from 'pg';
import type { DbOrTx } from './client';
import { driverOf } from './transaction';

/**
 * The one way to run a hand-written statement (docs/decisions/raw-sql.md), on public APIs only: drizzle's dialect
 * turns a `sql` template into text and parameters, the driver runs it, rows come back as the driver gives them.
 * node-postgres prepares a named statement once per connection; PGlite ignores names.
 */

const dialect = new PgDialect();

// Dates, times and intervals as the text PostgreSQL sends, as drizzle's sessions give them (rows stay byte-identical).
const KEPT_AS_TEXT = new Set([1082, 1083, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);
type TypeParser = (typeId: number, format?: string) => (value: string) => unknown;
let pgTypes: { getTypeParser: TypeParser } | undefined;
const pgliteParsers = Object.fromEntries([...KEPT_AS_TEXT].map((oid) => [oid, (v: string) => v]));

/** Texts a call site may have (a list's length, a branch): past this, a new text runs unnamed. */
const MAX_TEXTS_PER_NAME = 16;
const names = new Map<string, Map<string, string>>();

/** node-postgres refuses a second text under a name, so each distinct text gets its own (`base_1`, `base_2`…). */
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

async function run<T>(db: DbOrTx, text: string, values: unknown[], name: string | undefined): Promise<T[]> {
  const driver = driverOf(db);
  if (driver.kind === 'pg') {
    pgTypes ??= await pgTypesKeepingText();
    const config: QueryConfig = { name, text, values, types: pgTypes as QueryConfig['types'] };
    return (await driver.client.query(config)).rows as T[];
  }
  if (driver.kind === 'pglite') return (await driver.client.query(text, values, { parsers: pgliteParsers })).rows as T[];
  const res = await db.execute(sqlOf(text, values));
  return (res as unknown as { rows: T[] }).rows;
}

/** $n text and its values as a drizzle `sql`; sql.param keeps an array one value instead of a list. */
function sqlOf(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]) : sql`${sql.param(values[Number(parts[i]) - 1] ?? null)}`);
  }
  return sql.join(chunks, sql``);
}

async function pgTypesKeepingText() {
  const { default: pg } = await import('pg');
  return {
    getTypeParser: ((id: number, format?: string) =>
      KEPT_AS_TEXT.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format as 'text')) as TypeParser,
  };
}

/**
 * Runs a statement and returns its rows. With `name`, PostgreSQL parses and plans it once per connection instead of
 * at every call (a transaction's connection included): for statements on a hot path, where that costs as much as
 * running them (docs/PERFORMANCE.md).
 */
export async function rows<T>(db: DbOrTx, query: SQL, name?: string): Promise<T[]> {
  if (driverOf(db).kind === 'drizzle') return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const built = dialect.sqlToQuery(query);
  return run<T>(db, built.sql, built.params, name && nameFor(name, built.sql));
}

/** A statement already as $n text and values (pg-boss's), run like `rows`. */
export function textRows<T>(db: DbOrTx, text: string, values: unknown[], name?: string): Promise<T[]> {
  return run<T>(db, text, values, name && nameFor(name, text));
}

export interface Prepared<T> {
  /** Runs the statement with these values for its `sql.placeholder`s. */
  rows(db: DbOrTx, values: Record<string, unknown>): Promise<T[]>;
}

/**
 * A named statement whose text is built once, on first use; values travel as placeholders. For the hot reads whose
 * building cost more than running (the question page).
 */
export function prepared<T>(name: string, build: () => SQL): Prepared<T> {
  let built: { sql: string; params: unknown[] } | undefined;
  return {
    rows(db, values) {
      built ??= dialect.sqlToQuery(build());
      return run<T>(db, built.sql, fillPlaceholders(built.params, values), name);
    },
  };
}
