import { DIALOG_RESET_DELAY_MS } from '@pretoire/contracts';
import { Scale, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordFlow } from './forgot-password-flow';
import { LoginForm } from './login-form';
import { RegisterPanel, type RegisterTab } from './register-panel';

export type AuthMode = 'login' | 'register' | 'forgot-password';

const HEADINGS: Record<AuthMode, { title: string; text: string }> = {
  login: { title: 'Connexion', text: 'Accédez à votre compte Prétoire.' },
  register: { title: 'Créer un compte', text: 'Posez vos questions en tant que membre, ou répondez-y en tant qu’avocat.' },
  'forgot-password': { title: 'Mot de passe oublié', text: 'Recevez un code par e-mail pour choisir un nouveau mot de passe.' },
};

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Mode shown when the dialog opens (default login). */
  mode?: AuthMode;
  /** Register tab shown when opening in register mode (default member). */
  registerTab?: RegisterTab;
  /** Where focus goes when the dialog closes: the control that opened it, looked up then (it may have been re-rendered). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The auth dialog of spec §2 with its three modes. After closing, the mode goes back to the
 * default once the 300 ms closing transition is over (spec §4), and the forms start empty.
 */
export function AuthDialog({ open, onOpenChange, mode: initialMode = 'login', registerTab, returnFocusTo }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  const navigate = useNavigate();

  // Opening shows the requested mode at once (set during render, so the previous mode never flashes).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMode(initialMode);
  }
  useEffect(() => {
    if (open) return;
    const t = setTimeout(() => {
      setMode('login');
      setGeneration((g) => g + 1);
    }, DIALOG_RESET_DELAY_MS);
    return () => clearTimeout(t);
  }, [open]);

  // After sign-up, /home greets the new account with its next step (WelcomeBanner reads the navigation's state).
  const finish = useCallback(
    (welcome?: RegisterTab) => {
      onOpenChange(false);
      void navigate(paths.home, welcome ? { state: { welcome } } : undefined);
    },
    [navigate, onOpenChange],
  );
  const toLogin = useCallback(() => setMode('login'), []);
  const heading = HEADINGS[mode];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=closed]:opacity-0" />
        <Dialog.Content
          data-mode={mode}
          onCloseAutoFocus={(e) => {
            // Opened from state, not from a Radix trigger: without this, focus would fall back to <body> (WCAG 2.4.3).
            const target = returnFocusTo?.();
            if (!target) return;
            e.preventDefault();
            target.focus();
          }}
          className="fixed left-1/2 top-1/2 z-40 max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-7"
        >
          <div className="mb-5 flex items-start gap-3 pr-8">
            <Scale aria-hidden className="mt-1 h-6 w-6 shrink-0 text-accent" />
            <div>
              <Dialog.Title className="font-serif text-2xl">{heading.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-soft">{heading.text}</Dialog.Description>
            </div>
          </div>
          <div key={`${mode}-${generation}`}>
            {mode === 'login' && (
              <LoginForm onSuccess={() => finish()} onForgot={() => setMode('forgot-password')} onRegister={() => setMode('register')} />
            )}
            {mode === 'register' && <RegisterPanel defaultTab={registerTab} onDone={finish} onLogin={toLogin} />}
            {mode === 'forgot-password' && <ForgotPasswordFlow onLogin={toLogin} />}
          </div>
          <Dialog.Close className="absolute right-3 top-3 rounded p-2 text-ink-soft hover:text-ink" aria-label="Fermer">
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
