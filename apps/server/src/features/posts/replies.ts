import { POST_SOCKET, type PostReplyEvent, SERVER_MESSAGES } from '@pretoire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { posts, replies, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isHistory } from '../../lib/history';
import type { UserRow } from '../../plugins/auth';
import { notifyReply } from '../alerts';
import { forgetAnswer, recordFirstAnswer } from '../desk';
import { type NewNotification, NOTIFICATION_TEXTS, pushNotifications } from '../notifications';
import { wakeMail } from '../outbox';
import { canAnswer, canAnswerReply, canDeleteReply, enforce, POST_NOT_FOUND, questionTakesAnswers, REPLY_NOT_FOUND } from './policy';
import { authorReplyCount, countAuthorReply, insertReply } from './queries';
import { findPost, recomputeStatus } from './service';

export const PARENT_DELETED = SERVER_MESSAGES.parentReplyDeleted;

function closedIfHidden(post: { hidden: boolean }) {
  const open = questionTakesAnswers(post);
  if (!open.allowed) throw conflict(open.message);
}

/**
 * Adds an answer (parentId null) or a nested one; notifications are pushed once the transaction has committed.
 * An answer by someone allowed to answer reads nothing first: the write finds the question (404 when there is none).
 * Otherwise the question (and the parent) are read and locked first, so a missing one is a 404 before any 403.
 */
export async function addReply(ctx: AppContext, user: UserRow, postId: string, parentId: string | null, content: string) {
  const notes = await transaction(ctx.db, async (tx) => {
    let parent: { authorId: string } | null = null;
    if (parentId || !canAnswer(user).allowed) {
      const post = await findPost(tx, postId, true);
      if (!post) throw notFound(POST_NOT_FOUND);
      if (parentId) {
        // Shared lock: a concurrent deletion of the parent waits, then sees this child and keeps a tombstone.
        const [row] = await tx
          .select({ authorId: replies.authorId, deletedAt: replies.deletedAt })
          .from(replies)
          .where(and(eq(replies.id, parentId), eq(replies.postId, postId)))
          .for('share');
        if (!row) throw notFound(REPLY_NOT_FOUND);
        if (row.deletedAt) throw badRequest(PARENT_DELETED);
        parent = row;
      }
      enforce(parentId ? canAnswerReply(user, post) : canAnswer(user));
      closedIfHidden(post);
    }
    const post = await writeReply(tx, user, postId, parentId, content);
    if (!post) {
      // The write skips a hidden question: tell it apart from a missing one.
      const hidden = await findPost(tx, postId);
      if (hidden) closedIfHidden(hidden);
      throw notFound(POST_NOT_FOUND);
    }
    // The author's counter after the question's rows (see writeReply). A lawyer's first answer on the
    // question feeds the response times; that statement bumps the counter first, so the rows are taken in a
    // deletion's order (removeReply: question, author, then the desk's rows) with one round trip less.
    const authorCount = authorReplyCount(user.id);
    if (user.role === 'lawyer' && !parentId) await recordFirstAnswer(tx, postId, user.id, ctx.clock.now(), authorCount);
    else await countAuthorReply(tx, user.id);

    const base = { postId, postTitle: post.title, replyId: post.replyId };
    const wanted: NewNotification[] = [];
    // The parent's author hears first: when that is also the question's author, one note is enough.
    if (parent)
      wanted.push({ ...base, userId: parent.authorId, type: 'reply_to_reply', content: NOTIFICATION_TEXTS.replyToReply(user, post.title) });
    wanted.push({ ...base, userId: post.authorId, type: 'reply_to_post', content: NOTIFICATION_TEXTS.replyToPost(user, post.title) });
    // The mails, queued with the answer.
    const sent = await notifyReply(ctx, tx, { actorId: user.id, askerId: post.authorId, content }, wanted);
    return { sent, live: { postId, replyId: post.replyId, parentId } satisfies PostReplyEvent };
  });
  pushNotifications(ctx, notes.sent);
  // The open thread hears of it after commit; a hidden question takes no answer, so only visible ones are told. The
  // question's public cache is voided first (the write's own hook does it only as the answer leaves): a visitor's page
  // refetches as soon as it hears, and must not get the body from before the answer.
  if (!isHistory()) {
    await ctx.publicCache?.invalidate([`post:${postId.toLowerCase()}`]);
    ctx.realtime.emitToPost(postId, POST_SOCKET.reply, notes.live);
  }
  wakeMail(ctx);
}

