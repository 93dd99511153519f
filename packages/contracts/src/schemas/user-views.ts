import { z } from 'zod';
import { adminUserItem, pendingLawyer } from './admin';
import { privateUser } from './auth';
import { pageMeta } from './common';
import { lawyerDetail, lawyerProfile } from './people';

// Spec §7: user objects answered on /users, /lawyers and /auth/me reach the web app with `_id` renamed to `id`.
// The renaming is this transform, applied by the web's fetch functions when they parse the answer; the server keeps `_id`.

const renameId = <T extends { _id: string }>({ _id, ...rest }: T): Omit<T, '_id'> & { id: string } => ({ ...rest, id: _id });

export const sessionUser = privateUser.transform(renameId);
export type SessionUser = z.output<typeof sessionUser>;
export const sessionUserResult = z.object({ user: sessionUser });
export type SessionUserResult = z.output<typeof sessionUserResult>;
/** Login and both registrations: the user (renamed too, so the session holds one shape) and the token. */
export const sessionAuthResult = z.object({ user: sessionUser, token: z.string() });
export type SessionAuthResult = z.output<typeof sessionAuthResult>;

export const lawyerView = lawyerProfile.transform(renameId);
export type LawyerView = z.output<typeof lawyerView>;
export const lawyersPageView = z.object({ lawyers: z.array(lawyerView), ...pageMeta });
export type LawyersPageView = z.output<typeof lawyersPageView>;
export const lawyerDetailView = lawyerDetail.extend({ lawyer: lawyerView });
export type LawyerDetailView = z.output<typeof lawyerDetailView>;

export const pendingLawyerView = pendingLawyer.transform(renameId);
export type PendingLawyerView = z.output<typeof pendingLawyerView>;
export const pendingLawyersView = z.object({ lawyers: z.array(pendingLawyerView) });
export const adminUsersView = z.object({ users: z.array(adminUserItem.transform(renameId)), ...pageMeta });
export type AdminUsersView = z.output<typeof adminUsersView>;
