import type { MailKind } from '@pretoire/contracts';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../../db/client';
import { JOB_SCHEMA, QUEUES } from '../../db/job-queue';
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

// Only builds pg-boss's insert statements: every send goes through the caller's connection (`db` option).
const sender = new PgBoss({
  db: {
    executeSql: () => {
      throw new Error('outbox: pass the caller db');
    },
  },
  schema: JOB_SCHEMA,
});

/**
 * Puts a mail in the outbox inside the caller's transaction: it leaves only if that transaction commits, and the
 * worker (worker.ts) sends it with retries. One-time codes do not come here; they are sent at once.
 */
export async function enqueueMail(db: DbOrTx, mail: OutboxMail): Promise<void> {
  const id = await sender.send(QUEUES.mail, mail as unknown as object, { db: drizzleRunner(db) });
  if (!id) throw new Error('outbox: the mail queue is missing (migrations not applied?)');
}

/** Many mails in one statement (a fan-out to thousands of followers). */
export async function enqueueMails(db: DbOrTx, mails: OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await sender.insert(
    mails.map((data) => ({ name: QUEUES.mail, data })),
    { db: drizzleRunner(db) },
  );
}

/** A job for another queue in the caller's transaction (the fan-out of a new question). */
export async function enqueueJob(db: DbOrTx, queue: (typeof QUEUES)[keyof typeof QUEUES], data: object): Promise<void> {
  const id = await sender.send(queue, data, { db: drizzleRunner(db) });
  if (!id) throw new Error(`outbox: the ${queue} queue is missing (migrations not applied?)`);
}
