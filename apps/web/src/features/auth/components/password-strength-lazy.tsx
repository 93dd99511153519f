import { lazy, Suspense } from 'react';
import type { PasswordOwner } from '../lib/password-rule';
import { PasswordHint } from './password-hint';

// The meter and the rule's code load with the first password form, not with the page (the forgot-password page is
// public): their chunk, then the dictionaries, are fetched only once a new password is being typed.
const Meter = lazy(() => import('./password-strength').then((m) => ({ default: m.PasswordStrength })));

export function PasswordStrength(props: { id: string; password: string; owner: PasswordOwner }) {
  return (
    <Suspense fallback={<PasswordHint id={props.id} />}>
      <Meter {...props} />
    </Suspense>
  );
}

/** The message to show on a new-password field when the form is sent, or undefined when it passes the server's rule. */
export const newPasswordProblem = async (password: string, owner: PasswordOwner) =>
  (await import('../lib/password-rule')).newPasswordProblem(password, owner);
