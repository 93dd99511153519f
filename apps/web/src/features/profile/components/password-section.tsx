import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { OtpDialog } from '@/features/auth/components/otp-dialog';
import { changePassword, signInAgain } from '../api/account';
import { passwordErrors, type PasswordErrors as Errors } from '../api/password-rules';
import { Field, inputClass, primaryButton, Section } from './section';


/** Current password + new password, then the e-mailed code of purpose password-change. */
export function PasswordSection({ email }: { email: string }) {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [codeOpen, setCodeOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const qc = useQueryClient();
  const toast = useToast();
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const input = (k: keyof typeof values, id: string, autoComplete: string) => ({
    id, type: 'password', value: values[k], onChange: set(k), autoComplete, className: inputClass,
    'aria-invalid': !!errors[k], 'aria-describedby': errors[k] ? `${id}-error` : undefined,
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
      <form
        ref={formRef}
        noValidate
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          const found = passwordErrors(values);
          setErrors(found);
          if (Object.keys(found).length === 0) setCodeOpen(true);
        }}
      >
        <Field id="current-password" label="Mot de passe actuel" error={errors.current}>
          <input {...input('current', 'current-password', 'current-password')} />
        </Field>
        <Field id="new-password" label="Nouveau mot de passe" error={errors.next}>
          <input {...input('next', 'new-password', 'new-password')} />
        </Field>
        <Field id="confirm-password" label="Confirmer le mot de passe" error={errors.confirm}>
          <input {...input('confirm', 'confirm-password', 'new-password')} />
        </Field>
        <div className="sm:col-span-3">
          <button type="submit" className={primaryButton}>Changer le mot de passe</button>
        </div>
      </form>
      <OtpDialog open={codeOpen} onOpenChange={setCodeOpen} purpose="password-change" onVerified={onVerified} />
    </Section>
  );
}
