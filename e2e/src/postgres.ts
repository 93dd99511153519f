// A server on a fresh PostgreSQL database, for journeys that plant rows the API cannot create.

import { randomBytes } from 'node:crypto';
import { TERMS_VERSION } from '@pretoire/contracts';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/lib/password';
import { startHarness } from './harness';

// Any database of the server will do to run CREATE DATABASE; TEST_DATABASE_URL is the one the test script uses.
const ADMIN_URL = process.env.E2E_PG_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function insertMember(
  db: pg.Client,
  m: { email: string; nickname: string; password: string; verified: boolean; terms: string | null },
) {
  await db.query(
    `INSERT INTO users (role, status, email, email_verified, password_hash, nickname, terms_version, terms_accepted_at)
     VALUES ('user', 'active', $1, $2, $3, $4, $5::text, CASE WHEN $5::text IS NULL THEN NULL ELSE now() END)`,
    [m.email, m.verified, await hashPassword(m.password), m.nickname, m.terms],
  );
}

/** True when PostgreSQL answers; journeys that need it are skipped (with a warning) on machines without it. */
export async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    console.warn(`PostgreSQL not reachable at ${ADMIN_URL}: the unverified-login journey is skipped`);
    return false;
  }
}

/**
 * The standard harness, but the server runs on a new PostgreSQL database (dropped by `stop`),
 * so the test may insert rows the API cannot create (registration always verifies the e-mail).
 */
export async function startPgHarness() {
  const name = `pretoire_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url.toString(); // the harness passes its environment to the server process
  let h: Awaited<ReturnType<typeof startHarness>>;
  try {
    h = await startHarness({}, { own: true });
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  return {
    ...h,
    db,
    /** A member whose e-mail is not verified, as legacy or imported data would have it; current terms accepted. */
    async insertUnverifiedMember(email: string, nickname: string, password: string) {
      await insertMember(db, { email, nickname, password, verified: false, terms: TERMS_VERSION });
    },
    /** A verified member who never accepted any terms version (an account from before the consent box). */
    async insertMemberWithoutTerms(email: string, nickname: string, password: string) {
      await insertMember(db, { email, nickname, password, verified: true, terms: null });
    },
    async stop() {
      await db.end();
      await h.stop();
      // The server may hold connections for a moment after SIGTERM: force them out, then drop.
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      for (let i = 0; i < 20; i++) {
        await a.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        try {
          await a.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      await a.end();
    },
  };
}
