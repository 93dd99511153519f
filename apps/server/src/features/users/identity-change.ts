import { IDENTITY_MESSAGES, type IdentityChangeFields, type IdentityChangeView, isApprovedLawyer } from '@pretoire/contracts';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog, type PendingIdentity, users } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { checkLicense } from '../../lib/file-type';
import type { UploadedFile } from '../../lib/multipart';
import type { UserRow } from '../../plugins/auth';
import { checkedLawyerName } from './name-checks';

// A verified lawyer's name and bar are what the directory vouches for: they change only through a request an admin
// checks against a new licence, the profile unchanged meanwhile (docs/decisions/security.md, «Lawyer identity»).

const IDENTITY_FIELDS = ['firstName', 'lastName', 'barAssociation'] as const;

/** 409 when an approved lawyer's profile update would change a verified field: that goes through a request. */
export function refuseIdentityEdit(me: UserRow, body: Partial<Record<(typeof IDENTITY_FIELDS)[number], string | null>>) {
  if (!isApprovedLawyer(me)) return;
  const changed = IDENTITY_FIELDS.some((k) => body[k] !== undefined && (body[k] ?? '').trim() !== (me[k] ?? ''));
  if (changed) throw new AppError(409, IDENTITY_MESSAGES.changeRequired, IDENTITY_MESSAGES.changeRequiredReason);
}

type Row = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'barAssociation'> & { pendingIdentity: PendingIdentity | null };
const view = (u: Row, p: PendingIdentity): IdentityChangeView => ({
  userId: u.id,
  firstName: p.firstName,
  lastName: p.lastName,
  barAssociation: p.barAssociation,
  licenseMime: p.licenseMime,
  requestedAt: p.requestedAt,
  current: { firstName: u.firstName, lastName: u.lastName, barAssociation: u.barAssociation },
});

/**
 * Stores the request and its licence (private area, type checked from the bytes, as at registration); a newer
 * request replaces an older one. The name is refused when it looks like another lawyer's.
 */
export async function requestIdentityChange(ctx: AppContext, me: UserRow, fields: IdentityChangeFields, file: UploadedFile | null) {
  if (!isApprovedLawyer(me)) throw forbidden(IDENTITY_MESSAGES.activeLawyersOnly);
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
  return view({ ...me, pendingIdentity: pending }, pending);
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
  return rows.flatMap((r) => (r.pendingIdentity ? [view(r, r.pendingIdentity)] : []));
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
      },
      createdAt: now,
    });
    return approve ? u.licenseKey : p.licenseKey;
  });
  await ctx.storage.remove(dropped);
  return approve ? IDENTITY_MESSAGES.approved : IDENTITY_MESSAGES.refused;
}
