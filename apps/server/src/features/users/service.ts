import { MILESTONES, maskPersonalData, SERVER_MESSAGES, type UserStats } from '@pretoire/contracts';
import { and, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { lawyerMilestones, posts, replies, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkLicense } from '../../lib/file-type';
import type { UploadedFile } from '../../lib/multipart';
import { keyFromPublicUrl } from '../../lib/storage';
import type { UserRow } from '../../plugins/auth';
import { identityLocked, refuseIdentityEdit } from './identity-change';
import { checkedLawyerName, checkedNickname } from './name-checks';

export const LAWYER_NOT_FOUND = SERVER_MESSAGES.lawyerNotFound;
const milestone = new Map<number, (typeof MILESTONES)[number]>(MILESTONES.map((m) => [m.threshold, m]));
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const publicLawyer = () => and(eq(users.role, 'lawyer'), eq(users.status, 'active'), isNull(users.deletedAt));

export type Badge = { threshold: number; name: string; credits: number; awardedAt: Date };

/** Lawyer directory, own profile changes, own figures. */

export async function listLawyers(
  ctx: AppContext,
  q: { specialization?: string; barAssociation?: string; q?: string; page: number; limit: number },
) {
  const conds: (SQL | undefined)[] = [publicLawyer()];
  if (q.specialization) conds.push(sql`${q.specialization} = any(${users.specializations})`);
  if (q.barAssociation) conds.push(eq(users.barAssociation, q.barAssociation));
  if (q.q)
    conds.push(
      or(
        ilike(users.firstName, like(q.q)),
        ilike(users.lastName, like(q.q)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like(q.q)),
      ),
    );
  const where = and(...conds);
  const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.satisfactoryCount), desc(users.replyCount), desc(users.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    rows,
    badges: await badgesOf(
      ctx,
      rows.map((r) => r.id),
    ),
    total,
  };
}

export async function lawyer(ctx: AppContext, id: string) {
  const [u] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), publicLawyer()));
  if (!u) throw notFound(LAWYER_NOT_FOUND);
  const recent = await ctx.db
    .selectDistinctOn([posts.id], { postId: posts.id, title: posts.title, answeredAt: replies.createdAt })
    .from(replies)
    .innerJoin(posts, eq(posts.id, replies.postId))
    .where(and(eq(replies.authorId, id), isNull(replies.deletedAt)))
    .orderBy(posts.id, desc(replies.createdAt));
  recent.sort((a, b) => b.answeredAt.getTime() - a.answeredAt.getTime());
  return { user: u, badges: (await badgesOf(ctx, [id])).get(id) ?? [], recent: recent.slice(0, 10) };
}

export async function badgesOf(ctx: AppContext, ids: string[]): Promise<Map<string, Badge[]>> {
  const out = new Map<string, Badge[]>();
  if (ids.length === 0) return out;
  const rows = await ctx.db
    .select()
    .from(lawyerMilestones)
    .where(inArray(lawyerMilestones.lawyerId, ids))
    .orderBy(lawyerMilestones.threshold);
  for (const r of rows) {
    const m = milestone.get(r.threshold);
    if (!m) continue;
    out.set(r.lawyerId, [
      ...(out.get(r.lawyerId) ?? []),
      { threshold: m.threshold, name: m.name, credits: m.credits, awardedAt: r.awardedAt },
    ]);
  }
  return out;
}

