import { MILESTONES } from '@pretoire/contracts';
import { users } from '../../db/schema';

/** Only the columns an author summary shows: never hashes, e-mails or license paths. */
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
  acceptsConsultations: users.acceptsConsultations,
};
export type AuthorRow = { [K in keyof typeof authorColumns]: (typeof users.$inferSelect)[K] };

const milestoneName = new Map<number, string>(MILESTONES.map((m) => [m.threshold, m.name]));

/** Badge names from the thresholds kept in author_badges (sorted by the trigger of migration 0004). */
export function badgeNames(thresholds: readonly number[] | null | undefined): string[] {
  if (!thresholds?.length) return [];
  const out: string[] = [];
  for (const t of thresholds) {
    const name = milestoneName.get(t);
    if (name) out.push(name);
  }
  return out;
}
