import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SqlRunner } from '../../db/job-queue';
import { executeNamed } from '../../lib/named-statement';

/**
 * pg-boss's `db` option over a Drizzle database or transaction: its $n text becomes one Drizzle query, so a job
 * is inserted by the caller's connection and commits (or rolls back) with the caller's rows.
 */
export function drizzleRunner(db: DbOrTx): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      for (let i = 0; i < parts.length; i++) {
        // Odd entries are parameter numbers; sql.param keeps arrays as one value instead of a list.
        chunks.push(i % 2 === 0 ? sql.raw(parts[i]) : sql`${sql.param(values[Number(parts[i]) - 1] ?? null)}`);
      }
      // Named: pg-boss's insert runs inside every answer, and PostgreSQL would parse and plan it each time.
      return { rows: await executeNamed(db, 'outbox', sql.join(chunks, sql``)) };
    },
  };
}
