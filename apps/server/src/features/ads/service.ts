import { adsResult, SERVER_MESSAGES } from '@pretoire/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ads, auditLog } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { DetectedType } from '../../lib/file-type';
import { presentAd } from './present';

export const AD_NOT_FOUND = SERVER_MESSAGES.adNotFound;

/** Ads: public reads, admin writes (audited), click counting deduplicated per client and minute. */

export function active(ctx: AppContext, position?: string) {
  return ctx.db
    .select()
    .from(ads)
    .where(position ? and(eq(ads.active, true), eq(ads.position, position)) : eq(ads.active, true))
    .orderBy(desc(ads.createdAt));
}

/**
 * How long this process keeps the active ads' JSON: every public page reads it, and its query and request through
 * Fastify were a sixth of a question page's miss (decisions/reach-ssr.md, «Data»). A write through this process clears
 * it at once; a write through another instance shows here within this time (and everywhere within one public cache
 * lifetime more, when a page was rebuilt here from the old list meanwhile).
 */
export const ACTIVE_ADS_KEPT_MS = 5_000;

/** The read being made or made, shared by the requests that come meanwhile, per app (tests run several). */
const kept = new WeakMap<AppContext, { json: Promise<string>; until: number }>();

/** `GET /api/ads` as its route sends it (the schema's encoding), kept `ACTIVE_ADS_KEPT_MS` in this process. */
export function activeAdsJson(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now().getTime();
  const found = kept.get(ctx);
  if (found && found.until > now) return found.json;
  const json = active(ctx).then((rows) => JSON.stringify(adsResult.encode({ ads: rows.map(presentAd) })));
  const entry = { json, until: now + ACTIVE_ADS_KEPT_MS };
  kept.set(ctx, entry);
  // A failed read is not kept: the next request asks again.
  json.catch(() => {
    if (kept.get(ctx) === entry) kept.delete(ctx);
  });
  return json;
}

/** After a write to the ads: the next read queries again (a read still running is dropped with the entry). */
export function forgetActiveAds(ctx: AppContext) {
  kept.delete(ctx);
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
  } finally {
    forgetActiveAds(ctx);
  }
}

export async function update(
  ctx: AppContext,
  actorId: string,
  id: string,
  set: { position?: string; link?: string | null; active?: boolean },
) {
  const row = await transaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(ads)
      .set({ ...set, ...(set.link === '' ? { link: null } : {}), updatedAt: ctx.clock.now() })
      .where(eq(ads.id, id))
      .returning();
    if (!row) throw notFound(AD_NOT_FOUND);
    await tx.insert(auditLog).values({ actorId, action: 'ad.update', targetType: 'ad', targetId: id, details: set });
    return row;
  });
  forgetActiveAds(ctx);
  return row;
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
  forgetActiveAds(ctx);
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
