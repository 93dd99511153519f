import type { Notification } from '@pretoire/contracts';
import type { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** What a notification looks like to its owner (list, mark-read answer, real-time push). */
export function presentNotification(n: NotificationRow): Notification {
  return {
    _id: n.id,
    type: n.type,
    content: n.content,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
    post: n.postId,
    postTitle: n.postTitle,
    appealReport: n.appealReportId,
  };
}
