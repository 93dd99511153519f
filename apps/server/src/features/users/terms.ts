import { TERMS_VERSION } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { UserRow } from '../../plugins/auth';

/** A signed-in person accepts the current terms (docs/decisions/terms-consent.md); accepting again keeps the first date. */
export async function acceptCurrentTerms(ctx: AppContext, me: UserRow) {
  if (me.termsVersion === TERMS_VERSION && me.termsAcceptedAt) {
    return { termsVersion: me.termsVersion, termsAcceptedAt: me.termsAcceptedAt.toISOString() };
  }
  const now = ctx.clock.now();
  await ctx.db.update(users).set({ termsVersion: TERMS_VERSION, termsAcceptedAt: now }).where(eq(users.id, me.id));
  return { termsVersion: TERMS_VERSION, termsAcceptedAt: now.toISOString() };
}
