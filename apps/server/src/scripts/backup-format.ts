/**
 * The backup file: gzip'd NDJSON, one format for PGlite and PostgreSQL (a PGlite backup restores into
 * PostgreSQL and back). Lines, in order:
 *   {"format":"pretoire-backup","version":1,...}         header
 *   {"file":"public/<hex>.png","data":"<base64>"}        every stored upload
 *   {"table":"users","columns":[...]}                     then {"rows":[<row_to_json>...]} batches
 *   {"end":true,"tables":{"users":12,...},"files":3}     counts, checked by restore (a cut file is refused)
 * Rows are JSON from row_to_json and go back through json_populate_recordset, so every column type
 * (timestamps, arrays, jsonb, tsvector) round-trips without per-type code. See docs/decisions/scale-out.md.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** Paths given on the command line are relative to where `npm run` was typed, not to the workspace. */
export const fromUserCwd = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

export const FORMAT = 'pretoire-backup';
export const VERSION = 1;

export interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: number;
}
export interface End {
  end: true;
  tables: Record<string, number>;
  files: number;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Base tables of the public schema, parents before children (foreign keys), so a restore needs no deferred checks. */
export async function tablesInOrder(db: DbOrTx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`),
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(strip(e.child))?.add(strip(e.parent));
  const done: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (done.includes(t) || path.has(t)) return;
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    path.delete(t);
    done.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return done;
}
const strip = (regclass: string) => regclass.replace(/^public\./, '').replace(/"/g, '');

/** Columns a row can be inserted with (generated columns are recomputed by the database). */
export async function insertableColumns(db: DbOrTx, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`),
  ).map((r) => r.name);
}

/** How many migrations the database has applied (drizzle's journal). */
export async function migrationCount(db: DbOrTx): Promise<number> {
  const res = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`));
  return Number(res[0].n);
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
