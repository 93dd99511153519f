import type { Db } from '../../db/client';
import { outboxCountRow } from './queries';

/** For the admin stats: mails waiting (new or to retry) and mails that failed for good. */
export async function outboxCounts(db: Db): Promise<{ queued: number; failed: number }> {
  const row = await outboxCountRow(db);
  return { queued: Number(row.queued), failed: Number(row.failed) };
}
