import { SERVER_MESSAGES } from '@pretoire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { posts, replies, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';
import { mailNotifications } from '../alerts';
import { forgetAnswer, recordFirstAnswer } from '../desk';
import { insertNotifications, type NewNotification, NOTIFICATION_TEXTS, pushNotifications } from '../notifications';
import { wakeMail } from '../outbox';
import { canAnswer, canAnswerReply, canDeleteReply, enforce, POST_NOT_FOUND, REPLY_NOT_FOUND } from './policy';
import { findPost, recomputeStatus } from './service';

export const PARENT_DELETED = SERVER_MESSAGES.parentReplyDeleted;

/** Adds an answer (parentId null) or a nested one; notifications are pushed once the transaction has committed. */
export async function addReply(ctx: AppContext, user: UserRow, postId: string, parentId: string | null, content: string) {
  const notes = await ctx.db.transaction(async (tx) => {
    const post = await findPost(tx, postId, true);
    if (!post) throw notFound(POST_NOT_FOUND);
    let parent: { authorId: string } | null = null;
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

    const [created] = await tx.insert(replies).values({ postId, parentId, authorId: user.id, content }).returning({ id: replies.id });
    // A lawyer's answer moves an open question to answered; other statuses stay.
    const answered = sql`case when ${posts.status} = 'open' then 'answered' else ${posts.status} end`;
    await tx
      .update(posts)
      .set(
        user.role === 'lawyer'
          ? { replyCount: sql`${posts.replyCount} + 1`, status: answered }
          : { replyCount: sql`${posts.replyCount} + 1` },
      )
      .where(eq(posts.id, postId));
    // Issue 18: a lawyer's first answer on the question feeds the response times (after the row lock above).
    if (user.role === 'lawyer' && !parentId) await recordFirstAnswer(tx, postId, user.id, ctx.clock.now());
    await tx
      .update(users)
      .set({ replyCount: sql`${users.replyCount} + 1` })
      .where(eq(users.id, user.id));

    const base = { postId, postTitle: post.title, replyId: created.id };
    const wanted: NewNotification[] = [];
    // The parent's author hears first: when that is also the question's author, one note is enough.
    if (parent)
      wanted.push({ ...base, userId: parent.authorId, type: 'reply_to_reply', content: NOTIFICATION_TEXTS.replyToReply(user, post.title) });
    wanted.push({ ...base, userId: post.authorId, type: 'reply_to_post', content: NOTIFICATION_TEXTS.replyToPost(user, post.title) });
    const notes = await insertNotifications(tx, user.id, wanted);
    await mailNotifications(ctx, tx, notes, content); // issue 13: the mails, queued with the answer
    return notes;
  });
  pushNotifications(ctx, notes);
  wakeMail(ctx);
}

/** A reply with children becomes a tombstone; a leaf is removed, and so are tombstones it leaves childless. */
export async function deleteReply(ctx: AppContext, user: UserRow, postId: string, replyId: string) {
  await ctx.db.transaction(async (tx) => {
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
 * update lock): also used by a moderation decision (issue 14).
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
  await tx
    .update(users)
    .set({ replyCount: sql`greatest(${users.replyCount} - 1, 0)` })
    .where(eq(users.id, reply.authorId));
  await recomputeStatus(tx, postId);
  if (!reply.parentId) await forgetAnswer(tx, postId, reply.authorId, now);
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
