import { useQueryClient } from '@tanstack/react-query';
import { api, TOKEN_KEY } from '@/lib/api-client';
import { meKey, useMe } from '../api/get-me';
import { useHasToken } from './use-has-token';

export function useSession() {
  const me = useMe();
  const qc = useQueryClient();
  const hasToken = useHasToken();
  return {
    user: me.data?.user ?? null,
    loading: hasToken && me.isPending,
    logout: async () => {
      await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
      localStorage.removeItem(TOKEN_KEY);
      qc.setQueryData(meKey, null);
      qc.removeQueries({ queryKey: meKey });
    },
  };
}
