import type { PostDetail, Reply } from '@pretoire/contracts';
import { DELETED_REPLY_CONTENT } from '@pretoire/contracts';

/** Applies `fn` to the reply `id` anywhere in the tree; `fn` returning null removes it. */
export function mapReply(replies: Reply[], id: string, fn: (r: Reply) => Reply | null): Reply[] {
  const out: Reply[] = [];
  for (const r of replies) {
    if (r._id === id) {
      const next = fn(r);
      if (next) out.push(next);
    } else out.push({ ...r, replies: mapReply(r.replies, id, fn) });
  }
  return out;
}

/** Local preview of a deletion, as the server does it: a reply with children becomes a tombstone, a leaf goes. */
export function withoutReply(post: PostDetail, id: string): PostDetail {
  return {
    ...post,
    replyCount: Math.max(0, post.replyCount - 1),
    replies: mapReply(post.replies, id, (r) =>
      r.replies.length > 0 ? { ...r, isDeleted: true, isSatisfactory: false, rating: null, content: DELETED_REPLY_CONTENT } : null,
    ),
  };
}

/** Local preview of a satisfactory mark (or a rating change). */
export function withRating(post: PostDetail, id: string, rating: number): PostDetail {
  return {
    ...post,
    status: 'resolved',
    replies: mapReply(post.replies, id, (r) => ({ ...r, isSatisfactory: true, rating })),
  };
}

export function findReply(replies: Reply[], id: string): Reply | undefined {
  for (const r of replies) {
    if (r._id === id) return r;
    const inner = findReply(r.replies, id);
    if (inner) return inner;
  }
  return undefined;
}
