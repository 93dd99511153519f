import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { JOB_SCHEMA, QUEUES } from '../../db/job-queue';

/** For the admin stats: mails waiting (new or to retry) and mails that failed for good. */
export async function outboxCounts(db: Db): Promise<{ queued: number; failed: number }> {
  const res = await db.execute(sql`select
    (select count(*)::int from ${sql.raw(JOB_SCHEMA)}.job where name = ${QUEUES.mail} and state < 'active') as queued,
    (select count(*)::int from mail_failures) as failed`);
  const row = (res as unknown as { rows: { queued: number; failed: number }[] }).rows[0];
  return { queued: Number(row.queued), failed: Number(row.failed) };
}
