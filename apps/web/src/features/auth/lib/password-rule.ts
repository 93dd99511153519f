import { loadPasswordChecker, type PasswordVerdict, personalWords } from '@pretoire/contracts';

/** The person's own words the password is compared with (e-mail, nickname, names). */
export type PasswordOwner = Parameters<typeof personalWords>[0];

/** The server's rule (packages/contracts), run in the browser: its dictionaries load on first use. */
export async function judgePassword(password: string, owner: PasswordOwner): Promise<PasswordVerdict> {
  const check = await loadPasswordChecker();
  return check(password, personalWords(owner));
}

/** The message to show on a new-password field when the form is sent, or undefined when the password passes. */
export async function newPasswordProblem(password: string, owner: PasswordOwner): Promise<string | undefined> {
  const verdict = await judgePassword(password, owner);
  return verdict.ok ? undefined : verdict.problem;
}
