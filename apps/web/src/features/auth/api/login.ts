import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deviceId } from '@/lib/device-id';
import { sessionAuthResult } from '@/lib/user-views';
import { storeSession } from './session';

export const login = (body: { email: string; password: string }) =>
  api('/auth/login', { method: 'POST', body: { ...body, deviceId: deviceId() }, schema: sessionAuthResult });

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (result) => storeSession(qc, result) });
}
