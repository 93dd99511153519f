import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { ph, preparedStatement } from './prepared';
import { users } from './schema';

/**
 * A live account by id, with whether the token `jti` was revoked. Every signed-in request runs it: prepared once per
 * database handle (db/prepared.ts).
 */
export async function signedInUserRow(db: DbOrTx, id: string, jti: string) {
  const stmt = preparedStatement(db, 'signed_in_user', () =>
    db
      .select({ user: users, revoked: sql<boolean>`exists (select 1 from revoked_tokens where jti = ${ph('jti')})` })
      .from(users)
      .where(and(eq(users.id, ph('id')), isNull(users.deletedAt)))
      .prepare('signed_in_user'),
  );
  const [row] = await stmt.execute({ id, jti });
  return row;
}
