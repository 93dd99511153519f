import http from 'node:http';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { registerInFlight } from './in-flight';

// Closing waits for handlers whose client has left (plugins/in-flight.ts): the database is closed after them, not
// under them («Cannot use a pool after calling end on the pool» when a load generator stopped mid-request).

describe('closing the server', () => {
  it('waits for a handler whose client left before closing the database it still uses', async () => {
    let entered!: () => void;
    const started = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let outcome: string | null = null;
    let ended!: () => void;
    const handled = new Promise<void>((resolve) => {
      ended = resolve;
    });
    const t = await createTestApp({
      routes: (app) =>
        app.get('/in-flight-probe', async () => {
          entered();
          await new Promise((resolve) => setTimeout(resolve, 300));
          try {
            await app.ctx.db.execute(sql`select 1`);
            outcome = 'answered';
          } catch (err) {
            outcome = (err as Error).message;
          }
          ended();
          return { outcome };
        }),
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const req = http.get(`${base}/in-flight-probe`);
    req.on('error', () => {});
    await started;
    req.destroy(); // the client leaves while the handler runs
    await t.close(); // the app, then the database, as main.ts does on SIGTERM
    await handled;
    expect(outcome).toBe('answered');
  });

  it('refuses a request that arrives while it waits', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const started = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const t = await createTestApp({
      routes: (app) =>
        app.get('/in-flight-probe', async () => {
          entered();
          await gate;
          return { ok: true };
        }),
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const req = http.get(`${base}/in-flight-probe`);
    req.on('error', () => {});
    await started;
    req.destroy();
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = await fetch(`${base}/api/categories`);
    expect(late.status).toBe(503);
    release();
    await closing;
  });

  it('counts every kind of answer out again: closing after them does not wait (a leak would hang to the limit)', async () => {
    const app = Fastify({ logger: false });
    registerInFlight(app, 600_000); // beyond the test's timeout: a count left up fails the test
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/stream', async (_req, reply) => reply.type('text/plain').send(Readable.from(['a', 'b'])));
    app.addHook('onRequest', async (req, reply) => {
      if (req.url === '/refused') return reply.code(429).send({ message: 'Trop de requêtes' });
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const statuses = [];
    for (const path of ['/ok', '/boom', '/stream', '/missing', '/refused']) statuses.push((await fetch(base + path)).status);
    expect(statuses).toEqual([200, 500, 200, 404, 429]);
    await app.close();
  });
});
