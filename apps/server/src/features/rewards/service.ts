import { CREDITS_PER_STAR, MILESTONES, SATISFACTORY_BASE_CREDITS } from '@pretoire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { creditLedger, lawyerMilestones, posts, replies, rewards, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';
import { mailNotifications } from '../alerts';
import { insertNotifications, NOTIFICATION_TEXTS, type NotificationRow, pushNotifications } from '../notifications';
import { wakeMail } from '../outbox';
import { canMarkSatisfactory, enforce, findPost, POST_NOT_FOUND, REPLY_NOT_FOUND } from '../posts';

export type RewardRow = typeof rewards.$inferSelect;
export const creditsFor = (rating: number) => SATISFACTORY_BASE_CREDITS + CREDITS_PER_STAR * rating;

/**
 * Marks a reply satisfactory (or changes its rating) in one transaction. The reply row is locked (after the question),
 * so a concurrent second mark waits, then sees the first one and only changes the rating.
 */
export async function markSatisfactory(ctx: AppContext, user: UserRow, postId: string, replyId: string, rating: number) {
  const notes = await transaction(ctx.db, async (tx) => {
    const post = await findPost(tx, postId, true);
    if (!post) throw notFound(POST_NOT_FOUND);
    const [reply] = await tx
      .select()
      .from(replies)
      .where(and(eq(replies.id, replyId), eq(replies.postId, postId)))
      .for('update');
    if (!reply) throw notFound(REPLY_NOT_FOUND);
    const [lawyer] = await tx.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, reply.authorId));
    enforce(canMarkSatisfactory(user, post, { deleted: reply.deletedAt !== null }, lawyer));

    if (reply.rating === rating && reply.isSatisfactory) return [];
    const notes = reply.isSatisfactory
      ? await changeRating(tx, user, post, reply.id, reply.authorId, reply.rating ?? 0, rating)
      : await firstMark(tx, user, post, reply.id, reply.authorId, rating);
    await mailNotifications(ctx, tx, notes); // The lawyer's mail, queued with the mark
    return notes;
  });
  pushNotifications(ctx, notes);
  wakeMail(ctx);
}

type PostRef = { id: string; title: string; authorId: string };

/**
 * Whether this lawyer already earned a first mark on this question. Credits, the satisfactory count (milestones,
 * directory order) and the rating sum count once per (question, lawyer): otherwise an asker could mark several
 * answers of one lawyer to move them up (three marks took one from 568 to 878 credits). Read under the question's
 * row lock (findPost … FOR UPDATE), so two marks on one question cannot both miss the other.
 */
