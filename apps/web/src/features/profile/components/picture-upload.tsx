import { useEffect, useState } from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { SessionUser } from '@/features/auth';
import { uploadAccept, uploadProblem } from '@/lib/upload-checks';
import { uploadPicture, useProfileMutation } from '../api/profile';
import { CheckedFileField } from './checked-file-field';
import { Section } from './section';

/** Lawyers upload any photo; it is previewed before it is sent. */
export function PictureUpload({ user }: { user: SessionUser }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const save = useProfileMutation('picture', uploadPicture);
  const toast = useToast();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
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
            onSuccess: () => {
              setFile(null);
              toast.show({ title: 'Photo mise à jour ✓', kind: 'success' });
            },
            onError: (err) => setError(err.message),
          });
        }}
      >
        {preview ? (
          <img src={preview} alt="Aperçu du nouvel avatar" className="h-20 w-20 shrink-0 rounded-full object-cover ring-2 ring-accent" />
        ) : (
          <UserAvatar user={user} size="lg" />
        )}
        <div className="flex-1">
          <CheckedFileField
            id="picture-file"
            label="Choisir une photo"
            accept={uploadAccept('picture')}
            error={error}
            check={(f) => uploadProblem('picture', f)}
            onFile={(f, problem) => {
              setError(problem);
              setFile(f);
            }}
          />
        </div>
        <Button type="submit" disabled={!file || save.isPending}>
          {save.isPending ? 'Envoi…' : 'Enregistrer la photo'}
        </Button>
      </form>
    </Section>
  );
}
