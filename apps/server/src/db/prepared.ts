import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

export type Statement<T> = { execute(params: Record<string, unknown>): Promise<T> };

const prepared = new WeakMap<object, Map<string, Statement<unknown>>>();

/**
 * A named prepared statement per database handle, built on first use. Building a drizzle query and having PostgreSQL
 * parse and plan it cost more CPU per request than running it for the lists, the desk queue and search
 * (docs/PERFORMANCE.md); values travel as placeholders (`ph`).
 */
export function preparedStatement<T>(db: DbOrTx, name: string, build: () => Statement<T>): Statement<T> {
  let byName = prepared.get(db);
  if (!byName) {
    byName = new Map();
    prepared.set(db, byName);
  }
  let stmt = byName.get(name);
  if (!stmt) {
    stmt = build();
    byName.set(name, stmt);
  }
  return stmt as Statement<T>;
}

export const ph = (name: string) => sql.placeholder(name);

/**
 * A placeholder the planner cannot see (an init-plan): costs no longer depend on its value, so after five executions
 * PostgreSQL keeps the statement's generic plan instead of planning it again at every execution. Only for statements
 * whose plan is right whatever the value (the desk queue: planning took 0.4 ms of its 0.8 ms).
 */
export const opaque = (name: string, type: 'int' | 'date' | 'timestamp' | 'text' | 'uuid[]') => sql`(select ${ph(name)}::${sql.raw(type)})`;
