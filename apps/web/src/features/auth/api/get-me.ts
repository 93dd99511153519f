import type { SessionUser } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, TOKEN_KEY } from '@/lib/api-client';
import { sessionUserResult } from '@/lib/user-views';
import { useHasToken } from '../hooks/use-has-token';

export type { SessionUser };
export const meKey = ['auth', 'me'] as const;
/** The signed-in user, or null once the server said the stored token is no longer valid. */
export type Session = { user: SessionUser } | null;

type TokenStore = Pick<Storage, 'getItem' | 'removeItem'>;
const browserStore = (): TokenStore | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * GET /auth/me. A 401 means the stored token is dead (expired, revoked, password changed, account deleted): it is
 * removed and the answer is "signed out" (null), not an error, so the page shows the signed-out bar once and nothing
 * asks again with that token (useMe is only enabled while a token is stored). Other failures (network, 503) keep the
 * token: the session may be fine. A token stored meanwhile (a new sign-in) is never removed.
 */
export async function getMe(request: typeof api = api, store: TokenStore | undefined = browserStore()): Promise<Session> {
  const sent = store?.getItem(TOKEN_KEY) ?? null;
  try {
    return await request('/auth/me', { schema: sessionUserResult });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401 || store?.getItem(TOKEN_KEY) !== sent) throw err;
    store?.removeItem(TOKEN_KEY);
    return null;
  }
}

export const meQuery = () => queryOptions({ queryKey: meKey, queryFn: () => getMe() });

export function useMe() {
  const hasToken = useHasToken();
  return useQuery({ ...meQuery(), enabled: hasToken, retry: false });
}
