import { Scale } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { KeptFragment } from '@/ssr/kept-fragment';

// The top bar (menus, bell, realtime) is a chunk of its own, fetched in parallel with the page's route chunk.
const NavBar = lazy(() => import('./nav-bar').then((m) => ({ default: m.NavBar })));

/** The first stop of the keyboard on every page: straight to the page's `<main id="contenu">`. */
export function SkipLink() {
  return (
    <a href="#contenu" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
      Aller au contenu
    </a>
  );
}

/** What opens every page but the landing (whose spec hides the top bar): the skip link and the top bar. */
export function PageTop() {
  return (
    <>
      <SkipLink />
      <Suspense fallback={<div aria-hidden className="h-14 border-b border-ink/10 bg-white" />}>
        <NavBar />
      </Suspense>
    </>
  );
}

/** What closes every page: the disclaimer and the legal pages, which the law wants one click away from anywhere. */
export function SiteFooter() {
  // The same on every page: its HTML is kept once per process (ssr/kept-fragment.tsx).
  return <KeptFragment keyOf={() => 'footer'}>{footer}</KeptFragment>;
}

const footer = (
  <footer className="border-t border-ink/10 bg-white/60">
    <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
      <Link to={paths.landing} className="inline-flex items-center gap-2 font-serif text-base text-ink">
        <Scale aria-hidden className="h-4 w-4 text-accent" /> Prétoire
      </Link>
      <p>Les réponses publiées sont des informations générales, pas une consultation juridique personnalisée.</p>
      <nav aria-label="Informations légales" className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to={paths.legalNotice} className="hover:underline">
          Mentions légales
        </Link>
        <Link to={paths.terms} className="hover:underline">
          Conditions d’utilisation
        </Link>
        <Link to={paths.privacy} className="hover:underline">
          Confidentialité
        </Link>
        <Link to={paths.transparency} className="hover:underline">
          Transparence
        </Link>
      </nav>
    </div>
  </footer>
);
