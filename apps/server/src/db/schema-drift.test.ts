// schema.ts and the committed migrations must describe the same database (docs/decisions/schema-workflow.md):
// drizzle-kit writes the next migration from the last snapshot, and the server builds its database from the SQL.
import fs from 'node:fs';
import path from 'node:path';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { migrationsFolder } from './client';
import * as schema from './schema';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}
const journal: Journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
const snapshotOf = (idx: number): DrizzleSnapshotJSON =>
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8'));

describe('migrations and their snapshots', () => {
  it('every SQL file is in the journal, in order, and has a snapshot chained to the previous one', () => {
    const sqlFiles = fs
      .readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(sqlFiles);
    let prevId = '00000000-0000-0000-0000-000000000000';
    for (const [i, entry] of journal.entries.entries()) {
      expect(entry.idx).toBe(i);
      // The migrator applies what is newer than the last applied `when`: it must grow.
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1].when);
      const snapshot = snapshotOf(i) as { id: string; prevId: string };
      expect({ tag: entry.tag, prevId: snapshot.prevId }).toEqual({ tag: entry.tag, prevId });
      prevId = snapshot.id;
    }
  });

  it('schema.ts needs no new migration (drizzle-kit generate would write nothing)', async () => {
    const last = snapshotOf(journal.entries.length - 1);
    const current = generateDrizzleJson(schema, (last as { id: string }).id);
    expect(await generateMigration(last, current)).toEqual([]);
  });
});

/**
 * Tables, columns, indexes and constraints of the public schema as PostgreSQL prints them, so two spellings of one
 * definition compare equal. Functions and triggers are left out: they live in custom migrations only.
 */
async function catalog(executeSql: (text: string) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  const lines = (r: { rows: unknown[] }) => (r.rows as { line: string }[]).map((x) => x.line);
  const tables = await executeSql(`
    select 'table ' || c.relname as line from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`);
  const columns = await executeSql(`
    select 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || case when a.attnotnull then ' not null' else '' end
      || case when a.attgenerated = 's' then ' generated ' || pg_get_expr(d.adbin, d.adrelid)
              when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid) else '' end as line
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);
  const indexes = await executeSql(`
    select 'index ' || pg_get_indexdef(i.indexrelid) as line from pg_index i
    join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`);
  const constraints = await executeSql(`
    select 'constraint ' || c.relname || '.' || k.conname || ' ' || pg_get_constraintdef(k.oid) as line from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`);
  return [...lines(tables), ...lines(columns), ...lines(indexes), ...lines(constraints)].sort();
}

describe('the database built by the migrations', () => {
  let migrated: Awaited<ReturnType<typeof openTestDatabase>>;
  let fromSchema: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    [migrated, fromSchema] = [await openTestDatabase(), await openTestDatabase()];
    // The second database keeps the migrations' functions and extensions (generated columns and indexes use them)
    // but its tables are rebuilt from schema.ts alone, as drizzle-kit would create them on an empty database.
    const { rows } = await fromSchema.executeSql(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    const names = (rows as { tablename: string }[]).map((r) => `"${r.tablename}"`);
    await fromSchema.executeSql(`drop table ${names.join(', ')} cascade`);
    const empty = generateDrizzleJson({});
    for (const statement of await generateMigration(empty, generateDrizzleJson(schema))) await fromSchema.executeSql(statement);
  });
  afterAll(async () => {
    await migrated?.close();
    await fromSchema?.close();
  });

  it('has the tables, columns, indexes and constraints schema.ts declares, and no others', async () => {
    const [actual, declared] = [await catalog(migrated.executeSql), await catalog(fromSchema.executeSql)];
    const onlyInMigrations = actual.filter((l) => !declared.includes(l));
    const onlyInSchemaTs = declared.filter((l) => !actual.includes(l));
    expect({ onlyInMigrations, onlyInSchemaTs }).toEqual({ onlyInMigrations: [], onlyInSchemaTs: [] });
    // The comparison saw the whole schema, not an empty one.
    expect(actual.filter((l) => l.startsWith('table ')).length).toBe(Object.keys(generateDrizzleJson(schema).tables).length);
  });
});
