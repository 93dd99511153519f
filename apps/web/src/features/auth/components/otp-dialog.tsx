import { CLIENT_MESSAGES, OTP_PURPOSE_TEXTS, OTP_SENT_DEFAULT, type OtpPurpose } from '@pretoire/contracts';
import { MailCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
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
export function OtpDialog(props: OtpDialogProps) {
  const { open, onOpenChange } = props;
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <OtpStep {...props} inDialog onBusyChange={setBusy} />
          <Dialog.Close disabled={busy} className="absolute right-3 top-3 rounded p-2 text-ink-soft hover:text-ink" aria-label="Fermer">
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The code step itself: in its own dialog (`OtpDialog`), or in place of a form inside a dialog already open (sign-up:
 * one dialog at a time, never one stacked on another). The code is checked as soon as its sixth digit is typed or
 * pasted; the button stays for a retry.
 */
export function OtpStep({
  open,
  onOpenChange,
  purpose,
  email = '',
  sendOnOpen = true,
  onVerified,
  inDialog = false,
  onBusyChange,
}: OtpDialogProps & { inDialog?: boolean; onBusyChange?: (busy: boolean) => void }) {
  const texts = OTP_PURPOSE_TEXTS[purpose];
  const endpoints = OTP_ENDPOINTS[purpose];
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusyState] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const sentForOpen = useRef(false);
  const setBusy = (b: boolean) => {
    setBusyState(b);
    onBusyChange?.(b);
  };

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

  // The sixth digit and a quick Enter must not send the code twice (a used code is refused the second time).
  const inFlight = useRef(false);
  const verify = async (value: string) => {
    if (inFlight.current) return;
    if (!isCompleteOtp(value)) {
      setError(CLIENT_MESSAGES.sixDigits);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError('');
    try {
      const result = await endpoints.verify(email, value);
      await onVerified(value, result);
    } catch (err) {
      setError(messageOf(err, CLIENT_MESSAGES.verifyOtpFailed));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void verify(code);
  };

  const Title = inDialog ? Dialog.Title : 'h3';
  const Description = inDialog ? Dialog.Description : 'p';
  const titleId = useId();
  return (
    <div data-otp-step={purpose} {...(inDialog ? {} : { role: 'group', 'aria-labelledby': titleId })}>
      <MailCheck aria-hidden className="mb-3 h-8 w-8 text-accent" />
      {/* No `id` at all inside the dialog: Radix names the dialog by its own id, which an `id={undefined}` would erase. */}
      <Title {...(inDialog ? {} : { id: titleId })} className="font-serif text-2xl">
        {texts.title}
      </Title>
      <Description className="mt-2 text-sm text-ink-soft">
        {texts.text}
        {email && (
          <>
            {' '}
            <span className="font-medium text-ink">({email})</span>
          </>
        )}
      </Description>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <OtpInput
          label="Code à 6 chiffres"
          value={code}
          onChange={(v) => {
            setCode(v);
            setError('');
            // The sixth digit is the last thing to do: no extra tap on «Vérifier».
            if (isCompleteOtp(v) && !busy) void verify(v);
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
      {!inDialog && (
        <div className="mt-3 flex justify-center">
          <button
            type="button"
            disabled={busy}
            onClick={() => onOpenChange(false)}
            className="rounded px-2 py-1 text-sm text-ink-soft underline hover:text-ink"
          >
            Modifier mes informations
          </button>
        </div>
      )}
    </div>
  );
}
