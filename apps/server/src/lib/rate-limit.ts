import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Clock } from './clock';
import { executeNamed } from './named-statement';

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
    // Named: it runs before every write (answers, questions, codes), and PostgreSQL would parse and plan it each time.
    const [row] = await executeNamed<{ count: number; reset_at: string | Date }>(
      this.db,
      'rate_limit_hit',
      sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${reset.toISOString()})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`,
    );
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
    const res = await this.db.execute(sql`
      insert into rate_limits (key, count, reset_at, not_before) values (${key}, 1, ${reset}, ${first})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${at} then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${at} then excluded.reset_at else rate_limits.reset_at end,
        not_before = case
          when rate_limits.reset_at <= ${at} then excluded.not_before
          when rate_limits.count + 1 < ${p.free} then ${at}::timestamptz
          else ${at}::timestamptz + least(${p.maxDelayMs}::float8, ${p.baseDelayMs}::float8 * power(2, rate_limits.count + 1 - ${p.free}))
            * interval '1 millisecond'
        end
      where rate_limits.reset_at <= ${at} or rate_limits.not_before is null or rate_limits.not_before <= ${at}
      returning count`);
    const row = (res as unknown as { rows: { count: number }[] }).rows[0];
    if (row) return { allowed: true, retryAfterS: 0, count: row.count };
    const wait = await this.db.execute(sql`select count, not_before from rate_limits where key = ${key}`);
    const held = (wait as unknown as { rows: { count: number; not_before: string | Date | null }[] }).rows[0];
    const until = held?.not_before ? new Date(held.not_before).getTime() : now.getTime();
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((until - now.getTime()) / 1000)), count: held?.count ?? 0 };
  }

  /** Gives back one event counted by hit() (an attempt that turned out not to count). */
  async release(key: string) {
    await this.db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
  }

  async reset(key: string) {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }
}
