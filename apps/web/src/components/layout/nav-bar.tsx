import { TERMS_VERSION } from '@pretoire/contracts';
import { Bell, Scale, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { KeptFragment } from '@/ssr/kept-fragment';
import { useAuthDialog } from './auth-dialog-host';
import { HydrationMark } from './hydration-mark';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

const SignedInControls = lazy(() => import('./signed-in-controls').then((m) => ({ default: m.SignedInControls })));
// Only for the few whose password passed older rules only: not in the bar's own chunk.
const TermsUpdateBanner = lazy(() => import('./terms-update-banner').then((m) => ({ default: m.TermsUpdateBanner })));
const PasswordChangeBanner = lazy(() => import('./password-change-banner').then((m) => ({ default: m.PasswordChangeBanner })));

/** Placeholder of the signed-in controls while their chunk or the session loads (browser tests wait it out). */
const Pending = () => <Bell aria-hidden data-session-pending className="h-5 w-5 text-ink/20" />;

/** Top bar of spec §2: sign-in buttons when signed out; bell, admin button and user menu when signed in. */
export function NavBar() {
  const { user, loading } = useSession();
  // Both buttons open the auth dialog (spec §2), in login or register mode.
  const { openAuth } = useAuthDialog();
  const desktop = useMediaQuery(DESKTOP_QUERY);

  const bar = (
    <header className="border-b border-ink/10 bg-white">
      <HydrationMark part="nav" />
      <nav aria-label="Navigation principale" className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2.5 sm:px-4">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 rounded font-serif text-xl font-semibold">
          <Scale aria-hidden className="h-6 w-6 text-accent" /> Prétoire
        </Link>
        <div className="flex items-center gap-1 text-sm sm:gap-2">
          <Link to={paths.home} className="hidden rounded-md px-2 py-1.5 hover:bg-ink/5 sm:block">
            Questions
          </Link>
          <Link to={paths.lawyers} className="flex items-center gap-1.5 rounded-md px-2 py-1.5 hover:bg-ink/5">
            <Users aria-hidden className="hidden h-4 w-4 sm:block" />
            Avocats
          </Link>
          {user ? (
            <Suspense fallback={<Pending />}>
              <SignedInControls user={user} desktop={desktop} />
            </Suspense>
          ) : loading ? (
            <Pending />
          ) : (
            <>
              <button
                type="button"
                data-tap="sign-in"
                onClick={() => openAuth('login')}
                className="rounded-md px-2 py-1.5 hover:bg-ink/5 sm:px-3"
              >
                Se Connecter
              </button>
              <button
                type="button"
                data-tap="sign-up"
                onClick={() => openAuth('register')}
                className="rounded-md bg-ink px-2 py-1.5 text-white hover:bg-ink-soft sm:px-3"
              >
                S'inscrire
              </button>
            </>
          )}
        </div>
      </nav>
      {user?.passwordChangeRequired && (
        <Suspense fallback={null}>
          <PasswordChangeBanner />
        </Suspense>
      )}
      {user && user.termsVersion !== TERMS_VERSION && (
        <Suspense fallback={null}>
          <TermsUpdateBanner />
        </Suspense>
      )}
    </header>
  );
  // A visitor's bar is the same on every page: its HTML is kept once per process (ssr/kept-fragment.tsx).
  return user || loading ? bar : <KeptFragment keyOf={() => `nav-visitor ${desktop}`}>{bar}</KeptFragment>;
}
