import type { FastifyInstance } from 'fastify';
import { QUEUES } from '../../db/job-queue';
import { createRunner } from './runner';
import { mailHandler } from './send';

/**
 * Starts this instance's job runner once the app is ready (other features add their handlers while registering)
 * and stops it on close. OUTBOX_WORKER=false leaves the sending to other instances.
 */
export async function outboxPlugin(app: FastifyInstance) {
  const runner = createRunner(app.ctx, app.log);
  runner.handle(QUEUES.mail, 20, mailHandler(app.ctx));
  if (!app.ctx.config.OUTBOX_WORKER) return;
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
}
