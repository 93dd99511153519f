import type { PasswordOwner } from '../lib/password-rule';
import { PasswordField } from './form-field';
import { PasswordStrength } from './password-strength-lazy';

type Key = 'password' | 'confirmPassword';

/** The new password with its strength meter, and its confirmation: the same pair in both registration forms. */
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
  onChange,
  owner,
}: {
  password: string;
  confirmPassword: string;
  errors: Partial<Record<Key, string>>;
  onChange: (key: Key) => (e: { target: { value: string } }) => void;
  /** Names and e-mail the password must not be built from. */
  owner: PasswordOwner;
}) {
  return (
    <>
      <PasswordField
        label="Mot de passe"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onChange('password')}
        error={errors.password}
        below={(id) => <PasswordStrength id={id} password={password} owner={owner} />}
      />
      <PasswordField
        label="Confirmer le mot de passe"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onChange('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
