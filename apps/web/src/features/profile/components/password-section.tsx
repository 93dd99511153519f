import { PASSWORD_CHANGE_BANNER } from '@pretoire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { newPasswordProblem, OtpDialog, PasswordStrength, type SessionUser } from '@/features/auth';
import { changePassword, signInAgain } from '../api/account';
import { type PasswordErrors as Errors, passwordErrors } from '../api/password-rules';
import { Field, inputClass, Section } from './section';

/** Current password + new password (the server's rule, live), then the e-mailed code of purpose password-change. */
export function PasswordSection({ user }: { user: SessionUser & { email: string } }) {
  const { email } = user;
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [codeOpen, setCodeOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    // The weak-password banner's link: bring the section into view, focus its first field.
    if (!paths.profilePassword.endsWith(hash) || !hash || !formRef.current) return;
    formRef.current.scrollIntoView({ block: 'center' });
    formRef.current.querySelector<HTMLInputElement>('input')?.focus();
  }, [hash]);
  const qc = useQueryClient();
  const toast = useToast();
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const input = (k: keyof typeof values, id: string, autoComplete: string) => ({
    id,
    type: 'password',
    value: values[k],
    onChange: set(k),
    autoComplete,
    className: inputClass,
    'aria-invalid': !!errors[k],
    'aria-describedby': [errors[k] && `${id}-error`, k === 'next' && 'new-password-strength'].filter(Boolean).join(' ') || undefined,
  });

  const onVerified = async (otp: string) => {
    try {
      const { message } = await changePassword({ currentPassword: values.current, newPassword: values.next, otp });
      await signInAgain(qc, email, values.next);
      setCodeOpen(false);
      setValues({ current: '', next: '', confirm: '' });
      toast.show({ title: `${message} ✓`, description: 'Vos autres sessions ont été fermées.', kind: 'success' });
    } catch (err) {
      // Most often a wrong current password: show it on that field, where it can be fixed.
      setCodeOpen(false);
      setErrors({ current: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <Section id="password-title" title="Mot de passe" description="Un code de confirmation vous sera envoyé par e-mail.">
      {user.passwordChangeRequired && (
        <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {PASSWORD_CHANGE_BANNER.text} Choisissez-en un nouveau ci-dessous.
        </p>
      )}
      <form
        ref={formRef}
        noValidate
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const found = passwordErrors(values);
          const owner = { email, nickname: user.nickname, firstName: user.firstName, lastName: user.lastName };
          if (!found.next && !found.confirm) {
            const problem = await newPasswordProblem(values.next, owner);
            if (problem) found.next = problem;
          }
          setErrors(found);
          if (Object.keys(found).length === 0) setCodeOpen(true);
        }}
      >
        <Field id="current-password" label="Mot de passe actuel" error={errors.current}>
          <input {...input('current', 'current-password', 'current-password')} />
        </Field>
        <Field id="new-password" label="Nouveau mot de passe" error={errors.next}>
          <input {...input('next', 'new-password', 'new-password')} />
          <PasswordStrength
            id="new-password-strength"
            password={values.next}
            owner={{ email, nickname: user.nickname, firstName: user.firstName, lastName: user.lastName }}
          />
        </Field>
        <Field id="confirm-password" label="Confirmer le mot de passe" error={errors.confirm}>
          <input {...input('confirm', 'confirm-password', 'new-password')} />
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit">Changer le mot de passe</Button>
        </div>
      </form>
      <OtpDialog open={codeOpen} onOpenChange={setCodeOpen} purpose="password-change" onVerified={onVerified} />
    </Section>
  );
}
