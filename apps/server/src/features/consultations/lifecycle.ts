import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultationMessages, consultations } from '../../db/schema';
import { presentMessage } from './present';

/**
 * Account deletion: the person's messages lose their text and files, a dated tombstone stays for the other party;
 * their live consultations close. Returns the stored files to remove once the transaction has committed.
 */
export async function eraseConsultationMessagesOf(tx: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const m = consultationMessages;
  const files = await tx
    .select({ key: m.attachmentKey })
    .from(m)
    .where(and(eq(m.authorId, userId), isNotNull(m.attachmentKey)));
  await tx
    .update(m)
    .set({
      content: null,
      attachmentKey: null,
      attachmentMime: null,
      attachmentName: null,
      attachmentBytes: null,
      erasedAt: now,
      authorId: null,
    })
    .where(eq(m.authorId, userId));
  await tx
    .update(consultations)
    .set({ status: 'closed', updatedAt: now })
    .where(
      and(
        or(eq(consultations.askerId, userId), eq(consultations.lawyerId, userId)),
        inArray(consultations.status, ['requested', 'accepted']),
      ),
    );
  return files.map((f) => f.key as string);
}

/** The person's consultations in their export: each thread as they see it (files by name only). */
export async function consultationExport(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(consultations)
    .where(or(eq(consultations.askerId, userId), eq(consultations.lawyerId, userId)))
    .orderBy(asc(consultations.createdAt));
  const ids = rows.map((r) => r.id);
  const messages = ids.length
    ? await db
        .select()
        .from(consultationMessages)
        .where(inArray(consultationMessages.consultationId, ids))
        .orderBy(asc(consultationMessages.createdAt))
    : [];
  return rows.map((c) => ({
    id: c.id,
    as: c.lawyerId === userId ? 'lawyer' : 'asker',
    status: c.status,
    postId: c.postId,
    at: c.createdAt.toISOString(),
    messages: messages.filter((m) => m.consultationId === c.id).map((m) => ({ ...presentMessage(m), mine: m.authorId === userId })),
  }));
}
