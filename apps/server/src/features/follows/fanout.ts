import { eq, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { QUEUES } from '../../db/job-queue';
import { categories, notifications, posts } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { excerpt, renderEventMail } from '../alerts';
import { pushNotifications } from '../notifications';
import { enqueueJob, enqueueMails, jobsOf, siteLink, wakeMail } from '../outbox';
import { immediateFollowers } from './queries';
import { followersOf } from './service';

// Ends with «question "Titre"» like every notification text, so a client finds the question from the text alone.
export const newQuestionText = (category: string, title: string) => `Nouvelle question dans la catégorie ${category} : question "${title}"`;

/**
 * Called in the transaction that creates the question: the fan-out is a job of its own, so the asker's request
 * only inserts one more row, and the notifications follow even if this instance stops right after the commit.
 */
export async function announceQuestion(tx: DbOrTx, postId: string) {
  await enqueueJob(tx, QUEUES.newQuestion, { postId });
}

/** After the question's transaction committed: start the fan-out now rather than at the next poll. */
export function wakeFanOut(ctx: AppContext) {
  jobsOf(ctx)?.wake(QUEUES.newQuestion);
}

export function fanOutHandler(ctx: AppContext) {
  return async (jobs: JobWithMetadata<{ postId: string }>[]) => {
    for (const job of jobs) await fanOut(ctx, job.data.postId);
  };
}

/**
 * One transaction: a `new_question` notification for every follower (one insert…select; a follower already told is
 * skipped, so a retried job adds nothing) and the immediate mails of those who chose them; then the pushes.
 */
export async function fanOut(ctx: AppContext, postId: string) {
  const rows = await transaction(ctx.db, async (tx) => {
    const [p] = await tx
      .select({
        title: posts.title,
        content: posts.content,
        authorId: posts.authorId,
        categoryId: categories.id,
        slug: categories.slug,
        name: categories.name,
      })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .where(eq(posts.id, postId));
    if (!p) return { notes: [], mails: 0 };
    const followers = followersOf({ id: p.categoryId, slug: p.slug });
    const text = newQuestionText(p.name, p.title);
    // Values in the table's column order: drizzle names every column of notifications, a new one included.
    const notes = await tx
      .insert(notifications)
      .select(sql`
        select gen_random_uuid(), f.id, 'new_question', ${text}, false, ${postId}::uuid, ${p.title}, null::uuid, now(), null::uuid
          from (${followers}) f
         where f.id <> ${p.authorId}
           and not exists (select 1 from ${notifications} n
                            where n.user_id = f.id and n.post_id = ${postId}::uuid and n.type = 'new_question')`)
      .returning();
    const told = new Set(notes.map((n) => n.userId));
    const immediate = (await immediateFollowers(tx, followers)).filter((f) => told.has(f.id));
    const link = siteLink(ctx, `/post/${postId}`);
    await enqueueMails(
      tx,
      immediate.map((f) =>
        renderEventMail(ctx, {
          to: f.email,
          userId: f.id,
          kind: 'new_question',
          subject: `Nouvelle question (${p.name}) : « ${p.title} »`,
          title: `Nouvelle question dans la catégorie ${p.name}`,
          lines: [`« ${p.title} »`, excerpt(p.content, 300)],
          link: { label: 'Voir la question et répondre', url: link },
        }),
      ),
    );
    return { notes, mails: immediate.length };
  });
  pushNotifications(ctx, rows.notes);
  if (rows.mails) wakeMail(ctx);
  return { notified: rows.notes.length, mailed: rows.mails };
}
