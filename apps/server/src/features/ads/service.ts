import { SERVER_MESSAGES } from '@pretoire/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ads, auditLog } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { DetectedType } from '../../lib/file-type';

export type AdRow = typeof ads.$inferSelect;
export const AD_NOT_FOUND = SERVER_MESSAGES.adNotFound;

/** Ads: public reads, admin writes (audited), click counting deduplicated per client and minute. */

export function active(ctx: AppContext, position?: string) {
  return ctx.db
    .select()
    .from(ads)
    .where(position ? and(eq(ads.active, true), eq(ads.position, position)) : eq(ads.active, true))
    .orderBy(desc(ads.createdAt));
}

export function all(ctx: AppContext) {
  return ctx.db.select().from(ads).orderBy(desc(ads.createdAt));
}

export async function create(
  ctx: AppContext,
  actorId: string,
  p: { position: string; link: string | null; image: Buffer; type: DetectedType },
) {
  const key = await ctx.storage.put('public', p.image, p.type.ext);
  try {
    return await transaction(ctx.db, async (tx) => {
      const [row] = await tx.insert(ads).values({ position: p.position, link: p.link, imageKey: key, imageMime: p.type.mime }).returning();
      await tx
        .insert(auditLog)
        .values({ actorId, action: 'ad.create', targetType: 'ad', targetId: row.id, details: { position: p.position } });
      return row;
    });
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
}

export async function update(
  ctx: AppContext,
  actorId: string,
  id: string,
  set: { position?: string; link?: string | null; active?: boolean },
) {
  return transaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(ads)
      .set({ ...set, ...(set.link === '' ? { link: null } : {}), updatedAt: ctx.clock.now() })
      .where(eq(ads.id, id))
      .returning();
    if (!row) throw notFound(AD_NOT_FOUND);
    await tx.insert(auditLog).values({ actorId, action: 'ad.update', targetType: 'ad', targetId: id, details: set });
    return row;
  });
}

export async function remove(ctx: AppContext, actorId: string, id: string) {
  const row = await transaction(ctx.db, async (tx) => {
    const [gone] = await tx.delete(ads).where(eq(ads.id, id)).returning();
    if (!gone) throw notFound(AD_NOT_FOUND);
    await tx
      .insert(auditLog)
      .values({ actorId, action: 'ad.delete', targetType: 'ad', targetId: id, details: { position: gone.position } });
    return gone;
  });
  await ctx.storage.remove(row.imageKey);
}

/** Counts a click unless this client already clicked this ad within the last minute. */
export async function track(ctx: AppContext, id: string, ip: string) {
  const [row] = await ctx.db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.active, true)));
  if (!row) throw notFound(AD_NOT_FOUND);
  const { count } = await ctx.limiter.hit(`ad-click:${id}:${ip}`, 1, 60_000);
  if (count > 1) return false;
  await ctx.db
    .update(ads)
    .set({ clicks: sql`${ads.clicks} + 1` })
    .where(eq(ads.id, id));
  return true;
}
