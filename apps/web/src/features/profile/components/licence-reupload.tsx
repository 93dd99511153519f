import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { meKey, type SessionUser } from '@/features/auth/api/get-me';
import { licenceProblem } from '../api/file-checks';
import { reuploadLicence } from '../api/profile';
import { Field, secondaryButton, Section } from './section';

/** A new licence document sends the application back to review (status pending, spec §4). */
export function LicenceReupload() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const toast = useToast();
  return (
    <Section id="licence-title" title="Document de licence" description="PDF, JPEG ou PNG, 5 Mo au plus. Un nouvel envoi remet votre compte en attente d’approbation.">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!file) return;
          setBusy(true);
          try {
            const { user } = await reuploadLicence(file);
            qc.setQueryData<{ user: SessionUser }>(meKey, { user: { ...user, status: 'pending' } });
            setFile(null);
            (e.target as HTMLFormElement).reset();
            toast.show({ title: 'Document envoyé ✓', description: 'Votre compte est de nouveau en attente d’approbation.', kind: 'success' });
          } catch (err) {
            setError(err instanceof Error ? err.message : String(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <div className="flex-1">
          <Field id="licence-file" label="Nouveau document de licence" error={error}>
            <input
              id="licence-file" type="file" accept="application/pdf,image/jpeg,image/png"
              aria-invalid={!!error} aria-describedby={error ? 'licence-file-error' : undefined}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-ink/10 file:px-3 file:py-2"
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                const problem = f ? licenceProblem(f) : null;
                setError(problem ?? '');
                setFile(problem ? null : f);
              }}
            />
          </Field>
        </div>
        <button type="submit" disabled={!file || busy} className={secondaryButton}>{busy ? 'Envoi…' : 'Envoyer le document'}</button>
      </form>
    </Section>
  );
}
