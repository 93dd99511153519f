import type { PrivateUser } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, TOKEN_KEY } from '@/lib/api-client';

export type SessionUser = Omit<PrivateUser, '_id'> & { id: string };
export const meKey = ['auth', 'me'] as const;

export const getMe = () => api<{ user: SessionUser }>('/auth/me');

export function useMe() {
  const hasToken = typeof localStorage !== 'undefined' && !!localStorage.getItem(TOKEN_KEY);
  return useQuery({ queryKey: meKey, queryFn: getMe, enabled: hasToken, retry: false });
}
