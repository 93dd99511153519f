import type { IdentityChangeFields, IdentityChangeView } from '@pretoire/contracts';
import { api } from '@/lib/api-client';

/** POST /users/identity-change: a verified lawyer's request (reason, new names or bar, licence); an admin decides. */
export function requestIdentityChange(fields: IdentityChangeFields, file: File) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('licenseDocument', file, file.name);
  return api<{ message: string; request: IdentityChangeView }>('/users/identity-change', { method: 'POST', body });
}
