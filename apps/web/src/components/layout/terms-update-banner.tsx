import { TERMS_VERSION } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { paths } from '@/config/paths';
import { meKey } from '@/features/auth/api/get-me';
import { api } from '@/lib/api-client';

const link = 'font-medium underline underline-offset-2';

/**
 * Under the top bar while the signed-in person has not accepted the current terms version (never, or an older one):
 * asked once; accepting records the version and the banner goes (docs/decisions/terms-consent.md).
 */
export function TermsUpdateBanner() {
  const qc = useQueryClient();
  const accept = useMutation({
    mutationFn: () => api('/users/me/terms', { method: 'POST', body: { version: TERMS_VERSION } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
  });
  return (
    <section aria-label="Nouvelles conditions" className="border-t border-sky-200 bg-sky-50 text-sky-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <FileText aria-hidden className="h-4 w-4 shrink-0" />
        <p>
          Nos{' '}
          <a href={paths.terms} target="_blank" rel="noopener" className={link}>
            Conditions d'utilisation<span className="sr-only"> (nouvel onglet)</span>
          </a>{' '}
          et notre{' '}
          <a href={paths.privacy} target="_blank" rel="noopener" className={link}>
            Politique de confidentialité<span className="sr-only"> (nouvel onglet)</span>
          </a>{' '}
          ont changé. Merci de les lire et de les accepter.
        </p>
        <button
          type="button"
          onClick={() => accept.mutate()}
          disabled={accept.isPending}
          className="rounded-md bg-ink px-3 py-1 text-white hover:bg-ink-soft disabled:opacity-60"
        >
          J'accepte
        </button>
        {accept.isError && <p role="alert">L'acceptation n'a pas pu être enregistrée. Réessayez.</p>}
      </div>
    </section>
  );
}
