import type { Notification, PaginatedPosts } from '@pretoire/contracts';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { notificationTarget } from '../api/post-target';
import { useMarkRead } from './use-notifications';

/** A question found by its exact title, for notifications that carry only the text. */
async function findPostByTitle(title: string): Promise<string | null> {
  const r = await api<PaginatedPosts>('/posts', { query: { q: title, limit: 10 } });
  return r.posts.find((p) => p.title === title)?._id ?? null;
}

/** Clicking a notification marks it read and opens its question (spec §2). */
export function useOpenNotification() {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return async (n: Notification) => {
    if (!n.isRead) markRead.mutate(n);
    const target = notificationTarget(n);
    if (!target) return;
    const id = 'postId' in target ? target.postId : await findPostByTitle(target.title).catch(() => null);
    if (id) void navigate(paths.post(id));
  };
}
