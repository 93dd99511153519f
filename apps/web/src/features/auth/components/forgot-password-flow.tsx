import { CLIENT_MESSAGES, MIN_PASSWORD_LENGTH, OTP_LENGTH, RESET_SUCCESS_REDIRECT_MS } from '@pretoire/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { resetPassword, sendResetCode, verifyResetCode } from '../api/password-reset';

type Step = 'email' | 'code' | 'password' | 'done';
const field = 'mt-1 w-full rounded-md border border-ink/20 bg-white px-3 py-2';
const primary = 'rounded-md bg-ink px-5 py-2.5 font-medium text-white disabled:opacity-60';

export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (step !== 'done') return;
    const t = setTimeout(() => void navigate(paths.home), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [step, navigate]);

  const run = (fn: () => Promise<void>, fallback: string) => async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  const back = () => setStep(step === 'password' ? 'code' : 'email');

  return (
    <section className="mx-auto max-w-md space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h1 className="text-3xl">Mot de passe oublié</h1>
      {step === 'email' && (
        <form onSubmit={run(async () => { await sendResetCode(email); setStep('code'); }, CLIENT_MESSAGES.sendOtpFailed)} className="space-y-4">
          <label className="block font-medium">Adresse e-mail
            <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" className={field} />
          </label>
          <button disabled={busy} className={primary}>Recevoir un code</button>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={run(async () => { const r = await verifyResetCode(email, otp); setUserId(r.userId); setStep('password'); }, CLIENT_MESSAGES.verifyOtpFailedFr)} className="space-y-4">
          <label className="block font-medium">Code reçu par e-mail ({OTP_LENGTH} chiffres)
            <input inputMode="numeric" autoComplete="one-time-code" required pattern={`\\d{${OTP_LENGTH}}`} maxLength={OTP_LENGTH}
              value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))} className={`${field} tracking-[0.5em]`} />
          </label>
          <div className="flex gap-2"><button type="button" onClick={back} className="rounded-md border px-4">Retour</button><button disabled={busy} className={primary}>Vérifier</button></div>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={run(async () => { await resetPassword(userId, otp, password); setStep('done'); }, CLIENT_MESSAGES.resetFailedFr)} className="space-y-4">
          <label className="block font-medium">Nouveau mot de passe
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} required minLength={MIN_PASSWORD_LENGTH} autoComplete="new-password" className={field} />
          </label>
          <div className="flex gap-2"><button type="button" onClick={back} className="rounded-md border px-4">Retour</button><button disabled={busy} className={primary}>Réinitialiser</button></div>
        </form>
      )}
      {step === 'done' && (
        <div role="status" className="space-y-4">
          <p>Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.</p>
          <button type="button" onClick={() => void navigate(paths.home)} className={primary}>Se connecter</button>
        </div>
      )}
      {error && <p role="alert" className="text-red-700">{error}</p>}
    </section>
  );
}
