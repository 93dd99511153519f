import { BAR_ASSOCIATIONS, IDENTITY_REASON_MAX, IDENTITY_REASON_MIN, VALIDATION_MESSAGES } from '@pretoire/contracts';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { dialogContent, dialogOverlay } from '@/components/ui/styles';
import { useToast } from '@/components/ui/toast';
import type { SessionUser } from '@/features/auth';
import { uploadAccept, uploadProblem } from '@/lib/upload-checks';
import { requestIdentityChange } from '../api/identity-change';
import { CheckedFileField } from './checked-file-field';
import { Field, inputClass } from './section';

type Key = 'reason' | 'firstName' | 'lastName' | 'barAssociation' | 'file';

/**
 * «Demander une modification»: a verified lawyer's names and bar change only after an admin checks the request
 * against the licence sent with it (docs/decisions/lawyer-identity.md); the profile keeps the verified ones meanwhile.
 */
export function IdentityChangeDialog({ user }: { user: SessionUser }) {
  const blank = () => ({
    reason: '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    barAssociation: user.barAssociation ?? '',
  });
  const [open, setOpen] = useState(false);
  const [v, setV] = useState(blank);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const text = (k: Exclude<Key, 'file'>) => ({
    id: `identity-${k}`,
    value: v[k],
    className: inputClass,
    'aria-invalid': !!errors[k],
    'aria-describedby': errors[k] ? `identity-${k}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setV((o) => ({ ...o, [k]: e.target.value })),
  });
  const problems = () => {
    const out: Partial<Record<Key, string>> = {};
    if (v.reason.trim().length < IDENTITY_REASON_MIN) out.reason = `Motif : au moins ${IDENTITY_REASON_MIN} caractères`;
    if (!v.firstName.trim()) out.firstName = VALIDATION_MESSAGES.required;
    if (!v.lastName.trim()) out.lastName = VALIDATION_MESSAGES.required;
    if (!v.barAssociation) out.barAssociation = VALIDATION_MESSAGES.required;
    if (!file) out.file = 'Joignez votre carte professionnelle ou un justificatif du changement.';
    return out;
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          setV(blank());
          setFile(null);
          setErrors({});
          setServerError('');
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" type="button">
          Demander une modification
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content className={`${dialogContent} max-h-[calc(100dvh-2rem)] overflow-y-auto`}>
          <Dialog.Title className="font-serif text-xl font-semibold">Demander une modification</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            Votre nom et votre barreau ont été vérifiés. Un administrateur compare votre demande au justificatif joint ; votre profil et vos
            réponses gardent l’identité vérifiée jusqu’à sa décision.
          </Dialog.Description>
          <form
            noValidate
            className="mt-4 space-y-3"
            onSubmit={async (e) => {
              e.preventDefault();
              const found = problems();
              setErrors(found);
              setServerError('');
              if (Object.keys(found).length || !file) return;
              setBusy(true);
              try {
                const fields = {
                  reason: v.reason.trim(),
                  firstName: v.firstName.trim(),
                  lastName: v.lastName.trim(),
                  barAssociation: v.barAssociation,
                };
                const res = await requestIdentityChange(fields, file);
                toast.show({ kind: 'success', title: 'Demande envoyée ✓', description: res.message });
                setOpen(false);
              } catch (err) {
                setServerError((err as Error).message);
              } finally {
                setBusy(false);
              }
            }}
          >
            <Field id="identity-reason" label="Motif de la demande" error={errors.reason}>
              <textarea {...text('reason')} rows={3} maxLength={IDENTITY_REASON_MAX} aria-required />
            </Field>
            <Field id="identity-firstName" label="Nouveau prénom" error={errors.firstName}>
              <input {...text('firstName')} autoComplete="given-name" aria-required />
            </Field>
            <Field id="identity-lastName" label="Nouveau nom" error={errors.lastName}>
              <input {...text('lastName')} autoComplete="family-name" aria-required />
            </Field>
            <Field id="identity-barAssociation" label="Barreau" error={errors.barAssociation}>
              <select {...text('barAssociation')} aria-required>
                {BAR_ASSOCIATIONS.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            </Field>
            <CheckedFileField
              id="identity-file"
              label="Justificatif (PDF, JPEG ou PNG, 5 Mo au plus)"
              accept={uploadAccept('license')}
              error={errors.file ?? ''}
              check={(f) => uploadProblem('license', f)}
              onFile={(f, problem) => {
                setErrors((o) => ({ ...o, file: problem || undefined }));
                setFile(f);
              }}
            />
            {serverError && (
              <p role="alert" className="text-sm text-red-700">
                {serverError}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonClass({ variant: 'outline', size: 'sm' })} type="button">
                Annuler
              </Dialog.Close>
              <Button size="sm" type="submit" disabled={busy}>
                {busy ? 'Envoi…' : 'Envoyer la demande'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
