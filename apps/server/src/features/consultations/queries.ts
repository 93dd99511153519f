import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultationMessages, consultations, users } from '../../db/schema';
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

export function messagesOf(db: DbOrTx, consultationId: string) {
  return db
    .select()
    .from(consultationMessages)
    .where(eq(consultationMessages.consultationId, consultationId))
    .orderBy(consultationMessages.createdAt, consultationMessages.id);
}
