import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';
import { LoginForm } from '@/features/auth/components/login-form';

/** The page version of the dialog's forgot-password mode; "back to login" shows the login form here. */
export default function ForgotPasswordRoute() {
  const [mode, setMode] = useState<'forgot' | 'login'>('forgot');
  const navigate = useNavigate();
  const toLogin = useCallback(() => setMode('login'), []);
  return (
    <section className="mx-auto w-full max-w-md space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-7">
      <h1 className="text-3xl">{mode === 'forgot' ? 'Mot de passe oublié' : 'Connexion'}</h1>
      {mode === 'forgot' ? (
        <ForgotPasswordFlow onLogin={toLogin} />
      ) : (
        <LoginForm onSuccess={() => void navigate(paths.home)} onForgot={() => setMode('forgot')} />
      )}
    </section>
  );
}
