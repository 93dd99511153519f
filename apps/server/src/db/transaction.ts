import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import type { Db, DbOrTx, Tx } from './client';
import * as schema from './schema';

/**
 * Transactions whose statements run on the transaction's own connection, named ones included (statements.ts;
 * docs/decisions/raw-sql.md), on public APIs only.
 */

type PGliteLike = { query(text: string, params: unknown[], options: object): Promise<{ rows: unknown[] }> };
type Driver = { kind: 'pg'; client: Pool | PoolClient } | { kind: 'pglite'; client: PGliteLike } | { kind: 'drizzle' };

/** A PostgreSQL transaction's handle → its connection (drizzle gives no public access to a transaction's one). */
const connections = new WeakMap<object, PoolClient>();
/** One drizzle handle per pooled connection: building one reads the whole schema. */
const handles = new WeakMap<PoolClient, Tx>();

export function driverOf(db: DbOrTx): Driver {
  const own = connections.get(db);
  if (own) return { kind: 'pg', client: own };
  // `$client` is drizzle's public accessor of the driver client a database was opened on; a transaction of
  // drizzle's own has none, and runs the statement through its public `execute`.
  const client = (db as { $client?: unknown }).$client as Record<string, unknown> | undefined;
  if (!client) return { kind: 'drizzle' };
  // PGlite is the one with `exec`; anything else is node-postgres: a pool, or one connection (a drizzle transaction
  // inherits its connection as `$client`: statements then run on it, inside that transaction).
  if (typeof client.exec === 'function') return { kind: 'pglite', client: client as unknown as PGliteLike };
  return { kind: 'pg', client: client as unknown as Pool | PoolClient };
}

/**
 * Runs `fn` in a transaction. On PostgreSQL the transaction owns a pooled connection and `fn` gets a drizzle handle on
 * it, so named statements (`rows`, `prepared`) run on the transaction's connection; on PGlite (one connection) and
 * inside a transaction already, drizzle's own `transaction` does it. Rolled back when `fn` throws. The handle is
 * typed as drizzle's transaction but has no `rollback()` nor nested `transaction()`: throw, or call this again.
 */
export async function transaction<T>(db: Db | Tx, fn: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
  const driver = driverOf(db);
  const outer = connections.get(db);
  if (outer) return nested(outer, db as Tx, fn);
  // Only a pool hands out a connection of its own; on one connection (or PGlite) drizzle's transaction runs there.
  if (driver.kind !== 'pg' || !('totalCount' in driver.client)) return db.transaction(fn, config);
  const client = await (driver.client as Pool).connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin${config ? ` ${transactionMode(config)}` : ''}`);
    try {
      const result = await fn(await handleOn(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((e: Error) => {
        broken = e;
      });
      throw error;
    }
  } finally {
    // A connection whose rollback failed is not handed out again.
    client.release(broken);
  }
}

/** A transaction inside one: a savepoint, as drizzle's nested transactions. */
async function nested<T>(client: PoolClient, tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await client.query('savepoint nested');
  try {
    const result = await fn(tx);
    await client.query('release savepoint nested');
    return result;
  } catch (error) {
    await client.query('rollback to savepoint nested');
    throw error;
  }
}

async function handleOn(client: PoolClient): Promise<Tx> {
  let tx = handles.get(client);
  if (!tx) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    tx = drizzle(client, { schema }) as unknown as Tx;
    handles.set(client, tx);
    connections.set(tx, client);
  }
  return tx;
}

function transactionMode(c: PgTransactionConfig) {
  return [
    c.isolationLevel && `isolation level ${c.isolationLevel}`,
    c.accessMode,
    c.deferrable === undefined ? undefined : c.deferrable ? 'deferrable' : 'not deferrable',
  ]
    .filter(Boolean)
    .join(' ');
}
