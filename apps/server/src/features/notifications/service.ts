import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { isHistory } from '../../lib/history';
import { type NotificationRow, presentNotification } from './present';

export type { NotificationRow };
export type NewNotification = typeof notifications.$inferInsert;

/**
 * Inserts inside the caller's transaction; drops notes to oneself, repeats to one user, and deleted accounts.
 * One statement: the live-account check is a join of the insert's select, not a round trip of its own
 * (this runs inside every answer and every rating).
 */
export async function insertNotifications(tx: DbOrTx, actorId: string, items: NewNotification[]): Promise<NotificationRow[]> {
  return (await notificationInsert(tx, actorId, items)) ?? [];
}

/**
 * The statement insertNotifications runs, not yet run: a caller may make it part of a larger one (an answer's notes
 * and their mails, features/alerts). Null when no note is left to insert.
 */
export function notificationInsert(tx: DbOrTx, actorId: string, items: NewNotification[]) {
  const seen = new Set<string>([actorId]);
  const wanted = items.filter((n) => !seen.has(n.userId) && seen.add(n.userId));
  if (wanted.length === 0) return null;
  const rows = sql.join(
    wanted.map(
      (n, i) =>
        sql`(${i}::int, ${n.userId}::uuid, ${n.type}, ${n.content}, ${n.postId ?? null}::uuid, ${n.postTitle ?? null}, ${n.replyId ?? null}::uuid, ${n.appealReportId ?? null}::uuid)`,
    ),
    sql`, `,
  );
  // insert … select names every column of the table, in order: id and created_at take their usual defaults.
  // A past event's note (seed, import) is history: stored already read, so it alerts nobody.
  return tx
    .insert(notifications)
    .select(sql`
    select gen_random_uuid(), v.user_id, v.type, v.content, ${isHistory()}::boolean, v.post_id, v.post_title, v.reply_id, now(), v.appeal_report_id
      from (values ${rows}) as v(ord, user_id, type, content, post_id, post_title, reply_id, appeal_report_id)
      join ${users} u on u.id = v.user_id and u.deleted_at is null
     order by v.ord`)
    .returning();
}

/** Call only after the transaction that created them has committed. */
export function pushNotifications(ctx: AppContext, rows: NotificationRow[]) {
  if (isHistory()) return;
  for (const n of rows) ctx.realtime.emitToUser(n.userId, 'new_notification', presentNotification(n));
}

export async function list(ctx: AppContext, userId: string, page: number, limit: number) {
  const db = ctx.db;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { rows, total };
}

export async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return n;
}

/** Scoped to the owner: someone else's id reads as not found. */
export async function markRead(ctx: AppContext, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(ctx: AppContext, userId: string): Promise<number> {
  const rows = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
