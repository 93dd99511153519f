import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { AuthMode } from '@/features/auth/components/login-dialog';

const AuthDialog = lazy(() => import('@/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })));

export type RegisterTab = 'member' | 'lawyer';

interface AuthDialogApi {
  /** Opens the auth dialog; focus goes back to the control that opened it when it closes without leaving the page. */
  openAuth: (mode: Extract<AuthMode, 'login' | 'register'>, registerTab?: RegisterTab) => void;
}

const Context = createContext<AuthDialogApi>({ openAuth: () => undefined });

/** One auth dialog for every page (the top bar, the landing page, a guard's «sign in» button…). */
export const useAuthDialog = () => useContext(Context);

interface State {
  open: boolean;
  mode: 'login' | 'register';
  registerTab?: RegisterTab;
  opener: HTMLElement | null;
}

/**
 * The opener if it is still on the page, else the control that replaced it (same `data-tap`): a part of the page
 * re-rendered while the dialog was open must not send focus back to <body> (WCAG 2.4.3).
 */
function stillThere(opener: HTMLElement | null): HTMLElement | null {
  if (!opener || opener.isConnected) return opener;
  const tap = opener.dataset.tap;
  return tap ? document.querySelector<HTMLElement>(`[data-tap="${CSS.escape(tap)}"]`) : null;
}

export function AuthDialogHost({ children }: { children: ReactNode }) {
  // Mounted on first use, then kept so the dialog's own mode reset after closing applies.
  const [state, setState] = useState<State | null>(null);
  const openAuth = useCallback<AuthDialogApi['openAuth']>((mode, registerTab) => {
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setState({ open: true, mode, registerTab, opener });
  }, []);
  const api = useMemo(() => ({ openAuth }), [openAuth]);
  return (
    <Context.Provider value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <AuthDialog
            open={state.open}
            mode={state.mode}
            registerTab={state.registerTab}
            returnFocusTo={() => stillThere(state.opener)}
            onOpenChange={(open) => setState((s) => (s ? { ...s, open } : s))}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}
