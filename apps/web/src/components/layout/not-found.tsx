import { SearchX, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { HydrationMark } from './hydration-mark';

/** The French «page introuvable»: unknown path, deleted question, unknown category or lawyer (HTTP 404 on the server). */
export function NotFoundPage() {
  return (
    <div className="mx-auto my-8 max-w-lg rounded-xl border border-ink/10 bg-white p-8 text-center shadow-sm">
      <HydrationMark part="page" />
      <SearchX aria-hidden className="mx-auto h-10 w-10 text-accent" />
      <h1 className="mt-4 text-3xl">Page introuvable</h1>
      <p className="mt-3 text-ink-soft">
        Aucune page ne correspond à cette adresse. Le lien est peut-être incomplet, ou ce qu’il désignait a été déplacé ou supprimé.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={paths.home} className="rounded-md bg-ink px-4 py-2 font-medium text-white hover:bg-ink-soft">
          Voir les questions
        </Link>
        <Link to={paths.lawyers} className="rounded-md border border-ink/20 px-4 py-2 font-medium hover:border-ink">
          Annuaire des avocats
        </Link>
      </div>
    </div>
  );
}

/** A public page's error element: a 404 from its loader is the not-found page, anything else a short apology. */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto my-8 max-w-lg rounded-xl border border-ink/10 bg-white p-8 text-center shadow-sm">
      <HydrationMark part="page" />
      <TriangleAlert aria-hidden className="mx-auto h-10 w-10 text-accent" />
      <p className="mt-4 text-lg">Cette page n’a pas pu s’afficher. Réessayez dans un instant.</p>
      <Link to={paths.home} className="mt-6 inline-block rounded-md bg-ink px-4 py-2 font-medium text-white">
        Voir les questions
      </Link>
    </div>
  );
}
