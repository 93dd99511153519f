import type { FastifyBaseLogger } from 'fastify';
import { type JobWithMetadata, PgBoss } from 'pg-boss';
import type { AppContext } from '../../context';
import { bossOptions, QUEUES } from '../../db/job-queue';

type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export type JobHandler = (jobs: JobWithMetadata<never>[], runner: JobRunner) => Promise<void>;

/**
 * This instance's pg-boss: the workers of the mail queue and of the new-question fan-out. Every instance runs one;
 * pg-boss hands each job to one worker (FOR UPDATE SKIP LOCKED), on PGlite as on PostgreSQL.
 */
export class JobRunner {
  readonly boss: PgBoss;
  private readonly handlers = new Map<QueueName, { handler: JobHandler; batchSize: number }>();
  private readonly workerIds = new Map<QueueName, string>();
  private started = false;
  /** Set once stop() is done: a fetch that was under way then must not touch the closed database. */
  private closed = false;
  private readonly periodic: { name: string; ms: number; run: () => Promise<unknown>; atStart: boolean }[] = [];
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ctx: AppContext,
    readonly logger: FastifyBaseLogger,
  ) {
    const log = logger;
    this.boss = new PgBoss({
      // After stop(), pg-boss's last bookkeeping (failing a late batch) is dropped: those jobs expire and are retried.
      db: {
        executeSql: (text, values) => (this.closed ? Promise.resolve({ rows: [{ count: 0 }] }) : ctx.database.executeSql(text, values)),
      },
      ...bossOptions,
      migrate: false,
      schedule: false,
      supervise: true,
    });
    this.boss.on('error', (err) => log.error({ err: { message: err.message } }, 'job queue error'));
  }

  handle(queue: QueueName, batchSize: number, handler: JobHandler) {
    this.handlers.set(queue, { handler, batchSize });
  }

  /**
   * A periodic task of this instance (follow-ups, digests); it must be safe with several instances running it.
   * `atStart`: also once as the runner starts, in the background (readiness does not wait for it).
   */
  every(name: string, ms: number, run: () => Promise<unknown>, opts: { atStart?: boolean } = {}) {
    this.periodic.push({ name, ms, run, atStart: opts.atStart ?? false });
  }

  async start() {
    const c = this.ctx.config;
    await this.boss.start();
    await this.boss.updateQueue(QUEUES.mail, {
      retryLimit: c.OUTBOX_RETRY_LIMIT,
      retryDelay: c.OUTBOX_RETRY_DELAY_S,
      retryBackoff: c.OUTBOX_RETRY_BACKOFF,
    });
    for (const [queue, { handler, batchSize }] of this.handlers) {
      const id = await this.boss.work(
        queue,
        { batchSize, pollingIntervalSeconds: c.OUTBOX_POLL_MS / 1000, includeMetadata: true },
        async (jobs) => {
          // A batch fetched while stop() ran: leave it untouched (it is retried after its expiry), the database is closing.
          if (this.closed) throw new Error('job runner stopped');
          await this.track(handler(jobs as JobWithMetadata<never>[], this));
          // A full batch: more are probably waiting, fetch again without the polling pause.
          if (jobs.length === batchSize) this.wake(queue);
        },
      );
      this.workerIds.set(queue, id);
    }
    for (const task of this.periodic) {
      let busy = false;
      const tick = () => {
        if (busy) return;
        busy = true;
        this.track(task.run())
          .catch((err: Error) => this.logger.error({ err: { message: err.message } }, `${task.name} failed`))
          .finally(() => {
            busy = false;
          });
      };
      const timer = setInterval(tick, task.ms);
      timer.unref();
      this.timers.push(timer);
      if (task.atStart) tick();
    }
    this.started = true;
  }

  /** Work in flight (job handlers, periodic tasks): stop() waits for it, so nothing touches the database once closed. */
  private readonly inflight = new Set<Promise<unknown>>();
  private track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    const done = () => this.inflight.delete(p);
    p.then(done, done);
    return p;
  }

  /** Fetch now instead of at the next poll (after a commit that queued something). */
  wake(queue: QueueName) {
    const id = this.workerIds.get(queue);
    if (id) this.boss.notifyWorker(id);
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.boss.stop({ graceful: true, close: false, timeout: 5000 }).catch((err: Error) => {
      this.logger.warn({ err: { message: err.message } }, 'job queue stop');
    });
    await Promise.allSettled([...this.inflight]);
    this.closed = true;
  }
}

const runners = new WeakMap<AppContext, JobRunner>();

/** The runner of this app (created by the outbox plugin). */
export function jobsOf(ctx: AppContext): JobRunner | undefined {
  return runners.get(ctx);
}

export function createRunner(ctx: AppContext, log: FastifyBaseLogger) {
  const runner = new JobRunner(ctx, log);
  runners.set(ctx, runner);
  return runner;
}

/** After a commit that queued a mail: send it now rather than at the next poll. */
export function wakeMail(ctx: AppContext) {
  jobsOf(ctx)?.wake(QUEUES.mail);
}
