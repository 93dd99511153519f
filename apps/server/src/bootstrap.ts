import { randomBytes } from 'node:crypto';
import { TERMS_VERSION } from '@pretoire/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { users } from './db/schema';
import { seedCategories } from './features/categories';
import { backfillNameSkeletons } from './features/users';
import { hashPassword } from './lib/password';
import { skeleton } from './lib/skeleton';

/**
 * First-start data: the categories, and an admin when none exists (ADMIN_EMAIL/ADMIN_PASSWORD, else a
 * generated password printed once: it is not stored anywhere in clear).
 */
export async function bootstrap(db: Db, config: Config, print: (msg: string) => void = console.log) {
  await seedCategories(db);
  await backfillNameSkeletons(db, print);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .limit(1);
  if (admin) return;
  const email = (config.ADMIN_EMAIL ?? 'admin@pretoire.local').toLowerCase();
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      role: 'admin',
      status: 'active',
      email,
      emailVerified: true,
      passwordHash: await hashPassword(password),
      nickname: 'Administrateur',
      nicknameSkeleton: skeleton('Administrateur'),
      // The operator who deploys publishes the terms: the first admin starts with the current version accepted.
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date(),
    })
    .onConflictDoNothing();
  const shown = config.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : password;
  print(
    [
      '',
      '┌──────────────────────────────────────────────────────────────┐',
      '│ Prétoire: administrator account created                      │',
      `│   e-mail:   ${email.padEnd(49)}│`,
      `│   password: ${shown.padEnd(49)}│`,
      '│ This password is shown only once. Change it after signing in.│',
      '└──────────────────────────────────────────────────────────────┘',
      '',
    ].join('\n'),
  );
}
