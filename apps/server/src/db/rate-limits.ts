import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { rows } from './statements';

/** The rate limiter's statements on `rate_limits` (lib/rate-limit.ts; docs/decisions/write-limits.md). */

// guarded by write-rate.test.ts; decisions/write-limits.md
export async function countHit(db: DbOrTx, key: string, now: string, reset: string) {
  // Named: it runs before every write (answers, questions, codes), and PostgreSQL would parse and plan it each time.
  const [row] = await rows<{ count: number; reset_at: string | Date }>(
    db,
    sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${reset})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`,
    'rate_limit_hit',
  );
  return row;
}

// guarded by throttle.test.ts; decisions/security-accounts.md
export async function claimSlot(
  db: DbOrTx,
  key: string,
  p: { at: string; reset: string; first: string; free: number; baseDelayMs: number; maxDelayMs: number },
) {
  const { at, reset, first } = p;
  const [row] = await rows<{ count: number }>(
    db,
    sql`
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
      returning count`,
  );
  return row;
}

// guarded by throttle.test.ts; decisions/security-accounts.md
export async function heldSlot(db: DbOrTx, key: string) {
  const [row] = await rows<{ count: number; not_before: string | Date | null }>(
    db,
    sql`select count, not_before from rate_limits where key = ${key}`,
  );
  return row;
}

// guarded by throttle.test.ts; decisions/security-accounts.md
export async function releaseOne(db: DbOrTx, key: string) {
  await rows(db, sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

// guarded by throttle.test.ts; decisions/security-accounts.md
export async function resetKey(db: DbOrTx, key: string) {
  await rows(db, sql`delete from rate_limits where key = ${key}`);
}
