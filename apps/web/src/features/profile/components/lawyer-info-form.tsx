import { BAR_ASSOCIATIONS, BIO_MAX, SPECIALIZATIONS } from '@pretoire/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { SessionUser } from '@/features/auth';
import { updateProfile, useProfileMutation } from '../api/profile';
import { type LawyerField, lawyerProblems } from '../api/profile-rules';
import { IdentityChangeDialog } from './identity-change-dialog';
import { Field, inputClass, Section } from './section';

type Key = LawyerField | 'phone' | 'bio';
type Specialization = (typeof SPECIALIZATIONS)[number];

export function LawyerInfoForm({ user }: { user: SessionUser }) {
  const [v, setV] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    bio: user.bio ?? '',
    barAssociation: user.barAssociation ?? '',
    // The list's own values (the update body's type); a stored value the list no longer has cannot be sent back.
    specializations: SPECIALIZATIONS.filter((s) => user.specializations.includes(s)),
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [serverError, setServerError] = useState('');
  const save = useProfileMutation('lawyer', updateProfile);
  const toast = useToast();
  const text = (k: Exclude<Key, 'specializations'>) => ({
    id: `lawyer-${k}`,
    value: v[k],
    className: inputClass,
    'aria-invalid': !!errors[k],
    'aria-describedby': errors[k] ? `lawyer-${k}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setV((o) => ({ ...o, [k]: e.target.value })),
  });
  const toggle = (s: Specialization) =>
    setV((o) => ({
      ...o,
      specializations: o.specializations.includes(s) ? o.specializations.filter((x) => x !== s) : [...o.specializations, s],
    }));

  // Approved once, names and bar are locked: shown read-only, changed through a request (lawyer-identity.md).
  const locked = !!user.identityVerified;
  return (
    <Section id="lawyer-info-title" title="Informations professionnelles">
      {locked && (
        <div className="mb-4 rounded-md border border-ink/10 bg-ink/5 p-3 sm:p-4">
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            {(
              [
                ['Prénom', user.firstName],
                ['Nom', user.lastName],
                ['Barreau', user.barAssociation],
              ] as const
            ).map(([k, val]) => (
              <div key={k}>
                <dt className="text-ink-soft">{k}</dt>
                <dd className="font-medium break-words">{val || '—'}</dd>
              </div>
            ))}
          </dl>
          <p id="identity-locked-note" className="mt-2 text-sm text-ink-soft">
            Vérifiés lors de l’approbation de votre compte : ils ne changent qu’après l’accord d’un administrateur.
          </p>
          <div className="mt-3">
            <IdentityChangeDialog user={user} />
          </div>
        </div>
      )}
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          // An empty phone clears the number.
          const body = { ...v, firstName: v.firstName.trim(), lastName: v.lastName.trim(), phone: v.phone.trim(), bio: v.bio.trim() };
          const found: Partial<Record<Key, string>> = lawyerProblems(body);
          setErrors(found);
          setServerError('');
          if (Object.keys(found).length) return;
          const { firstName, lastName, barAssociation, ...rest } = body;
          save.mutate(locked ? rest : body, {
            onSuccess: () => toast.show({ title: 'Profil mis à jour ✓', kind: 'success' }),
            onError: (err) => setServerError(err.message),
          });
        }}
      >
        {!locked && (
          <>
            <Field id="lawyer-firstName" label="Prénom" error={errors.firstName}>
              <input {...text('firstName')} autoComplete="given-name" />
            </Field>
            <Field id="lawyer-lastName" label="Nom" error={errors.lastName}>
              <input {...text('lastName')} autoComplete="family-name" />
            </Field>
          </>
        )}
        <Field id="lawyer-phone" label="Téléphone (facultatif)" error={errors.phone}>
          <input {...text('phone')} type="tel" autoComplete="tel" />
        </Field>
        {!locked && (
          <Field id="lawyer-barAssociation" label="Barreau" error={errors.barAssociation}>
            <select {...text('barAssociation')}>
              <option value="" disabled>
                Choisissez votre barreau
              </option>
              {BAR_ASSOCIATIONS.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </Field>
        )}
        <div className="sm:col-span-2">
          <Field id="lawyer-bio" label="Présentation (facultatif)" error={errors.bio} hint={`${v.bio.length} / ${BIO_MAX} caractères`}>
            <textarea {...text('bio')} rows={4} maxLength={BIO_MAX} />
          </Field>
        </div>
        <fieldset className="sm:col-span-2" aria-describedby={errors.specializations ? 'lawyer-spec-error' : undefined}>
          <legend className="text-sm font-medium">Spécialisations</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {SPECIALIZATIONS.map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={v.specializations.includes(s)}
                  onChange={() => toggle(s)}
                  className="h-4 w-4 accent-[#94481a]"
                />{' '}
                {s}
              </label>
            ))}
          </div>
          {errors.specializations && (
            <p id="lawyer-spec-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.specializations}
            </p>
          )}
        </fieldset>
        {serverError && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {serverError}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
