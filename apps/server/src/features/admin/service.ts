import { SERVER_MESSAGES } from '@pretoire/contracts';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog, posts, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import { renderMail } from '../../lib/mail';
import type { UserRow } from '../../plugins/auth';
import { enqueueMail, wakeMail } from '../outbox';
import { deletePost } from '../posts';
import { lawyerLookalikes } from '../users';

const NOT_FOUND = SERVER_MESSAGES.lawyerNotFound;

/** Lawyer review, user listing and their audit trail. */

/** With the lawyers whose name looks like each one's: a newcomer or a re-upload may bear an approved lawyer's name. */
export async function pendingLawyers(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.role, 'lawyer'), eq(users.status, 'pending'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));
  const twins = await lawyerLookalikes(ctx.db, rows);
  return rows.map((u) => ({ ...u, duplicates: twins.get(u.id) ?? [] }));
}

async function lawyer(ctx: AppContext, id: string): Promise<UserRow> {
  const [u] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'lawyer'), isNull(users.deletedAt)));
  if (!u) throw notFound(NOT_FOUND);
  return u;
}

/** The mail is queued in the decision's transaction (outbox): an SMTP outage delays it, never the decision. */
export async function approve(ctx: AppContext, actorId: string, id: string) {
  await lawyer(ctx, id);
  const u = await transaction(ctx.db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND);
    const now = ctx.clock.now();
    // The first approval locks the names and bar for good (docs/decisions/lawyer-identity.md).
    const [row] = await tx
      .update(users)
      .set({ status: 'active', rejectionReason: null, identityVerifiedAt: before.identityVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    const twins = (await lawyerLookalikes(tx, [row])).get(id) ?? [];
    await tx.insert(auditLog).values({
      actorId,
      action: 'lawyer.approve',
      targetType: 'user',
      targetId: id,
      details: {
        identity: { firstName: row.firstName, lastName: row.lastName, barAssociation: row.barAssociation },
        previousStatus: before.status,
        reverification: before.identityVerifiedAt !== null,
        document: { key: row.licenseKey, mime: row.licenseMime },
        duplicates: twins.map((d) => d._id),
      },
      createdAt: now,
    });
    if (row.email) {
      const body = renderMail({
        title: 'Votre compte avocat est validé',
        lines: ['Votre inscription sur Prétoire a été approuvée.', 'Vous pouvez dès maintenant répondre aux questions des membres.'],
        footer: 'Bienvenue sur Prétoire.',
      });
      await enqueueMail(tx, { to: row.email, userId: id, kind: 'account', subject: 'Prétoire : compte avocat validé', ...body });
    }
    return row;
  });
  wakeMail(ctx);
  return u;
}

export async function reject(ctx: AppContext, actorId: string, id: string, reason: string) {
  const current = await lawyer(ctx, id);
  if (current.status === 'active') throw badRequest(SERVER_MESSAGES.lawyerAlreadyApproved);
  const u = await transaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: 'rejected', rejectionReason: reason, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await tx.insert(auditLog).values({ actorId, action: 'lawyer.reject', targetType: 'user', targetId: id, details: { reason } });
    if (row.email) {
      const body = renderMail({
        title: 'Votre inscription n\u2019a pas été validée',
        lines: [`Motif : ${reason}`, 'Vous pouvez envoyer un nouveau justificatif depuis votre profil.'],
        footer: 'L\u2019équipe Prétoire.',
      });
      await enqueueMail(tx, { to: row.email, userId: id, kind: 'account', subject: 'Prétoire : inscription non validée', ...body });
    }
    return row;
  });
  wakeMail(ctx);
  return u;
}

/** The private license file; only reachable through this call. */
export async function licenseDocument(ctx: AppContext, id: string) {
  const u = await lawyer(ctx, id);
  const data = u.licenseKey ? await ctx.storage.read(u.licenseKey) : null;
  if (!data || !u.licenseKey) throw notFound(SERVER_MESSAGES.licenseDocumentNotFound);
  return { data, mime: u.licenseMime ?? 'application/octet-stream' };
}

export async function listUsers(
  ctx: AppContext,
  q: { role?: 'user' | 'lawyer' | 'admin' | 'all'; q?: string; page: number; limit: number },
) {
  const conds: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (q.role && q.role !== 'all') conds.push(eq(users.role, q.role));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(users.email, like), ilike(users.nickname, like), ilike(users.firstName, like), ilike(users.lastName, like)));
  }
  const where = and(...conds);
  const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { rows, total, totalPages: Math.ceil(total / q.limit), currentPage: q.page };
}

/** Deletes a question (replies and notifications cascade; credits stay) and records it in the same transaction. */
export async function deletePostAsAdmin(ctx: AppContext, actorId: string, id: string) {
  await transaction(ctx.db, async (tx) => {
    const [post] = await tx.select({ title: posts.title, authorId: posts.authorId }).from(posts).where(eq(posts.id, id)).for('update');
    if (!post || !(await deletePost({ db: tx }, id))) throw notFound(SERVER_MESSAGES.postNotFound);
    await tx.insert(auditLog).values({
      actorId,
      action: 'post.delete',
      targetType: 'post',
      targetId: id,
      details: { title: post.title, authorId: post.authorId },
    });
  });
}

export async function listAuditLog(ctx: AppContext, page: number, limit: number) {
  const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(auditLog);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total, totalPages: Math.ceil(total / limit), currentPage: page };
}
