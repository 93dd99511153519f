import { PgBoss } from 'pg-boss';

/** pg-boss keeps its tables in this schema of the same database (docs/decisions/mail-outbox.md). */
export const JOB_SCHEMA = 'pgboss';
/** The queues: mails to send, the fan-out of a new question to its followers, the search lexicon's refill. */
export const QUEUES = { mail: 'mail', newQuestion: 'new-question', searchWords: 'search-words' } as const;
/** pg-boss 10's schema, set aside while pg-boss 12 installs its own, then emptied into it and dropped. */
export const LEGACY_JOB_SCHEMA = 'pgboss_v10';
/** The last schema version of pg-boss 10: pg-boss 12 migrates only from 11's (25) on. */
const V10_SCHEMA_VERSION = 24;

export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The options every PgBoss of ours shares: our schema, no instance registry rows (instances are the app's business). */
export const bossOptions = { schema: JOB_SCHEMA, registerInstance: false } as const;

const rowsOf = async <T>(p: Promise<{ rows: unknown[] }>) => (await p).rows as T[];

/**
 * Creates (or upgrades) pg-boss's schema and our queues, beside the Drizzle migrations: every database that went
 * through migrations can take a job inside any transaction. pg-boss serialises this across instances with an
 * advisory lock; with the schema already current it only checks the version. A database still on pg-boss 10's
 * schema is upgraded in place first (upgradeFromV10).
 */
export async function installJobQueue(db: SqlRunner) {
  await setV10SchemaAside(db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    ...bossOptions,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { policy: 'standard' });
  }
  await moveV10Jobs(db, boss);
  await boss.stop({ graceful: false, close: false });
}

/**
 * pg-boss 11 rewrote its schema without a migration from 10's (its release notes: move the jobs yourself), and 12
 * starts from 11's. So a schema at version 24 is renamed aside, in one statement, before pg-boss 12 installs a fresh
 * one under the same name (docs/decisions/mail-outbox.md, "pg-boss 12").
 */
async function setV10SchemaAside(db: SqlRunner) {
  const [table] = await rowsOf<{ present: boolean }>(db.executeSql(`select to_regclass('${JOB_SCHEMA}.version') is not null as present`));
  if (!table?.present) return;
  const [found] = await rowsOf<{ version: number | null }>(db.executeSql(`select max(version)::int as version from ${JOB_SCHEMA}.version`));
  if (found && found.version !== null && found.version <= V10_SCHEMA_VERSION) {
    await db.executeSql(`alter schema ${JOB_SCHEMA} rename to ${LEGACY_JOB_SCHEMA}`);
  }
}

/**
 * The jobs still to do in pg-boss 10's schema go into our queues of the new one with their id, data and start time
 * (a job waiting for a retry keeps its delay); `active` ones were cut off mid-send by the stop before the upgrade
 * and run again (at-least-once, as every expiry). Their retry count starts afresh. Then the old schema goes. Runs
 * until the old schema is gone, so a start interrupted half-way finishes the move at the next one.
 */
async function moveV10Jobs(db: SqlRunner, boss: PgBoss) {
  const [legacy] = await rowsOf<{ present: boolean }>(
    db.executeSql(`select to_regclass('${LEGACY_JOB_SCHEMA}.job') is not null as present`),
  );
  if (!legacy?.present) return;
  const jobs = await rowsOf<{ id: string; name: string; data: object | null; start_after: Date | string }>(
    db.executeSql(
      `select id, name, data, start_after from ${LEGACY_JOB_SCHEMA}.job
        where state in ('created', 'retry', 'active') and name = any($1::text[]) order by created_on`,
      [Object.values(QUEUES)],
    ),
  );
  for (const name of Object.values(QUEUES)) {
    const mine = jobs.filter((j) => j.name === name);
    for (let i = 0; i < mine.length; i += 500) {
      // insert() skips an id already there: a move interrupted before the drop below is simply done again.
      await boss.insert(
        name,
        mine.slice(i, i + 500).map((j) => ({ id: j.id, data: j.data ?? {}, startAfter: new Date(j.start_after) })),
      );
    }
  }
  await db.executeSql(`drop schema ${LEGACY_JOB_SCHEMA} cascade`);
}
