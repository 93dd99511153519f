import { MIN_PASSWORD_LENGTH } from '@pretoire/contracts';

/** What a new password needs, shown before the meter has anything to say. */
export function PasswordHint({ id }: { id: string }) {
  return (
    <p id={id} className="mt-1 text-xs text-ink-soft">
      Au moins {MIN_PASSWORD_LENGTH} caractères. Plusieurs mots peu courants font un mot de passe solide et facile à retenir.
    </p>
  );
}
