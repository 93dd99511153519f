import { CLIENT_MESSAGES, TOASTS } from '@pretoire/contracts';
import { LogIn } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useLogin } from '../api/login';
import { needsEmailVerification } from '../lib/errors';
import { PasswordField, TextField } from './form-field';
import { OtpDialog } from './otp-dialog';
import { linkButton } from './styles';

/**
 * Login of spec §2. A refusal saying "verify your email" opens the e-mail verification
 * code dialog; once verified, the same credentials are sent again (spec §4).
 */
export function LoginForm(props: { onSuccess: () => void; onForgot: () => void; onRegister?: () => void }) {
  const login = useLogin();
  const toast = useToast();
  const rememberId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [verifying, setVerifying] = useState(false);
  const credentials = useRef({ email: '', password: '' });

  const attempt = async (body: { email: string; password: string }) => {
    setError('');
    try {
      await login.mutateAsync(body);
      toast.show({ ...TOASTS.loginSuccess, kind: 'success' });
      props.onSuccess();
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      if (needsEmailVerification(message)) {
        credentials.current = body;
        setVerifying(true);
        return;
      }
      setError(message || CLIENT_MESSAGES.loginFailed);
      toast.show({ ...TOASTS.loginFailed, kind: 'error' });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt({ email: email.trim(), password });
  };

  return (
    <>
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="Adresse e-mail"
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Mot de passe"
          name="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {/* Spec §2: the remember-me box has no effect (the token is always kept in local storage). */}
          <span className="flex items-center gap-2">
            <input id={rememberId} type="checkbox" name="remember" className="h-4 w-4 accent-ink" />
            <label htmlFor={rememberId}>Se souvenir de moi</label>
          </span>
          <button type="button" onClick={props.onForgot} className={linkButton}>
            Mot de passe oublié ?
          </button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button block type="submit" disabled={login.isPending}>
          <LogIn aria-hidden className="h-4 w-4" />
          {login.isPending ? 'Connexion…' : 'Se connecter'}
        </Button>
      </form>
      {props.onRegister && (
        <p className="mt-5 text-center text-sm text-ink-soft">
          Pas encore de compte ?{' '}
          <button type="button" onClick={props.onRegister} className={linkButton}>
            Créer un compte
          </button>
        </p>
      )}
      <OtpDialog
        open={verifying}
        onOpenChange={setVerifying}
        purpose="email-verification"
        email={credentials.current.email}
        onVerified={async () => {
          setVerifying(false);
          await attempt(credentials.current);
        }}
      />
    </>
  );
}
