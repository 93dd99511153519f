import { and, eq, isNull } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../context';
import { QUEUES } from '../../db/job-queue';
import { mailFailures, users } from '../../db/schema';
import type { MailError } from '../../lib/mail';
import type { OutboxMail } from './enqueue';
import type { JobRunner } from './runner';

/** SMTP sessions open at once per instance: a send waits mostly on the network, not on this process. */
const PARALLEL_SENDS = 10;

/** The mail worker: sends each job once; 4xx and lost connections retry with backoff, 5xx fails for good. */
export function mailHandler(ctx: AppContext) {
  return async (jobs: JobWithMetadata<OutboxMail>[], runner: JobRunner) => {
    for (let i = 0; i < jobs.length; i += PARALLEL_SENDS) {
      await Promise.all(jobs.slice(i, i + PARALLEL_SENDS).map((job) => sendOne(ctx, runner, job)));
    }
  };
}

async function sendOne(ctx: AppContext, runner: JobRunner, job: JobWithMetadata<OutboxMail>) {
  const m = job.data;
  if (m.userId && !(await isLive(ctx, m.userId))) return; // deleted account: dropped, completed without sending
  try {
    await ctx.mailer.send({ to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers });
    ctx.metrics.mailsSent.inc();
  } catch (err) {
    const code = (err as MailError).responseCode;
    const permanent = code !== undefined && code >= 500 && code < 600;
    ctx.metrics.mailsFailed.inc({ final: String(permanent || job.retryCount >= job.retryLimit) });
    if (permanent || job.retryCount >= job.retryLimit) {
      const error = permanent ? `SMTP ${code}: refused` : `gave up after ${job.retryCount} retries`;
      await ctx.db
        .insert(mailFailures)
        .values({ jobId: job.id, userId: m.userId ?? null, kind: m.kind, to: m.to, subject: m.subject, error })
        .onConflictDoNothing();
      // Logged without the address or the body: the row above has them for the admin.
      runner.logger.error({ job: job.id, kind: m.kind, responseCode: code }, `mail failed for good: ${error}`);
      return;
    }
    await runner.boss.fail(QUEUES.mail, job.id, { message: (err as Error).message, responseCode: code ?? null });
  }
}

async function isLive(ctx: AppContext, userId: string) {
  const [u] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return Boolean(u);
}
