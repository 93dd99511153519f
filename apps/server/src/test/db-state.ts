import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * State that a refused request may change by design, so "nothing changed" ignores it:
 * - every hit counts against a rate limit, refused or not (that is what makes it a limit);
 * - a wrong one-time code uses up one of its attempts.
 */
const IGNORED: Record<string, string[] | 'all'> = {
  rate_limits: 'all',
  otp_codes: ['attempts'],
};

const columnsCache = new WeakMap<Db, Map<string, string[]>>();

async function columnsByTable(db: Db): Promise<Map<string, string[]>> {
  const cached = columnsCache.get(db);
  if (cached) return cached;
  const res = await db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`);
  const map = new Map<string, string[]>();
  for (const r of (res as unknown as { rows: { table_name: string; column_name: string }[] }).rows) {
    const ignored = IGNORED[r.table_name];
    if (ignored === 'all' || ignored?.includes(r.column_name)) continue;
    map.set(r.table_name, [...(map.get(r.table_name) ?? []), r.column_name]);
  }
  columnsCache.set(db, map);
  return map;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One digest per table of the public schema (rows and every column but the ignored ones), in one query. */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const tables = await columnsByTable(db);
  const parts = [...tables].map(([table, cols]) => {
    const row = `row(${cols.map((c) => `x.${ident(c)}`).join(', ')})::text`;
    return `select '${table}' as t, count(*)::text || ':' || md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as d from ${ident(table)} x`;
  });
  const res = await db.execute(sql.raw(parts.join(' union all ')));
  return Object.fromEntries((res as unknown as { rows: { t: string; d: string }[] }).rows.map((r) => [r.t, r.d]));
}
