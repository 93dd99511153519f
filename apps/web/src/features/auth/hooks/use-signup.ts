import { CLIENT_MESSAGES, TOASTS } from '@pretoire/contracts';
import { useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { OTP_ENDPOINTS } from '../api/otp';
import { type LawyerRegistration, type MemberRegistration, useRegister } from '../api/register';
import { registrationErrorMessage } from '../lib/errors';

export type SignupInput = { kind: 'member'; data: MemberRegistration } | { kind: 'lawyer'; data: LawyerRegistration };

/**
 * Sign-up of spec §4 after the form is valid: send the signup code, open the code dialog,
 * and once the code is verified create the account (which stores the session).
 */
export function useSignup(onCreated: (kind: SignupInput['kind']) => void) {
  const register = useRegister();
  const toast = useToast();
  const pending = useRef<SignupInput | null>(null);
  const verifiedEmail = useRef('');
  const [codeOpen, setCodeOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  const fail = (kind: SignupInput['kind'], message: string) => {
    setError(message);
    toast.show({ ...(kind === 'lawyer' ? TOASTS.lawyerRegisterFailed : TOASTS.registerFailed), kind: 'error' });
  };

  // The signup code stays valid for registration 30 min after verification, so a refused
  // registration (e.g. nickname taken) can be corrected and resent without a new code round.
  const onVerified = async () => {
    const input = pending.current;
    if (!input) return;
    verifiedEmail.current = input.data.email;
    try {
      await register.mutateAsync(input);
      setCodeOpen(false);
      toast.show(
        input.kind === 'lawyer' ? { ...TOASTS.lawyerSubmitted, kind: 'info', long: true } : { ...TOASTS.registerSuccess, kind: 'success' },
      );
      onCreated(input.kind);
    } catch (err) {
      setCodeOpen(false);
      const message = err instanceof Error ? err.message : '';
      if (message.includes('must be verified')) verifiedEmail.current = ''; // proof expired: a new code round is needed
      fail(input.kind, registrationErrorMessage(message));
    }
  };

  const start = async (input: SignupInput) => {
    pending.current = input;
    setError('');
    setSending(true);
    try {
      if (input.data.email === verifiedEmail.current) return await onVerified();
      await OTP_ENDPOINTS.signup.send(input.data.email);
      setCodeOpen(true);
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      fail(input.kind, message ? registrationErrorMessage(message) : CLIENT_MESSAGES.sendOtpFailed);
    } finally {
      setSending(false);
    }
  };

  return { start, onVerified, codeOpen, setCodeOpen, sending, error, email: pending.current?.data.email ?? '' };
}
