import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLicenseBlob } from '../api/license-document';

/** Shows the license inside the page: PDF in an <object>, images in an <img>; the blob URL is revoked on close. */
export default function LicenseViewer({ lawyerId, name }: { lawyerId: string; name: string }) {
  const doc = useLicenseBlob(lawyerId, true);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!doc.data) return;
    const u = URL.createObjectURL(doc.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [doc.data]);

  if (doc.isPending)
    return (
      <p role="status" className="text-sm">
        Téléchargement du document…
      </p>
    );
  if (doc.isError)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm">
        {doc.error.message}
      </p>
    );
  if (!url) return null;
  const type = doc.data.type;
  const title = `Document de licence de ${name}`;
  return (
    <figure className="space-y-2" data-license-type={type}>
      {type === 'application/pdf' ? (
        <object
          data={url}
          type="application/pdf"
          aria-label={title}
          className="h-[60vh] min-h-80 w-full rounded-md border border-ink/15 bg-paper"
        >
          <p className="p-4 text-sm">
            Ce navigateur n'affiche pas les PDF dans la page.{' '}
            <a href={url} download="licence.pdf" className="underline">
              Télécharger le document
            </a>
          </p>
        </object>
      ) : (
        <img src={url} alt={title} className="max-h-[60vh] w-auto rounded-md border border-ink/15" />
      )}
      <figcaption className="flex items-center justify-between gap-2 text-xs text-ink-soft">
        <span>
          {title} ({type})
        </span>
        <a href={url} target="_blank" rel="noopener" className="inline-flex items-center gap-1 underline">
          Ouvrir dans un onglet
          <ExternalLink aria-hidden className="h-3 w-3" />
        </a>
      </figcaption>
    </figure>
  );
}
