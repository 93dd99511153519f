import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_KEY } from '@/lib/api-client';
import { meKey, type SessionUser } from './get-me';

export interface AuthResult {
  user: SessionUser & { _id?: string };
  token: string;
}

/** Login, register and lawyer registration all store the returned user and token (spec §4). */
export function storeSession(qc: QueryClient, { user, token }: AuthResult) {
  localStorage.setItem(TOKEN_KEY, token);
  const { _id, ...rest } = user;
  qc.setQueryData(meKey, { user: { ...rest, id: _id ?? user.id } });
}
