import { CLIENT_MESSAGES, TOASTS } from '@pretoire/contracts';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';

export function LoginDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const login = useLogin();
  const toast = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [show, setShow] = useState(false);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setError('');
    login.mutate(
      { email: String(data.get('email')), password: String(data.get('password')) },
      {
        onSuccess: () => {
          toast.show({ ...TOASTS.loginSuccess, kind: 'success' });
          onOpenChange(false);
          void navigate(paths.home);
        },
        onError: (err) => {
          setError(err.message || CLIENT_MESSAGES.loginFailed);
          toast.show({ ...TOASTS.loginFailed, kind: 'error' });
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-ink/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-serif text-2xl">Se connecter</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-ink-soft">Accédez à votre compte Prétoire.</Dialog.Description>
          <form onSubmit={submit} className="space-y-4">
            <label className="block text-sm font-medium">
              Adresse e-mail
              <input name="email" type="email" required autoComplete="email" className="mt-1 w-full rounded-md border border-ink/20 px-3 py-2" />
            </label>
            <label className="block text-sm font-medium">
              Mot de passe
              <span className="mt-1 flex gap-2">
                <input name="password" type={show ? 'text' : 'password'} required autoComplete="current-password" className="w-full rounded-md border border-ink/20 px-3 py-2" />
                <button type="button" onClick={() => setShow((s) => !s)} className="rounded-md border border-ink/20 px-2 text-sm">
                  {show ? 'Masquer' : 'Afficher'}
                </button>
              </span>
            </label>
            {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
            <button type="submit" disabled={login.isPending} className="w-full rounded-md bg-ink px-4 py-2 font-medium text-white disabled:opacity-60">
              {login.isPending ? 'Connexion…' : 'Se connecter'}
            </button>
          </form>
          <Dialog.Close className="absolute right-4 top-4 text-ink-soft" aria-label="Fermer">✕</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
