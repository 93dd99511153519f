import { BAR_ASSOCIATIONS, BIO_MAX, SPECIALIZATIONS } from '@pretoire/contracts';
import { FileText, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { type FieldErrors, formatBytes, type LawyerFields, LICENSE_ACCEPT, licenseFileError, validateLawyer } from '../lib/validation';
import { FieldError, TextField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordProblem } from './password-strength-lazy';
import { inputClass } from './styles';
import { useTermsConsent } from './terms-consent';

type Errors = FieldErrors<keyof LawyerFields>;
export type ValidLawyer = Omit<LawyerFields, 'licenseDocument'> & { licenseDocument: File };

const empty: Omit<LawyerFields, 'licenseDocument'> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  barAssociation: '',
  specializations: [],
  bio: '',
};

export function LawyerRegisterForm({ busy, onValid }: { busy: boolean; onValid: (f: ValidLawyer) => void }) {
  const ids = useId();
  const [f, setF] = useState(empty);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const update = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => {
    setF((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };
  const text =
    (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'bio') => (e: { target: { value: string } }) =>
      update(key, e.target.value);
  const toggle = (s: string) =>
    update('specializations', f.specializations.includes(s) ? f.specializations.filter((x) => x !== s) : [...f.specializations, s]);

  // Size and type are checked on selection: a refused file never leaves the browser.
  const pickFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    const problem = chosen ? licenseFileError(chosen) : undefined;
    if (problem) e.target.value = '';
    setFile(problem ? null : chosen);
    setErrors((prev) => ({ ...prev, licenseDocument: problem }));
  };

  const consent = useTermsConsent();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = validateLawyer({ ...f, licenseDocument: file });
    if (!found.password && !found.confirmPassword)
      found.password = await newPasswordProblem(f.password, { email: f.email, firstName: f.firstName, lastName: f.lastName });
    if (consent.settle(form, found, setErrors) && file) onValid({ ...f, email: f.email.trim(), licenseDocument: file });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prénom"
          name="firstName"
          autoComplete="given-name"
          value={f.firstName}
          onChange={text('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Nom"
          name="lastName"
          autoComplete="family-name"
          value={f.lastName}
          onChange={text('lastName')}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Adresse e-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={f.email}
        onChange={text('email')}
        error={errors.email}
      />
      <TextField label="Téléphone (facultatif)" name="phone" type="tel" autoComplete="tel" value={f.phone} onChange={text('phone')} />
      <NewPasswordFields
        password={f.password}
        confirmPassword={f.confirmPassword}
        errors={errors}
        onChange={text}
        owner={{ email: f.email, firstName: f.firstName, lastName: f.lastName }}
      />
      <Combobox
        label="Barreau"
        options={BAR_ASSOCIATIONS}
        value={f.barAssociation}
        onChange={(v) => update('barAssociation', v)}
        error={errors.barAssociation}
        placeholder="Rechercher votre barreau…"
        emptyText="Aucun barreau ne correspond"
        inputClassName={inputClass}
      />
      <fieldset aria-describedby={errors.specializations ? `${ids}-spec-err` : undefined}>
        <legend className="text-sm font-medium">Spécialisations</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SPECIALIZATIONS.map((s) => {
            const on = f.specializations.includes(s);
            return (
              <label
                key={s}
                className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${on ? 'border-ink bg-ink text-white' : 'border-ink/25 bg-white'}`}
              >
                <input type="checkbox" className="sr-only" checked={on} onChange={() => toggle(s)} />
                {s}
              </label>
            );
          })}
        </div>
        <FieldError id={`${ids}-spec-err`} error={errors.specializations} />
      </fieldset>
      <div>
        <label htmlFor={`${ids}-bio`} className="block text-sm font-medium">
          Présentation (facultatif)
        </label>
        <textarea id={`${ids}-bio`} name="bio" rows={3} maxLength={BIO_MAX} value={f.bio} onChange={text('bio')} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${ids}-file`} className="block text-sm font-medium">
          Document de licence
        </label>
        <p id={`${ids}-file-hint`} className="text-xs text-ink-soft">
          PDF, JPEG ou PNG, 5 Mo au plus. Vérifié par un administrateur avant l’activation du compte.
        </p>
        <label
          htmlFor={`${ids}-file`}
          className="mt-2 flex cursor-pointer items-center gap-3 rounded-md border border-dashed border-ink/30 bg-paper px-3 py-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
        >
          {file ? (
            <FileText aria-hidden className="h-5 w-5 shrink-0 text-accent" />
          ) : (
            <Upload aria-hidden className="h-5 w-5 shrink-0 text-ink-soft" />
          )}
          <span className="min-w-0 truncate">{file ? `${file.name} · ${formatBytes(file.size)}` : 'Choisir un fichier'}</span>
        </label>
        <input
          id={`${ids}-file`}
          type="file"
          name="licenseDocument"
          accept={LICENSE_ACCEPT}
          onChange={pickFile}
          aria-invalid={errors.licenseDocument ? true : undefined}
          aria-describedby={`${ids}-file-hint${errors.licenseDocument ? ` ${ids}-file-err` : ''}`}
          className="sr-only"
        />
        <FieldError id={`${ids}-file-err`} error={errors.licenseDocument} alert />
      </div>
      {consent.field}
      <Button block type="submit" disabled={busy}>
        {busy ? 'Envoi du code…' : 'Soumettre mon inscription'}
      </Button>
    </form>
  );
}
