import { AsyncLocalStorage } from 'node:async_hooks';
import type { MailKind } from '@pretoire/contracts';
import { PgBoss } from 'pg-boss';
import type { DbOrTx } from '../../db/client';
import { bossOptions, QUEUES, type SqlRunner } from '../../db/job-queue';
import { isHistory } from '../../lib/history';
import { drizzleRunner } from './sql-runner';

export interface OutboxMail {
  to: string;
  /** The person it is for: nothing leaves once their account is deleted. */
  userId?: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** The connection of the enqueue under way: pg-boss reads our queue's row (once, then cached) through it too. */
const caller = new AsyncLocalStorage<SqlRunner>();

// Never started: it only builds pg-boss's insert statements, and every one runs on the caller's connection.
const sender = new PgBoss({
  db: {
    executeSql: (text, values) => {
      const db = caller.getStore();
      if (!db) throw new Error('outbox: pass the caller db');
      return db.executeSql(text, values);
    },
  },
  ...bossOptions,
});

function through<T>(db: DbOrTx, send: (runner: SqlRunner) => Promise<T>): Promise<T> {
  const runner = drizzleRunner(db);
  return caller.run(runner, () => send(runner));
}

/**
 * Puts a mail in the outbox inside the caller's transaction: it leaves only if that transaction commits, and the
 * worker (worker.ts) sends it with retries. One-time codes do not come here; they are sent at once.
 */
export async function enqueueMail(db: DbOrTx, mail: OutboxMail): Promise<void> {
  if (isHistory()) return; // a past event (seed, import): nobody is mailed about it
  const id = await through(db, (runner) => sender.send(QUEUES.mail, mail as unknown as object, { db: runner }));
  if (!id) throw new Error('outbox: the mail queue is missing (migrations not applied?)');
}

/** Many mails in one statement (a fan-out to thousands of followers). */
export async function enqueueMails(db: DbOrTx, mails: OutboxMail[]): Promise<void> {
  if (mails.length === 0 || isHistory()) return;
  await through(db, (runner) =>
    sender.insert(
      QUEUES.mail,
      mails.map((data) => ({ data })),
      { db: runner },
    ),
  );
}

/** A job for another queue in the caller's transaction (the fan-out of a new question). */
export async function enqueueJob(db: DbOrTx, queue: (typeof QUEUES)[keyof typeof QUEUES], data: object): Promise<void> {
  if (isHistory()) return;
  const id = await through(db, (runner) => sender.send(queue, data, { db: runner }));
  if (!id) throw new Error(`outbox: the ${queue} queue is missing (migrations not applied?)`);
}
