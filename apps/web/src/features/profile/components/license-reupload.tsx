import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { meKey, type SessionUser } from '@/features/auth';
import { uploadAccept, uploadProblem } from '@/lib/upload-checks';
import { reuploadLicense } from '../api/profile';
import { CheckedFileField } from './checked-file-field';
import { Section } from './section';

/** A new license document sends the application back to review (status pending, spec §4). */
export function LicenseReupload() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const toast = useToast();
  return (
    <Section
      id="license-title"
      title="Document de licence"
      description="PDF, JPEG ou PNG, 5 Mo au plus. Un nouvel envoi remet votre compte en attente d’approbation."
    >
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!file) return;
          setBusy(true);
          try {
            const { user } = await reuploadLicense(file);
            qc.setQueryData<{ user: SessionUser }>(meKey, { user: { ...user, status: 'pending' } });
            setFile(null);
            (e.target as HTMLFormElement).reset();
            toast.show({
              title: 'Document envoyé ✓',
              description: 'Votre compte est de nouveau en attente d’approbation.',
              kind: 'success',
            });
          } catch (err) {
            setError(err instanceof Error ? err.message : String(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <div className="flex-1">
          <CheckedFileField
            id="license-file"
            label="Nouveau document de licence"
            accept={uploadAccept('license')}
            error={error}
            check={(f) => uploadProblem('license', f)}
            onFile={(f, problem) => {
              setError(problem);
              setFile(f);
            }}
          />
        </div>
        <Button variant="outline" type="submit" disabled={!file || busy}>
          {busy ? 'Envoi…' : 'Envoyer le document'}
        </Button>
      </form>
    </Section>
  );
}
