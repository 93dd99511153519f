import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long closing waits for handlers still running; the process's own shutdown gives up at 15 s (main.ts). */
export const DRAIN_LIMIT_MS = 10_000;

const counted = new WeakSet<FastifyRequest>();

/**
 * Closing the server waits for every handler still running, including those whose client has left. The HTTP server's
 * close waits only for open connections: a client that drops its socket mid-request (a load generator stopping, a
 * phone losing signal) frees it at once, and the database was closed under handlers still using it. A request counts
 * from `onRequest` until its answer is produced (`onSend`, which runs even when nobody is left to read it); the wait
 * runs in `preClose`, after new requests are refused (503) and before the `onClose` hooks close what handlers use.
 */
export function registerInFlight(app: FastifyInstance, limitMs = DRAIN_LIMIT_MS) {
  let running = 0;
  let settle: (() => void) | null = null;
  const finish = (req: FastifyRequest) => {
    if (!counted.delete(req)) return;
    running -= 1;
    if (running === 0) settle?.();
  };
  app.addHook('onRequest', (req, _reply, done) => {
    counted.add(req);
    running += 1;
    done();
  });
  app.addHook('onSend', (req, _reply, payload, done) => {
    finish(req);
    done(null, payload);
  });
  // A response that ended without `onSend` (none is known; a safety net so a count cannot stay up).
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.raw.writableFinished) finish(req);
    done();
  });
  app.addHook('preClose', async () => {
    if (running === 0) return;
    app.log.info({ running }, 'closing: waiting for handlers still running');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => {
        settle = resolve;
      }),
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          app.log.warn({ running }, 'closing: handlers still running after the drain limit');
          resolve();
        }, limitMs);
      }),
    ]);
    clearTimeout(timer);
  });
}
