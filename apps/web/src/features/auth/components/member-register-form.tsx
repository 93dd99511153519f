import { NICKNAME_MAX } from '@pretoire/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type FieldErrors, hasErrors, type MemberFields, validateMember } from '../lib/validation';
import { TextField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordProblem } from './password-strength-lazy';
import { useTermsConsent } from './terms-consent';

const empty: MemberFields = { nickname: '', email: '', password: '', confirmPassword: '' };

export function MemberRegisterForm({ busy, onValid }: { busy: boolean; onValid: (f: MemberFields) => void }) {
  const [f, setF] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof MemberFields>>({});
  const consent = useTermsConsent();
  const set = (key: keyof MemberFields) => (e: { target: { value: string } }) => {
    setF((prev) => ({ ...prev, [key]: e.target.value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = validateMember(f);
    // The server's password rule, once the simple checks pass (its dictionaries may still be loading).
    if (!hasErrors(found)) found.password = await newPasswordProblem(f.password, { email: f.email, nickname: f.nickname });
    if (consent.settle(form, found, setErrors)) onValid({ ...f, email: f.email.trim(), nickname: f.nickname.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Pseudonyme"
        name="nickname"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX}
        value={f.nickname}
        onChange={set('nickname')}
        error={errors.nickname}
        hint="Affiché publiquement à la place de votre nom."
      />
      <TextField
        label="Adresse e-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={f.email}
        onChange={set('email')}
        error={errors.email}
      />
      <NewPasswordFields
        password={f.password}
        confirmPassword={f.confirmPassword}
        errors={errors}
        onChange={set}
        owner={{ email: f.email, nickname: f.nickname }}
      />
      {consent.field}
      <Button block type="submit" disabled={busy}>
        {busy ? 'Envoi du code…' : 'Créer mon compte'}
      </Button>
    </form>
  );
}
