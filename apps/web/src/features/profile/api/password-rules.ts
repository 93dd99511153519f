import { MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from '@pretoire/contracts';

export type PasswordErrors = Partial<Record<'current' | 'next' | 'confirm', string>>;

/** Spec §5 rules for the new password; the current one is checked by the server. */
export function passwordErrors(v: { current: string; next: string; confirm: string }): PasswordErrors {
  const e: PasswordErrors = {};
  if (!v.current) e.current = VALIDATION_MESSAGES.required;
  if (v.next.length < MIN_PASSWORD_LENGTH) e.next = VALIDATION_MESSAGES.passwordTooShort;
  if (v.next !== v.confirm) e.confirm = VALIDATION_MESSAGES.passwordsMismatch;
  return e;
}
