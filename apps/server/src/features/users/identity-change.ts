import {
  IDENTITY_MESSAGES,
  type IdentityChangeFields,
  type IdentityChangeView,
  isApprovedLawyer,
  type LawyerLookalike,
} from '@pretoire/contracts';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { auditLog, type PendingIdentity, users } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { checkLicense } from '../../lib/file-type';
import type { UploadedFile } from '../../lib/multipart';
import type { UserRow } from '../../plugins/auth';
import { checkedLawyerName, lawyerNameSkeleton } from './name-checks';

// A verified lawyer's name and bar are what the directory vouches for: they change only through a request an admin
// checks against a new licence, the profile unchanged meanwhile (docs/decisions/lawyer-identity.md).

const IDENTITY_FIELDS = ['firstName', 'lastName', 'barAssociation'] as const;

/**
 * Approved once, locked for good: the lock follows `identity_verified_at` (set at the first approval, never cleared),
 * not the status a re-upload, a rejection or a suspension changes. The status check covers rows written by scripts.
 */
export const identityLocked = (u: Pick<UserRow, 'role' | 'status' | 'identityVerifiedAt'>) =>
  u.role === 'lawyer' && (u.identityVerifiedAt !== null || isApprovedLawyer(u));

/** 409 when a verified lawyer's profile update would change a verified field: that goes through a request. */
export function refuseIdentityEdit(me: UserRow, body: Partial<Record<(typeof IDENTITY_FIELDS)[number], string | null>>) {
  if (!identityLocked(me)) return;
  const changed = IDENTITY_FIELDS.some((k) => body[k] !== undefined && (body[k] ?? '').trim() !== (me[k] ?? ''));
  if (changed) throw new AppError(409, IDENTITY_MESSAGES.changeRequired, IDENTITY_MESSAGES.changeRequiredReason);
}

type Names = { id: string; nameSkeleton: string | null; barAssociation: string | null };

/** Other lawyers (any status, not deleted) whose «first last» has the same skeleton: homonyms and look-alikes. */
export async function lawyerLookalikes(db: DbOrTx, of: Names[]): Promise<Map<string, LawyerLookalike[]>> {
  const keys = [...new Set(of.flatMap((o) => (o.nameSkeleton ? [o.nameSkeleton] : [])))];
  const out = new Map<string, LawyerLookalike[]>(of.map((o) => [o.id, []]));
  if (keys.length === 0) return out;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      barAssociation: users.barAssociation,
      status: users.status,
      nameSkeleton: users.nameSkeleton,
    })
    .from(users)
    .where(and(inArray(users.nameSkeleton, keys), eq(users.role, 'lawyer'), isNull(users.deletedAt)))
    .orderBy(users.createdAt);
  for (const o of of)
    out.set(
      o.id,
      rows
        .filter((r) => r.id !== o.id && r.nameSkeleton === o.nameSkeleton)
        .map(({ id, nameSkeleton: _, ...r }) => ({ _id: id, ...r, sameBar: r.barAssociation === o.barAssociation })),
    );
  return out;
}

type Row = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'barAssociation'> & { pendingIdentity: PendingIdentity | null };
const view = (u: Row, p: PendingIdentity, duplicates: LawyerLookalike[]): IdentityChangeView => ({
  userId: u.id,
  firstName: p.firstName,
  lastName: p.lastName,
  barAssociation: p.barAssociation,
  reason: p.reason ?? null,
  licenseMime: p.licenseMime,
  requestedAt: p.requestedAt,
  current: { firstName: u.firstName, lastName: u.lastName, barAssociation: u.barAssociation },
  duplicates,
});

/**
 * Stores the request and its licence (private area, type checked from the bytes, as at registration); a newer
 * request replaces an older one. The name is refused when it looks like another lawyer's.
 */
