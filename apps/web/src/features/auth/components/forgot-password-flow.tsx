import { CLIENT_MESSAGES, OTP_SENT_DEFAULT, RESET_SUCCESS_REDIRECT_MS, VALIDATION_MESSAGES } from '@pretoire/contracts';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { resetPassword, sendResetCode, verifyResetCode } from '../api/password-reset';
import { useCountdown } from '../hooks/use-countdown';
import { messageOf } from '../lib/errors';
import { isCompleteOtp, passwordErrors } from '../lib/validation';
import { PasswordField, TextField } from './form-field';
import { OtpInput } from './otp-input';
import { newPasswordProblem, PasswordStrength } from './password-strength-lazy';
import { ResendButton } from './resend-button';

type Step = 'email' | 'code' | 'password' | 'done';
const STEP_NUMBER: Record<Step, number> = { email: 1, code: 2, password: 3, done: 4 };

/**
 * Forgot password of spec §2/§4 (e-mail, code, new password, success), shared by the
 * /forgot-password page and the auth dialog. `onLogin` leads to the login form: from the
 * success step on click or after 6 s, and from the first step's back button.
 */
export function ForgotPasswordFlow({ onLogin }: { onLogin: () => void }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; otp?: string; password?: string; confirmPassword?: string }>({});
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  useEffect(() => {
    if (step !== 'done') return;
    const t = setTimeout(onLogin, RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [step, onLogin]);

  const run = async (fn: () => Promise<void>, fallback: string) => {
    setError('');
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      setError(messageOf(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      const r = await sendResetCode(email.trim());
      countdown.restart();
      setNotice(r.message || OTP_SENT_DEFAULT);
      setStep('code');
    }, CLIENT_MESSAGES.sendOtpFailed);

  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setFieldErrors({ email: VALIDATION_MESSAGES.required });
    setFieldErrors({});
    void send();
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (!isCompleteOtp(otp)) return setFieldErrors({ otp: CLIENT_MESSAGES.sixDigitsFr });
    setFieldErrors({});
    void run(async () => {
      const r = await verifyResetCode(email.trim(), otp);
      setUserId(r.userId);
      setStep('password');
    }, CLIENT_MESSAGES.verifyOtpFailedFr);
  };
  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    const found = passwordErrors(password, confirm);
    if (!found.password && !found.confirmPassword) found.password = await newPasswordProblem(password, { email });
    setFieldErrors(found);
    if (found.password || found.confirmPassword) return;
    void run(async () => {
      await resetPassword(userId, otp, password);
      setStep('done');
    }, CLIENT_MESSAGES.resetFailedFr);
  };
  const back = () => {
    setError('');
    setFieldErrors({});
    if (step === 'email') onLogin();
    else setStep(step === 'password' ? 'code' : 'email');
  };

  const backButton = (label: string) => (
    <Button variant="outline" onClick={back} className="whitespace-nowrap">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {label}
    </Button>
  );
  const actions = (children: ReactNode) => <div className="flex flex-col-reverse gap-2 sm:grid sm:grid-cols-[auto_1fr]">{children}</div>;

  return (
    <div className="space-y-4">
      {step !== 'done' && <p className="text-xs font-medium uppercase tracking-wide text-ink-soft">Étape {STEP_NUMBER[step]} sur 3</p>}
      {step === 'email' && (
        <form onSubmit={submitEmail} noValidate className="space-y-4">
          <p className="text-sm text-ink-soft">Indiquez l’adresse e-mail de votre compte : nous vous enverrons un code à 6 chiffres.</p>
          <TextField
            label="Adresse e-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
          />
          {actions(
            <>
              {backButton('Retour à la connexion')}
              <Button block type="submit" disabled={busy}>
                Recevoir un code
              </Button>
            </>,
          )}
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={submitCode} noValidate className="space-y-4">
          {notice && (
            <p role="status" className="text-sm text-emerald-800">
              {notice}
            </p>
          )}
          <OtpInput
            label={`Code reçu par e-mail (${email.trim()})`}
            value={otp}
            onChange={(v) => {
              setOtp(v);
              setFieldErrors({});
            }}
            error={fieldErrors.otp}
            autoFocus
          />
          <ResendButton left={countdown.left} busy={busy} onResend={() => void send()} />
          {actions(
            <>
              {backButton('Retour')}
              <Button block type="submit" disabled={busy}>
                Vérifier
              </Button>
            </>,
          )}
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={submitPassword} noValidate className="space-y-4">
          <PasswordField
            label="Nouveau mot de passe"
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            autoFocus
            below={(id) => <PasswordStrength id={id} password={password} owner={{ email }} />}
          />
          <PasswordField
            label="Confirmer le mot de passe"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={fieldErrors.confirmPassword}
          />
          {actions(
            <>
              {backButton('Retour')}
              <Button block type="submit" disabled={busy}>
                Réinitialiser
              </Button>
            </>,
          )}
        </form>
      )}
      {step === 'done' && (
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
          <CheckCircle2 aria-hidden className="h-12 w-12 text-emerald-700" />
          <p className="font-medium">Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.</p>
          <p className="text-sm text-ink-soft">Redirection vers la connexion dans quelques secondes…</p>
          <Button block type="button" onClick={onLogin}>
            Se connecter
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