export async function updateProfile(
  ctx: AppContext,
  me: UserRow,
  body: Partial<
    Pick<
      UserRow,
      'nickname' | 'firstName' | 'lastName' | 'phone' | 'bio' | 'barAssociation' | 'specializations' | 'acceptsConsultations'
    > & { consultationTerms: string }
  >,
) {
  const keys = Object.keys(body);
  const allowed =
    me.role === 'lawyer'
      ? ['firstName', 'lastName', 'phone', 'bio', 'specializations', 'barAssociation', 'acceptsConsultations', 'consultationTerms']
      : me.role === 'user'
        ? ['nickname']
        : [];
  const extra = keys.filter((k) => !allowed.includes(k));
  if (extra.length) throw badRequest(SERVER_MESSAGES.validation, `${extra.join(', ')}: non modifiable pour ce compte`);
  const names = {
    ...(body.nickname ? await checkedNickname(ctx, body.nickname, me.id) : {}),
    ...(body.firstName !== undefined || body.lastName !== undefined
      ? checkedLawyerName(body.firstName ?? me.firstName ?? '', body.lastName ?? me.lastName ?? '')
      : {}),
  };
  refuseIdentityEdit(me, body);
  const set = {
    ...body,
    ...names,
    ...(body.specializations ? { specializations: [...new Set(body.specializations)] } : {}),
    // Public text: personal data masked as in questions and answers (docs/decisions/trust-personal-data.md).
    ...(body.bio !== undefined ? { bio: body.bio ? maskPersonalData(body.bio).text : null } : {}),
    ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
    ...(body.consultationTerms !== undefined ? { consultationTerms: maskPersonalData(body.consultationTerms).text || null } : {}),
  };
  try {
    const [u] = await ctx.db
      .update(users)
      .set({ ...set, updatedAt: ctx.clock.now() })
      .where(eq(users.id, me.id))
      .returning();
    return u;
  } catch (err) {
    // A concurrent sign-up may take the nickname between the check and the write (unique index).
    if ((err as { code?: string }).code === '23505' || String((err as { cause?: { code?: string } }).cause?.code) === '23505')
      throw conflict(SERVER_MESSAGES.nicknameExists);
    throw err;
  }
}

/** Sets the picture (a stored key or a preset name) and removes the previous file. */
export async function setPicture(ctx: AppContext, me: UserRow, value: string, ownKey?: string) {
  try {
    const [u] = await ctx.db
      .update(users)
      .set({ profilePicture: value, updatedAt: ctx.clock.now() })
      .where(eq(users.id, me.id))
      .returning();
    await ctx.storage.remove(keyFromPublicUrl(me.profilePicture));
    return u;
  } catch (err) {
    await ctx.storage.remove(ownKey);
    throw err;
  }
}

/** Back to review; a lawyer approved until now keeps the lock on names and bar (identityLocked). */
export async function reuploadLicense(ctx: AppContext, me: UserRow, file: UploadedFile | null) {
  const doc = checkLicense(file);
  const key = await ctx.storage.put('private', doc.buffer, doc.type.ext);
  const now = ctx.clock.now();
  const [u] = await ctx.db
    .update(users)
    .set({
      licenseKey: key,
      licenseMime: doc.type.mime,
      status: 'pending',
      rejectionReason: null,
      identityVerifiedAt: identityLocked(me) ? (me.identityVerifiedAt ?? now) : null,
      updatedAt: now,
    })
    .where(eq(users.id, me.id))
    .returning();
  await ctx.storage.remove(me.licenseKey);
  return u;
}

export async function stats(ctx: AppContext, me: UserRow): Promise<UserStats> {
  if (me.role === 'lawyer') {
    const next = MILESTONES.find((m) => m.threshold > me.satisfactoryCount);
    return {
      role: 'lawyer',
      ...lawyerStats(me),
      nextMilestone: next
        ? { threshold: next.threshold, name: next.name, credits: next.credits, remaining: next.threshold - me.satisfactoryCount }
        : null,
    };
  }
  const byStatus = await ctx.db
    .select({ status: posts.status, n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.authorId, me.id))
    .groupBy(posts.status);
  const n = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const [{ received }] = await ctx.db
    .select({ received: sql<number>`count(*)::int` })
    .from(replies)
    .innerJoin(posts, eq(posts.id, replies.postId))
    .where(and(eq(posts.authorId, me.id), ne(replies.authorId, me.id), isNull(replies.deletedAt)));
  return {
    role: 'user',
    questions: { open: n('open'), answered: n('answered'), resolved: n('resolved'), total: n('open') + n('answered') + n('resolved') },
    repliesReceived: Number(received),
  };
}

/** Public figures of a lawyer from the counters kept on the users row. */
export function lawyerStats(u: UserRow) {
  return {
    answers: u.replyCount,
    satisfactoryAnswers: u.satisfactoryCount,
    satisfactionRate: u.replyCount ? Math.round((u.satisfactoryCount / u.replyCount) * 1000) / 1000 : 0,
    averageRating: u.satisfactoryCount ? Math.round((u.ratingSum / u.satisfactoryCount) * 100) / 100 : null,
    credits: u.credits,
  };
}
