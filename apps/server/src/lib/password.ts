import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: ~10 ms on this machine.
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(hashed: string | null, plain: string): Promise<boolean> {
  // Without a hash (deleted account), still spend the time of a check: no timing oracle.
  if (!hashed) {
    await hash(plain);
    return false;
  }
  try { return await verify(hashed, plain); } catch { return false; }
}
