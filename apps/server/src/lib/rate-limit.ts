import type { DbOrTx } from '../db/client';
import { claimSlot, countHit, heldSlot, releaseOne, resetKey } from '../db/rate-limits';
import type { Clock } from './clock';

/**
 * Fixed-window counters in the database, so every instance sees the same limits.
 * hit() counts one event and says whether it is still within the limit.
 */
export class RateLimiter {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterS: number; count: number }> {
    const now = this.clock.now();
    const reset = new Date(now.getTime() + windowMs);
    const row = await countHit(this.db, key, now.toISOString(), reset.toISOString());
    const retryAfterS = Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000);
    return { allowed: row.count <= limit, retryAfterS, count: row.count };
  }

  /**
   * Growing delays instead of a lock: the first `free` attempts of a window pass at once, each later one must wait
   * base × 2^k after the previous one (capped). An attempt claims its slot atomically, so concurrent attempts on any
   * instance cannot share one; a refused attempt is not counted. Returns whether this attempt may go on.
   */
  async slowDown(
    key: string,
    p: { free: number; windowMs: number; baseDelayMs: number; maxDelayMs: number },
  ): Promise<{ allowed: boolean; retryAfterS: number; count: number }> {
    const now = this.clock.now();
    const at = now.toISOString();
    const reset = new Date(now.getTime() + p.windowMs).toISOString();
    const first = new Date(now.getTime() + (p.free <= 1 ? p.baseDelayMs : 0)).toISOString();
    const row = await claimSlot(this.db, key, { at, reset, first, free: p.free, baseDelayMs: p.baseDelayMs, maxDelayMs: p.maxDelayMs });
    if (row) return { allowed: true, retryAfterS: 0, count: row.count };
    const held = await heldSlot(this.db, key);
    const until = held?.not_before ? new Date(held.not_before).getTime() : now.getTime();
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((until - now.getTime()) / 1000)), count: held?.count ?? 0 };
  }

  /** Gives back one event counted by hit() (an attempt that turned out not to count). */
  async release(key: string) {
    await releaseOne(this.db, key);
  }

  async reset(key: string) {
    await resetKey(this.db, key);
  }
}
