import PgBoss from 'pg-boss';

/** pg-boss keeps its tables in this schema of the same database (docs/decisions/mail-outbox.md). */
export const JOB_SCHEMA = 'pgboss';
/** The queues: mails to send, and the fan-out of a new question to its followers. */
export const QUEUES = { mail: 'mail', newQuestion: 'new-question' } as const;

export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Creates (or upgrades) pg-boss's schema and our queues, beside the Drizzle migrations: every database that went
 * through migrations can take a job inside any transaction. pg-boss serialises this across instances with an
 * advisory lock; with the schema already current it only checks the version.
 */
export async function installJobQueue(db: SqlRunner) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'standard' });
  }
  await boss.stop({ graceful: false, close: false });
}