async function earnedOn(tx: Tx, lawyerId: string, postId: string, replyId?: string) {
  const [row] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.lawyerId, lawyerId),
        eq(creditLedger.postId, postId),
        eq(creditLedger.reason, 'satisfactory'),
        replyId ? eq(creditLedger.replyId, replyId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function firstMark(
  tx: Tx,
  asker: UserRow,
  post: PostRef,
  replyId: string,
  lawyerId: string,
  rating: number,
): Promise<NotificationRow[]> {
  const credits = creditsFor(rating);
  await tx.update(replies).set({ isSatisfactory: true, rating, updatedAt: sql`now()` }).where(eq(replies.id, replyId));
  await tx.update(posts).set({ status: 'resolved' }).where(eq(posts.id, post.id));
  const notes = () =>
    insertNotifications(tx, asker.id, [
      {
        userId: lawyerId,
        type: 'satisfactory_reply',
        postId: post.id,
        postTitle: post.title,
        replyId,
        content: NOTIFICATION_TEXTS.satisfactory(asker, rating, post.title),
      },
    ]);
  // A second answer of the same lawyer on this question shows the mark, and earns nothing more.
  if (await earnedOn(tx, lawyerId, post.id)) return notes();
  const entry = { lawyerId, postId: post.id, replyId, postTitle: post.title, rating };
  await tx.insert(creditLedger).values({ ...entry, amount: credits, reason: 'satisfactory' });
  const [counts] = await tx
    .update(users)
    .set({
      satisfactoryCount: sql`${users.satisfactoryCount} + 1`,
      ratingSum: sql`${users.ratingSum} + ${rating}`,
      credits: sql`${users.credits} + ${credits}`,
    })
    .where(eq(users.id, lawyerId))
    .returning({ satisfactoryCount: users.satisfactoryCount, credits: users.credits });

  // Each threshold reached is inserted once; the primary key makes a second award impossible.
  const due = MILESTONES.filter((m) => m.threshold <= counts.satisfactoryCount);
  const won =
    due.length === 0
      ? []
      : await tx
          .insert(lawyerMilestones)
          .values(due.map((m) => ({ lawyerId, threshold: m.threshold })))
          .onConflictDoNothing()
          .returning({ threshold: lawyerMilestones.threshold });
  const milestones = MILESTONES.filter((m) => won.some((w) => w.threshold === m.threshold));
  let total = counts.credits;
  if (milestones.length > 0) {
    await tx
      .insert(creditLedger)
      .values(milestones.map((m) => ({ ...entry, amount: m.credits, reason: 'milestone' as const, milestone: m.threshold })));
    const bonus = milestones.reduce((s, m) => s + m.credits, 0);
    [{ credits: total }] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${bonus}` })
      .where(eq(users.id, lawyerId))
      .returning({ credits: users.credits });
  }
  await tx.insert(rewards).values({
    lawyerId,
    postId: post.id,
    replyId,
    rating,
    creditsAwarded: credits,
    totalCredits: total,
    milestones: milestones.map((m) => ({ name: m.name, credits: m.credits })),
  });
  return notes();
}

/** A new rating on an already satisfactory reply: only the difference is credited (possibly negative). */
async function changeRating(
  tx: Tx,
  asker: UserRow,
  post: PostRef,
  replyId: string,
  lawyerId: string,
  from: number,
  to: number,
): Promise<NotificationRow[]> {
  const diff = CREDITS_PER_STAR * (to - from);
  await tx.update(replies).set({ rating: to, updatedAt: sql`now()` }).where(eq(replies.id, replyId));
  const notes = () =>
    insertNotifications(tx, asker.id, [
      {
        userId: lawyerId,
        type: 'reply_rated',
        postId: post.id,
        postTitle: post.title,
        replyId,
        content: NOTIFICATION_TEXTS.rated(asker, from, to, post.title),
      },
    ]);
  // Only the answer that earned the question's first mark moves credits and the average with its rating.
  if (!(await earnedOn(tx, lawyerId, post.id, replyId))) return notes();
  await tx
    .insert(creditLedger)
    .values({ lawyerId, postId: post.id, replyId, postTitle: post.title, rating: to, amount: diff, reason: 'rating_change' });
  const [{ credits }] = await tx
    .update(users)
    .set({ ratingSum: sql`${users.ratingSum} + ${to - from}`, credits: sql`${users.credits} + ${diff}` })
    .where(eq(users.id, lawyerId))
    .returning({ credits: users.credits });
  // Only a raise earns a pop-up: a lowered rating is recorded in the ledger, not celebrated.
  if (diff > 0)
    await tx
      .insert(rewards)
      .values({ lawyerId, postId: post.id, replyId, rating: to, creditsAwarded: diff, totalCredits: credits, milestones: [] });
  return notes();
}

/** Hands out the lawyer's undelivered rewards once: rows locked by a concurrent call are skipped, not repeated. */
export async function takePendingRewards(ctx: AppContext, lawyerId: string): Promise<RewardRow[]> {
  const rows = await ctx.db
    .update(rewards)
    .set({ deliveredAt: ctx.clock.now() })
    .where(sql`${rewards.id} in (
      select id from rewards where lawyer_id = ${lawyerId} and delivered_at is null
      order by created_at for update skip locked)`)
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
