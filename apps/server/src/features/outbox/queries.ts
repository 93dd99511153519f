import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { JOB_SCHEMA, QUEUES } from '../../db/job-queue';
import { rows, textRows } from '../../db/statements';

/** The outbox's hand-written statements (docs/decisions/raw-sql.md). */

/** pg-boss's own statement ($n text), on the caller's connection. Named: its insert runs inside every answer. */
// guarded by outbox.test.ts, replies.test.ts; decisions/mail-outbox.md
export function jobQueueRows(db: DbOrTx, text: string, values: unknown[]) {
  return textRows<unknown>(db, text, values, 'outbox');
}

// guarded by admin.test.ts; decisions/mail-outbox.md
export async function outboxCountRow(db: Db) {
  const [row] = await rows<{ queued: number; failed: number }>(
    db,
    sql`select
    (select count(*)::int from ${sql.raw(JOB_SCHEMA)}.job where name = ${QUEUES.mail} and state < 'active') as queued,
    (select count(*)::int from mail_failures) as failed`,
  );
  return row;
}
