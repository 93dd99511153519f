import { hash, verify } from '@node-rs/argon2';
import { catalogueCode, loadPasswordChecker, type PasswordVerdict, personalWords, SECURITY_MESSAGES } from '@pretoire/contracts';
import { badRequest } from './errors';

// argon2id (the library's default algorithm) with its default cost: ~10 ms on this machine.
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(hashed: string | null, plain: string): Promise<boolean> {
  // Without a hash (deleted account), still spend the time of a check: no timing oracle.
  if (!hashed) {
    await hash(plain);
    return false;
  }
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

type Person = Parameters<typeof personalWords>[0];

/** The shared rule of packages/contracts (length, common passwords, French dictionaries, the person's own words). */
export async function passwordVerdict(password: string, person: Person): Promise<PasswordVerdict> {
  const check = await loadPasswordChecker();
  return check(password, personalWords(person));
}

/** 400 with the French reason and advice when a new password does not pass the rule. */
export async function assertStrongPassword(password: string, person: Person) {
  const v = await passwordVerdict(password, person);
  if (v.ok) return;
  // The message is a catalogued one (stable code); zxcvbn's own warning and advice go in the reason.
  const catalogued = v.problem && catalogueCode(v.problem) ? v.problem : SECURITY_MESSAGES.weakPassword;
  throw badRequest(catalogued, `password: ${[v.problem, ...v.advice].filter(Boolean).join(' ')}`);
}
