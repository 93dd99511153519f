import { NAME_MESSAGES, SERVER_MESSAGES } from '@pretoire/contracts';
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { skeleton } from '../../lib/skeleton';
import { lawyerNameDecision, nicknameDecision } from './names';

const lawyerFullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`;
/** The look-alike key of a lawyer's «first last» name (users.name_skeleton). */
export const lawyerNameSkeleton = (firstName: string, lastName: string) => skeleton(lawyerFullName(firstName, lastName));

/**
 * A nickname a member may take, with the skeleton stored beside it: 400 for a reserved word, 409 when it looks like
 * another nickname or like a lawyer's name. The unique index on the skeleton settles a race between two sign-ups.
 */
export async function checkedNickname(ctx: AppContext, nickname: string, exceptUserId?: string) {
  const decision = nicknameDecision(nickname);
  if (!decision.allowed) throw badRequest(decision.message);
  const key = skeleton(nickname);
  const [clash] = await ctx.db
    .select({ nickname: users.nicknameSkeleton, same: sql<boolean>`lower(${users.nickname}) = lower(${nickname})` })
    .from(users)
    .where(
      and(
        or(
          eq(users.nicknameSkeleton, key),
          sql`lower(${users.nickname}) = lower(${nickname})`,
          and(eq(users.nameSkeleton, key), eq(users.role, 'lawyer'), isNull(users.deletedAt)),
        ),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (clash?.same) throw conflict(SERVER_MESSAGES.nicknameExists);
  if (clash) throw conflict(clash.nickname === key ? NAME_MESSAGES.nicknameLookalike : NAME_MESSAGES.nicknameLikeLawyer);
  return { nickname, nicknameSkeleton: key };
}

/** A lawyer's names (real names: not unique, but without a title or a staff word), with their skeleton. */
export function checkedLawyerName(firstName: string, lastName: string) {
  const decision = lawyerNameDecision(firstName, lastName);
  if (!decision.allowed) throw badRequest(decision.message);
  return { firstName, lastName, nameSkeleton: skeleton(lawyerFullName(firstName, lastName)) };
}

/**
 * Rows written before skeletons existed (or by scripts) get theirs at start. Two old nicknames that look alike
 * cannot both hold the unique skeleton: the later one keeps none (it still works, and blocks nothing).
 */
export async function backfillNameSkeletons(db: DbOrTx, log: (msg: string) => void = () => {}) {
  const rows = await db
    .select({ id: users.id, role: users.role, nickname: users.nickname, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      or(
        and(isNotNull(users.nickname), isNull(users.nicknameSkeleton)),
        and(eq(users.role, 'lawyer'), isNotNull(users.firstName), isNotNull(users.lastName), isNull(users.nameSkeleton)),
      ),
    )
    .orderBy(users.createdAt);
  for (const r of rows) {
    if (r.firstName && r.lastName && r.role === 'lawyer')
      await db
        .update(users)
        .set({ nameSkeleton: skeleton(lawyerFullName(r.firstName, r.lastName)) })
        .where(eq(users.id, r.id));
    if (!r.nickname) continue;
    const key = skeleton(r.nickname);
    const taken = await db
      .update(users)
      .set({ nicknameSkeleton: key })
      .where(and(eq(users.id, r.id), sql`not exists (select 1 from users o where o.nickname_skeleton = ${key})`))
      .returning({ id: users.id });
    if (taken.length === 0) log(`nickname «${r.nickname}» looks like an older one: kept without a skeleton`);
  }
}
