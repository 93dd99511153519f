import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notification } from '@pretoire/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export function presentNotification(n: NotificationRow): Notification {
  return {
    _id: n.id, type: n.type, content: n.content, isRead: n.isRead, createdAt: n.createdAt.toISOString(),
    post: n.postId, postTitle: n.postTitle,
  };
}

/** Inserts inside the caller's transaction; drops notes to oneself, repeats to one user, and deleted accounts. */
export async function insertNotifications(tx: DbOrTx, actorId: string, items: NewNotification[]): Promise<NotificationRow[]> {
  const ids = [...new Set(items.map((n) => n.userId).filter((id) => id !== actorId))];
  if (ids.length === 0) return [];
  const live = new Set((await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), isNull(users.deletedAt)))).map((u) => u.id));
  const seen = new Set<string>();
  const wanted = items.filter((n) => {
    if (!live.has(n.userId) || seen.has(n.userId)) return false;
    seen.add(n.userId);
    return true;
  });
  if (wanted.length === 0) return [];
  return tx.insert(notifications).values(wanted).returning();
}

/** Call only after the transaction that created them has committed. */
export function pushNotifications(ctx: AppContext, rows: NotificationRow[]) {
  for (const n of rows) ctx.realtime.emitToUser(n.userId, 'new_notification', presentNotification(n));
}

export class NotificationService {
  constructor(private readonly ctx: AppContext) {}

  async list(userId: string, page: number, limit: number) {
    const db = this.ctx.db;
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(notifications).where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset((page - 1) * limit),
      db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    ]);
    return { rows, total };
  }

  async unreadCount(userId: string): Promise<number> {
    const [{ n }] = await this.ctx.db.select({ n: count() }).from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return n;
  }

  /** Scoped to the owner: someone else's id reads as not found. */
  async markRead(userId: string, id: string): Promise<NotificationRow | null> {
    const [row] = await this.ctx.db.update(notifications).set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning();
    return row ?? null;
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await this.ctx.db.update(notifications).set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))).returning({ id: notifications.id });
    return rows.length;
  }
}
