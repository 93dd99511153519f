import type { SuccessResult, VerifyResetResult } from '@pretoire/contracts';
import { api } from '@/lib/api-client';
import { OTP_ENDPOINTS } from './otp';

export const sendResetCode = (email: string) => OTP_ENDPOINTS['password-reset'].send(email);
export const verifyResetCode = (email: string, otp: string) =>
  api<VerifyResetResult>('/otp/verify-password-reset-otp', { method: 'POST', body: { email, otp } });
export const resetPassword = (userId: string, otp: string, newPassword: string) =>
  api<SuccessResult>('/otp/reset-password', { method: 'POST', body: { userId, otp, newPassword } });
