import { ERASED_QUESTION_CONTENT, ERASED_QUESTION_TITLE, type MaskedReport, SERVER_MESSAGES, TRUST_MESSAGES } from '@pretoire/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { contentVersions, creditLedger, notifications, posts, replies } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';
import { findCategory } from '../categories';
import { deadlineColumns } from '../desk';
import { maskFields } from './masking';
import { POST_NOT_FOUND, REPLY_NOT_FOUND } from './policy';

// Edits keep the previous version; the public sees «modifié le …». Both edits lock the row they
// change inside their transaction, like deletions and moderation decisions do, so a race leaves one consistent result.

const mayEdit = (user: UserRow, authorId: string) => user.role === 'admin' || user.id === authorId;

export async function editPost(
  ctx: AppContext,
  user: UserRow,
  postId: string,
  body: { title?: string; content?: string; category?: string; summary?: string },
): Promise<MaskedReport> {
  if (body.title === undefined && body.content === undefined && body.category === undefined) throw badRequest(TRUST_MESSAGES.editNothing);
  let categoryId: string | undefined;
  if (body.category !== undefined) {
    const category = await findCategory(ctx.db, body.category);
    if (!category) throw badRequest(SERVER_MESSAGES.validation, 'category: catégorie inconnue');
    categoryId = category.id;
  }
  const { values, report } = maskFields({ title: body.title, content: body.content });
  await transaction(ctx.db, async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
    if (!post) throw notFound(POST_NOT_FOUND);
    if (!mayEdit(user, post.authorId)) throw forbidden(TRUST_MESSAGES.editNotAuthor);
    const next = { title: values.title ?? post.title, content: values.content ?? post.content, categoryId: categoryId ?? post.categoryId };
    if (next.title === post.title && next.content === post.content && next.categoryId === post.categoryId) return;
    const now = ctx.clock.now();
    await tx.insert(contentVersions).values({
      postId,
      title: post.title,
      content: post.content,
      categoryId: post.categoryId,
      editorId: user.id,
      summary: body.summary || null,
      writtenAt: post.editedAt ?? post.createdAt,
      createdAt: now,
    });
    await tx
      .update(posts)
      // The deadline follows the new text, read relative to the question's own date (desk-deadlines.md).
      .set({
        ...next,
        ...deadlineColumns({ title: next.title, content: next.content, eventDate: post.eventDate }, post.createdAt, post.deadline),
        editedAt: now,
        updatedAt: now,
      })
      .where(eq(posts.id, postId));
  });
  return report;
}

/** Only the text changes: a satisfactory mark and a rating stay as they are. */
export async function editReply(
  ctx: AppContext,
  user: UserRow,
  postId: string,
  replyId: string,
  content: string,
  summary?: string,
): Promise<MaskedReport> {
  const { values, report } = maskFields({ content });
  await transaction(ctx.db, async (tx) => {
    // Same lock order as every writer: the question (key share), then the reply.
    const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('key share');
    if (!post) throw notFound(POST_NOT_FOUND);
    const [reply] = await tx
      .select()
      .from(replies)
      .where(and(eq(replies.id, replyId), eq(replies.postId, postId)))
      .for('update');
    if (!reply || reply.deletedAt) throw notFound(REPLY_NOT_FOUND);
    if (!mayEdit(user, reply.authorId)) throw forbidden(TRUST_MESSAGES.editNotAuthor);
    const text = values.content ?? reply.content;
    if (text === reply.content) return;
    const now = ctx.clock.now();
    await tx.insert(contentVersions).values({
      postId,
      replyId,
      content: reply.content,
      editorId: user.id,
      summary: summary || null,
      writtenAt: reply.editedAt ?? reply.createdAt,
      createdAt: now,
    });
    await tx.update(replies).set({ content: text, editedAt: now, updatedAt: now }).where(eq(replies.id, replyId));
  });
  return report;
}

/**
 * Previous versions, for everyone who can read the question (docs/decisions/post-edit-history.md): a hidden or deleted
 * item's versions only for its author and admins, as its text is; visitors and others get nothing of it.
 */
export async function postHistory(ctx: AppContext, viewer: UserRow | null, postId: string) {
  const [post] = await ctx.db.select({ authorId: posts.authorId, hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, postId));
  if (!post) throw notFound(POST_NOT_FOUND);
  const admin = viewer?.role === 'admin';
  const sees = (item: { authorId: string | null; hiddenAt: Date | null; deletedAt?: Date | null }) =>
    admin || (!item.hiddenAt && !item.deletedAt) || (!!viewer && item.authorId === viewer.id);
  const rows = await ctx.db
    .select({ v: contentVersions, reply: { authorId: replies.authorId, hiddenAt: replies.hiddenAt, deletedAt: replies.deletedAt } })
    .from(contentVersions)
    .leftJoin(replies, eq(replies.id, contentVersions.replyId))
    .where(eq(contentVersions.postId, postId))
    .orderBy(asc(contentVersions.createdAt), asc(contentVersions.id));
  return rows
    .filter(({ v, reply }) => (v.replyId ? reply !== null && sees(reply) : sees(post)))
    .map(({ v }) => ({
      _id: v.id,
      replyId: v.replyId,
      title: v.title,
      content: v.content,
      category: v.categoryId,
      editor: v.editorId,
      summary: v.summary,
      writtenAt: v.writtenAt.toISOString(),
      createdAt: v.createdAt.toISOString(),
    }));
}

/**
 * Account deletion may also erase the text of one's questions: title and text are replaced, earlier
 * versions dropped, and copies of the title in other people's notifications and ledgers replaced too.
 */
export async function eraseQuestionsOf(tx: Tx, authorId: string, now: Date) {
  const gone = await tx
    .update(posts)
    .set({ title: ERASED_QUESTION_TITLE, content: ERASED_QUESTION_CONTENT, editedAt: now, updatedAt: now })
    .where(eq(posts.authorId, authorId))
    .returning({ id: posts.id });
  const ids = gone.map((p) => p.id);
  if (ids.length === 0) return 0;
  await tx.delete(contentVersions).where(and(inArray(contentVersions.postId, ids), isNull(contentVersions.replyId)));
  await tx.update(notifications).set({ postTitle: ERASED_QUESTION_TITLE }).where(inArray(notifications.postId, ids));
  await tx.update(creditLedger).set({ postTitle: ERASED_QUESTION_TITLE }).where(inArray(creditLedger.postId, ids));
  return ids.length;
}
