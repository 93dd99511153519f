import type { SessionAuthResult } from '@pretoire/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_KEY } from '@/lib/api-client';
import { meKey } from './get-me';

/** Login, register and lawyer registration all store the returned user and token (spec §4). */
export function storeSession(qc: QueryClient, { user, token }: SessionAuthResult) {
  localStorage.setItem(TOKEN_KEY, token);
  qc.setQueryData(meKey, { user });
}
