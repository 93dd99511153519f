import { MILESTONES } from '@pretoire/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lawyerMilestones, users } from '../../db/schema';

/** Only the columns an author summary shows: never hashes, e-mails or licence paths. */
export const authorColumns = {
  id: users.id,
  role: users.role,
  status: users.status,
  nickname: users.nickname,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  barAssociation: users.barAssociation,
  deletedAt: users.deletedAt,
};
export type AuthorRow = { [K in keyof typeof authorColumns]: (typeof users.$inferSelect)[K] };

const milestoneName = new Map<number, string>(MILESTONES.map((m) => [m.threshold, m.name]));

/** Badge names per lawyer, in threshold order. */
export async function loadBadges(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await db.select().from(lawyerMilestones).where(inArray(lawyerMilestones.lawyerId, ids)).orderBy(lawyerMilestones.threshold);
  for (const r of rows) {
    const name = milestoneName.get(r.threshold);
    if (name) out.set(r.lawyerId, [...(out.get(r.lawyerId) ?? []), name]);
  }
  return out;
}
