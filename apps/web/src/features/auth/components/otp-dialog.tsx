import { CLIENT_MESSAGES, OTP_PURPOSE_TEXTS, OTP_SENT_DEFAULT, type OtpPurpose } from '@pretoire/contracts';
import { MailCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { OTP_ENDPOINTS, type OtpVerifyResult } from '../api/otp';
import { useCountdown } from '../hooks/use-countdown';
import { messageOf } from '../lib/errors';
import { isCompleteOtp } from '../lib/validation';
import { OtpInput } from './otp-input';
import { ResendButton } from './resend-button';

export interface OtpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: OtpPurpose;
  /** Needed by signup, password-reset and email-verification; the signed-in purposes use the session's address. */
  email?: string;
  /** Send the first code when the dialog opens (default). Pass false when the caller has just sent it. */
  sendOnOpen?: boolean;
  /** Called with the verified code and the server's answer; may be async. If it throws, its message is shown in the dialog. */
  onVerified: (code: string, result: OtpVerifyResult) => void | Promise<void>;
}

/** The e-mail code dialog of spec §4 for its five purposes. */
export function OtpDialog({ open, onOpenChange, purpose, email = '', sendOnOpen = true, onVerified }: OtpDialogProps) {
  const texts = OTP_PURPOSE_TEXTS[purpose];
  const endpoints = OTP_ENDPOINTS[purpose];
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const sentForOpen = useRef(false);

  const send = async () => {
    setSending(true);
    setError('');
    try {
      const r = await endpoints.send(email);
      countdown.restart();
      setNotice(r.message || OTP_SENT_DEFAULT);
    } catch (err) {
      setError(messageOf(err, CLIENT_MESSAGES.resendOtpFailed));
    } finally {
      setSending(false);
    }
  };

  // Each opening starts clean; the countdown starts now if the caller already sent the code.
  const startOpening = useEffectEvent(() => {
    setCode('');
    setError('');
    setNotice('');
    if (sendOnOpen) void send();
    else countdown.restart();
  });
  useEffect(() => {
    if (!open) {
      sentForOpen.current = false;
      return;
    }
    if (sentForOpen.current) return;
    sentForOpen.current = true;
    startOpening();
  }, [open]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!isCompleteOtp(code)) {
      setError(CLIENT_MESSAGES.sixDigits);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const result = await endpoints.verify(email, code);
      await onVerified(code, result);
    } catch (err) {
      setError(messageOf(err, CLIENT_MESSAGES.verifyOtpFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <MailCheck aria-hidden className="mb-3 h-8 w-8 text-accent" />
          <Dialog.Title className="font-serif text-2xl">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">
            {texts.text}
            {email && (
              <>
                {' '}
                <span className="font-medium text-ink">({email})</span>
              </>
            )}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <OtpInput
              label="Code à 6 chiffres"
              value={code}
              onChange={(v) => {
                setCode(v);
                setError('');
              }}
              error={error}
              autoFocus
            />
            {notice && !error && (
              <p role="status" className="text-sm text-emerald-800">
                {notice}
              </p>
            )}
            <Button block type="submit" disabled={busy}>
              {busy ? 'Vérification…' : 'Vérifier'}
            </Button>
          </form>
          <div className="mt-4 flex justify-center">
            <ResendButton left={countdown.left} busy={sending} onResend={() => void send()} />
          </div>
          <Dialog.Close disabled={busy} className="absolute right-3 top-3 rounded p-2 text-ink-soft hover:text-ink" aria-label="Fermer">
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
