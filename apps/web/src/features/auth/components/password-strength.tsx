import { loadPasswordChecker, MIN_PASSWORD_LENGTH, PASSWORD_STRENGTH_LABELS, type PasswordVerdict } from '@pretoire/contracts';
import { useEffect, useState } from 'react';
import { judgePassword, type PasswordOwner } from '../lib/password-rule';
import { PasswordHint } from './password-hint';

const BAR_COLOURS = ['bg-red-700', 'bg-red-700', 'bg-amber-600', 'bg-emerald-700', 'bg-emerald-700'] as const;

/**
 * Live strength of a new password, with the server's rule and its French advice. The dictionaries are fetched when a
 * form showing this meter opens (never on a public page); the check runs 150 ms after the last keystroke.
 */
export function PasswordStrength({ id, password, owner }: { id: string; password: string; owner: PasswordOwner }) {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const { email, nickname, firstName, lastName } = owner;
  useEffect(() => {
    void loadPasswordChecker().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!password) return setVerdict(null);
    let live = true;
    const timer = setTimeout(() => {
      judgePassword(password, { email, nickname, firstName, lastName }).then(
        (v) => live && setVerdict(v),
        () => undefined,
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, email, nickname, firstName, lastName]);

  if (!password || !verdict) return <PasswordHint id={id} />;
  // Too short: the count left, not the length rule again (the form shows that one under the field when sent).
  const missing = MIN_PASSWORD_LENGTH - password.length;
  const problem = missing > 0 ? `encore ${missing} caractère${missing > 1 ? 's' : ''} au moins` : verdict.problem;
  return (
    <div id={id} className="mt-1.5" data-testid="password-strength">
      <div aria-hidden className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={`h-1.5 flex-1 rounded-full ${verdict.score >= step ? BAR_COLOURS[verdict.score] : 'bg-ink/10'}`} />
        ))}
      </div>
      <p aria-live="polite" className={`mt-1 text-xs ${verdict.ok ? 'text-emerald-800' : 'text-red-800'}`}>
        Robustesse : <strong>{PASSWORD_STRENGTH_LABELS[verdict.score]}</strong>
        {verdict.ok ? ' ✓' : problem ? ` — ${problem}` : ''}
      </p>
      {!verdict.ok && verdict.advice.length > 0 && (
        <ul className="mt-0.5 list-disc pl-4 text-xs text-ink-soft">
          {verdict.advice.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
