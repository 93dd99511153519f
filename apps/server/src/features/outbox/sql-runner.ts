import type { DbOrTx } from '../../db/client';
import type { SqlRunner } from '../../db/job-queue';
import { jobQueueRows } from './queries';

/**
 * pg-boss's `db` option over a Drizzle database or transaction: its $n text runs on the caller's connection
 * (queries.ts), so a job is inserted by the caller's connection and commits (or rolls back) with the caller's rows.
 */
export function drizzleRunner(db: DbOrTx): SqlRunner {
  return {
    async executeSql(text, values = []) {
      return { rows: await jobQueueRows(db, text, values) };
    },
  };
}
