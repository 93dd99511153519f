import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, TOKEN_KEY } from '@/lib/api-client';
import { meKey, type SessionUser } from './get-me';

export const login = (body: { email: string; password: string }) =>
  api<{ user: SessionUser; token: string }>('/auth/login', { method: 'POST', body });

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => {
      localStorage.setItem(TOKEN_KEY, token);
      qc.setQueryData(meKey, { user: { ...user, id: (user as { _id?: string })._id ?? user.id } });
    },
  });
}
