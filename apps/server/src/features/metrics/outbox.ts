import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { JOB_SCHEMA, QUEUES } from '../../db/job-queue';

export interface QueueStats {
  queue: string;
  queued: number;
  active: number;
  failed: number;
  oldestQueuedAgeS: number;
}

/**
 * Per queue, in one statement on pg-boss's job table (read at scrape time, so the figures are the database's, shared by
 * every instance): waiting (created or retry), active, failed, and the age of the oldest waiting job. The one place that
 * knows pg-boss's table layout for the metrics; guarded by features/metrics/metrics.test.ts.
 */
export async function outboxQueueStats(db: Db): Promise<QueueStats[]> {
  const names = Object.values(QUEUES);
  const queues = sql.join(
    names.map((n) => sql`(${n})`),
    sql`, `,
  );
  const res = await db.execute(sql`
    select q.name as queue,
           count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
           count(j.id) filter (where j.state = 'active')::int as active,
           count(j.id) filter (where j.state = 'failed')::int as failed,
           coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry'))), 0)::float8 as age
      from (values ${queues}) as q(name)
      left join ${sql.raw(JOB_SCHEMA)}.job j on j.name = q.name
     group by q.name`);
  const rows = (res as unknown as { rows: { queue: string; queued: number; active: number; failed: number; age: number }[] }).rows;
  return rows.map((r) => ({
    queue: r.queue,
    queued: Number(r.queued),
    active: Number(r.active),
    failed: Number(r.failed),
    oldestQueuedAgeS: Math.max(0, Number(r.age)),
  }));
}
