import type { Notification } from '@pretoire/contracts';

/** Where a notification leads: a question id, a question title to look up, or nowhere. */
export type NotificationTarget = { postId: string } | { title: string } | null;

type PostField = string | { _id?: unknown; id?: unknown } | null | undefined;
type NotificationLike = Pick<Notification, 'content'> & { post?: PostField };

const TITLE_IN_TEXT = /\b(?:post|question)\s+"(.+)"/;

/**
 * Spec §2: the id comes from the `post` field (a string, or an object carrying `_id` or `id`);
 * failing that, the title is taken from text of the form `post "title"` (our server writes `question "Titre"`).
 */
export function notificationTarget(n: NotificationLike): NotificationTarget {
  const post = n.post;
  if (typeof post === 'string' && post.trim()) return { postId: post.trim() };
  if (post && typeof post === 'object') {
    const id = typeof post._id === 'string' && post._id ? post._id : typeof post.id === 'string' && post.id ? post.id : null;
    if (id) return { postId: id };
  }
  const title = n.content?.match(TITLE_IN_TEXT)?.[1]?.trim();
  return title ? { title } : null;
}
