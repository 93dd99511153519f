import { Scale } from 'lucide-react';
import { lazy, Suspense, useCallback } from 'react';
import { Link, Outlet, useOutletContext } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthDialog } from './auth-dialog-host';

// The top bar (menus, bell, realtime) is a chunk of its own: the landing page, which has no top bar, never loads it,
// and other pages fetch it in parallel with their route chunk.
const NavBar = lazy(() => import('./nav-bar').then((m) => ({ default: m.NavBar })));

export interface LayoutContext {
  openSignIn: () => void;
}

/** Pages call this to invite a visitor to sign in (e.g. the «ask» button) without owning the auth dialog. */
export const useLayout = () => useOutletContext<LayoutContext | undefined>() ?? { openSignIn: () => undefined };

export function AppLayout() {
  const { openAuth } = useAuthDialog();
  const openSignIn = useCallback(() => openAuth('login'), [openAuth]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#contenu" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Aller au contenu
      </a>
      <Suspense fallback={<div aria-hidden className="h-14 border-b border-ink/10 bg-white" />}>
        <NavBar />
      </Suspense>
      <main id="contenu" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8 focus:outline-none">
        <Outlet context={{ openSignIn } satisfies LayoutContext} />
      </main>
      <footer className="border-t border-ink/10 bg-white/60">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
          <Link to={paths.landing} className="inline-flex items-center gap-2 font-serif text-base text-ink">
            <Scale aria-hidden className="h-4 w-4 text-accent" /> Prétoire
          </Link>
          <p>Les réponses publiées sont des informations générales, pas une consultation juridique personnalisée.</p>
          {/* Legal pages. */}
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
    </div>
  );
}
