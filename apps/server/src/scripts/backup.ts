/**
 * npm run backup [-- <file>]: one consistent file with the whole database and every upload.
 * PostgreSQL: runs beside live instances (one repeatable-read snapshot). PGlite: the server must be stopped
 * (the data-folder lock says so); the embedded database cannot be opened by two processes.
 */

import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/lock';
import { transaction } from '../db/transaction';
import { protectDataDir } from '../lib/data-dir';
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

const BATCH = 500;

export async function backup(config: Config, outFile: string): Promise<End> {
  protectDataDir(config.dataDir);
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir, 'backup');
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
    migrate: false,
    poolSize: 2,
  });
  const storage = await createStorage(config);
  const tmp = `${outFile}.partial`;
  const gzip = zlib.createGzip();
  const sink = fs.createWriteStream(tmp, { mode: 0o600 });
  gzip.pipe(sink);
  const write = async (obj: unknown) => {
    if (!gzip.write(`${JSON.stringify(obj)}\n`)) await once(gzip, 'drain');
  };
  try {
    const end = await transaction(
      database.db,
      async (tx) => {
        // The snapshot is fixed by the first query: files listed afterwards include every file it references.
        const tables = await tablesInOrder(tx);
        const header: Header = {
          format: FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations: await migrationCount(tx),
        };
        await write(header);
        let files = 0;
        for await (const key of storage.list()) {
          const data = await storage.read(key);
          if (!data) continue; // deleted since the listing: no row of the snapshot can still need it
          await write({ file: key, data: data.toString('base64') });
          files += 1;
        }
        const counts: Record<string, number> = {};
        for (const table of tables) {
          await write({ table, columns: await insertableColumns(tx, table) });
          counts[table] = 0;
          await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`));
          for (;;) {
            const res = await tx.execute(sql.raw(`fetch ${BATCH} from backup_rows`));
            const rows = (res as unknown as { rows: { j: string }[] }).rows.map((r) => JSON.parse(r.j) as unknown);
            if (rows.length === 0) break;
            await write({ rows });
            counts[table] += rows.length;
          }
          await tx.execute(sql.raw('close backup_rows'));
        }
        const e: End = { end: true, tables: counts, files };
        await write(e);
        return e;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await once(sink, 'close');
    fs.renameSync(tmp, outFile);
    return end;
  } catch (err) {
    gzip.destroy();
    sink.destroy();
    fs.rmSync(tmp, { force: true });
    throw err;
  } finally {
    (storage as { close?: () => void }).close?.();
    await database.close();
    release();
  }
}

async function main() {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = fromUserCwd(process.argv[2] ?? `pretoire-backup-${stamp}.ndjson.gz`);
  const end = await backup(config, out);
  const rows = Object.values(end.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written to ${out}: ${rows} rows in ${Object.keys(end.tables).length} tables, ${end.files} files.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
}
