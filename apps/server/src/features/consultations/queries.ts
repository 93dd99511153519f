import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultationMessages, consultations, users } from '../../db/schema';
import { rows as runSql } from '../../db/statements';
import type { ConsultationRow, PartyRow } from './present';

const partyColumns = {
  id: users.id,
  role: users.role,
  nickname: users.nickname,
  firstName: users.firstName,
  lastName: users.lastName,
  deletedAt: users.deletedAt,
};

export async function partiesOf(db: DbOrTx, ids: string[]): Promise<Map<string, PartyRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(partyColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

const mine = (userId: string): SQL => or(eq(consultations.askerId, userId), eq(consultations.lawyerId, userId)) as SQL;

export function consultationsOf(db: DbOrTx, userId: string): Promise<ConsultationRow[]> {
  return db.select().from(consultations).where(mine(userId)).orderBy(desc(consultations.createdAt), desc(consultations.id)).limit(200);
}

export async function consultationOf(db: DbOrTx, id: string): Promise<ConsultationRow | null> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id));
  return row ?? null;
}

/** Messages from the other party written after the caller last opened the thread, per consultation. */
export async function unreadCounts(db: DbOrTx, userId: string, ids?: string[]): Promise<Map<string, number>> {
  const m = consultationMessages;
  const c = consultations;
  const readAt = sql`case when ${c.askerId} = ${userId} then ${c.askerReadAt} else ${c.lawyerReadAt} end`;
  const rows = await db
    .select({ id: m.consultationId, n: count() })
    .from(m)
    .innerJoin(c, eq(c.id, m.consultationId))
    .where(
      and(
        mine(userId),
        ids ? inArray(c.id, ids) : undefined,
        isNull(m.erasedAt),
        sql`${m.authorId} <> ${userId}`,
        sql`(${readAt} is null or ${m.createdAt} > ${readAt})`,
      ),
    )
    .groupBy(m.consultationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function openCount(db: DbOrTx, askerId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(consultations)
    .where(and(eq(consultations.askerId, askerId), inArray(consultations.status, ['requested', 'accepted'])));
  return n;
}

/**
 * One page of a thread, oldest first: the latest `size` messages, or those before the message `before` (the cursor: a
 * message id, compared on the exact stored time and the id). `older` says whether more wait before the page.
 */
export async function messagesPage(db: DbOrTx, consultationId: string, size: number, before?: string) {
  const m = consultationMessages;
  const found = await db
    .select()
    .from(m)
    .where(
      and(
        eq(m.consultationId, consultationId),
        before
          ? sql`(${m.createdAt}, ${m.id}) < (select created_at, id from consultation_messages where id = ${before} and consultation_id = ${consultationId})`
          : undefined,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(size + 1);
  return { rows: found.slice(0, size).reverse(), older: found.length > size };
}

/**
 * Serialises one member's requests until their transaction ends (transaction-scoped advisory lock, PostgreSQL and
 * PGlite alike): counting the open ones and inserting the new one are then one step.
 */
export async function lockRequestsOf(tx: DbOrTx, askerId: string) {
  await runSql(tx, sql`select pg_advisory_xact_lock(${REQUEST_LOCK}, hashtext(${askerId}))`);
}
const REQUEST_LOCK = 7_301; // the lock space of consultation requests: a constant no other lock uses

/** A consultation's stored files: how many, and their bytes (files stored before sizes were recorded count as 0). */
export async function storedFiles(tx: DbOrTx, consultationId: string): Promise<{ files: number; bytes: number }> {
  const m = consultationMessages;
  const [row] = await tx
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${m.attachmentBytes}), 0)` })
    .from(m)
    .where(and(eq(m.consultationId, consultationId), isNotNull(m.attachmentKey)));
  return { files: row.files, bytes: Number(row.bytes) };
}
