import type { MessageBody, OtpPurpose, VerifyOtpResult, VerifyResetResult, VerifySignupResult } from '@pretoire/contracts';
import { api } from '@/lib/api-client';

export type OtpSendResult = Partial<MessageBody>;
/** Union of the verification answers (spec §3): signup/e-mail give isEmailVerified, reset gives userId, password change echoes otp. */
export type OtpVerifyResult = Partial<VerifySignupResult & VerifyResetResult & VerifyOtpResult>;

const post = <T>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body });

/** The send and verify calls of each purpose (spec §7). The e-mail is used only by the purposes of a signed-out person. */
export const OTP_ENDPOINTS: Record<
  OtpPurpose,
  { send: (email: string) => Promise<OtpSendResult>; verify: (email: string, otp: string) => Promise<OtpVerifyResult> }
> = {
  signup: {
    send: (email) => post('/otp/send-signup-otp', { email }),
    verify: (email, otp) => post('/otp/verify-signup-otp', { email, otp }),
  },
  'password-reset': {
    send: (email) => post('/otp/send-password-reset-otp', { email }),
    verify: (email, otp) => post('/otp/verify-password-reset-otp', { email, otp }),
  },
  'email-verification': {
    send: (email) => post('/auth/resend-verification-otp', { email }),
    verify: (email, otp) => post('/auth/verify-email', { email, otp }),
  },
  'account-deletion': {
    send: () => post('/otp/send-delete-account-otp'),
    verify: (_email, otp) => post('/otp/verify-delete-account-otp', { otp }),
  },
  'password-change': {
    send: () => post('/users/send-password-change-otp'),
    verify: (_email, otp) => post('/users/verify-password-change-otp', { otp }),
  },
};
