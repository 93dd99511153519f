import { useQueryClient } from '@tanstack/react-query';
import { api, TOKEN_KEY } from '@/lib/api-client';
import { meKey, useMe } from '../api/get-me';
import { useHasToken } from './use-has-token';

export function useSession() {
  const me = useMe();
  const qc = useQueryClient();
  const hasToken = useHasToken();
  return {
    // Signed out while a server-rendered part hydrates (hasToken reads false then), even if another part has already
    // loaded the session: the HTML it hydrates was rendered signed out.
    user: hasToken ? (me.data?.user ?? null) : null,
    loading: hasToken && me.isPending,
    logout: async () => {
      await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
      localStorage.removeItem(TOKEN_KEY);
      qc.setQueryData(meKey, null);
      qc.removeQueries({ queryKey: meKey });
    },
  };
}
