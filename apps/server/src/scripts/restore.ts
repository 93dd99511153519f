/**
 * npm run restore <file>: loads a backup into the configured, empty database (a fresh DATA_DIR, or an empty
 * PostgreSQL database) and storage. All rows go in one transaction, committed only when the counts in the
 * file's last line match, so a cut or corrupt file leaves the database empty.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../config';
import { type DbOrTx, openDatabase } from '../db/client';
import { lockDataDir } from '../db/lock';
import { transaction } from '../db/transaction';
import { FILL_POST_SEARCH } from '../features/posts';
import { protectDataDir } from '../lib/data-dir';
import { markHistoryUntilNow } from '../lib/history';
import { createStorage } from '../lib/storage';
import {
  type End,
  FORMAT,
  fromUserCwd,
  type Header,
  ident,
  insertableColumns,
  migrationCount,
  tablesInOrder,
  VERSION,
} from './backup-format';

export class RestoreError extends Error {}

async function assertEmpty(db: DbOrTx, tables: string[]) {
  for (const t of tables) {
    const res = await db.execute(sql.raw(`select exists (select 1 from ${ident(t)}) as x`));
    if ((res as unknown as { rows: { x: boolean }[] }).rows[0].x) {
      throw new RestoreError(
        `The target database is not empty (table ${t} has rows): restore into a fresh DATA_DIR or an empty PostgreSQL database.`,
      );
    }
  }
}

/** Sequences behind serial columns continue after the restored values. */
async function resetSequences(db: DbOrTx) {
  const res = await db.execute(sql`
    select table_name as t, column_name as c, pg_get_serial_sequence(quote_ident(table_name), column_name) as s
    from information_schema.columns where table_schema = 'public'
      and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`);
  for (const r of (res as unknown as { rows: { t: string; c: string; s: string }[] }).rows) {
    await db.execute(
      sql.raw(
        `select setval('${r.s.replace(/'/g, "''")}', coalesce((select max(${ident(r.c)}) from ${ident(r.t)}), 1), (select count(*) > 0 from ${ident(r.t)}))`,
      ),
    );
  }
}

export async function restore(config: Config, file: string): Promise<End> {
  if (!fs.existsSync(file)) throw new RestoreError(`No such backup file: ${file}`);
  protectDataDir(config.dataDir);
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir, 'restore');
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'db'), poolSize: 2 });
  protectDataDir(config.dataDir);
  const storage = await createStorage(config);
  let lines: readline.Interface | null = null;
  try {
    return await transaction(database.db, async (tx) => {
      const tables = await tablesInOrder(tx);
      await assertEmpty(tx, tables);
      const targetMigrations = await migrationCount(tx);
      let header: Header | null = null;
      let end: End | null = null;
      let current: { table: string; columns: string } | null = null;
      const counts: Record<string, number> = {};
      const disabled: string[] = [];
      let files = 0;
      // Created right before iterating: lines read while nothing listens would be lost (readline caveat).
      lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line) continue;
        const item = JSON.parse(line) as Record<string, unknown>;
        if (!header) {
          if (item.format !== FORMAT || typeof item.version !== 'number') throw new RestoreError('Not a Prétoire backup file.');
          if (item.version > VERSION)
            throw new RestoreError(`Backup format ${item.version} is newer than this server understands (${VERSION}).`);
          if ((item.migrations as number) > targetMigrations) {
            throw new RestoreError(
              `The backup comes from a newer schema (${item.migrations} migrations, this server has ${targetMigrations}): update the server first.`,
            );
          }
          header = item as unknown as Header;
        } else if (typeof item.file === 'string') {
          await storage.putKey(item.file, Buffer.from(item.data as string, 'base64'));
          files += 1;
        } else if (typeof item.table === 'string') {
          const table = item.table;
          if (!tables.includes(table)) throw new RestoreError(`The backup has a table this schema does not know: ${table}.`);
          // Columns added since the backup take their defaults; generated ones are recomputed.
          const known = new Set(await insertableColumns(tx, table));
          const columns = (item.columns as string[])
            .filter((c) => known.has(c))
            .map(ident)
            .join(', ');
          // Counters and other triggers would count the restored rows twice: their tables are restored as saved.
          await tx.execute(sql.raw(`alter table ${ident(table)} disable trigger user`));
          disabled.push(table);
          current = { table, columns };
          counts[table] = 0;
        } else if (Array.isArray(item.rows)) {
          if (!current) throw new RestoreError('Rows before any table in the backup file.');
          await tx.execute(sql`insert into ${sql.raw(ident(current.table))} (${sql.raw(current.columns)})
            select ${sql.raw(current.columns)} from json_populate_recordset(null::${sql.raw(ident(current.table))}, ${JSON.stringify(item.rows)}::json)`);
          counts[current.table] += item.rows.length;
        } else if (item.end === true) {
          end = item as unknown as End;
        }
      }
      if (!header) throw new RestoreError('Empty backup file.');
      if (!end) throw new RestoreError('The backup file is incomplete (no end marker): nothing was restored.');
      const mismatch = Object.entries(end.tables).filter(([t, n]) => (counts[t] ?? 0) !== n);
      if (mismatch.length || end.files !== files) {
        throw new RestoreError(
          `The backup file does not match its own counts (${mismatch.map(([t]) => t).join(', ') || 'files'}): nothing was restored.`,
        );
      }
      // A backup older than migration 0008 has no search copy (its triggers were off while posts were restored).
      if (!('post_search' in counts)) await tx.execute(sql.raw(FILL_POST_SEARCH));
      for (const t of disabled) await tx.execute(sql.raw(`alter table ${ident(t)} enable trigger user`));
      await resetSequences(tx);
      // Restored rows are history: a pending follow-up or a first digest does not mail about them (lib/history.ts).
      // pg-boss's jobs are not in a backup (public schema only), so no queued mail comes along either.
      await markHistoryUntilNow(tx);
      return end;
    });
  } finally {
    (lines as readline.Interface | null)?.close();
    (storage as { close?: () => void }).close?.();
    await database.close();
    release();
  }
}

async function main() {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Usage: npm run restore <backup file>   (into the DATA_DIR / DATABASE_URL / S3_* of the environment)');
    process.exit(2);
  }
  const config = loadConfig();
  const file = fromUserCwd(arg);
  const end = await restore(config, file);
  const rows = Object.values(end.tables).reduce((a, b) => a + b, 0);
  console.log(`Restored ${file}: ${rows} rows in ${Object.keys(end.tables).length} tables, ${end.files} files.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`Restore failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
}
