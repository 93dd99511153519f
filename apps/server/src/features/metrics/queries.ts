import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { JOB_SCHEMA } from '../../db/job-queue';
import { rows } from '../../db/statements';

/** The metrics' hand-written statement (docs/decisions/raw-sql.md). */

export interface QueueRow {
  queue: string;
  queued: number;
  active: number;
  failed: number;
  age: number;
}

/**
 * Per queue, on pg-boss's job table: waiting (created or retry), active, failed, and the age in seconds of the oldest
 * waiting job. The one place that knows pg-boss's table layout for the metrics.
 */
// guarded by metrics.test.ts; decisions/metrics.md
export function queueRows(db: DbOrTx, queues: SQL) {
  return rows<QueueRow>(
    db,
    sql`
    select q.name as queue,
           count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
           count(j.id) filter (where j.state = 'active')::int as active,
           count(j.id) filter (where j.state = 'failed')::int as failed,
           coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry'))), 0)::float8 as age
      from (values ${queues}) as q(name)
      left join ${sql.raw(JOB_SCHEMA)}.job j on j.name = q.name
     group by q.name`,
  );
}
