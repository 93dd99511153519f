import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import { appliedMigrations } from './queries';

/** The `when` of every migration the code ships (src/db/migrations, dist/migrations once built), as Drizzle records it. */
export function shippedMigrations(folder: string): number[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((e) => e.when);
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Ready = the database answers and holds every shipped migration. Drizzle's migrator writes one row per applied
 * migration in drizzle.__drizzle_migrations, its created_at being the journal entry's `when`; a migration whose row is
 * missing is pending (an instance of a newer version started against a database not yet migrated, or a failed run).
 */
export async function readiness(database: Database, shipped: readonly number[]): Promise<Readiness> {
  try {
    await database.ping();
  } catch {
    return { ready: false, reason: 'database: unreachable' };
  }
  let applied = new Set<number>();
  try {
    applied = await appliedMigrations(database.db);
  } catch (err) {
    // 42P01: no migration table at all, so every migration is pending; anything else is the database failing.
    if (
      (err as { code?: string; cause?: { code?: string } }).code !== '42P01' &&
      (err as { cause?: { code?: string } }).cause?.code !== '42P01'
    )
      return { ready: false, reason: 'database: unreachable' };
  }
  const pending = shipped.filter((when) => !applied.has(when)).length;
  return pending ? { ready: false, reason: `migrations: ${pending} pending` } : { ready: true };
}
