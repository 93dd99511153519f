import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeSession, type AuthResult } from './session';

export const login = (body: { email: string; password: string }) => api<AuthResult>('/auth/login', { method: 'POST', body });

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (result) => storeSession(qc, result) });
}
