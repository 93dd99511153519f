import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fromPglite } from 'pg-boss';
import { privateDir } from '../lib/data-dir';
import { installJobQueue } from './job-queue';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Raw SQL for the job queue (pg-boss, features/outbox): $n parameters, or several statements without any. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** For the metrics (features/metrics): connections and statements refused since start. */
  stats(): DatabaseStats;
}

export interface DatabaseStats {
  /** Connections open, idle among them, and requests waiting for one. PGlite: one connection, its queue not visible. */
  total: number;
  idle: number;
  waiting: number;
  /** Statements that failed (refused by the database or their connection lost), and failed connection attempts. */
  queryErrors: number;
}

/**
 * Counts failures of `target[method]` without changing what callers get. `callbacks`: the method also takes a Node
 * callback last (pg); PGlite's take none, and its `transaction(fn)` must not mistake `fn(tx)` for one (`tx` is no error).
 */
function countFailures(target: object, method: string, onError: () => void, callbacks: boolean) {
  const t = target as Record<string, (...args: unknown[]) => unknown>;
  const original = t[method].bind(target);
  t[method] = (...args: unknown[]) => {
    const cb = args.at(-1);
    if (callbacks && typeof cb === 'function') {
      args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
        if (err) onError();
        return cb(err, ...rest);
      };
      return original(...args);
    }
    const out = original(...args);
    if (out instanceof Promise) out.catch(onError);
    return out;
  };
}

/** The advisory lock key held while migrating PostgreSQL (any constant no other code uses). */
const MIGRATION_LOCK = 482_177_031;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  url?: string;
  /** Folder of the embedded database; ignored when url is set. Undefined means in memory. */
  pgliteDir?: string;
  /** A dumped data dir (tar) to start from, for fast test setup. */
  loadDataDir?: Blob;
  migrate?: boolean;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrate = opts.migrate ?? true;
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A bounded connect wait: with the server unreachable a request fails fast (503) instead of hanging.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // A dropped connection must not crash the process; the next query reports the failure. The pool only
    // listens on idle clients: a client checked out (inside a transaction) when the server goes away emits
    // 'error' on itself, and without a listener of its own that would kill the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => void client.on('error', () => {}));
    let errors = 0;
    const failed = () => void errors++;
    // Every statement goes through a pooled client's query; a connection that cannot be had fails in connect.
    pool.on('connect', (client) => countFailures(client, 'query', failed, true));
    countFailures(pool, 'connect', failed, true);
    const db = drizzle(pool, { schema }) as unknown as Db;
    if (migrate) {
      const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
      // Instances starting together (a rolling deploy) migrate one after the other: the migrator takes no lock of
      // its own. A session lock on a connection of its own, so a pool of one still has a connection to migrate with.
      const lock = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: 5000 });
      lock.on('error', () => {});
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await run(drizzle(pool, { schema }), { migrationsFolder });
        await installJobQueue({ executeSql: (text, values) => pool.query(text, values) });
      } finally {
        await lock.end();
      }
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      executeSql: (text, values) => pool.query(text, values),
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, queryErrors: errors }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, privateDir);
  const client = await PGlite.create(opts.pgliteDir, {
    extensions: { unaccent, pg_trgm, btree_gin },
    loadDataDir: opts.loadDataDir,
  });
  let errors = 0;
  // A statement inside a transaction fails the transaction: counted once, there.
  for (const method of ['query', 'exec', 'transaction']) countFailures(client, method, () => void errors++, false);
  const db = drizzle(client, { schema }) as unknown as Db;
  // pg-boss's own adapter: `query` with parameters, `exec` (simple protocol) for its multi-statement strings (schema
  // migration, BEGIN; … RETURNING …; COMMIT), and a failed statement rolls the one connection back.
  const { executeSql } = fromPglite(client);
  if (migrate) {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(drizzle(client, { schema }), { migrationsFolder });
    await installJobQueue({ executeSql });
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    executeSql,
    stats: () => ({ total: 1, idle: 1, waiting: 0, queryErrors: errors }),
    // Exposed for tests that snapshot a migrated database.
    ...({ pglite: client } as object),
  };
}
