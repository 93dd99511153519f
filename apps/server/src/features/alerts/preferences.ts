import type { MailPreferences } from '@pretoire/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailPreferences } from '../../db/schema';

export type Preferences = MailPreferences & { followsCustomized: boolean };

/** No row means these: answers, replies, ratings and consultation requests mailed; new questions in the daily digest. */
export const DEFAULT_PREFERENCES: Preferences = {
  answers: true,
  replies: true,
  ratings: true,
  newQuestions: 'digest',
  consultations: true,
  followsCustomized: false,
};

const pick = (r: typeof mailPreferences.$inferSelect): Preferences => ({
  answers: r.answers,
  replies: r.replies,
  ratings: r.ratings,
  newQuestions: r.newQuestions,
  consultations: r.consultations,
  followsCustomized: r.followsCustomized,
});

export async function getPreferences(db: DbOrTx, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  return row ? pick(row) : { ...DEFAULT_PREFERENCES };
}

export async function preferencesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, Preferences>> {
  const rows = userIds.length ? await db.select().from(mailPreferences).where(inArray(mailPreferences.userId, userIds)) : [];
  const byId = new Map(rows.map((r) => [r.userId, pick(r)]));
  return new Map(userIds.map((id) => [id, byId.get(id) ?? { ...DEFAULT_PREFERENCES }]));
}

export async function setPreferences(db: DbOrTx, userId: string, patch: Partial<Preferences>): Promise<Preferences> {
  const next = { ...(await getPreferences(db, userId)), ...patch };
  await db
    .insert(mailPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...patch, updatedAt: new Date() } });
  return getPreferences(db, userId);
}
