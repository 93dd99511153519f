import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Clock } from './clock';

/**
 * Fixed-window counters in the database, so every instance sees the same limits.
 * hit() counts one event and says whether it is still within the limit.
 */
export class RateLimiter {
  constructor(private readonly db: DbOrTx, private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterS: number; count: number }> {
    const now = this.clock.now();
    const reset = new Date(now.getTime() + windowMs);
    const res = await this.db.execute(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${reset.toISOString()})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`);
    const row = (res as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0];
    const retryAfterS = Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000);
    return { allowed: row.count <= limit, retryAfterS, count: row.count };
  }

  /** Gives back one event counted by hit() (an attempt that turned out not to count). */
  async release(key: string) {
    await this.db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
  }

  async reset(key: string) {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }
}
