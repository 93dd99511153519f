import type { ModeratedTargetType } from '@pretoire/contracts';
import { displayName } from '@pretoire/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultationMessages, posts, replies, users } from '../../db/schema';

/** A reported thing as moderation sees it. */
export interface Target {
  type: ModeratedTargetType;
  id: string;
  /** The question (itself, or the answer's); null for a profile. */
  postId: string | null;
  ownerId: string;
  deleted: boolean;
  hidden: boolean;
  /** Removed by a moderation decision (a soft delete a reversal undoes). */
  removed: boolean;
  /** Title, text or profile fields, as they are now. */
  snapshot: Record<string, string | null>;
}

/**
 * Loads a target. With lock, rows are locked for the decision in the order every writer uses: the question
 * (update for a question, key share for an answer's question), then the answer.
 */
export async function loadTarget(db: DbOrTx, type: ModeratedTargetType, id: string, lock = false): Promise<Target | null> {
  if (type === 'post') {
    const q = db.select().from(posts).where(eq(posts.id, id));
    const [p] = lock ? await q.for('update') : await q;
    if (!p) return null;
    return {
      type,
      id,
      postId: p.id,
      ownerId: p.authorId,
      deleted: false,
      hidden: p.hiddenAt !== null,
      removed: p.removedAt !== null,
      snapshot: { title: p.title, content: p.content },
    };
  }
  if (type === 'reply') {
    const [r0] = await db.select({ postId: replies.postId }).from(replies).where(eq(replies.id, id));
    if (!r0) return null;
    if (lock) await db.select({ id: posts.id }).from(posts).where(eq(posts.id, r0.postId)).for('key share');
    const q = db
      .select({ reply: replies, postTitle: posts.title })
      .from(replies)
      .innerJoin(posts, eq(posts.id, replies.postId))
      .where(and(eq(replies.id, id)));
    const [row] = lock ? await q.for('update', { of: replies }) : await q;
    if (!row) return null;
    const r = row.reply;
    return {
      type,
      id,
      postId: r.postId,
      ownerId: r.authorId,
      deleted: r.deletedAt !== null,
      hidden: r.hiddenAt !== null,
      removed: r.removedAt !== null,
      snapshot: { title: row.postTitle, content: r.content },
    };
  }
  if (type === 'consultation_message') {
    // That message and nothing else of its consultation: not the request, not the other messages.
    const q = db.select().from(consultationMessages).where(eq(consultationMessages.id, id));
    const [m] = lock ? await q.for('update') : await q;
    // Erased with its author's account: nothing left to decide on.
    if (!m?.authorId) return null;
    return {
      type,
      id,
      postId: null,
      ownerId: m.authorId,
      deleted: m.erasedAt !== null,
      hidden: false,
      removed: false,
      snapshot: { content: m.content, attachment: m.attachmentName },
    };
  }
  const q = db.select().from(users).where(eq(users.id, id));
  const [u] = lock ? await q.for('update') : await q;
  if (!u) return null;
  return {
    type,
    id,
    postId: null,
    ownerId: u.id,
    deleted: u.deletedAt !== null,
    hidden: false,
    removed: false,
    snapshot: { name: displayName({ ...u, isDeleted: u.deletedAt !== null }), bio: u.bio },
  };
}
