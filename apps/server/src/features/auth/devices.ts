import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { knownDevices } from '../../db/schema';

// A browser is recognised by a random id it keeps (web: localStorage) and sends when signing in. The server keeps
// only an HMAC of (account, id): the same browser gives unrelated values on two accounts, and a leaked table
// gives no usable id. No fingerprinting, no cookie.

/** Devices unseen this long are forgotten (the next sign-in from them is new again). */
const FORGET_AFTER_MS = 400 * 24 * 3_600_000;

export const deviceHash = (ctx: AppContext, userId: string, deviceId: string) =>
  createHmac('sha256', ctx.secret).update(`device:${userId}:${deviceId}`).digest('base64url');

export async function isKnownDevice(ctx: AppContext, userId: string, hash: string) {
  const [row] = await ctx.db
    .select({ hash: knownDevices.deviceHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, hash)))
    .limit(1);
  return Boolean(row);
}

/** Records a successful sign-in from this browser; true when it was not known yet. */
export async function rememberDevice(ctx: AppContext, userId: string, hash: string): Promise<boolean> {
  const now = ctx.clock.now();
  const added = await ctx.db
    .insert(knownDevices)
    .values({ userId, deviceHash: hash, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: now } })
    .returning({ fresh: sql<boolean>`(xmax = 0)` });
  await ctx.db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, userId), lt(knownDevices.lastSeenAt, new Date(now.getTime() - FORGET_AFTER_MS))));
  return Boolean(added[0]?.fresh);
}
