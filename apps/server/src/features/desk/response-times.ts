import { RESPONSE_TIME_MIN_ANSWERS, type ResponseTime } from '@pretoire/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deskResponseTimes } from '../../db/schema';

export { forgetAnswer, recordFirstAnswer, refreshAllResponseTimes } from './queries';

const shown = (r: { medianSeconds: number | null; answers: number }): ResponseTime | null =>
  r.medianSeconds !== null && r.answers >= RESPONSE_TIME_MIN_ANSWERS ? { medianSeconds: r.medianSeconds, answers: r.answers } : null;

/** Stored figures for these subjects (null below the minimum number of answers or when none). */
export async function responseTimesOf(db: DbOrTx, scope: 'lawyer' | 'category', ids: string[]) {
  const rows = ids.length
    ? await db
        .select({ id: deskResponseTimes.subjectId, medianSeconds: deskResponseTimes.medianSeconds, answers: deskResponseTimes.answers })
        .from(deskResponseTimes)
        .where(and(eq(deskResponseTimes.scope, scope), inArray(deskResponseTimes.subjectId, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, shown(r)]));
  return ids.map((id) => ({ id, responseTime: byId.get(id) ?? null }));
}

/** Every category's stored figure (one small table read; the category list shows it). */
export async function categoryResponseTimes(db: DbOrTx) {
  const rows = await db
    .select({ id: deskResponseTimes.subjectId, medianSeconds: deskResponseTimes.medianSeconds, answers: deskResponseTimes.answers })
    .from(deskResponseTimes)
    .where(eq(deskResponseTimes.scope, 'category'));
  return rows.map((r) => ({ categoryId: r.id, responseTime: shown(r) }));
}
