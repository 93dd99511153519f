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
            returnFocusTo={state.opener}
            onOpenChange={(open) => setState((s) => (s ? { ...s, open } : s))}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}
