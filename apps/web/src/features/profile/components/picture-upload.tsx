import { useEffect, useState } from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { useToast } from '@/components/ui/toast';
import type { SessionUser } from '@/features/auth/api/get-me';
import { pictureProblem } from '../api/file-checks';
import { uploadPicture, useProfileMutation } from '../api/profile';
import { Field, primaryButton, Section } from './section';

/** Lawyers upload any photo; it is previewed before it is sent. */
export function PictureUpload({ user }: { user: SessionUser }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const save = useProfileMutation('picture', uploadPicture);
  const toast = useToast();

  useEffect(() => {
    if (!file) { setPreview(null); return; }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Section id="picture-title" title="Photo de profil" description="JPEG, PNG ou WebP, 2 Mo au plus.">
      <form
        className="flex flex-col gap-4 sm:flex-row sm:items-center"
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return;
          save.mutate(file, {
            onSuccess: () => { setFile(null); toast.show({ title: 'Photo mise à jour ✓', kind: 'success' }); },
            onError: (err) => setError(err.message),
          });
        }}
      >
        {preview ? (
          <img src={preview} alt="Aperçu de la nouvelle photo" className="h-20 w-20 shrink-0 rounded-full object-cover ring-2 ring-accent" />
        ) : (
          <UserAvatar user={user} size="lg" />
        )}
        <div className="flex-1">
          <Field id="picture-file" label="Choisir une photo" error={error}>
            <input
              id="picture-file" type="file" accept="image/jpeg,image/png,image/webp"
              aria-invalid={!!error} aria-describedby={error ? 'picture-file-error' : undefined}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-ink/10 file:px-3 file:py-2"
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                const problem = f ? pictureProblem(f) : null;
                setError(problem ?? '');
                setFile(problem ? null : f);
              }}
            />
          </Field>
        </div>
        <button type="submit" disabled={!file || save.isPending} className={primaryButton}>{save.isPending ? 'Envoi…' : 'Enregistrer la photo'}</button>
      </form>
    </Section>
  );
}
