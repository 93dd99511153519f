import { useCallback } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { useAuthDialog } from './auth-dialog-host';
import { PageTop, SiteFooter } from './page-frame';

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
      <PageTop />
      <main id="contenu" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8 focus:outline-none">
        <Outlet context={{ openSignIn } satisfies LayoutContext} />
      </main>
      <SiteFooter />
    </div>
  );
}