/**
 * The reply and the question's counter (and open → answered for a lawyer's reply) in one statement; the author's
 * counter comes in the caller's next one: the order every transaction here keeps is question, its post_counts row, author (a
 * mark updates the question, then the lawyer: features/rewards/service.ts). post_counts is written by the posts
 * trigger when the status changes, and AFTER triggers run at the end of their statement: with the author's counter in
 * the same statement the lawyer's row was locked before post_counts, and a concurrent mark in the same category
 * deadlocked (replies.test.ts «never answers 500», PostgreSQL's log). In the first statement each sub-statement reads
 * the rows of the one before, so the question is locked (key share, then updated) in order. Null when the question
 * does not exist.
 */
async function writeReply(tx: Tx, user: UserRow, postId: string, parentId: string | null, content: string) {
  const row = await insertReply(tx, { userId: user.id, lawyer: user.role === 'lawyer', postId, parentId, content });
  if (!row) return null;
  return { replyId: row.reply_id, authorId: row.author_id, title: row.title };
}

/** A reply with children becomes a tombstone; a leaf is removed, and so are tombstones it leaves childless. */
export async function deleteReply(ctx: AppContext, user: UserRow, postId: string, replyId: string) {
  await transaction(ctx.db, async (tx) => {
    if (!(await findPost(tx, postId, true))) throw notFound(POST_NOT_FOUND);
    const [reply] = await tx
      .select()
      .from(replies)
      .where(and(eq(replies.id, replyId), eq(replies.postId, postId)))
      .for('update');
    if (!reply || reply.deletedAt) throw notFound(REPLY_NOT_FOUND);
    enforce(canDeleteReply(user, reply));
    await removeReply(tx, ctx.clock.now(), postId, reply);
  });
}

/**
 * The deletion itself, inside the caller's transaction (which holds the question's key-share lock and the reply's
 * update lock): also used by a moderation decision.
 */
export async function removeReply(tx: Tx, now: Date, postId: string, reply: { id: string; parentId: string | null; authorId: string }) {
  if (await hasChildren(tx, reply.id)) {
    await tx.update(replies).set({ deletedAt: now, content: '', updatedAt: now }).where(eq(replies.id, reply.id));
  } else {
    await tx.delete(replies).where(eq(replies.id, reply.id));
    await pruneTombstones(tx, reply.parentId);
  }
  await tx
    .update(posts)
    .set({ replyCount: sql`greatest(${posts.replyCount} - 1, 0)` })
    .where(eq(posts.id, postId));
  // The status (and, through the posts trigger, its post_counts row) before the author's counter: the order of an
  // answer and of a mark (writeReply above); the other way round a concurrent mark in the same category deadlocked.
  await recomputeStatus(tx, postId);
  await tx
    .update(users)
    .set({ replyCount: sql`greatest(${users.replyCount} - 1, 0)` })
    .where(eq(users.id, reply.authorId));
  if (!reply.parentId) await forgetAnswer(tx, postId, reply.authorId, now);
}

/**
 * The counters of an answer removed by moderation (a soft delete) or brought back by a reversal: the question's count
 * and status, then the author's, the order removeReply keeps.
 */
export async function countRemoval(tx: Tx, postId: string, reply: { authorId: string }, removed: boolean) {
  const step = removed ? -1 : 1;
  await tx
    .update(posts)
    .set({ replyCount: sql`greatest(${posts.replyCount} + ${step}, 0)` })
    .where(eq(posts.id, postId));
  await recomputeStatus(tx, postId);
  await tx
    .update(users)
    .set({ replyCount: sql`greatest(${users.replyCount} + ${step}, 0)` })
    .where(eq(users.id, reply.authorId));
}

async function hasChildren(tx: Tx, id: string) {
  const [row] = await tx.select({ id: replies.id }).from(replies).where(eq(replies.parentId, id)).limit(1);
  return Boolean(row);
}

async function pruneTombstones(tx: Tx, parentId: string | null) {
  let id = parentId;
  while (id) {
    const [p] = await tx.select({ parentId: replies.parentId, deletedAt: replies.deletedAt }).from(replies).where(eq(replies.id, id));
    if (!p?.deletedAt || (await hasChildren(tx, id))) return;
    await tx.delete(replies).where(eq(replies.id, id));
    id = p.parentId;
  }
}
