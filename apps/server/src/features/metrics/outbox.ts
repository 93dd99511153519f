import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { QUEUES } from '../../db/job-queue';
import { queueRows } from './queries';

export interface QueueStats {
  queue: string;
  queued: number;
  active: number;
  failed: number;
  oldestQueuedAgeS: number;
}

/** Per queue, read at scrape time: the figures are the database's, shared by every instance (queries.ts). */
export async function outboxQueueStats(db: Db): Promise<QueueStats[]> {
  const names = Object.values(QUEUES);
  const queues = sql.join(
    names.map((n) => sql`(${n})`),
    sql`, `,
  );
  const rows = await queueRows(db, queues);
  return rows.map((r) => ({
    queue: r.queue,
    queued: Number(r.queued),
    active: Number(r.active),
    failed: Number(r.failed),
    oldestQueuedAgeS: Math.max(0, Number(r.age)),
  }));
}
