import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { seedCategories } from '../features/categories';
import { ManualClock } from '../lib/clock';
import { hashPassword } from '../lib/password';
import { skeleton } from '../lib/skeleton';
import { startMailCatcher } from './mail-catcher';

export const onPostgres = process.env.TEST_DB === 'postgres';

/** A fresh database for one test file: a restored PGlite dump, or a clone of the PostgreSQL template. */
export async function openTestDatabase(): Promise<Database & { dropDatabase?: () => Promise<void> }> {
  if (onPostgres) {
    const base = process.env.TEST_DATABASE_URL!;
    const { default: pg } = await import('pg');
    const name = `pretoire_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    const db = await openDatabase({ url: u.toString(), migrate: false, poolSize: 5 });
    return {
      ...db,
      close: async () => {
        await db.close();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  return openDatabase({ loadDataDir: new Blob([dump]), migrate: false });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database['db'];
  clock: ManualClock;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  dataDir: string;
  close(): Promise<void>;
  /** fastify.inject with an optional bearer token. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Creates a user directly in the database and returns it with a valid token. */
  createUser(
    p?: Partial<typeof users.$inferInsert> & { password?: string },
  ): Promise<{ user: typeof users.$inferSelect; token: string; password: string }>;
}

let counter = 0;

export async function createTestApp(
  opts: { env?: Record<string, string> /** Routes a test adds before the app is ready. */; routes?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedCategories(database.db);
  const mail = await startMailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-app-'));
  const clock = new ManualClock(Date.now());
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    // Write limits have their own test (features/posts/write-rate.test.ts), which sets the real values.
    QUESTIONS_PER_HOUR: '100000',
    REPLIES_PER_HOUR: '100000',
    // Tests write rows straight into the database; the public cache has its own tests (plugins/public-cache.test.ts).
    PUBLIC_CACHE_TTL_S: '0',
    ...opts.env,
  });
  // Server rendering only where a test asks for the web build (features/reach/*.test.ts pass WEB_DIST): the others keep
  // the plain SPA fallback and do not load the renderer.
  const app = await buildApp({ config, database, clock, logger: false, ssr: !!opts.env?.WEB_DIST });
  opts.routes?.(app);
  await app.ready();

  const t: TestApp = {
    app,
    db: database.db,
    clock,
    mail,
    dataDir,
    async close() {
      await app.close();
      await mail.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    request({ token, headers, ...rest }) {
      return app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    async createUser(p = {}) {
      const n = ++counter;
      const password = p.password ?? 'Zq7!fjr2-Lpx93-toile';
      const role = p.role ?? 'user';
      const [user] = await database.db
        .insert(users)
        .values({
          role,
          status: p.status ?? (role === 'lawyer' ? 'active' : 'active'),
          email: p.email ?? `user${n}-${randomBytes(3).toString('hex')}@example.test`,
          emailVerified: p.emailVerified ?? true,
          passwordHash: await hashPassword(password),
          nickname: role === 'lawyer' ? null : (p.nickname ?? `membre${n}${randomBytes(2).toString('hex')}`),
          firstName: role === 'lawyer' ? (p.firstName ?? 'Claire') : null,
          lastName: role === 'lawyer' ? (p.lastName ?? `Martin${n}`) : null,
          barAssociation: role === 'lawyer' ? (p.barAssociation ?? 'Barreau de Paris') : null,
          specializations: role === 'lawyer' ? (p.specializations ?? ['Droit du travail']) : [],
          ...p,
        })
        .returning();
      // As the services store them: look-alike keys of the nickname and of a lawyer's name.
      if (user.nickname || (user.firstName && user.lastName)) {
        await database.db
          .update(users)
          .set({
            nicknameSkeleton: user.nickname ? skeleton(user.nickname) : null,
            nameSkeleton: user.role === 'lawyer' && user.firstName && user.lastName ? skeleton(`${user.firstName} ${user.lastName}`) : null,
          })
          .where(eq(users.id, user.id));
      }
      const token = await app.ctx.tokens.sign(user.id, user.tokenVersion);
      return { user, token, password };
    },
  };
  return t;
}

export async function reloadUser(t: TestApp, id: string) {
  return (await t.db.select().from(users).where(eq(users.id, id)))[0];
}

/** Minimal valid file contents, recognised by their first bytes. */
export const samples = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: () =>
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    ),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128, 0)]),
};

/** Builds a multipart body by hand (no client library), so tests control every byte. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----pretoire${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
