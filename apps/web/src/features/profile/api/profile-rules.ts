import { NICKNAME_MAX, NICKNAME_MIN, VALIDATION_MESSAGES } from '@pretoire/contracts';

// Light client checks with the shared constants and messages; the server applies the full schema
// (e.g. allowed nickname characters, phone format) and its message is shown as received.
// Kept free of zod so the profile page does not download the schema library.

export function nicknameProblem(value: string): string | null {
  const v = value.trim();
  if (v.length < NICKNAME_MIN) return `Pseudonyme : au moins ${NICKNAME_MIN} caractères`;
  if (v.length > NICKNAME_MAX) return `Pseudonyme : au plus ${NICKNAME_MAX} caractères`;
  return null;
}

export type LawyerField = 'firstName' | 'lastName' | 'barAssociation' | 'specializations';

export function lawyerProblems(v: {
  firstName: string;
  lastName: string;
  barAssociation: string;
  specializations: string[];
}): Partial<Record<LawyerField, string>> {
  const out: Partial<Record<LawyerField, string>> = {};
  if (!v.firstName.trim()) out.firstName = VALIDATION_MESSAGES.required;
  if (!v.lastName.trim()) out.lastName = VALIDATION_MESSAGES.required;
  if (!v.barAssociation) out.barAssociation = VALIDATION_MESSAGES.required;
  if (v.specializations.length === 0) out.specializations = VALIDATION_MESSAGES.specializationRequired;
  return out;
}