export async function requestIdentityChange(ctx: AppContext, me: UserRow, fields: IdentityChangeFields, file: UploadedFile | null) {
  if (!identityLocked(me)) throw forbidden(IDENTITY_MESSAGES.activeLawyersOnly);
  const names = checkedLawyerName(fields.firstName, fields.lastName);
  if (IDENTITY_FIELDS.every((k) => fields[k] === (me[k] ?? ''))) throw new AppError(400, IDENTITY_MESSAGES.nothingChanged);
  const [twin] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nameSkeleton, names.nameSkeleton), eq(users.role, 'lawyer'), isNull(users.deletedAt), ne(users.id, me.id)))
    .limit(1);
  if (twin) throw conflict(IDENTITY_MESSAGES.lawyerNameLookalike);
  const doc = checkLicense(file);
  const licenseKey = await ctx.storage.put('private', doc.buffer, doc.type.ext);
  const pending: PendingIdentity = {
    ...fields,
    licenseKey,
    licenseMime: doc.type.mime,
    requestedAt: ctx.clock.now().toISOString(),
  };
  const [before] = await ctx.db.select({ p: users.pendingIdentity }).from(users).where(eq(users.id, me.id));
  await ctx.db.update(users).set({ pendingIdentity: pending }).where(eq(users.id, me.id));
  if (before?.p) await ctx.storage.remove(before.p.licenseKey);
  return view({ ...me, pendingIdentity: pending }, pending, []);
}

/** Admins: the pending requests, oldest first. */
export async function pendingIdentityChanges(ctx: AppContext): Promise<IdentityChangeView[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      barAssociation: users.barAssociation,
      pendingIdentity: users.pendingIdentity,
    })
    .from(users)
    .where(and(isNotNull(users.pendingIdentity), isNull(users.deletedAt)))
    .orderBy(sql`${users.pendingIdentity}->>'requestedAt'`);
  const asked = rows.flatMap((r) =>
    r.pendingIdentity
      ? [
          {
            r,
            p: r.pendingIdentity,
            names: {
              id: r.id,
              barAssociation: r.pendingIdentity.barAssociation,
              nameSkeleton: lawyerNameSkeleton(r.pendingIdentity.firstName, r.pendingIdentity.lastName),
            },
          },
        ]
      : [],
  );
  const twins = await lawyerLookalikes(
    ctx.db,
    asked.map((a) => a.names),
  );
  return asked.map((a) => view(a.r, a.p, twins.get(a.r.id) ?? []));
}

/** Admins: the licence sent with a request. */
export async function identityChangeDocument(ctx: AppContext, userId: string) {
  const [u] = await ctx.db.select({ p: users.pendingIdentity }).from(users).where(eq(users.id, userId));
  const data = u?.p ? await ctx.storage.read(u.p.licenseKey) : null;
  if (!data || !u?.p) throw notFound(IDENTITY_MESSAGES.notFound);
  return { data, mime: u.p.licenseMime };
}

/**
 * Approve: the names, their skeleton, the bar and the licence become the profile's (the old licence file goes).
 * Refuse: the request and its file go. Either way in one transaction with its audit row.
 */
export async function decideIdentityChange(ctx: AppContext, actorId: string, userId: string, approve: boolean) {
  const now = ctx.clock.now();
  const dropped = await ctx.db.transaction(async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const p = u?.pendingIdentity;
    if (!u || u.deletedAt || !p) throw notFound(IDENTITY_MESSAGES.notFound);
    const names = checkedLawyerName(p.firstName, p.lastName);
    await tx
      .update(users)
      .set(
        approve
          ? {
              ...names,
              barAssociation: p.barAssociation,
              licenseKey: p.licenseKey,
              licenseMime: p.licenseMime,
              pendingIdentity: null,
              identityVerifiedAt: u.identityVerifiedAt ?? now,
              updatedAt: now,
            }
          : { pendingIdentity: null },
      )
      .where(eq(users.id, userId));
    await tx.insert(auditLog).values({
      actorId,
      action: approve ? 'lawyer.identity_approve' : 'lawyer.identity_refuse',
      targetType: 'user',
      targetId: userId,
      details: {
        from: { firstName: u.firstName, lastName: u.lastName, barAssociation: u.barAssociation },
        to: { firstName: p.firstName, lastName: p.lastName, barAssociation: p.barAssociation },
        reason: p.reason ?? null,
        requestedAt: p.requestedAt,
        document: { key: p.licenseKey, mime: p.licenseMime, kept: approve },
      },
      createdAt: now,
    });
    return approve ? u.licenseKey : p.licenseKey;
  });
  await ctx.storage.remove(dropped);
  return approve ? IDENTITY_MESSAGES.approved : IDENTITY_MESSAGES.refused;
}
