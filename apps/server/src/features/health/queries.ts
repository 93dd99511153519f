import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/statements';

/** Readiness's hand-written statement (docs/decisions/raw-sql.md). */

/** The `when` of every migration Drizzle's migrator recorded as applied. */
// guarded by ready.test.ts; decisions/metrics.md
export async function appliedMigrations(db: DbOrTx): Promise<Set<number>> {
  const applied = await rows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
  return new Set(applied.map((r) => Number(r.created_at)));
}
