import { BAR_ASSOCIATIONS, MIN_PASSWORD_LENGTH, OTP_LENGTH, VALIDATION_MESSAGES } from '@pretoire/contracts';
import { type ChosenFile, uploadAccept, uploadProblem } from '@/lib/upload-checks';

// Client-side rules of spec §5. Pure functions so they are unit-tested in Node.

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface MemberFields {
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export type LicenseFile = ChosenFile;
export interface LawyerFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  barAssociation: string;
  specializations: string[];
  bio: string;
  licenseDocument: LicenseFile | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LICENSE_ACCEPT = uploadAccept('license');

export const isFilled = (v: string) => v.trim().length > 0;

export function emailError(email: string): string | undefined {
  if (!isFilled(email)) return VALIDATION_MESSAGES.required;
  if (!EMAIL.test(email.trim())) return VALIDATION_MESSAGES.invalidEmail;
  return undefined;
}

/** Minimum length first, then the confirmation (spec §5). */
export function passwordErrors(password: string, confirm: string): FieldErrors<'password' | 'confirmPassword'> {
  const out: FieldErrors<'password' | 'confirmPassword'> = {};
  if (password.length < MIN_PASSWORD_LENGTH) out.password = VALIDATION_MESSAGES.passwordTooShort;
  if (password !== confirm) out.confirmPassword = VALIDATION_MESSAGES.passwordsMismatch;
  return out;
}

/** Size, then type (the shared upload check). */
export const licenseFileError = (file: LicenseFile): string | undefined => uploadProblem('license', file) ?? undefined;

export function validateMember(f: MemberFields): FieldErrors<keyof MemberFields> {
  const out: FieldErrors<keyof MemberFields> = {};
  if (!isFilled(f.nickname)) out.nickname = VALIDATION_MESSAGES.required;
  const mail = emailError(f.email);
  if (mail) out.email = mail;
  return { ...out, ...passwordErrors(f.password, f.confirmPassword) };
}

export function validateLawyer(f: LawyerFields): FieldErrors<keyof LawyerFields> {
  const out: FieldErrors<keyof LawyerFields> = {};
  if (!isFilled(f.firstName)) out.firstName = VALIDATION_MESSAGES.required;
  if (!isFilled(f.lastName)) out.lastName = VALIDATION_MESSAGES.required;
  const mail = emailError(f.email);
  if (mail) out.email = mail;
  Object.assign(out, passwordErrors(f.password, f.confirmPassword));
  // Only a name of the list is accepted by the server; free text counts as not chosen.
  if (!BAR_ASSOCIATIONS.includes(f.barAssociation)) out.barAssociation = VALIDATION_MESSAGES.required;
  if (f.specializations.length === 0) out.specializations = VALIDATION_MESSAGES.specializationRequired;
  if (!f.licenseDocument) out.licenseDocument = VALIDATION_MESSAGES.licenseRequired;
  else {
    const fileError = licenseFileError(f.licenseDocument);
    if (fileError) out.licenseDocument = fileError;
  }
  return out;
}

export const hasErrors = (e: object) => Object.values(e).some(Boolean);

/** The code field accepts digits only, at most six. */
export const sanitizeOtp = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);
export const isCompleteOtp = (value: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);

/** Case- and accent-insensitive search used by the bar association list. */
export const foldForSearch = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
export function filterOptions(options: readonly string[], query: string): string[] {
  const q = foldForSearch(query);
  if (!q) return [...options];
  return options.filter((o) => foldForSearch(o).includes(q));
}

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo` : `${Math.max(1, Math.round(n / 1024))} Ko`;
