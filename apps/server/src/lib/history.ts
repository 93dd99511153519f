import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';

/**
 * Writing history: the demo seed and any import replay events that happened before the run through the app's own
 * services. Nobody is told about the past (docs/decisions/demo-seed.md): inside `asHistory`, the outbox queues no
 * mail and no job, notifications are stored already read and never pushed, and no answer-mail window opens.
 */
const history = new AsyncLocalStorage<true>();

export function asHistory<T>(work: () => Promise<T>): Promise<T> {
  return history.run(true, work);
}

export function isHistory(): boolean {
  return history.getStore() === true;
}

/** The settings row: events dated before it are history, which alert mails sent later (follow-ups, digests) skip. */
export const HISTORY_UNTIL = 'history-until';

/** After a seed or a restore: what the database holds up to now is history (kept if already later). */
export async function markHistoryUntilNow(db: DbOrTx) {
  await db
    .insert(settings)
    .values({ key: HISTORY_UNTIL, value: sql`now()::text` })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`greatest(${settings.value}::timestamptz, now())::text` },
    });
}

/** The history horizon as a timestamptz expression (-infinity when nothing was ever seeded or restored). */
export const historyUntil: SQL = sql`coalesce((select value::timestamptz from ${settings} where key = ${HISTORY_UNTIL}), '-infinity'::timestamptz)`;
