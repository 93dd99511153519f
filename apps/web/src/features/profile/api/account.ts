import type { MessageBody } from '@pretoire/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { meKey } from '@/features/auth';
import { api, TOKEN_KEY } from '@/lib/api-client';
import { deviceId } from '@/lib/device-id';
import { sessionAuthResult } from '@/lib/user-views';
import { profileKeys } from './progress';

export const changePassword = (body: { currentPassword: string; newPassword: string; otp: string }) =>
  api<MessageBody>('/users/change-password', { method: 'PUT', body });

/**
 * A password change ends every session, this one included (server rule), so we sign in again
 * with the new password to keep the person signed in on this device.
 */
export async function signInAgain(qc: QueryClient, email: string, password: string) {
  const { user, token } = await api('/auth/login', {
    method: 'POST',
    body: { email, password, deviceId: deviceId() },
    schema: sessionAuthResult,
  });
  localStorage.setItem(TOKEN_KEY, token);
  qc.setQueryData(meKey, { user });
}

/** eraseQuestions: also replace the text of one's questions, not only the author's name. */
export const deleteAccount = (otp: string, eraseQuestions = false) =>
  api<MessageBody>('/auth/delete-account', { method: 'DELETE', body: { otp, eraseQuestions } });

/** Account deletion clears the user and the token (spec §4); the token is dead already, so no logout call. */
export function clearSession(qc: QueryClient) {
  localStorage.removeItem(TOKEN_KEY);
  qc.setQueryData(meKey, null);
  qc.removeQueries({ queryKey: meKey });
  qc.removeQueries({ queryKey: ['notifications'] });
  qc.removeQueries({ queryKey: profileKeys.all });
}
