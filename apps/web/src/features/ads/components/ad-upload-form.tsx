import { AD_POSITION_LABELS, AD_POSITIONS, type AdPosition, adLink } from '@pretoire/contracts';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { field } from '@/components/ui/styles';
import { useToast } from '@/components/ui/toast';
import { uploadAccept, uploadProblem } from '@/lib/upload-checks';
import { useUploadAd } from '../api/admin-ads';

export function AdUploadForm() {
  const upload = useUploadAd();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [position, setPosition] = useState<AdPosition>(AD_POSITIONS[0]);
  const [link, setLink] = useState('');
  const [error, setError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setPreview(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);

  const pick = (f: File | undefined) => {
    setError('');
    if (!f) return setFile(null);
    const problem = uploadProblem('ad', f);
    setError(problem ?? '');
    setFile(problem ? null : f);
  };

  return (
    <form
      noValidate
      aria-labelledby="ad-upload-title"
      className="space-y-3 rounded-xl border border-ink/10 bg-white p-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) {
          setError('Choisissez une image.');
          return;
        }
        if (!adLink.safeParse(link.trim()).success) {
          setError('Le lien doit être une adresse http(s) valide.');
          return;
        }
        upload.mutate(
          { image: file, position, link: link.trim() },
          {
            onSuccess: () => {
              toast.show({ kind: 'success', title: 'Publicité ajoutée ✓', description: AD_POSITION_LABELS[position] });
              setFile(null);
              setLink('');
              if (fileInput.current) fileInput.current.value = '';
            },
            onError: (err) => setError(err.message),
          },
        );
      }}
    >
      <h3 id="ad-upload-title" className="text-lg font-semibold">
        Nouvelle publicité
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="space-y-3">
          <div>
            <label htmlFor="ad-image" className="mb-1 block text-sm font-medium">
              Image (JPEG, PNG ou WebP, 2 Mo max.)
            </label>
            <input
              id="ad-image"
              ref={fileInput}
              type="file"
              accept={uploadAccept('ad')}
              onChange={(e) => pick(e.target.files?.[0])}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="ad-position" className="mb-1 block text-sm font-medium">
              Emplacement
            </label>
            <select id="ad-position" value={position} onChange={(e) => setPosition(e.target.value as AdPosition)} className={field}>
              {AD_POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {AD_POSITION_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="ad-link" className="mb-1 block text-sm font-medium">
              Lien (facultatif)
            </label>
            <input
              id="ad-link"
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={link}
              onChange={(e) => setLink(e.target.value)}
              className={field}
            />
          </div>
        </div>
        <div className="flex min-h-32 items-center justify-center rounded-lg border border-dashed border-ink/25 bg-paper p-2">
          {preview ? (
            <img src={preview} alt="Aperçu de la publicité" className="max-h-48 w-auto object-contain" />
          ) : (
            <p className="text-sm text-ink-soft">Aperçu de l'image</p>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button size="sm" type="submit" disabled={upload.isPending}>
        <Upload aria-hidden className="h-4 w-4" />
        Publier la publicité
      </Button>
    </form>
  );
}
