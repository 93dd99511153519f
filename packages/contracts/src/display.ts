import { DELETED_USER_NAME } from './constants';

/** The fields that name a person: a lawyer by first and last name, anyone else by nickname. */
export interface Named {
  role: string;
  nickname?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isDeleted?: boolean;
}

/** Spec §3: first + last name for a lawyer, nickname otherwise; deleted accounts read «Compte supprimé». */
export function displayName(u: Named | null | undefined): string {
  if (!u) return 'Unknown User';
  if (u.isDeleted) return DELETED_USER_NAME;
  if (u.role === 'lawyer') {
    const full = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
    return full || 'Unknown Lawyer';
  }
  return u.nickname || 'Unknown User';
}

/** «Maître Prénom Nom» for lawyers in answers. */
export const lawyerTitle = (u: Named) => (u.role === 'lawyer' && !u.isDeleted ? `Maître ${displayName(u)}` : displayName(u));
