import { CLIENT_MESSAGES, SERVER_MESSAGES } from '@pretoire/contracts';

// Registration and login error mappings of spec §8.

/**
 * 'license document' → document upload error; 'Validation error' → invalid form data;
 * 'already exists' → member exists. The nickname conflict also says "already exists" for
 * old clients, but telling a person their e-mail exists when it is their pseudonym would
 * mislead them, so it is shown as received (docs/decisions/web-auth.md).
 */
export function registrationErrorMessage(message: string | undefined): string {
  if (!message) return CLIENT_MESSAGES.registerFailed;
  if (message === SERVER_MESSAGES.nicknameExists) return message;
  if (message.includes('license document')) return CLIENT_MESSAGES.documentUploadError;
  if (message.startsWith('Validation error')) return CLIENT_MESSAGES.invalidFormData;
  if (message.includes('already exists')) return CLIENT_MESSAGES.memberExists;
  return message;
}

/** A login refused because the e-mail is not verified opens the verification dialog. */
export const needsEmailVerification = (message: string | undefined) => !!message && message.toLowerCase().includes('verify your email');

export const messageOf = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);
